import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { decorationApi } from './decoration.schema.js'
import * as service from './decoration.service.js'

export default routesPlugin(decorationApi, {
  info: async (ctx, input) => ok(await service.viewInfo(ctx, input)),
})
