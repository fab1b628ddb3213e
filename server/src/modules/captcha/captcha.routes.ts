import { routesPlugin } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { captchaApi } from './captcha.schema.js'
import * as service from './captcha.service.js'

export default routesPlugin(captchaApi, {
  // the client posts when it refreshes (captcha_id) and may GET the first one; both count per IP
  create: async (ctx, input) => {
    await service.countCaptchaForIp(ctx)
    return ok(await service.createCaptcha(ctx, input.captcha_id))
  },
  config: async (ctx) => ok({ value: await service.captchaConfig(ctx) }),
  // development only (like the SMS outbox): the demo and the browser journeys read the drawn code;
  // a production server has no such route (404)
  devPeek: async (ctx, input) => ok({ code: await service.peekCaptcha(ctx, input.captcha_id) }),
})
