import { routesPlugin } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { t } from '../../http/messages.js'
import * as findpassword from './findpassword.service.js'
import { authApi } from './auth.schema.js'
import * as service from './auth.service.js'
import * as tripartite from './auth.tripartite.service.js'

export default routesPlugin(authApi, {
  registerConfig: async (ctx) => ok({ value: await service.registerConfig(ctx) }),
  registerMobileCode: async (ctx, input) => ok(await service.registerMobileCode(ctx, input)),
  registerByMobile: async (ctx, input) => ok(await service.registerByMobile(ctx, input)),
  registerByPassword: async (ctx, input) => ok(await service.registerByPassword(ctx, input)),
  loginMobileCode: async (ctx, input) => ok(await service.loginMobileCode(ctx, input)),
  loginByMobile: async (ctx, input) => ok(await service.loginByMobile(ctx, input)),
  loginByPassword: async (ctx, input) => ok(await service.loginByPassword(ctx, input)),
  logout: async (ctx) => ok(await service.logout(ctx)),
  findPasswordCode: async (ctx, input) => ok(await findpassword.findPasswordCode(ctx, input)),
  findPassword: async (ctx, input) => ok(await findpassword.findPassword(ctx, input), t(ctx.lang, 'update_success')),

  platformLogin: async (ctx, input) => ok(await tripartite.authLogin(ctx, input)),
  platformOnlyLogin: async (ctx, input) => ok(await tripartite.authOnlyLogin(ctx, input)),
  platformRegister: async (ctx, input) => ok(await tripartite.authRegister(ctx, input)),
  bindMobileCode: async (ctx, input) => ok(await tripartite.bindMobileCode(ctx, input)),
  bindMobile: async (ctx, input) => ok(await tripartite.bindMobile(ctx, input)),
  getPhoneNumber: async (ctx, input) => ok(await tripartite.getPhoneNumber(ctx, input)),
  mobileAuth: async (ctx, input) => ok(await tripartite.mobileAuth(ctx, input)),
})
