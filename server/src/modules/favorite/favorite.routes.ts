import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { favoriteApi } from './favorite.schema.js'
import * as service from './favorite.service.js'

export default routesPlugin(favoriteApi, {
  collectAdd: async (ctx, input) => ok(await service.collectAdd(ctx, input)),
  collectDelete: async (ctx, input) => ok(await service.collectDelete(ctx, input)),
  collectIs: async (ctx, input) => ok(await service.collectIs(ctx, input)),
  collectPage: async (ctx, input) => ok(await service.collectPage(ctx, input)),
  browseAdd: async (ctx, input) => ok(await service.browseAdd(ctx, input)),
  browsePage: async (ctx, input) => ok(await service.browsePage(ctx, input)),
  browseDelete: async (ctx, input) => ok(await service.browseDelete(ctx, input)),
})
