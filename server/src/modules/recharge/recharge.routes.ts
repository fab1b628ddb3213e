import type { FastifyInstance } from 'fastify'
import { CommonError } from '../../contract/errors.js'
import type { Endpoint } from '../../contract/endpoint.js'
import { registerRoutes } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { pickLang, t } from '../../http/messages.js'
import { adminTokenMatches } from '../member/member.cancel.service.js'
import './recharge.hooks.js'
import { rechargeApi } from './recharge.schema.js'
import * as service from './recharge.service.js'

const ADMIN_ENDPOINTS = new Set((Object.values(rechargeApi) as Endpoint[]).filter((e) => e.spec.auth === 'admin').map((e) => e.id))

export default async function rechargeRoutes(app: FastifyInstance): Promise<void> {
  // the operator's calls: the X-Admin-Token header, checked before the body is
  app.addHook('onRequest', async (req, reply) => {
    const endpoint = req.routeOptions.config?.endpoint
    if (!endpoint || !ADMIN_ENDPOINTS.has(endpoint)) return
    if (!adminTokenMatches(req.server.deps.config.adminToken, req.headers['x-admin-token'])) {
      const lang = pickLang((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language'])
      return reply.code(403).send({ code: CommonError.FORBIDDEN, message: t(lang, 'admin_forbidden'), data: null })
    }
  })
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
