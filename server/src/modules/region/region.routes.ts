import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { ChildrenBody, TranAddressBody, type ChildrenInput, type TranAddressInput } from './region.schema.js'
import * as service from './region.service.js'
import './region.messages.js'

export default async function regionRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: TranAddressInput }>('/api/memberaddress/tranAddressInfo', { schema: { body: TranAddressBody } }, async (req) =>
    ok(await service.tranAddressInfo(req.ctx, req.body)))
  app.get('/api/region/provinces', async (req) => ok(await service.provinces(req.ctx)))
  app.post<{ Body: ChildrenInput }>('/api/region/children', { schema: { body: ChildrenBody } }, async (req) =>
    ok(await service.children(req.ctx, req.body.pid)))
  app.get('/api/region/hotcities', async (req) => ok(await service.hotCities(req.ctx)))
}
