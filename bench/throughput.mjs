#!/usr/bin/env node
// Server throughput at a real mall's size (`npm run bench:server`):
//  - seeds the demo mall into a throw-away SQLite file, then grows the catalogue to 100,000 goods
//    (copies of the demo goods with their SKUs), and starts the server as in production
//  - measures, with autocannon on loopback, the goods list (first page and a deep page, a keyword
//    search), the goods detail (random goods) and, in the same run, a constant-JSON fastify route
//    (before and after the mall routes: this machine is shared and noisy, so compare against it)
// BENCH_SERVER_DIR points at another checkout's server/ (e.g. a worktree of an older commit) to
// measure it the same way; BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune a run.
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { freePort, spawnLogged, stop, waitFor } from './lib.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = path.resolve(process.env.BENCH_SERVER_DIR ?? path.join(repo, 'server'))
const GOODS_TARGET = Number(process.env.BENCH_GOODS ?? 100_000)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const requireServer = createRequire(path.join(serverDir, 'package.json'))

/** Copies goods (and their SKUs) with ids shifted past the current maximum until there are `target`. */
function growCatalogue(sqliteFile, target) {
  const Database = requireServer('better-sqlite3')
  const db = new Database(sqliteFile)
  const cols = (table) => db.prepare(`PRAGMA table_info(${table})`).all().map((c) => c.name)
  const goodsCols = cols('goods').filter((c) => c !== 'goods_id')
  const skuCols = cols('goods_sku').filter((c) => c !== 'sku_id' && c !== 'goods_id')
  const count = () => db.prepare('SELECT count(*) AS n FROM goods').get().n
  db.pragma('journal_mode = WAL')
  const grow = db.transaction((offset, limit) => {
    db.prepare(`INSERT INTO goods (goods_id, ${goodsCols.join(', ')})
      SELECT goods_id + @offset, ${goodsCols.map((c) => (c === 'goods_name' ? `goods_name || ' #' || (goods_id + @offset)` : c)).join(', ')}
      FROM goods WHERE goods_id <= @offset ORDER BY goods_id LIMIT @limit`).run({ offset, limit })
    db.prepare(`INSERT INTO goods_sku (goods_id, ${skuCols.join(', ')})
      SELECT s.goods_id + @offset, ${skuCols.map((c) => `s.${c}`).join(', ')}
      FROM goods_sku s JOIN goods g ON g.goods_id = s.goods_id + @offset WHERE s.goods_id <= @offset`).run({ offset })
  })
  for (let n = count(); n < target; n = count()) {
    const offset = db.prepare('SELECT max(goods_id) AS m FROM goods').get().m
    grow(offset, target - n)
  }
  db.exec('ANALYZE')
  const result = { goods: count(), skus: db.prepare('SELECT count(*) AS n FROM goods_sku').get().n, maxId: db.prepare('SELECT max(goods_id) AS m FROM goods').get().m }
  db.close()
  return result
}

function run(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: seconds, connections, pipelining: 1, ...opts }, (err, res) => (err ? reject(err) : resolve(res)))
  })
}

const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'))
const sqliteFile = path.join(varDir, 'mall.sqlite')
const port = await freePort()
const constPort = await freePort()
const env = {
  ...process.env, PORT: String(port), HOST: '127.0.0.1', MALL_VAR_DIR: varDir, SQLITE_FILE: sqliteFile,
  H5_DIST: path.join(varDir, 'no-h5'), LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', NODE_ENV: 'production',
  TOKEN_SECRET: crypto.randomBytes(32).toString('hex'), API_DOCS: 'off',
}
const started = Date.now()
execFileSync(process.execPath, ['--import', 'tsx', 'src/seed/seed-cli.ts'], { cwd: serverDir, env, stdio: 'pipe' })
const size = growCatalogue(sqliteFile, GOODS_TARGET)
console.log(`catalogue: ${size.goods} goods, ${size.skus} SKUs (seeded and grown in ${((Date.now() - started) / 1000).toFixed(1)} s)`)

// the reference: fastify with a constant JSON answer, same fastify as the server, its own process
const constScript = `const f = require('fastify')({ logger: false });
const body = { code: 0, message: 'success', data: { list: [{ goods_id: 1, goods_name: 'x', price: 1990 }], count: 1, page_count: 1 } };
f.get('/const', async () => body);
f.listen({ port: ${constPort}, host: '127.0.0.1' });`
const ref = spawnLogged(['-e', constScript], { cwd: serverDir, env })
const mall = spawnLogged(['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env })
await waitFor(`http://127.0.0.1:${constPort}/const`, ref.child, ref.output)
await waitFor(`http://127.0.0.1:${port}/api/diyview/style`, mall.child, mall.output)

const base = `http://127.0.0.1:${port}`
const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
let seed = 1
const nextId = () => {
  seed = (seed * 48271) % 2147483647
  return 1 + (seed % size.maxId)
}
const cases = [
  ['goods list, page 1 (POST /api/goodssku/page)', { url: `${base}/api/goodssku/page`, ...json({ page: 1, page_size: 10 }) }],
  ['goods list, page 500 by price', { url: `${base}/api/goodssku/page`, ...json({ page: 500, page_size: 10, order: 'price', sort: 'asc' }) }],
  ['goods search, keyword', { url: `${base}/api/goodssku/page`, ...json({ page: 1, page_size: 10, keyword: '茶' }) }],
  ['goods detail, random goods (POST /api/goodssku/detail)', {
    url: `${base}/api/goodssku/detail`, method: 'POST', headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ goods_id: nextId() }) }) }],
  }],
]

const rows = []
const measure = async (name, opts) => {
  // warm-up, then the measured run
  await run({ ...opts, duration: 2 })
  const r = await run(opts)
  const row = { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }
  rows.push(row)
  console.log(`${name.padEnd(58)} ${String(row.rps).padStart(7)} req/s   p50 ${row.p50} ms   p99 ${row.p99} ms${row.non2xx || row.errors ? `   non-2xx ${row.non2xx}, errors ${row.errors}` : ''}`)
  return row
}

console.log(`\n${seconds} s each, ${connections} connections, loopback, server: ${path.relative(repo, serverDir) || serverDir}`)
const before = await measure('constant JSON (fastify, reference)', { url: `http://127.0.0.1:${constPort}/const` })
for (const [name, opts] of cases) await measure(name, opts)
const after = await measure('constant JSON (fastify, reference, again)', { url: `http://127.0.0.1:${constPort}/const` })
const reference = (before.rps + after.rps) / 2
console.log('\nrelative to the constant-JSON reference:')
for (const row of rows.slice(1, -1)) console.log(`  ${row.name.padEnd(56)} ${((row.rps / reference) * 100).toFixed(1)} %`)

await stop(mall.child)
await stop(ref.child)
fs.mkdirSync(path.join(repo, 'bench', 'results'), { recursive: true })
fs.writeFileSync(path.join(repo, 'bench', 'results', `throughput-${Date.now()}.json`), JSON.stringify({ date: new Date().toISOString(), serverDir, size, seconds, connections, rows }, null, 2))
fs.rmSync(varDir, { recursive: true, force: true })
