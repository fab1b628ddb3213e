import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { brandApi } from './brand.schema.js'
import * as service from './brand.service.js'

export default routesPlugin(brandApi, {
  page: async (ctx, input) => ok(await service.brandPage(ctx, input)),
})
