import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { pickLang, t } from '../../http/messages.js'
import { CommonQuery } from '../config/config.schema.js'
import { CancelError } from './membercancel.messages.js'
import { ApplyBody, AuditBody, type ApplyInput, type AuditInput } from './membercancel.schema.js'
import * as service from './membercancel.service.js'

export default async function memberCancelRoutes(app: FastifyInstance): Promise<void> {
  app.get('/membercancel/api/membercancel/config', { schema: { querystring: CommonQuery } }, async (req) => ok(await service.cancelConfig(req.ctx)))
  app.post('/membercancel/api/membercancel/config', async (req) => ok(await service.cancelConfig(req.ctx)))
  app.get('/membercancel/api/membercancel/info', { schema: { querystring: CommonQuery } }, async (req) => ok(await service.cancelInfo(req.ctx)))
  app.post('/membercancel/api/membercancel/info', async (req) => ok(await service.cancelInfo(req.ctx)))
  app.post<{ Body: ApplyInput }>('/membercancel/api/membercancel/apply', { schema: { body: ApplyBody } }, async (req) =>
    ok(await service.apply(req.ctx, req.body)))
  app.post('/membercancel/api/membercancel/withdraw', async (req) => ok(await service.withdraw(req.ctx)))

  app.post<{ Body: AuditInput }>('/admin/api/membercancel/audit', {
    // before the body is validated: a caller without the token learns nothing about the payload rules
    onRequest: async (req, reply) => {
      if (!service.adminTokenMatches(req.server.deps.config.adminToken, req.headers['x-admin-token'])) {
        const lang = pickLang((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language'])
        return reply.code(403).send({ code: CancelError.ADMIN_FORBIDDEN, message: t(lang, 'admin_forbidden'), data: null })
      }
    },
    schema: { body: AuditBody },
  }, async (req) => ok(await service.audit(req.ctx, req.body)))
}
