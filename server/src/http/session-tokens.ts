import type { FastifyInstance } from 'fastify'
import type { RequestContext } from './context.js'
import { attachRefreshToken } from './envelope.js'

/**
 * The token checks every route relies on, installed on the root instance before the modules' routes.
 * requireMember is synchronous, so a logged-out, superseded (password change) or disabled member's token
 * is turned into an invalid one right after the context is built, by `checkPresented` (the member
 * module's rule); a token past half its life gets a successor in the answer.
 */
export function installSessionTokens(app: FastifyInstance, checkPresented: (ctx: RequestContext) => Promise<void>): void {
  app.addHook('preHandler', async (req) => {
    if (req.ctx) await checkPresented(req.ctx)
  })
  app.addHook('preSerialization', attachRefreshToken)
}
