import type { FastifyInstance } from 'fastify'
import { CommonError } from '../../contract/errors.js'
import type { Endpoint } from '../../contract/endpoint.js'
import { registerRoutes } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { pickLang, t } from '../../http/messages.js'
import { adminTokenMatches } from '../member/member.cancel.service.js'
// the events' listeners (order, refund, ledger): registered with the routes, so every app has them
import { setSiteMessageLog } from './sitemessage.hooks.js'
import { siteMessageApi } from './sitemessage.schema.js'
import * as service from './sitemessage.service.js'

const ADMIN_ENDPOINTS = new Set((Object.values(siteMessageApi) as Endpoint[]).filter((e) => e.spec.auth === 'admin').map((e) => e.id))

export default async function siteMessageRoutes(app: FastifyInstance): Promise<void> {
  setSiteMessageLog(app.log)
  // the operator's calls: the X-Admin-Token header, checked before the body is
  app.addHook('onRequest', async (req, reply) => {
    const endpoint = req.routeOptions.config?.endpoint
    if (!endpoint || !ADMIN_ENDPOINTS.has(endpoint)) return
    if (!adminTokenMatches(req.server.deps.config.adminToken, req.headers['x-admin-token'])) {
      const lang = pickLang((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language'])
      return reply.code(403).send({ code: CommonError.FORBIDDEN, message: t(lang, 'admin_forbidden'), data: null })
    }
  })
  registerRoutes(app, siteMessageApi, {
    lists: async (ctx) => ok(await service.lists(ctx)),
    getpermessagecount: async (ctx) => ok(await service.unreadCount(ctx)),
    page: async (ctx, input) => ok(await service.page(ctx, input)),
    info: async (ctx, input) => ok(await service.info(ctx, input)),
    editallseed: async (ctx, input) => ok(await service.markAllRead(ctx, input), t(ctx.lang, 'sitemessage_read_all')),
    adminSend: async (ctx, input) => ok(await service.adminSend(ctx, input), t(ctx.lang, 'sitemessage_sent')),
    adminLists: async (ctx, input) => ok(await service.adminLists(ctx, input)),
  })
}
