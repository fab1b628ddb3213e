import type { FastifyReply, FastifyRequest } from 'fastify'

export interface Envelope<T = unknown> {
  code: number
  message: string
  data: T
  /** a replacement token (docs/api.md "Tokens"); only on success */
  refreshtoken?: string
}

export function ok<T>(data: T, message = 'success'): Envelope<T> {
  return { code: 0, message, data }
}

/**
 * preSerialization hook: a successful envelope carries the request's new token when one was issued
 * (near expiry, or after a password change). Failures never do, so a refused call cannot mint one.
 */
export async function attachRefreshToken(req: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
  const token = req.ctx?.refreshToken
  if (!token || !payload || typeof payload !== 'object') return payload
  const env = payload as Partial<Envelope>
  if (typeof env.code !== 'number' || env.code < 0 || !('data' in env)) return payload
  return { ...env, refreshtoken: token }
}
