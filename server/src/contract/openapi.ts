import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'

const DESCRIPTION = [
  'Every call answers the envelope `{code, message, data}`; `code >= 0` is success, a negative code is a',
  'failure with a message in the caller\'s language (HTTP 200). Money is integer fen, times are Unix seconds.',
  'Common fields (`app_type`, `app_type_name`, `lang`, `website_id`) travel in the body of a POST and the',
  'query of a GET; the member token travels in the `token` header (or `Authorization: Bearer`).',
  'Conventions: docs/api.md.',
].join(' ')

/**
 * OpenAPI 3 from the routes the contract registered: `/api/openapi.json` always, and the browsable
 * reference at `/api/docs` unless the operator turned it off (API_DOCS=off).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'Open Mall API', version: '1.0.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          member: { type: 'apiKey', in: 'header', name: 'token', description: 'the member token from a login call' },
          merchant: { type: 'apiKey', in: 'header', name: 'token', description: 'a merchant staff token from /merchant/api/login (a member token is refused, and a staff token is no member token)' },
          admin: { type: 'apiKey', in: 'header', name: 'x-admin-token', description: 'the operator secret (ADMIN_TOKEN)' },
        },
      },
    },
    // only the contract's routes: static files and the documentation itself stay out
    hideUntagged: true,
  })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
  if (app.deps.config.apiDocs) {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/api/docs',
      // the app-wide CSP (http/security-headers.ts) covers these pages; the plugin's own would add
      // upgrade-insecure-requests, which breaks the page on a plain-http demo
      staticCSP: false,
      uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0, tagsSorter: 'alpha' },
    })
  }
}
