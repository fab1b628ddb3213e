import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { ShopInfoBody, ShopPageBody, type ShopInfoInput, type ShopPageInput } from './shop.schema.js'
import * as service from './shop.service.js'

export default async function shopRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ShopPageInput }>('/api/shop/page', { schema: { body: ShopPageBody } }, async (req) => ok(await service.shopPage(req.ctx, req.body)))
  app.post<{ Body: ShopInfoInput }>('/api/shop/info', { schema: { body: ShopInfoBody } }, async (req) => ok(await service.shopInfo(req.ctx, req.body)))
}
