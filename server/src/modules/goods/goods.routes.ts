import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { registerRoutes } from '../../contract/register.js'
import { openCacheHub } from '../../infra/cache.js'
import { goodsApi } from './goods.schema.js'
import * as service from './goods.service.js'

export default async function goodsRoutes(app: FastifyInstance): Promise<void> {
  // the catalogue caches of this app (with REDIS_URL, invalidations reach every process)
  const hub = await openCacheHub(app.deps)
  app.addHook('onClose', () => hub.close())
  registerRoutes(app, goodsApi, {
    categoryTree: async (ctx) => ok(await service.categoryTree(ctx)),
    page: async (ctx, input) => ok(await service.goodsPage(ctx, input)),
    detail: async (ctx, input) => ok(await service.goodsDetail(ctx, input)),
  })
}
