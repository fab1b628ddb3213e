import fs from 'node:fs'
import querystring from 'node:querystring'
import Fastify, { type FastifyInstance } from 'fastify'
import fastifyCompress from '@fastify/compress'
import fastifyStatic from '@fastify/static'
import type { AppConfig } from './config.js'
import type { DbHandle } from './db/database.js'
import type { KeyValueStore } from './infra/kv.js'
import { buildContext, type AppDeps } from './http/context.js'
import { installErrorHandler } from './http/error-handler.js'
import { registerUploadFiles, serveH5 } from './http/static-h5.js'
import { registerModuleRoutes } from './modules/routes.js'

export interface BuildOptions {
  config: AppConfig
  handle: DbHandle
  kv: KeyValueStore
  /** false in tests */
  logger?: boolean
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
  }
}

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, handle, kv } = opts
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 12 * 1024 * 1024,
    ajv: { customOptions: { coerceTypes: true, removeAdditional: false, useDefaults: true, allErrors: false } },
  })

  const deps: AppDeps = { db: handle.db, dialect: handle.dialect, kv, config, log: app.log }
  app.decorate('deps', deps)
  app.decorateRequest('ctx', null as any)

  // Mini-program SDKs and older clients post forms; JSON is parsed by Fastify itself.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, querystring.parse(body as string))
  })

  installErrorHandler(app)
  app.addHook('preHandler', async (req) => {
    req.ctx = buildContext(req, deps)
  })

  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] })

  fs.mkdirSync(config.uploadDir, { recursive: true })
  // decorates reply.sendFile for the upload and H5 handlers; serves nothing by itself
  await app.register(fastifyStatic, { root: config.uploadDir, serve: false, cacheControl: false })
  registerUploadFiles(app, config.uploadDir)

  await registerModuleRoutes(app)
  await serveH5(app, config.h5Dist)

  app.addHook('onClose', async () => {
    await kv.close()
    await handle.destroy()
  })
  return app
}
