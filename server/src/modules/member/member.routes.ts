import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope.js'
import { CommonQuery } from '../config/config.schema.js'
import * as service from './member.service.js'

/**
 * Member routes, plus the check that refuses logged-out tokens everywhere: requireMember is
 * synchronous, so a revoked token is turned into an invalid one here, right after the context is
 * built. The plugin skips Fastify's encapsulation so the hook reaches every module registered after
 * it (routes.ts registers this module first).
 */
async function memberRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (req) => {
    const ctx = req.ctx
    if (ctx?.memberId != null && (await service.isTokenRevoked(ctx))) {
      ctx.memberId = null
      ctx.tokenProblem = 'invalid'
    }
  })
  app.get('/api/member/info', { schema: { querystring: CommonQuery } }, async (req) => ok(await service.memberInfo(req.ctx)))
  app.post('/api/member/info', async (req) => ok(await service.memberInfo(req.ctx)))
}

export default Object.assign(memberRoutes, { [Symbol.for('skip-override')]: true })
