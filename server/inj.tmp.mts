// per-request JS cost through app.inject (no sockets): which part of the pipeline costs what
import { loadConfig } from './src/config.js'
import { openDatabase } from './src/db/database.js'
import { MemoryKeyValueStore } from './src/infra/kv.js'
import { buildApp } from './src/app.js'
const config = loadConfig()
const handle = await openDatabase(config)
const app = await buildApp({ config, handle, kv: new MemoryKeyValueStore() })
await app.ready()
const cases: Array<[string, any]> = [
  ['style GET', { method: 'GET', url: '/api/diyview/style' }],
  ['detail POST (cached)', { method: 'POST', url: '/api/goodssku/detail', payload: { goods_id: 5 } }],
  ['detail GET (cached)', { method: 'GET', url: '/api/goodssku/detail?goods_id=5' }],
]
for (let round = 0; round < 3; round++) {
  for (const [name, opts] of cases) {
    const n = 20000
    const t = process.hrtime.bigint()
    for (let i = 0; i < n; i++) await app.inject(opts)
    console.log(name, (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(1), 'µs')
  }
}
await app.close()
