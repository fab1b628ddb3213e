import { routesPlugin } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { orderCreateApi } from './order.checkout.schema.js'
import * as service from './order.checkout.service.js'

export default routesPlugin(orderCreateApi, {
  payment: async (ctx, input) => ok(await service.payment(ctx, input)),
  calculate: async (ctx, input) => ok(await service.calculate(ctx, input)),
  create: async (ctx, input) => ok(await service.create(ctx, input)),
})
