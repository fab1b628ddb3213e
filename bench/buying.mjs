#!/usr/bin/env node
// Buying throughput (`npm run bench:buying`), on SQLite and PostgreSQL:
//  - seeds the demo mall into a throw-away database (a SQLite file; a PostgreSQL database created for
//    the run and dropped at the end), grows the catalogue to 100,000 goods, adds bench members (each
//    with a default address, a large balance and the pay password 123456) and starts the server as in
//    production
//  - cart adds: POST /api/cart/add {sku_id, num: 1} by many members on a few SKUs with huge stock
//  - checkouts: POST /api/ordercreate/create buy-now, paid by balance inside create (pay_money 0),
//    a unique request_key per request
//  - zero oversell: 300 distinct members buy one piece each of a SKU with stock 50 at the same time
//  - a constant-JSON fastify route in its own process, measured before and after the mall routes of
//    each database (this machine is shared and noisy: compare against it)
// Every answer is checked (code 0, and pay_money 0 for checkouts); after each run the database is
// checked against the answers (cart pieces, orders paid, stock taken).
// BENCH_DB=sqlite|postgres|both (default: both when PostgreSQL answers at BENCH_PG_URL, else sqlite),
// BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_MEMBERS (500), BENCH_GOODS (100000),
// BENCH_PG_URL (postgres://postgres@127.0.0.1:5432/postgres: the server where the throw-away database is made),
// BENCH_NODE_ARGS (extra node options for the server process, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'),
// BENCH_WARMUP (seconds of warm-up before each measured run, 2), BENCH_SERVER_DIR (another checkout's server/).
// Results: bench/results/buying-<time>.json.
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { benchDatabases, freePort, growCatalogue, openPg as openPgWith, openSqlite as openSqliteWith, serverEntry, spawnLogged, startReference, stop, waitFor } from './lib.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = path.resolve(process.env.BENCH_SERVER_DIR ?? path.join(repo, 'server'))
const GOODS_TARGET = Number(process.env.BENCH_GOODS ?? 100_000)
const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 500)
const warmup = Number(process.env.BENCH_WARMUP ?? 2)
const OVERSELL_BUYERS = 300
const OVERSELL_STOCK = 50
const PAY_PIN = '123456'
const HUGE_STOCK = 100_000_000
const BALANCE = 1_000_000_000 // fen per bench member: ten million yuan, never the limit here
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const requireServer = createRequire(path.join(serverDir, 'package.json'))
const openSqlite = (file) => openSqliteWith(requireServer, file)
const openPg = (url) => openPgWith(requireServer, url)

// ---------------------------------------------------------------------------------------------------
// the server's formats (server/src/modules/auth/auth.token.ts, server/src/modules/member/member.paypin.ts)

function signToken(payload, secret) {
  const body = Buffer.from(JSON.stringify({ ...payload, jti: crypto.randomBytes(9).toString('base64url') })).toString('base64url')
  return `${body}.${crypto.createHmac('sha256', secret).update(body).digest('base64url')}`
}

function hashPayPin(secret, pin) {
  const key = Buffer.from(crypto.hkdfSync('sha256', Buffer.from(secret), Buffer.alloc(0), Buffer.from('mall pay password v1'), 32))
  const salt = crypto.randomBytes(16)
  return `pin1$${salt.toString('base64')}$${crypto.createHmac('sha256', key).update(salt).update(pin).digest('base64')}`
}

const num = (v) => Number(v)
const one = async (db, text, params) => (await db.all(text, params))[0]

/**
 * The bench's goods and members: SKUs of express goods from the first two shops that sell (as the
 * buying demo seed picks them) get huge stock and no buying limits; one more gets the oversell stock.
 * Members are inserted directly, each with the demo member's default address copied, a balance and the
 * pay password; tokens are signed as the server signs them.
 */
async function prepareBench(db, secret) {
  const skus = await db.all(`SELECT s.sku_id, g.goods_id, g.site_id FROM goods_sku s JOIN goods g ON g.goods_id = s.goods_id
    JOIN shop p ON p.site_id = g.site_id
    WHERE g.website_id = 1 AND g.status = 1 AND p.status = 1 AND p.express_enabled = 1 AND g.is_virtual = 0 AND s.stock >= 20 AND s.price <= 5000 AND g.goods_id <= 1000
    ORDER BY g.site_id, s.sku_id`)
  const bySite = new Map()
  for (const s of skus) bySite.set(s.site_id, [...(bySite.get(s.site_id) ?? []), s])
  const sites = [...bySite.keys()].slice(0, 2)
  if (sites.length < 2) throw new Error('the demo data has no two shops with express goods in stock')
  // different goods per scenario, so no scenario meets another's stock or sales counters
  const pick = []
  const usedGoods = new Set()
  for (let i = 0; pick.length < 9; i++) {
    const site = sites[i % 2]
    const s = bySite.get(site).find((x) => !usedGoods.has(x.goods_id))
    if (!s) break
    usedGoods.add(s.goods_id)
    pick.push(s)
  }
  if (pick.length < 9) throw new Error('not enough demo goods for the bench')
  const cartSkus = pick.slice(0, 4).map((s) => s.sku_id)
  const buySkus = pick.slice(4, 8).map((s) => s.sku_id)
  const oversellSku = pick[8].sku_id
  await db.run(`UPDATE goods SET member_limit = 0, max_buy = 0, min_buy = 0 WHERE goods_id IN (${pick.map((s) => s.goods_id).join(',')})`)
  await db.run(`UPDATE goods_sku SET stock = ? WHERE sku_id IN (${[...cartSkus, ...buySkus].join(',')})`, [HUGE_STOCK])
  await db.run('UPDATE goods_sku SET stock = ? WHERE sku_id = ?', [OVERSELL_STOCK, oversellSku])

  const address = await one(db, `SELECT a.* FROM member_address a JOIN member m ON m.id = a.member_id WHERE m.website_id = 1 AND a.is_default = 1 ORDER BY a.id LIMIT 1`)
  if (!address) throw new Error('the demo member has no default address')
  const total = MEMBERS + OVERSELL_BUYERS
  const now = Math.floor(Date.now() / 1000)
  const pin = hashPayPin(secret, PAY_PIN)
  const firstMobile = 19900000000
  await db.tx(async () => {
    for (let i = 0; i < total; i += 200) {
      const rows = Array.from({ length: Math.min(200, total - i) }, (_, j) => [1, String(firstMobile + i + j), `bench ${i + j}`, 1, now - 60, BALANCE, pin])
      await db.run(`INSERT INTO member (website_id, mobile, nickname, status, created_at, balance, pay_password_hash) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?)').join(', ')}`, rows.flat())
    }
    const addrCols = ['website_id', 'name', 'mobile', 'telephone', 'province_id', 'city_id', 'district_id', 'community_id', 'address', 'full_address', 'longitude', 'latitude', 'is_default', 'created_at', 'updated_at']
    await db.run(`INSERT INTO member_address (member_id, ${addrCols.join(', ')})
      SELECT m.id, ${addrCols.map((c) => `a.${c}`).join(', ')} FROM member m, member_address a
      WHERE a.id = ? AND m.website_id = 1 AND m.mobile >= ? AND m.mobile < ?`, [address.id, String(firstMobile), String(firstMobile + total)])
  })
  const members = (await db.all('SELECT id FROM member WHERE website_id = 1 AND mobile >= ? AND mobile < ? ORDER BY id', [String(firstMobile), String(firstMobile + total)])).map((r) => num(r.id))
  if (members.length !== total) throw new Error(`expected ${total} bench members, found ${members.length}`)
  const tokens = members.map((mid) => signToken({ mid, wid: 1, iat: now - 5, exp: now + 7 * 86400 }, secret))
  return { cartSkus, buySkus, oversellSku, members, tokens }
}

// ---------------------------------------------------------------------------------------------------

function run(opts, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, pipelining: 1, ...opts }, (err, res) => (err ? reject(err) : resolve(res)))
  })
}

const databases = await benchDatabases(requireServer, PG_ADMIN_URL)
const ref = await startReference(serverDir)

const results = []
try {
  for (const dbKind of databases) results.push(await benchDatabase(dbKind))
} finally {
  await stop(ref.child)
}

console.log('\nsummary (req/s, p50 / p99 ms, % of the constant-JSON reference of the same database run):')
for (const r of results) {
  console.log(`  ${r.db}: reference ${r.reference} req/s`)
  for (const row of r.rows.filter((x) => !x.reference)) {
    console.log(`    ${row.name.padEnd(44)} ${String(row.rps).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  ${row.pct} %  failed ${row.failed}`)
  }
  console.log(`    oversell: ${r.oversell.ok} of ${OVERSELL_BUYERS} buyers got one of ${OVERSELL_STOCK}; stock left ${r.oversell.stockLeft}; orders ${r.oversell.orders} -> ${r.oversell.pass ? 'OK' : 'FAILED'}`)
  console.log(`    database matches the answers: ${r.consistent ? 'yes' : 'NO'}`)
}
fs.mkdirSync(path.join(repo, 'bench', 'results'), { recursive: true })
const outFile = path.join(repo, 'bench', 'results', `buying-${Date.now()}.json`)
fs.writeFileSync(outFile, JSON.stringify({ date: new Date().toISOString(), serverDir, seconds, connections, members: MEMBERS, results }, null, 2))
console.log(`\nwritten: ${path.relative(repo, outFile)}`)
if (results.some((r) => !r.oversell.pass || !r.consistent || r.rows.some((row) => row.failed))) process.exitCode = 1

async function benchDatabase(dbKind) {
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-buying-'))
  const sqliteFile = path.join(varDir, 'mall.sqlite')
  const pgName = `mall_bench_${process.pid}_${Date.now()}`
  let databaseUrl = ''
  if (dbKind === 'postgres') {
    const admin = await openPg(PG_ADMIN_URL)
    await admin.run(`CREATE DATABASE ${pgName}`)
    await admin.close()
    const u = new URL(PG_ADMIN_URL)
    u.pathname = `/${pgName}`
    databaseUrl = u.toString()
  }
  const port = await freePort()
  const secret = crypto.randomBytes(32).toString('hex')
  const env = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', MALL_VAR_DIR: varDir, SQLITE_FILE: sqliteFile,
    H5_DIST: path.join(varDir, 'no-h5'), LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, REDIS_URL: '', NODE_ENV: 'production',
    TOKEN_SECRET: secret, API_DOCS: 'off',
  }
  let mall = null
  let db = null
  try {
    const started = Date.now()
    execFileSync(process.execPath, serverEntry(serverDir, 'seed-cli'), { cwd: serverDir, env, stdio: 'pipe' })
    db = dbKind === 'postgres' ? await openPg(databaseUrl) : await openSqlite(sqliteFile)
    const size = await growCatalogue(db, GOODS_TARGET)
    const bench = await prepareBench(db, secret)
    console.log(`\n[${dbKind}] catalogue: ${size.goods} goods, ${size.skus} SKUs; ${bench.members.length} bench members (seeded and grown in ${((Date.now() - started) / 1000).toFixed(1)} s)`)

    // the bench holds no connection while the server runs (reopened for the checks at the end)
    await db.close()
    db = null
    mall = spawnLogged([...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), ...serverEntry(serverDir, 'main')], { cwd: serverDir, env })
    await waitFor(`http://127.0.0.1:${port}/api/diyview/style`, mall.child, mall.output)
    const base = `http://127.0.0.1:${port}`

    const rows = []
    const measure = async (name, opts, counters) => {
      await run(opts, warmup) // warm-up
      // autocannon leaves up to one request per connection in flight: let the server finish them first
      await new Promise((r) => setTimeout(r, 1500))
      const mark = counters ? { ...counters } : null
      const r = await run(opts)
      const failed = r.non2xx + r.errors + r.timeouts + (counters ? counters.bad - mark.bad : 0)
      const row = { name, rps: Math.round(r.requests.average), p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max, non2xx: r.non2xx, errors: r.errors, timeouts: r.timeouts, failed, total: r.requests.total }
      rows.push(row)
      console.log(`${name.padEnd(48)} ${String(row.rps).padStart(7)} req/s   p50 ${row.p50} ms   p90 ${row.p90} ms   p99 ${row.p99} ms   max ${row.max} ms${failed ? `   FAILED ${failed} (non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts})` : ''}`)
      return row
    }
    const refOpts = { url: ref.url }

    // every answer checked: code 0 (and for checkouts pay_money 0); the first bad answers are kept to show
    const samples = []
    const checker = (counters, test) => (status, body) => {
      if (status === 200 && test(body)) counters.ok++
      else {
        counters.bad++
        if (samples.length < 5) samples.push(`${status} ${String(body).slice(0, 200)}`)
      }
    }
    const isOk = (body) => body.startsWith('{"code":0,')
    const isPaid = (body) => isOk(body) && /"pay_money":0[,}]/.test(body)

    let turn = 0
    const cartCounters = { ok: 0, bad: 0 }
    const cartOpts = {
      url: `${base}/api/cart/add`, method: 'POST', headers: { 'content-type': 'application/json' },
      requests: [{
        setupRequest: (req) => {
          const i = turn++
          return { ...req, headers: { ...req.headers, token: bench.tokens[i % MEMBERS] }, body: JSON.stringify({ sku_id: bench.cartSkus[i % bench.cartSkus.length], num: 1 }) }
        },
        onResponse: checker(cartCounters, isOk),
      }],
    }
    const buyCounters = { ok: 0, bad: 0 }
    const runTag = crypto.randomBytes(4).toString('hex')
    const buyOpts = {
      url: `${base}/api/ordercreate/create`, method: 'POST', headers: { 'content-type': 'application/json' },
      requests: [{
        setupRequest: (req) => {
          const i = turn++
          return {
            ...req, headers: { ...req.headers, token: bench.tokens[i % MEMBERS] },
            body: JSON.stringify({ sku_id: bench.buySkus[i % bench.buySkus.length], num: 1, is_balance: 1, pay_password: PAY_PIN, request_key: `bench-${runTag}-${i}` }),
          }
        },
        onResponse: checker(buyCounters, isPaid),
      }],
    }

    console.log(`${seconds} s each, ${connections} connections, loopback`)
    const before = await measure('constant JSON (fastify, reference)', refOpts)
    before.reference = true
    await measure('cart add (POST /api/cart/add)', cartOpts, cartCounters)
    await measure('checkout, paid by balance (POST /api/ordercreate/create)', buyOpts, buyCounters)
    const after = await measure('constant JSON (fastify, reference, again)', refOpts)
    after.reference = true
    const reference = Math.round((before.rps + after.rps) / 2)
    for (const row of rows) row.pct = Number(((row.rps / reference) * 100).toFixed(1))
    if (samples.length) console.log(`bad answers (first ${samples.length}):\n  ${samples.join('\n  ')}`)

    db = dbKind === 'postgres' ? await openPg(databaseUrl) : await openSqlite(sqliteFile)
    // zero oversell: 300 distinct members at once for 50 pieces
    const buyers = bench.tokens.slice(MEMBERS, MEMBERS + OVERSELL_BUYERS)
    const answers = await Promise.all(buyers.map(async (token, i) => {
      const res = await fetch(`${base}/api/ordercreate/create`, {
        method: 'POST', headers: { 'content-type': 'application/json', token },
        body: JSON.stringify({ sku_id: bench.oversellSku, num: 1, is_balance: 1, pay_password: PAY_PIN, request_key: `oversell-${runTag}-${i}` }),
      })
      return res.json()
    }))
    const codes = {}
    for (const a of answers) codes[a.code] = (codes[a.code] ?? 0) + 1
    const stockLeft = num((await one(db, 'SELECT stock FROM goods_sku WHERE sku_id = ?', [bench.oversellSku])).stock)
    const orders = num((await one(db, `SELECT count(*) AS n FROM order_goods og JOIN orders o ON o.order_id = og.order_id WHERE og.sku_id = ? AND o.pay_status = 2`, [bench.oversellSku])).n)
    const okCount = codes[0] ?? 0
    const oversell = { ok: okCount, codes, stockLeft, orders, pass: okCount === OVERSELL_STOCK && stockLeft === 0 && orders === OVERSELL_STOCK }
    console.log(`oversell: ${OVERSELL_BUYERS} buyers, stock ${OVERSELL_STOCK}: answers by code ${JSON.stringify(codes)}; stock left ${stockLeft}; paid orders ${orders} -> ${oversell.pass ? 'OK' : 'FAILED'}`)

    // the database against the answers (warm-ups included): cart pieces, paid orders, stock taken
    const ids = bench.members.slice(0, MEMBERS)
    const inBench = `member_id >= ${ids[0]} AND member_id <= ${ids[ids.length - 1]}`
    const cartPieces = num((await one(db, `SELECT coalesce(sum(num), 0) AS n FROM cart WHERE ${inBench}`)).n)
    const paidOrders = num((await one(db, `SELECT count(*) AS n FROM orders WHERE ${inBench} AND pay_status = 2 AND order_status = 1`)).n)
    const stockTaken = num((await one(db, `SELECT coalesce(sum(?  - stock), 0) AS n FROM goods_sku WHERE sku_id IN (${bench.buySkus.join(',')})`, [HUGE_STOCK])).n)
    // autocannon stops counting with requests still in flight (at most one per connection, warm-up and run):
    // the database may hold up to that many more than were answered, never fewer, and orders = stock taken
    const inFlight = 2 * connections
    const within = (n, answered) => n >= answered && n <= answered + inFlight
    const consistent = within(cartPieces, cartCounters.ok) && within(paidOrders, buyCounters.ok) && stockTaken === paidOrders
    console.log(`database: ${cartPieces} cart pieces for ${cartCounters.ok} adds answered 0; ${paidOrders} paid orders and ${stockTaken} pieces of stock taken for ${buyCounters.ok} checkouts answered 0 (up to ${inFlight} unanswered in flight) -> ${consistent ? 'consistent' : 'INCONSISTENT'}`)
    return { db: dbKind, size, reference, rows, oversell, consistent, cart: { ...cartCounters, pieces: cartPieces }, checkouts: { ...buyCounters, paidOrders, stockTaken }, badSamples: samples }
  } finally {
    if (mall) await stop(mall.child)
    if (db) await db.close()
    if (dbKind === 'postgres') {
      const admin = await openPg(PG_ADMIN_URL)
      await admin.run(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`)
      await admin.close()
    }
    fs.rmSync(varDir, { recursive: true, force: true })
  }
}
