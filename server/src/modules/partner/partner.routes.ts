import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { partnerApi } from './partner.schema.js'
import * as service from './partner.service.js'

export default routesPlugin(partnerApi, {
  license: async (ctx, input) => ok(await service.shopLicense(ctx, input)),
  cities: async (ctx, input) => ok(await service.cities(ctx, input)),
})
