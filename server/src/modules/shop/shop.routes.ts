import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { shopApi } from './shop.schema.js'
import * as service from './shop.service.js'

export default routesPlugin(shopApi, {
  page: async (ctx, input) => ok(await service.shopPage(ctx, input)),
  info: async (ctx, input) => ok(await service.shopInfo(ctx, input)),
})
