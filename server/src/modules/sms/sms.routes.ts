import { Type, type Static } from '@sinclair/typebox'
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'

const OutboxQuery = Type.Object({
  mobile: Type.Optional(Type.String({ pattern: '^\\d{11}$' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
}, { additionalProperties: true })
type OutboxInput = Static<typeof OutboxQuery>

/**
 * Development only: what the outbox provider "sent", newest first, for the demo and the browser
 * journeys. A production server has no such route (404), and codes never appear in other answers.
 */
export default async function smsRoutes(app: FastifyInstance): Promise<void> {
  if (!app.deps.config.development) return
  app.get<{ Querystring: OutboxInput }>('/api/dev/sms/outbox', { schema: { querystring: OutboxQuery } }, async (req) => {
    let q = req.ctx.db.selectFrom('sms_outbox').select(['mobile', 'code', 'purpose', 'content', 'created_at'])
      .where('website_id', '=', req.ctx.websiteId)
    if (req.query.mobile) q = q.where('mobile', '=', req.query.mobile)
    return ok(await q.orderBy('id', 'desc').limit(req.query.limit ?? 10).execute())
  })
}
