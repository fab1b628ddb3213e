import type { FastifyInstance } from 'fastify'
import { guardAdminEndpoints } from '../../http/admin-guard.js'
import { ok } from '../../http/envelope.js'
import { registerRoutes } from '../../contract/register.js'
import { openCacheHub } from '../../infra/cache.js'
import { goodsAdminApi, goodsCategoryAdminApi } from './goods.admin.schema.js'
import * as admin from './goods.admin.service.js'
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
  guardAdminEndpoints(app, goodsAdminApi, goodsCategoryAdminApi)
  registerRoutes(app, goodsAdminApi, {
    info: async (ctx, input) => ok(await admin.goodsInfo(ctx, input)),
    edit: async (ctx, input) => ok(await admin.goodsEdit(ctx, input)),
  })
  registerRoutes(app, goodsCategoryAdminApi, {
    edit: async (ctx, input) => ok(await admin.categoryEdit(ctx, input)),
  })
}
