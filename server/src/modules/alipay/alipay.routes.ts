import { routesPlugin } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { alipayApi } from './alipay.schema.js'
import * as service from './alipay.service.js'

export default routesPlugin(alipayApi, {
  fuwuAuthUrl: async (ctx, input) => ok(service.alifuwuAuthorizeUrl(ctx, input)),
  fuwuCodeToOpenid: async (ctx, input) => ok(await service.alipayCodeToOpenid(ctx, 'alifuwu', input)),
  appCodeToUserid: async (ctx, input) => ok(await service.alipayCodeToOpenid(ctx, 'aliapp', input)),
})
