import type { FastifyInstance } from 'fastify'
import { registerRoutes } from '../../contract/register.js'
import { guardAdminEndpoints } from '../../http/admin-guard.js'
import { ok } from '../../http/envelope.js'
import './level.hooks.js'
import { giftDetail, giftPage } from './level.gift.js'
import { giftApi, levelApi } from './level.schema.js'
import * as service from './level.service.js'


export default async function levelRoutes(app: FastifyInstance): Promise<void> {
  guardAdminEndpoints(app, levelApi, giftApi)
  registerRoutes(app, levelApi, {
    lists: async (ctx) => ok(await service.lists(ctx)),
    info: async (ctx) => ok(await service.info(ctx)),
    growthRules: async (ctx) => ok(await service.growthRules(ctx)),
    adminLists: async (ctx) => ok(await service.adminLists(ctx)),
    adminAdd: async (ctx, input) => ok(await service.adminAdd(ctx, input)),
    adminEdit: async (ctx, input) => ok(await service.adminEdit(ctx, input)),
    adminDelete: async (ctx, input) => ok(await service.adminDelete(ctx, input)),
  })
  registerRoutes(app, giftApi, {
    page: async (ctx, input) => ok(await giftPage(ctx, input)),
    detail: async (ctx, input) => ok(await giftDetail(ctx, input)),
  })
}
