import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { regionApi } from './region.schema.js'
import * as service from './region.service.js'

export default routesPlugin(regionApi, {
  tranAddressInfo: async (ctx, input) => ok(await service.tranAddressInfo(ctx, input)),
  provinces: async (ctx) => ok(await service.provinces(ctx)),
  children: async (ctx, input) => ok(await service.children(ctx, input.pid)),
  hotCities: async (ctx) => ok(await service.hotCities(ctx)),
})
