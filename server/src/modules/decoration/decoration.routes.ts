import type { FastifyInstance } from 'fastify'
import { guardAdminEndpoints } from '../../http/admin-guard.js'
import { ok } from '../../http/envelope.js'
import { registerRoutes } from '../../contract/register.js'
import { openCacheHub } from '../../infra/cache.js'
import { diyViewAdminApi } from './decoration.admin.schema.js'
import { viewEdit } from './decoration.admin.service.js'
import { decorationApi } from './decoration.schema.js'
import * as service from './decoration.service.js'

export default async function decorationRoutes(app: FastifyInstance): Promise<void> {
  // views are cached (with REDIS_URL, invalidations reach every process); closing twice is harmless
  const hub = await openCacheHub(app.deps)
  app.addHook('onClose', () => hub.close())
  registerRoutes(app, decorationApi, {
    info: async (ctx, input) => ok(await service.viewInfo(ctx, input)),
  })
  guardAdminEndpoints(app, diyViewAdminApi)
  registerRoutes(app, diyViewAdminApi, {
    edit: async (ctx, input) => ok(await viewEdit(ctx, input)),
  })
}
