import type { FastifyInstance, FastifyRequest } from 'fastify'
import { registerRoutes } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { devpayConfirm, orderPay, payInfo, payPay, payStatus, payTypes, type WebOrigin } from './pay.api.js'
import { DomainError } from '../../http/errors.js'
import { isClientInputError } from '../../http/client-errors.js'
import type { NotifyAnswer } from './pay.channel.js'
import { handleNotify } from './pay.notify.js'
import { notifyLimits, withinNotifyRate } from './pay.notify.guard.js'
import { configuredChannels, getChannel, loadChannelModules } from './pay.registry.js'
import { payApi } from './pay.schema.js'

/** https://host the shopper called (X-Forwarded-* only from TRUST_PROXY proxies: Fastify's req.protocol / req.host). */
const originOf = (req: FastifyRequest): WebOrigin => ({ origin: `${req.protocol}://${req.host}` })

/** the notification path: outside the JSON contract (docs/api.md "Payment notifications") */
export const NOTIFY_PATH = '/api/pay/notify/:pay_type'
/** gateway notifications are small; anything larger is not one */
const NOTIFY_BODY_LIMIT = 64 * 1024
/** addresses already logged as past their allowance this minute: one line each, not one per request */
const limited = new Set<string>()

const payTypeOf = (req: FastifyRequest): string => {
  const given = (req.params as { pay_type?: unknown } | undefined)?.pay_type
  return typeof given === 'string' ? given : ''
}

/** The channel's failure answer; a channel that is not configured answers plain 404 text. */
async function failureAnswer(app: FastifyInstance, payType: string): Promise<NotifyAnswer> {
  const channel = payType ? await getChannel(app.deps.config, payType) : null
  return channel ? channel.notifyAnswer(false) : { status: 404, contentType: 'text/plain; charset=utf-8', body: 'unknown channel' }
}

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
  // (WeChat Pay JSON, Alipay forms, XML), in a context of its own with no other body parser. Every
  // answer is the gateway's own format, refusals and failures included (never the JSON envelope).
  const limits = notifyLimits(app.deps.config)
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, body))
    // before the body is read: an address past its allowance costs a counter, nothing more
    scope.addHook('onRequest', async (req, reply) => {
      if (await withinNotifyRate(app.deps.kv, req.ip, limits)) return
      if (!limited.has(req.ip)) {
        limited.add(req.ip)
        setTimeout(() => limited.delete(req.ip), 60_000).unref()
        req.log.warn({ ip: req.ip, limit: limits.perIpPerMinute }, 'pay: notifications of an address beyond its allowance answered 429 this minute')
      }
      const answer = await failureAnswer(app, payTypeOf(req))
      return reply.code(429).type(answer.contentType).send(answer.body)
    })
    // a body that cannot be read (too large, a NUL byte, a broken stream) or a fault: the gateway's failure, not the envelope
    scope.setErrorHandler(async (error, req, reply) => {
      const status = (error as { statusCode?: number }).statusCode
      const clientFault = error instanceof DomainError || (status !== undefined && status >= 400 && status < 500) || isClientInputError(error)
      if (!clientFault) req.log.error({ err: error }, 'pay: notification failed')
      const answer = await failureAnswer(app, payTypeOf(req))
      return reply.code(clientFault ? answer.status : 500).type(answer.contentType).send(answer.body)
    })
    scope.post(NOTIFY_PATH, {
      bodyLimit: NOTIFY_BODY_LIMIT,
      schema: {
        tags: ['pay'],
        summary: 'Payment gateway notification (raw body, outside the JSON envelope)',
        description: 'Called by WeChat Pay (JSON, signed and encrypted), Alipay (form, RSA2) and the development channel, never by ' +
          'the app. The body is verified by the channel, then checked against the attempt it names (amount, app id, merchant id); ' +
          'the answer is the gateway\'s own format (WeChat 204 / 4xx JSON, Alipay `success` / `failure`), also for a body that cannot ' +
          `be read. Replays pay once. At most ${limits.perIpPerMinute} requests a minute per address (then HTTP 429 in the gateway's format, ` +
          `nothing stored); refused notifications are stored with a 2 KB excerpt, ${limits.refusedPerIpPerHour} an hour per address, then only counted.`,
        params: { type: 'object', properties: { pay_type: { type: 'string', maxLength: 20 } }, required: ['pay_type'] },
      },
    }, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : ''
      const payType = payTypeOf(req)
      const handled = await handleNotify(req.ctx, payType, req.headers, raw, { ip: req.ip, kv: req.ctx.kv, limits })
      return reply.code(handled.answer.status).type(handled.answer.contentType).send(handled.answer.body)
    })
  })
}
