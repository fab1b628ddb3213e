import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { ErrorCode } from './errors.js'
import { pickLang, t } from './messages.js'

/**
 * Failures that come from what the client sent, not from the server, though they carry no HTTP
 * status: they answer -10001 (HTTP 400), never a 500 that hides a real fault in the logs.
 */
export function isClientInputError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  // a malformed %-escape reaching decodeURIComponent
  if (error instanceof URIError) return true
  const message = String((error as Error).message ?? '')
  // busboy (multipart): no boundary, a truncated or malformed body
  if (/^(Multipart: Boundary not found|Unexpected end of (form|file)|Malformed part header|Part terminated early|Unsupported content type)/.test(message)) return true
  const code = (error as { code?: unknown }).code
  // the request body ended before the multipart form did
  if (code === 'ERR_STREAM_PREMATURE_CLOSE') return true
  // PostgreSQL data exceptions (SQLSTATE class 22): out of range for integer (22003), bad text for a
  // number (22P02), NUL in text (22021), a string too long (22001)
  if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && 'severity' in error) return true
  return false
}

/**
 * Fastify's `frameworkErrors`: failures before routing (a URL the router cannot decode, such as
 * /upload/%E0%A4%A) answer the envelope too, not Fastify's own error JSON.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  // the query string was not parsed (the URL could not be decoded): its `lang` is read by hand
  const lang = pickLang(/[?&]lang=([A-Za-z-]{2,10})(?:[&#]|$)/.exec(req.url ?? '')?.[1], req.headers['accept-language'])
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400
  reply.status(status).send({ code: ErrorCode.INVALID_PARAMS, message: t(lang, 'invalid_param', { field: 'url' }), data: null })
}
