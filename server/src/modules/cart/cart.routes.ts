import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { CommonQuery } from '../config/config.schema.js'
import * as service from './cart.service.js'

export default async function cartRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/cart/count', { schema: { querystring: CommonQuery } }, async (req) => ok(await service.cartCount(req.ctx, 'cart')))
  app.get('/wholesale/api/cart/count', { schema: { querystring: CommonQuery } }, async (req) =>
    ok(await service.cartCount(req.ctx, 'wholesale_cart')))
  app.get('/api/cart/lists', { schema: { querystring: CommonQuery } }, async (req) => ok(await service.cartLists(req.ctx)))
}
