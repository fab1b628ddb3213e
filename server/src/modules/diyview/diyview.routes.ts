import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { DiyViewInfoBody, type DiyViewInfoInput } from './diyview.schema.js'
import * as service from './diyview.service.js'

export default async function diyviewRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: DiyViewInfoInput }>('/api/diyview/info', { schema: { body: DiyViewInfoBody } }, async (req) =>
    ok(await service.viewInfo(req.ctx, req.body)))
}
