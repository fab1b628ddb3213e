import type { FastifyInstance } from 'fastify'
import { registerRoutes } from '../../contract/register.js'
import { ok } from '../../http/envelope.js'
import { loadChannelModules } from '../pay/pay.registry.js'
import { handleRefundNotify } from './refund.notify.js'
import { REFUND_NOTIFY_PATH } from './refund.notify-url.js'
import { merchantRefundApi, refundApi } from './refund.schema.js'
import * as service from './refund.service.js'

/** refund notifications are small; anything larger is not one */
const NOTIFY_BODY_LIMIT = 64 * 1024

export default async function refundRoutes(app: FastifyInstance): Promise<void> {
  await loadChannelModules()
  registerRoutes(app, refundApi, {
    refundData: async (ctx, input) => ok(await service.refundData(ctx, input)),
    refund: async (ctx, input) => ok(await service.applyRefund(ctx, input)),
    detail: async (ctx, input) => ok(await service.refundDetail(ctx, input)),
    cancel: async (ctx, input) => ok(await service.cancelRefund(ctx, input)),
    delivery: async (ctx, input) => ok(await service.deliverReturn(ctx, input)),
    lists: async (ctx, input) => ok(await service.refundLists(ctx, input)),
  })
  registerRoutes(app, merchantRefundApi, {
    lists: async (ctx, input) => ok(await service.merchantRefundLists(ctx, input)),
    detail: async (ctx, input) => ok(await service.merchantRefundDetail(ctx, input)),
    agree: async (ctx, input) => ok(await service.agreeRefund(ctx, input)),
    refuse: async (ctx, input) => ok(await service.refuseRefund(ctx, input)),
    receive: async (ctx, input) => ok(await service.receiveReturn(ctx, input)),
    transfer: async (ctx, input, req) => ok(await service.transfer(ctx, input, `${req.protocol}://${req.host}`)),
  })
  // the gateways' refund notifications: raw bodies (their signatures cover them), as /api/pay/notify
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: NOTIFY_BODY_LIMIT }, (_req, body, done) => done(null, body))
    scope.post(REFUND_NOTIFY_PATH, {
      bodyLimit: NOTIFY_BODY_LIMIT,
      schema: {
        tags: ['pay'],
        summary: 'Refund notification of a payment gateway (raw body, outside the JSON envelope)',
        description: 'Called by WeChat Pay (REFUND.* events, signed and encrypted) and the development channel. The signature is ' +
          'verified, then the refund it names is asked about at the gateway; only that answer finishes a refund, so a replay changes nothing.',
        params: { type: 'object', properties: { pay_type: { type: 'string', maxLength: 20 } }, required: ['pay_type'] },
      },
    }, async (req, reply) => {
      const raw = typeof req.body === 'string' ? req.body : ''
      const { pay_type: payType } = req.params as { pay_type: string }
      const handled = await handleRefundNotify(req.ctx, payType, req.headers, raw)
      return reply.code(handled.answer.status).type(handled.answer.contentType).send(handled.answer.body)
    })
  })
}
