import type { FastifyError, FastifyInstance } from 'fastify'
import { DomainError, ErrorCode } from './errors.js'
import { pickLang, t } from './messages.js'
import { commonFields } from './context.js'
import { isClientInputError } from './client-errors.js'

/** The one place where failures become the envelope `{code, message, data}`. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, req, reply) => {
    // a failure is not the route's declared success shape: plain JSON, not the route's compiled serializer
    reply.serializer(JSON.stringify)
    // a body refused half-read (multipart) may hold `lang` as a part object: the query's then counts
    const given = [commonFields(req).lang, (req.query as Record<string, unknown> | undefined)?.lang].find((l) => typeof l === 'string')
    const lang = req.ctx?.lang ?? pickLang(given, req.headers['accept-language'])
    if (error instanceof DomainError) {
      return reply.status(200).send({ code: error.code, message: t(lang, error.messageKey, error.params), data: error.data })
    }
    const fe = error as FastifyError
    if (fe.validation) {
      const first = fe.validation[0]
      const field =
        (first?.params as { missingProperty?: string })?.missingProperty ??
        (first?.params as { additionalProperty?: string })?.additionalProperty ??
        first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ??
        ''
      return reply.status(200).send({
        code: ErrorCode.INVALID_PARAMS,
        message: t(lang, 'invalid_param', { field: field || fe.validationContext || '' }),
        data: null,
      })
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      // malformed JSON, body too large, unsupported media type …
      return reply.status(fe.statusCode).send({ code: ErrorCode.INVALID_PARAMS, message: t(lang, 'invalid_param', { field: 'body' }), data: null })
    }
    if (isClientInputError(error)) {
      return reply.status(400).send({ code: ErrorCode.INVALID_PARAMS, message: t(lang, 'invalid_param', { field: 'body' }), data: null })
    }
    req.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send({ code: ErrorCode.INTERNAL, message: t(lang, 'internal'), data: null })
  })

  app.setNotFoundHandler((req, reply) => {
    const lang = pickLang(commonFields(req).lang, req.headers['accept-language'])
    return reply.status(404).send({ code: ErrorCode.NOT_FOUND, message: t(lang, 'route_not_found'), data: null })
  })
}
