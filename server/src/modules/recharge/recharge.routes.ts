import type { FastifyInstance } from 'fastify'
import { registerRoutes } from '../../contract/register.js'
import { guardAdminEndpoints } from '../../http/admin-guard.js'
import { ok } from '../../http/envelope.js'
import './recharge.hooks.js'
import { rechargeApi } from './recharge.schema.js'
import * as service from './recharge.service.js'


export default async function rechargeRoutes(app: FastifyInstance): Promise<void> {
  guardAdminEndpoints(app, rechargeApi)
  registerRoutes(app, rechargeApi, {
    config: async (ctx) => ok(await service.rechargeConfig(ctx)),
    page: async (ctx, input) => ok(await service.packagePage(ctx, input)),
    info: async (ctx, input) => ok(await service.packageInfo(ctx, input)),
    create: async (ctx, input) => ok(await service.createRecharge(ctx, input)),
    orderPage: async (ctx, input) => ok(await service.rechargeOrderPage(ctx, input)),
    orderDetail: async (ctx, input) => ok(await service.rechargeOrderDetail(ctx, input)),
    adminLists: async (ctx, input) => ok(await service.adminLists(ctx, input)),
    adminAdd: async (ctx, input) => ok(await service.adminAdd(ctx, input)),
    adminEdit: async (ctx, input) => ok(await service.adminEdit(ctx, input)),
    adminDelete: async (ctx, input) => ok(await service.adminDelete(ctx, input)),
    adminStatus: async (ctx, input) => ok(await service.adminStatus(ctx, input)),
    adminConfig: async (ctx) => ok(await service.adminConfig(ctx)),
    adminSetConfig: async (ctx, input) => ok(await service.adminSetConfig(ctx, input)),
  })
}
