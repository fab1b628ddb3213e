import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { goodsApi } from './goods.schema.js'
import * as service from './goods.service.js'

export default routesPlugin(goodsApi, {
  categoryTree: async (ctx) => ok(await service.categoryTree(ctx)),
  page: async (ctx, input) => ok(await service.goodsPage(ctx, input)),
  detail: async (ctx, input) => ok(await service.goodsDetail(ctx, input)),
})
