import { routesPlugin } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { wechatApi } from './wechat.schema.js'
import * as service from './wechat.service.js'

export default routesPlugin(wechatApi, {
  mpAuthUrl: async (ctx, input) => ok(service.mpAuthorizeUrl(ctx, input)),
  mpCodeToOpenid: async (ctx, input) => ok(await service.mpCodeToOpenid(ctx, input)),
  weappCodeToOpenid: async (ctx, input) => ok(await service.weappCodeToOpenid(ctx, input)),
  messageTmplIds: async (ctx, input) => ok(await service.messageTemplateIds(ctx, input.keywords)),
})
