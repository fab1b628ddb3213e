import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { merchantApi } from './merchant.schema.js'
import * as service from './merchant.service.js'

// every 'merchant' call resolves the staff member (token, roles, shop) in its service first
export default routesPlugin(merchantApi, {
  login: async (ctx, input) => ok(await service.login(ctx, input)),
  orderLists: async (ctx, input) => ok(await service.orderLists(ctx, input)),
  orderDetail: async (ctx, input) => ok(await service.orderDetail(ctx, input)),
  orderDelivery: async (ctx, input) => ok(await service.delivery(ctx, input)),
  localDeliveryStart: async (ctx, input) => ok(await service.localDeliveryStart(ctx, input)),
  localDeliveryFinish: async (ctx, input) => ok(await service.localDeliveryFinish(ctx, input)),
  verify: async (ctx, input) => ok(await service.verify(ctx, input)),
})
