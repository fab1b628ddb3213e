import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { orderApi } from './order.schema.js'
import * as service from './order.service.js'
// payments of orders (notifications, pay again) move them through the paid-handler
import './order.hooks.js'

export default routesPlugin(orderApi, {
  lists: async (ctx, input) => ok(await service.orderLists(ctx, input)),
  detail: async (ctx, input) => ok(await service.orderDetail(ctx, input)),
  close: async (ctx, input) => ok(await service.orderClose(ctx, input)),
  takeDelivery: async (ctx, input) => ok(await service.orderTakeDelivery(ctx, input)),
  extendTakeDelivery: async (ctx, input) => ok(await service.orderExtendTakeDelivery(ctx, input)),
  delete: async (ctx, input) => ok(await service.orderDelete(ctx, input)),
  num: async (ctx, input) => ok(await service.orderNum(ctx, input)),
  package: async (ctx, input) => ok(await service.orderPackages(ctx, input)),
})
