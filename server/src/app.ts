import fs from 'node:fs'
import querystring from 'node:querystring'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { AppConfig } from './config.js'
import type { DbHandle } from './db/database.js'
import type { KeyValueStore } from './infra/kv.js'
import { buildContext, checkWebsite, type AppDeps, type RequestContext } from './http/context.js'
import { installErrorHandler } from './http/error-handler.js'
import { installInputGuard } from './http/input-guard.js'
import { buildLazySerializer, buildPartValidator, markFormBody } from './http/validation.js'
import { answerFrameworkError } from './http/client-errors.js'
import { loggerOptions } from './http/logging.js'
import { registerSecurityHeaders } from './http/security-headers.js'
import { paymentFormOrigins } from './modules/pay/channels/alipay.js'
import { registerUploadFiles, serveH5 } from './http/static-h5.js'
import { registerModuleRoutes } from './modules/routes.js'
import { checkPresentedToken } from './modules/member/member.service.js'
import { installSessionTokens } from './http/session-tokens.js'
import { createUploadStorage } from './modules/upload/upload.storage.js'
import { registerOpenApi } from './contract/openapi.js'
import { registerHealth } from './http/health.js'

export interface BuildOptions {
  config: AppConfig
  handle: DbHandle
  kv: KeyValueStore
  /** false in tests */
  logger?: boolean
  /** where log lines go instead of stdout (tests read them) */
  logStream?: NodeJS.WritableStream
  /** false: closing the app leaves the database open (the demo seed runs the app on the caller's handle) */
  ownsHandle?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
    /** every route as registered, with the contract endpoint it came from (contract.test.ts reads it) */
    routeTable: Array<{ method: string; url: string; endpoint?: string }>
  }
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, handle, kv } = opts
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config, opts.logStream),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (else anyone could pick their IP)
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    bodyLimit: 12 * 1024 * 1024,
    // coerceTypes holds for what arrives as text only; JSON bodies are validated strictly; validators and
    // serializers compile on a route's first call, not at start (http/validation.ts)
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, useDefaults: true, allErrors: false } },
    schemaController: { compilersFactory: { buildValidator: buildPartValidator(), buildSerializer: buildLazySerializer() } },
  })

  const deps: AppDeps = { db: handle.db, dialect: handle.dialect, kv, config, log: app.log }
  app.decorate('deps', deps)
  const routeTable: FastifyInstance['routeTable'] = []
  app.decorate('routeTable', routeTable)
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: r.url, endpoint: (r.config as { endpoint?: string } | undefined)?.endpoint })
    }
  })
  // set per request by the preHandler below
  app.decorateRequest('ctx', null as unknown as RequestContext)

  // Mini-program SDKs and older clients post forms; JSON is parsed by Fastify itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    // marked as text: its values are coerced to the declared types, a JSON body's never are
    done(null, markFormBody(querystring.parse(body as string)))
  })

  installErrorHandler(app)
  installInputGuard(app)
  app.addHook('preHandler', async (req) => {
    req.ctx = buildContext(req, deps)
    await checkWebsite(req, req.ctx)
  })
  registerSecurityHeaders(app, config.h5Dist, paymentFormOrigins(config.paySettings ?? {}))

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })

  fs.mkdirSync(config.uploadDir, { recursive: true })
  // decorates reply.sendFile for the upload and H5 handlers; serves nothing by itself
  await app.register(fastifyStatic, { root: config.uploadDir, serve: false, cacheControl: false })
  const bucket = config.objectStorage && createUploadStorage(config)
  registerUploadFiles(app, config.uploadDir, config.objectStorage?.publicBaseUrl, bucket ? (key) => bucket.has(key) : undefined)

  registerHealth(app)
  await registerOpenApi(app)
  installSessionTokens(app, checkPresentedToken)
  await registerModuleRoutes(app)
  await serveH5(app, config.h5Dist)

  app.addHook('onClose', async () => {
    await kv.close()
    if (opts.ownsHandle !== false) await handle.destroy()
  })
  return app
}
