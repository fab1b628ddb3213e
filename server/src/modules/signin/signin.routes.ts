import { routesPlugin } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { t } from '../../http/messages.js'
import { signinApi } from './signin.schema.js'
import * as service from './signin.service.js'

export default routesPlugin(signinApi, {
  getSignStatus: async (ctx, input) => ok(await service.signStatus(ctx, input)),
  signin: async (ctx) => ok(await service.signin(ctx), t(ctx.lang, 'signin_success')),
  award: async (ctx) => ok(await service.award(ctx)),
})
