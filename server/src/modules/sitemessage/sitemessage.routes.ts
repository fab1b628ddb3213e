import type { FastifyInstance } from 'fastify'
import { registerRoutes } from '../../contract/register.js'
import { guardAdminEndpoints } from '../../http/admin-guard.js'
import { ok } from '../../http/envelope.js'
import { t } from '../../http/messages.js'
// the events' listeners (order, refund, ledger): registered with the routes, so every app has them
import { setSiteMessageLog } from './sitemessage.hooks.js'
import { siteMessageApi } from './sitemessage.schema.js'
import * as service from './sitemessage.service.js'


export default async function siteMessageRoutes(app: FastifyInstance): Promise<void> {
  setSiteMessageLog(app.log)
  guardAdminEndpoints(app, siteMessageApi)
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
