import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { addressApi } from './address.schema.js'
import * as service from './address.service.js'

export default routesPlugin(addressApi, {
  page: async (ctx, input) => ok(await service.addressPage(ctx, input)),
  info: async (ctx, input) => ok(await service.addressInfo(ctx, input)),
  add: async (ctx, input) => ok(await service.addressAdd(ctx, input)),
  edit: async (ctx, input) => ok(await service.addressEdit(ctx, input)),
  delete: async (ctx, input) => ok(await service.addressDelete(ctx, input)),
  setDefault: async (ctx, input) => ok(await service.addressSetDefault(ctx, input)),
})
