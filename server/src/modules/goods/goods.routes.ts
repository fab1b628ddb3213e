import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { CommonQuery } from '../config/config.schema.js'
import { GoodsDetailBody, GoodsPageBody, type GoodsDetailInput, type GoodsPageInput } from './goods.schema.js'
import * as service from './goods.service.js'

export default async function goodsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/goodscategory/tree', { schema: { querystring: CommonQuery } }, async (req) => ok(await service.categoryTree(req.ctx)))
  app.post<{ Body: GoodsPageInput }>('/api/goodssku/page', { schema: { body: GoodsPageBody } }, async (req) =>
    ok(await service.goodsPage(req.ctx, req.body)))
  app.post<{ Body: GoodsDetailInput }>('/api/goodssku/detail', { schema: { body: GoodsDetailBody } }, async (req) =>
    ok(await service.goodsDetail(req.ctx, req.body)))
}
