import { routesPlugin } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { memberAccountApi } from './account.schema.js'
import * as service from './account.service.js'

export default routesPlugin(memberAccountApi, {
  info: async (ctx, input) => ok(await service.info(ctx, input)),
  page: async (ctx, input) => ok(await service.page(ctx, input)),
  detail: async (ctx, input) => ok(await service.detail(ctx, input)),
  assets: async (ctx) => ok(await service.assets(ctx)),
})
