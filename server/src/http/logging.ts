import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import type { AppConfig } from '../config.js'

const REDACTED = '[redacted]'
/** query parameters whose value never reaches a log line */
const SECRET_QUERY = /([?&](?:token|access_token|refreshtoken|auth_code|code)=)[^&#]*/gi

/** The URL as it may be logged: secrets in its query replaced. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_QUERY, `$1${REDACTED}`) : url
}

/**
 * The app's logger: tokens are kept out of every line. The query string no longer carries a token,
 * but an old client may still send one; headers and bodies are not logged, and are censored should
 * anything log them.
 */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.token', 'req.headers.authorization', 'req.headers.cookie', 'req.headers["x-admin-token"]',
        'headers.token', 'headers.authorization', 'headers.cookie', 'res.headers["set-cookie"]',
        'token', '*.token', 'body.token', 'req.body.token', 'refreshtoken', '*.refreshtoken',
      ],
      censor: REDACTED,
    },
    serializers: {
      // Fastify's own request serializer, with the URL redacted
      req(req: FastifyRequest) {
        return {
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }
      },
    },
  }
}
