#!/usr/bin/env node
// The mall as 1, 2 and 3 instances behind HAProxy (`npm run bench:cluster`, issue 12), on PostgreSQL and Redis:
//  - makes its own database (mall_bench_cluster on the server of BENCH_DATABASE_URL, dropped at the end)
//    and uses Redis db 9 (flushed at the start and the end); seeds the demo mall, grows the catalogue to
//    100,000 goods as bench/throughput.mjs does, adds bench members (each with the demo member's default
//    address) and gives a few dozen demo SKUs huge stock and no buying limits
//  - starts one cluster per instance count (server/src/cluster/cluster.ts; the seed ran the migrations,
//    the instances start with MIGRATE=off), all at once, and measures through each one's balancer with
//    autocannon, one cluster at a time:
//      goods list, page 1 (POST /api/goodssku/page, the default order: throughput.mjs's first case)
//      checkouts: POST /api/ordercreate/create buy-now, one piece, unpaid, a unique request_key each
//  - a constant-JSON fastify route in its own process, without a balancer (the ceiling)
// This 2-core machine is shared and noisy: every figure is taken in turns with the others, over
// BENCH_ROUNDS rounds, and also given as a ratio to the ceiling measured in the same rounds. Only answers
// with a code >= 0 count as done; anything else (another code, non-2xx, socket errors, timeouts) is an
// error; at the end the orders in the database are checked against the checkouts answered.
// BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test: only its server is used),
// BENCH_REDIS_URL (redis://127.0.0.1:6379/9), BENCH_INSTANCES (1,2,3), BENCH_ROUNDS (3), BENCH_SECONDS
// (5 per round), BENCH_WARMUP (3 s), BENCH_CONNECTIONS (50, the list and the ceiling),
// BENCH_CHECKOUT_CONNECTIONS (30), BENCH_MEMBERS (200), BENCH_SKUS (40), BENCH_GOODS (100000).
// Results: bench/results/cluster-<time>.json.
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath, pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { growCatalogue, openPg as openPgWith, serverEntry, startReference, stop } from './lib.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = path.join(repo, 'server')
const requireServer = createRequire(path.join(serverDir, 'package.json'))
const openPg = (url) => openPgWith(requireServer, url)

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9'
const DB_NAME = 'mall_bench_cluster'
const INSTANCES = (process.env.BENCH_INSTANCES ?? '1,2,3').split(',').map(Number)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const checkoutConnections = Number(process.env.BENCH_CHECKOUT_CONNECTIONS ?? 30)
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200)
const SKUS = Number(process.env.BENCH_SKUS ?? 40)
const GOODS_TARGET = Number(process.env.BENCH_GOODS ?? 100_000)
const warmup = Number(process.env.BENCH_WARMUP ?? 3)
const HUGE_STOCK = 100_000_000
for (const n of INSTANCES) if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`BENCH_INSTANCES: counts 1 to 16, not ${process.env.BENCH_INSTANCES}`)

const startedAt = Date.now()
const elapsed = () => `${((Date.now() - startedAt) / 1000).toFixed(0)} s`

// the launcher is TypeScript: loaded through the server's tsx
const { tsImport } = await import(pathToFileURL(requireServer.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href)
const { startCluster } = await tsImport(pathToFileURL(path.join(serverDir, 'src/cluster/cluster.ts')).href, import.meta.url)

/** A member token as the server signs it (server/src/modules/auth/auth.token.ts). */
function signToken(payload, secret) {
  const body = Buffer.from(JSON.stringify({ ...payload, jti: crypto.randomBytes(9).toString('base64url') })).toString('base64url')
  return `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`
}

const num = (v) => Number(v)
const one = async (db, text, params) => (await db.all(text, params))[0]

/**
 * SKUs of express goods from the demo data (one per goods, over every shop that ships) with huge stock and
 * no buying limits; members inserted directly, each with the demo member's default address copied.
 */
async function prepareBench(db, secret) {
  const skus = await db.all(`SELECT DISTINCT ON (g.goods_id) s.sku_id, g.goods_id FROM goods_sku s JOIN goods g ON g.goods_id = s.goods_id
    JOIN shop p ON p.site_id = g.site_id
    WHERE g.website_id = 1 AND g.status = 1 AND p.status = 1 AND p.express_enabled = 1 AND g.is_virtual = 0 AND s.price <= 5000 AND g.goods_id <= 1000
    ORDER BY g.goods_id, s.sku_id LIMIT ?`, [SKUS])
  if (skus.length < Math.min(SKUS, 4)) throw new Error(`the demo data has only ${skus.length} express goods to buy`)
  await db.run(`UPDATE goods SET member_limit = 0, max_buy = 0, min_buy = 0 WHERE goods_id IN (${skus.map((s) => s.goods_id).join(',')})`)
  await db.run(`UPDATE goods_sku SET stock = ? WHERE sku_id IN (${skus.map((s) => s.sku_id).join(',')})`, [HUGE_STOCK])
  // every bench member leaves hundreds of checkouts unpaid: the hold caps (website setting order_config) are off here
  await db.run(`UPDATE website_config SET value = (value::jsonb || '{"max_unpaid_orders":0,"max_unpaid_units":0,"max_unpaid_goods_units":0}'::jsonb)::text
    WHERE website_id = 1 AND config_key = 'order_config'`)

  const address = await one(db, `SELECT a.* FROM member_address a JOIN member m ON m.id = a.member_id WHERE m.website_id = 1 AND a.is_default = 1 ORDER BY a.id LIMIT 1`)
  if (!address) throw new Error('the demo member has no default address')
  const now = Math.floor(Date.now() / 1000)
  const firstMobile = 19900000000
  await db.tx(async () => {
    for (let i = 0; i < MEMBERS; i += 200) {
      const rows = Array.from({ length: Math.min(200, MEMBERS - i) }, (_, j) => [1, String(firstMobile + i + j), `bench ${i + j}`, 1, now - 60])
      await db.run(`INSERT INTO member (website_id, mobile, nickname, status, created_at) VALUES ${rows.map(() => '(?, ?, ?, ?, ?)').join(', ')}`, rows.flat())
    }
    const addrCols = ['website_id', 'name', 'mobile', 'telephone', 'province_id', 'city_id', 'district_id', 'community_id', 'address', 'full_address', 'longitude', 'latitude', 'is_default', 'created_at', 'updated_at']
    await db.run(`INSERT INTO member_address (member_id, ${addrCols.join(', ')})
      SELECT m.id, ${addrCols.map((c) => `a.${c}`).join(', ')} FROM member m, member_address a
      WHERE a.id = ? AND m.website_id = 1 AND m.mobile >= ? AND m.mobile < ?`, [address.id, String(firstMobile), String(firstMobile + MEMBERS)])
  })
  const members = (await db.all('SELECT id FROM member WHERE website_id = 1 AND mobile >= ? AND mobile < ? ORDER BY id', [String(firstMobile), String(firstMobile + MEMBERS)])).map((r) => num(r.id))
  if (members.length !== MEMBERS) throw new Error(`expected ${MEMBERS} bench members, found ${members.length}`)
  const tokens = members.map((mid) => signToken({ mid, wid: 1, iat: now - 5, exp: now + 7 * 86400 }, secret))
  return { skus: skus.map((s) => s.sku_id), members, tokens }
}

/**
 * One autocannon run; every answer's latency (ms) goes to `series.latencies`, so percentiles cover all of
 * a figure's rounds. Answers that count are those `series.counters` saw pass (autocannon counts every answer).
 */
function run(opts, duration, series) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ duration, connections, pipelining: 1, ...opts }, (err, res) => (err ? reject(err) : resolve(res)))
    if (series) instance.on('response', (_client, _status, _bytes, ms) => series.latencies.push(ms))
  })
}

const pause = (ms) => new Promise((r) => setTimeout(r, ms))
/** autocannon stops with up to one request per connection in flight: the servers finish them first */
const settle = (result) => pause(Math.min(3000, Math.max(1000, result.latency.p99)))

/** A figure measured over several rounds: a warm-up first, then `seconds` per round. */
function makeSeries(name, optsOf) {
  const counters = { ok: 0, bad: 0 }
  return {
    name, counters, opts: optsOf(counters), latencies: [], done: 0, errors: 0, seconds: 0, rounds: [],
    async warm() {
      await settle(await run(this.opts, warmup))
    },
    async round() {
      const mark = { ...counters }
      const r = await run(this.opts, seconds, this)
      const done = counters.ok - mark.ok
      const errors = r.non2xx + r.errors + r.timeouts + (counters.bad - mark.bad)
      await settle(r)
      this.done += done
      this.errors += errors
      this.seconds += seconds
      this.rounds.push({ rps: Math.round(done / seconds), p99: r.latency.p99, errors })
    },
    summary() {
      const sorted = Float64Array.from(this.latencies).sort()
      const at = (q) => (sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]) : null)
      return { name: this.name, rps: Math.round(this.done / this.seconds), p50: at(0.5), p99: at(0.99), max: at(1), errors: this.errors, done: this.done, rounds: this.rounds }
    },
  }
}

/** The cluster of `instances`, each instance given time to start on this machine when others load it. */
function launch(instances) {
  return startCluster({
    instances, databaseUrl, redisUrl: REDIS_URL,
    workDir: path.join(varDir, `cluster-${instances}`),
    startTimeoutMs: 180_000,
    // uploads stay on each instance's disk: no bucket process on a bench machine
    objectStorageEnv: {},
    env: { TOKEN_SECRET: secret, LOG_LEVEL: 'warn', JOBS: 'off', API_DOCS: 'off', H5_DIST: path.join(varDir, 'no-h5') },
    // the instances run compiled, as in production
    entry: serverEntry(serverDir, 'main'),
  })
}

const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-cluster-'))
const databaseUrl = (() => { const u = new URL(PG_URL); u.pathname = `/${DB_NAME}`; return u.toString() })()
const Redis = requireServer('ioredis')
const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 })
await redis.connect()
const secret = crypto.randomBytes(32).toString('hex')

let ref = null
const clusters = []
let consistent = false
let ceilingFigure = null
let checkDb = null // counts the orders the checkouts made
const results = []
const samples = []
let size = null
try {
  const admin = await openPg(PG_URL)
  await admin.run(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
  await admin.run(`CREATE DATABASE ${DB_NAME}`)
  await admin.close()
  await redis.flushdb()

  const env = {
    ...process.env, DATABASE_URL: databaseUrl, REDIS_URL: REDIS_URL, MALL_VAR_DIR: path.join(varDir, 'seed'),
    H5_DIST: path.join(varDir, 'no-h5'), LOG_LEVEL: 'warn', NODE_ENV: 'production', TOKEN_SECRET: secret,
  }
  execFileSync(process.execPath, serverEntry(serverDir, 'seed-cli'), { cwd: serverDir, env, stdio: 'pipe' })
  let bench
  const db = await openPg(databaseUrl)
  try {
    size = await growCatalogue(db, GOODS_TARGET)
    bench = await prepareBench(db, secret)
  } finally {
    await db.close()
  }
  console.log(`catalogue: ${size.goods} goods, ${size.skus} SKUs; ${MEMBERS} bench members, ${bench.skus.length} SKUs to buy (ready after ${elapsed()})`)

  checkDb = await openPg(databaseUrl)
  ref = await startReference(serverDir)
  const runTag = crypto.randomBytes(4).toString('hex')
  const firstMember = bench.members[0]
  const lastMember = bench.members[bench.members.length - 1]
  const isList = (body) => body.startsWith('{"code":0,') && body.includes('"list":[{')
  const isDone = (body) => /^\{"code":\d/.test(body) // code >= 0
  const checker = (counters, test) => (status, body) => {
    if (status === 200 && test(body)) counters.ok++
    else {
      counters.bad++
      if (samples.length < 5) samples.push(`${status} ${String(body).slice(0, 200)}`)
    }
  }

  // every cluster runs from the start and only the one measured is loaded: the figures of 1, 2 and 3
  // instances are taken in turns, round after round, so the others' load on this shared machine falls
  // on all of them alike (an idle cluster costs its balancer's health checks)
  for (const instances of INSTANCES) {
    console.log(`starting ${instances} instance(s) [${elapsed()}]`)
    clusters.push({ instances, cluster: await launch(instances) })
  }
  const ceiling = makeSeries('constant JSON (fastify, the ceiling)', (counters) => ({
    url: ref.url, requests: [{ onResponse: checker(counters, (body) => body.startsWith('{"code":0,')) }],
  }))
  const lists = clusters.map(({ instances, cluster }) => makeSeries(`goods list, page 1: ${instances} instance(s)`, (counters) => ({
    url: `${cluster.url}/api/goodssku/page`, method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, page_size: 10, order: 'default', sort: 'desc' }),
    requests: [{ onResponse: checker(counters, isList) }],
  })))
  let turn = 0
  const checkouts = clusters.map(({ instances, cluster }) => makeSeries(`checkout, unpaid: ${instances} instance(s)`, (counters) => ({
    url: `${cluster.url}/api/ordercreate/create`, method: 'POST', headers: { 'content-type': 'application/json' }, connections: checkoutConnections,
    requests: [{
      setupRequest: (req) => {
        const i = turn++
        return {
          ...req, headers: { ...req.headers, token: bench.tokens[i % MEMBERS] },
          body: JSON.stringify({ sku_id: bench.skus[i % bench.skus.length], num: 1, request_key: `bench-${runTag}-${instances}-${i}` }),
        }
      },
      onResponse: checker(counters, isDone),
    }],
  })))

  console.log(`\n${ROUNDS} rounds of ${seconds} s per figure (after ${warmup} s of warm-up), through each cluster's balancer; ` +
    `list and ceiling ${connections} connections, checkouts ${checkoutConnections} [${elapsed()}]`)
  for (const s of [ceiling, ...lists, ...checkouts]) await s.warm()
  for (let r = 0; r < ROUNDS; r++) {
    // each round starts with another cluster, so none is always measured first
    const turnOf = (list) => list.map((_, i) => list[(i + r) % list.length])
    const order = [ceiling, ...turnOf(lists), ...turnOf(checkouts)]
    for (const s of order) await s.round()
    console.log(`  round ${r + 1} [${elapsed()}]: ` + order.map((s) => `${s.name.replace(/ \(.*\)|, page 1|, unpaid| instance\(s\)/g, '')} ${s.rounds.at(-1).rps}/s`).join(', '))
  }
  await ceiling.round()

  // every checkout answered code >= 0 (warm-ups included) made one order (one shop each); each run stops
  // with up to one request per connection unanswered, which may have made one more
  await pause(3000)
  const orders = num((await one(checkDb, 'SELECT count(*) AS n FROM orders WHERE member_id BETWEEN ? AND ?', [firstMember, lastMember])).n)
  const answered = checkouts.reduce((sum, s) => sum + s.counters.ok, 0)
  const slack = checkouts.reduce((sum, s) => sum + 1 + s.rounds.length, 0) * checkoutConnections
  consistent = orders >= answered && orders <= answered + slack
  console.log(`database: ${orders} orders for ${answered} checkouts answered code >= 0 (up to ${slack} unanswered in flight) -> ${consistent ? 'consistent' : 'INCONSISTENT'}`)

  ceilingFigure = ceiling.summary()
  for (let i = 0; i < clusters.length; i++) results.push({ instances: clusters[i].instances, list: lists[i].summary(), checkout: checkouts[i].summary() })
} finally {
  for (const { cluster } of clusters) await cluster.stop()
  if (checkDb) await checkDb.close().catch(() => {})
  if (ref) await stop(ref.child)
  await redis.flushdb().catch(() => {})
  redis.disconnect()
  const admin = await openPg(PG_URL)
  await admin.run(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
  await admin.close()
  fs.rmSync(varDir, { recursive: true, force: true })
}

if (samples.length) console.log(`\nbad answers (first ${samples.length}):\n  ${samples.join('\n  ')}`)
const pct = (a, b) => `${((a / b) * 100).toFixed(1)} %`
const times = (a, b) => `x${(a / b).toFixed(2)}`
const first = results[0]
const ceilingRps = ceilingFigure.rps
console.log(`\nsummary (${os.cpus().length} cores; ${size.goods} goods; ${ROUNDS} x ${seconds} s per figure, in turns; through each cluster's HAProxy; ` +
  `list ${connections} connections, checkouts ${checkoutConnections}):`)
console.log(`  ceiling (constant-JSON fastify, no balancer): ${ceilingRps}/s (rounds: ${ceilingFigure.rounds.map((r) => r.rps).join(', ')}), p99 ${ceilingFigure.p99} ms`)
const head = ['N', 'list/s', '% ceil', 'vs N=1', 'p50', 'p99', 'errors', 'checkouts/s', '% ceil', 'vs N=1', 'p50', 'p99', 'errors']
const rows = results.map((r) => [
  r.instances,
  r.list.rps, pct(r.list.rps, ceilingRps), times(r.list.rps, first.list.rps), r.list.p50, r.list.p99, r.list.errors,
  r.checkout.rps, pct(r.checkout.rps, ceilingRps), times(r.checkout.rps, first.checkout.rps), r.checkout.p50, r.checkout.p99, r.checkout.errors,
].map(String))
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)))
for (const row of [head, ...rows]) console.log(`  ${row.map((c, i) => c.padStart(widths[i])).join('  ')}`)
console.log(`  (latencies in ms over every round; per round, list/s: ${results.map((r) => `N=${r.instances} ${r.list.rounds.map((x) => x.rps).join('/')}`).join(', ')}; ` +
  `checkouts/s: ${results.map((r) => `N=${r.instances} ${r.checkout.rounds.map((x) => x.rps).join('/')}`).join(', ')})`)
console.log(`  orders in the database match the checkouts answered: ${consistent ? 'yes' : 'NO'}`)

fs.mkdirSync(path.join(repo, 'bench', 'results'), { recursive: true })
const outFile = path.join(repo, 'bench', 'results', `cluster-${Date.now()}.json`)
fs.writeFileSync(outFile, JSON.stringify({
  date: new Date().toISOString(), cores: os.cpus().length, rounds: ROUNDS, seconds, warmup, connections, checkoutConnections,
  members: MEMBERS, skus: SKUS, size, wallSeconds: Math.round((Date.now() - startedAt) / 1000),
  ceiling: ceilingFigure, results, ordersConsistent: consistent, badSamples: samples,
}, null, 2))
console.log(`\nwritten: ${path.relative(repo, outFile)} (wall time ${elapsed()})`)
if (!consistent || results.some((r) => r.list.errors || r.checkout.errors)) process.exitCode = 1
