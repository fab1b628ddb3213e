import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from './errors.js'
import { t } from './messages.js'

/** What the process tells its load balancer; main.ts sets `draining` when asked to stop. */
export interface Lifecycle {
  draining: boolean
  startedAt: number
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle
  }
}

const CHECK_TIMEOUT_MS = 1000

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/**
 * GET /api/health for load balancers: 200 while this process can serve (its database and, with
 * REDIS_URL, Redis answer within a second), 503 once it is draining for a shutdown or when either
 * cannot be reached, so the balancer sends new requests elsewhere. Outside the contract: nobody but
 * the balancer calls it, and it says nothing a shopper could use.
 */
export function registerHealth(app: FastifyInstance): void {
  app.decorate('lifecycle', { draining: false, startedAt: Date.now() })
  // While draining, every answer closes its connection: a balancer then stops reusing its kept-alive
  // connections to this process, and none is idle when the server closes (a request the balancer
  // writes on an idle connection just as it is closed would get no answer)
  app.addHook('onRequest', (_req, reply, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close')
    done()
  })
  app.get('/api/health', { logLevel: 'warn' }, async (req, reply) => {
    const { db, kv, dialect, config } = app.deps
    reply.header('cache-control', 'no-store')
    const checks: Record<string, 'ok' | 'failed'> = {}
    let healthy = !app.lifecycle.draining
    if (healthy) {
      const [database, redis] = await Promise.allSettled([within(sql`select 1`.execute(db), CHECK_TIMEOUT_MS), within(kv.ping(), CHECK_TIMEOUT_MS)])
      checks.database = database.status === 'fulfilled' ? 'ok' : 'failed'
      checks[config.redisUrl ? 'redis' : 'kv'] = redis.status === 'fulfilled' ? 'ok' : 'failed'
      healthy = database.status === 'fulfilled' && redis.status === 'fulfilled'
    }
    const data = {
      status: app.lifecycle.draining ? 'draining' : healthy ? 'ok' : 'failed',
      database: dialect,
      checks,
      pid: process.pid,
      uptime_s: Math.round((Date.now() - app.lifecycle.startedAt) / 1000),
    }
    const lang = req.ctx?.lang ?? 'zh-cn'
    if (healthy) return { code: 0, message: t(lang, 'success'), data }
    return reply.status(503).send({ code: ErrorCode.UNAVAILABLE, message: t(lang, 'unavailable'), data })
  })
}
