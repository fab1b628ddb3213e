import type { FastifyInstance } from 'fastify'
import { registerRoutes } from '../../contract/register.js'
import { guardAdminEndpoints } from '../../http/admin-guard.js'
import { ok } from '../../http/envelope.js'
import { complainApi } from './complain.schema.js'
import * as service from './complain.service.js'


export default async function complainRoutes(app: FastifyInstance): Promise<void> {
  guardAdminEndpoints(app, complainApi)
  registerRoutes(app, complainApi, {
    detail: async (ctx, input) => ok(await service.complainDetail(ctx, input)),
    complain: async (ctx, input) => ok(await service.complain(ctx, input)),
    cancel: async (ctx, input) => ok(await service.cancelComplaint(ctx, input)),
    adminLists: async (ctx, input) => ok(await service.adminLists(ctx, input)),
    adminHandle: async (ctx, input) => ok(await service.adminHandle(ctx, input)),
  })
}
