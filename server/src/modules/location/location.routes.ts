import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { locationApi } from './location.schema.js'
import * as service from './location.service.js'

export default routesPlugin(locationApi, {
  mapConfig: async (ctx) => ok(service.mapConfig(ctx)),
  regionCentre: async (ctx, input) => ok(await service.regionCentre(ctx, input.region_id)),
})
