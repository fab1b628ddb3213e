import { loadConfig, startupWarnings } from './config.js'
import { openDatabase } from './db/database.js'
import { migrateToLatest } from './db/migrate.js'
import { MemoryKeyValueStore, createRedisKeyValueStore } from './infra/kv.js'
import { buildApp } from './app.js'

const startedAt = performance.now()
const config = loadConfig()
const handle = await openDatabase(config)
await migrateToLatest(handle)
const kv = config.redisUrl ? await createRedisKeyValueStore(config.redisUrl) : new MemoryKeyValueStore({ capacity: config.kvMemoryCapacity })
const app = await buildApp({ config, handle, kv })
for (const warning of startupWarnings(config)) app.log.warn(warning)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1))
  })
}

await app.listen({ port: config.port, host: config.host })
app.log.info(
  { database: handle.dialect, redis: Boolean(config.redisUrl), readyMs: Math.round(performance.now() - startedAt) },
  `mall ready at http://localhost:${config.port}/h5/`,
)
