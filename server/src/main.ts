import { loadConfig, startupWarnings } from './config.js'
import { openDatabase } from './db/database.js'
import { migrateToLatest } from './db/migrate.js'
import { MemoryKeyValueStore, createRedisKeyValueStore } from './infra/kv.js'
import { buildApp } from './app.js'
import { createJobRunner } from './infra/jobs.js'
import { registerModuleJobs } from './modules/jobs.js'

const startedAt = performance.now()
const config = loadConfig()
const handle = await openDatabase(config)
if (config.migrateOnStart) await migrateToLatest(handle)
const kv = config.redisUrl ? await createRedisKeyValueStore(config.redisUrl) : new MemoryKeyValueStore({ capacity: config.kvMemoryCapacity })
const app = await buildApp({ config, handle, kv })
for (const warning of startupWarnings(config)) app.log.warn(warning)

// timed work of the modules (order moves, recharge close, gateway retries): BullMQ with REDIS_URL, else the database;
// started here, not in buildApp, so tests never leave timers running (JOBS=off turns them off)
const jobs = createJobRunner({ db: handle.db, redisUrl: config.redisUrl, log: app.log })
if (process.env.JOBS !== 'off') {
  await registerModuleJobs(jobs, { db: handle.db, config, kv, log: app.log })
  await jobs.start()
}

// Graceful stop: tell the balancer first (health answers 503), keep serving while it notices, then
// stop the timed jobs (a job in hand finishes), stop taking requests and finish those in flight.
let stopping = false
async function stop(signal: string): Promise<void> {
  if (stopping) return
  stopping = true
  app.lifecycle.draining = true
  app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'stopping: draining')
  setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'stopping: requests still in flight after the timeout, exiting anyway')
    process.exit(1)
  }, config.shutdownDrainMs + config.shutdownTimeoutMs).unref()
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs))
  await jobs.stop().catch((err) => app.log.warn({ err }, 'stopping: timed jobs did not stop cleanly'))
  // a response still in flight when the server closes goes out keep-alive (Node), and its connection,
  // idle afterwards, would hold close() open until the peer drops it (HAProxy keeps idle connections):
  // close each one as soon as it is idle
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100)
  await app.close().finally(() => clearInterval(reaper))
  app.log.info('stopped')
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stop(signal).then(() => process.exit(0), (err) => {
      app.log.error({ err }, 'stopping failed')
      process.exit(1)
    })
  })
}

await app.listen({ port: config.port, host: config.host })
app.log.info(
  { database: handle.dialect, redis: Boolean(config.redisUrl), uploads: config.objectStorage ? `s3 bucket ${config.objectStorage.bucket}` : 'disk', readyMs: Math.round(performance.now() - startedAt) },
  `mall ready at http://localhost:${config.port}/h5/`,
)
