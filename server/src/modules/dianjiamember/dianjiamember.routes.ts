import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { t } from '../../http/messages.js'
import { BindReferrerBody, SearchByMobileBody, type BindReferrerInput, type SearchByMobileInput } from './dianjiamember.schema.js'
import * as service from './dianjiamember.service.js'

export default async function dianjiaMemberRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: SearchByMobileInput }>('/api/Dianjiamember/searchMemberByMobile', { schema: { body: SearchByMobileBody } }, async (req) =>
    ok(await service.searchByMobile(req.ctx, req.body)))
  app.post<{ Body: BindReferrerInput }>('/api/Dianjiamember/bindTuijian', { schema: { body: BindReferrerBody } }, async (req) => {
    await service.bindReferrer(req.ctx, req.body)
    // the client toasts the envelope message (spec: 绑定成功)
    return ok(null, t(req.ctx.lang, 'referrer_bind_success'))
  })
}
