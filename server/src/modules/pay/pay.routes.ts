import type { FastifyInstance, FastifyRequest } from 'fastify'
import { registerRoutes } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { devpayConfirm, orderPay, payInfo, payPay, payStatus, payTypes, type WebOrigin } from './pay.api.js'
import { handleNotify } from './pay.notify.js'
import { configuredChannels, loadChannelModules } from './pay.registry.js'
import { payApi } from './pay.schema.js'

/** https://host the shopper called (X-Forwarded-* only from TRUST_PROXY proxies: Fastify's req.protocol / req.host). */
const originOf = (req: FastifyRequest): WebOrigin => ({ origin: `${req.protocol}://${req.host}` })

/** the notification path: outside the JSON contract (docs/api.md "Payment notifications") */
export const NOTIFY_PATH = '/api/pay/notify/:pay_type'
/** gateway notifications are small; anything larger is not one */
const NOTIFY_BODY_LIMIT = 64 * 1024

export default async function payRoutes(app: FastifyInstance): Promise<void> {
  await loadChannelModules()
  // a channel configured wrongly (a key that does not load, an APIv3 key of the wrong length) stops the start here, not at the first payment
  await configuredChannels(app.deps.config)
  registerRoutes(app, payApi, {
    info: async (ctx, input) => ok(await payInfo(ctx, input)),
    type: async (ctx, input) => ok(await payTypes(ctx, input)),
    pay: async (ctx, input, req) => ok(await payPay(ctx, input, originOf(req))),
    status: async (ctx, input) => ok(await payStatus(ctx, input)),
    devpayConfirm: async (ctx, input) => ok(await devpayConfirm(ctx, input)),
    orderPay: async (ctx, input) => ok(await orderPay(ctx, input)),
  })
  // The gateways' notifications: the raw body is what their signatures cover, so it is kept as sent
  // (WeChat Pay JSON, Alipay forms, XML), in a context of its own with no other body parser.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, body))
    scope.post(NOTIFY_PATH, {
      bodyLimit: NOTIFY_BODY_LIMIT,
      schema: {
        tags: ['pay'],
        summary: 'Payment gateway notification (raw body, outside the JSON envelope)',
        description: 'Called by WeChat Pay (JSON, signed and encrypted), Alipay (form, RSA2) and the development channel, never by ' +
          'the app. The body is verified by the channel, then checked against the attempt it names (amount, app id, merchant id); ' +
          'the answer is the gateway\'s own format (WeChat 200/4xx JSON, Alipay `success` / `failure`). Replays pay once.',
        params: { type: 'object', properties: { pay_type: { type: 'string', maxLength: 20 } }, required: ['pay_type'] },
      },
    }, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : ''
      const { pay_type: payType } = req.params as { pay_type: string }
      const handled = await handleNotify(req.ctx, payType, req.headers, raw)
      return reply.code(handled.answer.status).type(handled.answer.contentType).send(handled.answer.body)
    })
  })
}
