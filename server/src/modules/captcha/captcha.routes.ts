import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ok } from '../../http/envelope.js'
import { CommonQuery } from '../config/config.schema.js'
import { CaptchaBody, CaptchaQuery, DevCaptchaQuery, type CaptchaInput } from './captcha.schema.js'
import * as service from './captcha.service.js'

export default async function captchaRoutes(app: FastifyInstance): Promise<void> {
  // the client posts when it refreshes (captcha_id) and may GET the first one; both count per IP
  const perIp = async (req: FastifyRequest) => service.countCaptchaForIp(req.ctx)
  app.post<{ Body: CaptchaInput }>('/api/captcha/captcha', { schema: { body: CaptchaBody }, preHandler: perIp }, async (req) =>
    ok(await service.createCaptcha(req.ctx, req.body.captcha_id)))
  app.get<{ Querystring: CaptchaInput }>('/api/captcha/captcha', { schema: { querystring: CaptchaQuery }, preHandler: perIp }, async (req) =>
    ok(await service.createCaptcha(req.ctx, req.query.captcha_id)))
  app.get('/api/config/getCaptchaConfig', { schema: { querystring: CommonQuery } }, async (req) =>
    ok({ value: await service.captchaConfig(req.ctx) }))
  app.post('/api/config/getCaptchaConfig', async (req) => ok({ value: await service.captchaConfig(req.ctx) }))

  // development only (like the SMS outbox): the demo and the browser journeys read the drawn code;
  // a production server has no such route (404)
  if (app.deps.config.development) {
    app.get<{ Querystring: { captcha_id: string } }>('/api/dev/captcha', { schema: { querystring: DevCaptchaQuery } }, async (req) =>
      ok({ code: await service.peekCaptcha(req.ctx, req.query.captcha_id) }))
  }
}
