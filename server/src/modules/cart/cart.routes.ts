import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { cartApi } from './cart.schema.js'
import * as service from './cart.service.js'

export default routesPlugin(cartApi, {
  add: async (ctx, input) => ok(await service.cartAdd(ctx, input)),
  edit: async (ctx, input) => ok(await service.cartEdit(ctx, input)),
  delete: async (ctx, input) => ok(await service.cartDelete(ctx, input)),
  clearInvalid: async (ctx) => ok(await service.cartClearInvalid(ctx)),
  count: async (ctx) => ok(await service.cartCount(ctx, 'cart')),
  wholesaleCount: async (ctx) => ok(await service.cartCount(ctx, 'wholesale_cart')),
  lists: async (ctx) => ok(await service.cartLists(ctx)),
})
