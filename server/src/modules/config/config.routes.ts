import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { configApi } from './config.schema.js'
import * as service from './config.service.js'

export default routesPlugin(configApi, {
  init: async (ctx, input) => ok(await service.init(ctx, input.url)),
  defaultImg: async (ctx) => ok(await service.defaultImg(ctx)),
  style: async (ctx) => ok({ style_theme: await service.styleTheme(ctx) }),
  addonIsExit: async (ctx) => ok(await service.addonFlags(ctx)),
})
