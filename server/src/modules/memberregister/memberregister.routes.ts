import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { CommonQuery } from '../config/config.schema.js'
import * as service from './memberregister.service.js'

export default async function memberRegisterRoutes(app: FastifyInstance): Promise<void> {
  app.get('/memberregister/api/Config/Config', { schema: { querystring: CommonQuery } }, async (req) => ok(await service.rewardConfig(req.ctx)))
  app.post('/memberregister/api/Config/Config', async (req) => ok(await service.rewardConfig(req.ctx)))
}
