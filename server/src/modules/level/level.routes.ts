import type { FastifyInstance } from 'fastify'
import { CommonError } from '../../contract/errors.js'
import type { Endpoint } from '../../contract/endpoint.js'
import { registerRoutes } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { pickLang, t } from '../../http/messages.js'
import { adminTokenMatches } from '../member/member.cancel.service.js'
import './level.hooks.js'
import { giftDetail, giftPage } from './level.gift.js'
import { giftApi, levelApi } from './level.schema.js'
import * as service from './level.service.js'

const ADMIN_ENDPOINTS = new Set((Object.values(levelApi) as Endpoint[]).filter((e) => e.spec.auth === 'admin').map((e) => e.id))

export default async function levelRoutes(app: FastifyInstance): Promise<void> {
  // the operator's calls: the X-Admin-Token header, checked before the body is
  app.addHook('onRequest', async (req, reply) => {
    const endpoint = req.routeOptions.config?.endpoint
    if (!endpoint || !ADMIN_ENDPOINTS.has(endpoint)) return
    if (!adminTokenMatches(req.server.deps.config.adminToken, req.headers['x-admin-token'])) {
      const lang = pickLang((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language'])
      return reply.code(403).send({ code: CommonError.FORBIDDEN, message: t(lang, 'admin_forbidden'), data: null })
    }
  })
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
