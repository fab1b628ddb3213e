import type { FastifyInstance } from 'fastify'
import { CommonError } from '../../contract/errors.js'
import type { Endpoint } from '../../contract/endpoint.js'
import { registerRoutes } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { pickLang, t } from '../../http/messages.js'
import { adminTokenMatches } from '../member/member.cancel.service.js'
import { complainApi } from './complain.schema.js'
import * as service from './complain.service.js'

const ADMIN_ENDPOINTS = new Set((Object.values(complainApi) as Endpoint[]).filter((e) => e.spec.auth === 'admin').map((e) => e.id))

export default async function complainRoutes(app: FastifyInstance): Promise<void> {
  // the operator's calls: the X-Admin-Token header, checked before the body is (as the member domain's)
  app.addHook('onRequest', async (req, reply) => {
    const endpoint = req.routeOptions.config?.endpoint
    if (!endpoint || !ADMIN_ENDPOINTS.has(endpoint)) return
    if (!adminTokenMatches(req.server.deps.config.adminToken, req.headers['x-admin-token'])) {
      const lang = pickLang((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language'])
      return reply.code(403).send({ code: CommonError.FORBIDDEN, message: t(lang, 'admin_forbidden'), data: null })
    }
  })
  registerRoutes(app, complainApi, {
    detail: async (ctx, input) => ok(await service.complainDetail(ctx, input)),
    complain: async (ctx, input) => ok(await service.complain(ctx, input)),
    cancel: async (ctx, input) => ok(await service.cancelComplaint(ctx, input)),
    adminLists: async (ctx, input) => ok(await service.adminLists(ctx, input)),
    adminHandle: async (ctx, input) => ok(await service.adminHandle(ctx, input)),
  })
}
