import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { CommonError } from '../contract/errors.js'
import type { Endpoint } from '../contract/endpoint.js'
import { pickLang, t } from './messages.js'

/** Compares digests so the time taken does not reveal how much of the token matched. */
export function adminTokenMatches(configured: string | undefined, presented: unknown): boolean {
  if (!configured || typeof presented !== 'string' || !presented) return false
  const a = crypto.createHash('sha256').update(configured).digest()
  const b = crypto.createHash('sha256').update(presented).digest()
  return crypto.timingSafeEqual(a, b)
}

/**
 * Refuses the operator's calls (auth 'admin') of `apis` without the right X-Admin-Token header, 403
 * in the caller's language. It runs on request, before the body is validated: a caller without the
 * token learns nothing about the payload rules.
 */
export function guardAdminEndpoints(app: FastifyInstance, ...apis: Array<Record<string, Endpoint>>): void {
  const admin = new Set(apis.flatMap((api) => Object.values(api)).filter((e) => e.spec.auth === 'admin').map((e) => e.id))
  app.addHook('onRequest', async (req, reply) => {
    const endpoint = req.routeOptions.config?.endpoint
    if (!endpoint || !admin.has(endpoint)) return
    if (!adminTokenMatches(req.server.deps.config.adminToken, req.headers['x-admin-token'])) {
      const lang = pickLang((req.query as Record<string, unknown> | undefined)?.lang, req.headers['accept-language'])
      return reply.code(403).send({ code: CommonError.FORBIDDEN, message: t(lang, 'admin_forbidden'), data: null })
    }
  })
}
