import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { verifierApi, verifyApi } from './verify.schema.js'
import * as service from './verify.service.js'

const desk = routesPlugin(verifyApi, {
  checkIsVerifier: async (ctx) => ok(await service.checkIsVerifier(ctx)),
  getVerifyType: async (ctx) => ok(service.getVerifyType(ctx)),
  verifyInfo: async (ctx, input) => ok(await service.verifyInfo(ctx, input)),
  verify: async (ctx, input) => ok(await service.verify(ctx, input)),
  lists: async (ctx, input) => ok(await service.lists(ctx, input)),
})

// the shop's admin staff manage its verifiers (staff token, resolved in the service)
const verifiers = routesPlugin(verifierApi, {
  lists: async (ctx, input) => ok(await service.verifierLists(ctx, input)),
  add: async (ctx, input) => ok(await service.verifierAdd(ctx, input)),
  delete: async (ctx, input) => ok(await service.verifierDelete(ctx, input)),
})

export default async function verifyRoutes(app: FastifyInstance): Promise<void> {
  await desk(app)
  await verifiers(app)
}
