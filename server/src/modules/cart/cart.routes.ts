import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { cartApi } from './cart.schema.js'
import * as service from './cart.service.js'

export default routesPlugin(cartApi, {
  count: async (ctx) => ok(await service.cartCount(ctx, 'cart')),
  wholesaleCount: async (ctx) => ok(await service.cartCount(ctx, 'wholesale_cart')),
  lists: async (ctx) => ok(await service.cartLists(ctx)),
})
