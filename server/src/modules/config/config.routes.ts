import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { CommonQuery, InitBody, type InitInput } from './config.schema.js'
import * as service from './config.service.js'

export default async function configRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: InitInput }>('/api/config/init', { schema: { body: InitBody } }, async (req) =>
    ok(await service.init(req.ctx, req.body.url)))
  app.get('/api/config/defaultimg', { schema: { querystring: CommonQuery } }, async (req) => ok(await service.defaultImg(req.ctx)))
  app.get('/api/diyview/style', { schema: { querystring: CommonQuery } }, async (req) => ok({ style_theme: await service.styleTheme(req.ctx) }))
  app.get('/api/addon/addonisexit', { schema: { querystring: CommonQuery } }, async (req) => ok(await service.addonFlags(req.ctx)))
}
