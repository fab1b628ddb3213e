#!/usr/bin/env node
// Size and speed figures of the mall (run after the three builds: `npm run bench`):
//  - WeChat and Alipay: main package and each subpackage, in bytes as packed (file sizes)
//  - H5: bytes of the home page's first load, gzipped (HTML, JS, CSS the browser fetched)
//  - H5: first contentful paint of the home page in headless chromium (median of N fresh loads)
//  - H5: the home page under Lighthouse's mobile throttling (bench/home.mjs): LCP, goods shown, bytes before
//    goods; the entry script's req/s plain and with a browser's accept-encoding (bench/static.mjs)
//  - server, compiled, at 100,000 goods: time from process start to its first answer (beside a bare fastify
//    process's), resident memory idle and after a load of lists, searches and goods details (BENCH_SECONDS each)
// Budgets (issue 2): mini-program main package and each subpackage <= 1.5 MB; H5 first load <= 250 KB gz.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import crypto from 'node:crypto'
import { execFileSync, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { chromiumPath, openBrowser, startServer } from '../tests/e2e/harness.mjs'
import { measureHome, printHome } from './home.mjs'
import { measureStatic, printStatic } from './static.mjs'
import { freePort, growCatalogue, openSqlite, serverEntry } from './lib.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MB = 1024 * 1024
const BUDGET_PACKAGE = 1.5 * MB
const BUDGET_H5_GZ = 250 * 1024
const runs = Number(process.env.BENCH_RUNS ?? 5)

function walk(dir) {
  const out = []
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) out.push(...walk(p))
    else out.push(p)
  }
  return out
}

/** Splits a mini-program build into its main package and subpackages by the roots in app.json. */
function miniSizes(target) {
  const dist = path.join(repo, 'dist', target)
  if (!fs.existsSync(dist)) return null
  const appJson = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'))
  const roots = (appJson.subPackages ?? appJson.subpackages ?? []).map((s) => s.root.replace(/\/$/, ''))
  const sizes = { main: 0 }
  for (const r of roots) sizes[r] = 0
  for (const file of walk(dist)) {
    const rel = path.relative(dist, file).split(path.sep).join('/')
    if (rel.endsWith('.map')) continue
    const root = roots.find((r) => rel === r || rel.startsWith(r + '/'))
    sizes[root ?? 'main'] += fs.statSync(file).size
  }
  return sizes
}

const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length
const kb = (n) => `${(n / 1024).toFixed(1)} KB`

async function h5FirstLoad(server) {
  const b = await openBrowser()
  const fetched = new Set()
  b.page.on('request', (req) => {
    const url = new URL(req.url())
    if (url.pathname.startsWith('/h5/') && /\.(js|css|html)$|\/h5\/$/.test(url.pathname)) fetched.add(url.pathname)
  })
  await b.page.goto(`${server.base}/h5/`)
  await b.page.locator('.goods-card').first().waitFor({ timeout: 30_000 })
  await b.close()
  let total = 0
  const files = []
  for (const p of fetched) {
    const rel = p === '/h5/' ? 'index.html' : p.slice('/h5/'.length)
    const file = path.join(repo, 'dist', 'h5', rel)
    if (!fs.existsSync(file)) continue
    const size = gz(fs.readFileSync(file))
    files.push([rel, size])
    total += size
  }
  files.sort((a, b) => b[1] - a[1])
  return { total, files }
}

async function fcp(server) {
  const values = []
  for (let i = 0; i < runs; i++) {
    const b = await openBrowser()
    await b.page.goto(`${server.base}/h5/`)
    await b.page.locator('.goods-card').first().waitFor({ timeout: 30_000 })
    const v = await b.page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
    if (v !== null) values.push(v)
    await b.close()
  }
  values.sort((a, b) => a - b)
  return { median: values[Math.floor(values.length / 2)], values }
}

function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) * 1024
}

/** the most the process has held (the kernel's high-water mark) */
function peakRssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmHWM:\s+(\d+)/.exec(status)[1]) * 1024
}

/** resident memory of the process's own (anonymous) and of file-backed pages (node's code, the SQLite memory map) */
function rssPartsOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return { anon: Number(/RssAnon:\s+(\d+)/.exec(status)[1]) * 1024, file: Number(/RssFile:\s+(\d+)/.exec(status)[1]) * 1024 }
}

const report = { date: new Date().toISOString(), budgets: { package: BUDGET_PACKAGE, h5FirstLoadGz: BUDGET_H5_GZ } }
let over = false

for (const target of ['weapp', 'alipay']) {
  const sizes = miniSizes(target)
  report[target] = sizes
  if (!sizes) { console.log(`${target}: no build (run npm run build:${target})`); continue }
  console.log(`\n${target} packages`)
  for (const [name, size] of Object.entries(sizes)) {
    const flag = size > BUDGET_PACKAGE ? '  OVER BUDGET' : ''
    if (flag) over = true
    console.log(`  ${name.padEnd(28)} ${kb(size).padStart(10)}${flag}`)
  }
}

if (!fs.existsSync(path.join(repo, 'dist', 'h5', 'index.html'))) {
  console.log('\nh5: no build (run npm run build:h5)')
} else if (!chromiumPath()) {
  console.log('\nh5: chromium not installed, first load and FCP not measured')
} else {
  const t0 = performance.now()
  const server = await startServer()
  const startMs = performance.now() - t0
  try {
    const first = await h5FirstLoad(server)
    report.h5FirstLoadGz = first.total
    report.h5FirstLoadFiles = first.files
    console.log(`\nh5 first load (home), gzipped: ${kb(first.total)}${first.total > BUDGET_H5_GZ ? '  OVER BUDGET' : ''}`)
    if (first.total > BUDGET_H5_GZ) over = true
    for (const [f, s] of first.files.slice(0, 8)) console.log(`  ${f.padEnd(40)} ${kb(s).padStart(10)}`)
    const paint = await fcp(server)
    report.h5Fcp = paint
    console.log(`h5 first contentful paint (median of ${paint.values.length}): ${paint.median?.toFixed(0)} ms  [${paint.values.map((v) => v.toFixed(0)).join(', ')}]`)
    // issue 9: the home page on a slow phone (LCP <= 2 s, <= 200 KB before the goods show) and the
    // entry script served pre-compressed
    const home = await measureHome(server.base)
    report.h5Home = home
    printHome(home)
    if (home.lcp > 2000 || home.bytesBeforeGoods > 200 * 1024) over = true
    report.h5Static = await measureStatic(server.base)
    printStatic(report.h5Static)
  } finally {
    await server.stop()
  }
  report.serverSeedAndStartMs = startMs
}

// server start to first answer and its memory, compiled as in production, at a real mall's size
// (issue 24: <= 1.0 s to the first answer, <= 150 MB idle, <= 250 MB after the load below)
{
  const os = await import('node:os')
  const { default: autocannon } = await import('autocannon')
  const serverDir = path.join(repo, 'server')
  const requireServer = createRequire(path.join(serverDir, 'package.json'))
  const goodsTarget = Number(process.env.BENCH_GOODS ?? 100_000)
  const seconds = Number(process.env.BENCH_SECONDS ?? 10)
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'))
  const sqliteFile = path.join(varDir, 'mall.sqlite')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', MALL_VAR_DIR: varDir, SQLITE_FILE: sqliteFile, LOG_LEVEL: 'warn',
    DATABASE_URL: '', REDIS_URL: '', NODE_ENV: 'production', TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
    H5_DIST: path.join(repo, 'dist', 'h5'),
  }
  const post = (url, body) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  /** ms from spawning `args` until `probe` answers 2xx (polled every 10 ms), and the child */
  const timedStart = async (args, probe) => {
    const t0 = performance.now()
    const child = spawn(process.execPath, args, { cwd: serverDir, env, stdio: ['ignore', 'ignore', 'inherit'] })
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${args.join(' ')} exited (${child.exitCode ?? child.signalCode})`)
      try {
        if ((await probe()).ok) return { ms: performance.now() - t0, child }
      } catch {}
      if (performance.now() - t0 > 60_000) throw new Error(`${args.join(' ')}: no answer within 60 s`)
      await new Promise((r) => setTimeout(r, 10))
    }
  }
  const kill = async (child) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
  let mall = null
  let ref = null
  try {
    execFileSync(process.execPath, serverEntry(serverDir, 'seed-cli'), { cwd: serverDir, env, stdio: 'pipe' })
    const db = await openSqlite(requireServer, sqliteFile)
    let size
    try {
      size = await growCatalogue(db, goodsTarget)
    } finally {
      await db.close()
    }
    // the same start for a bare fastify process with one constant-JSON route: this machine is shared and noisy
    const refScript = `const f = require('fastify')({ logger: false });
const body = { code: 0, message: 'success', data: { list: [{ goods_id: 1, goods_name: 'x', price: 1990 }], count: 1, page_count: 1 } };
f.get('/const', async () => body);
f.listen({ port: ${port}, host: '127.0.0.1' });`
    ref = await timedStart(['-e', refScript], () => fetch(`${base}/const`))
    const refRps = async () => Math.round((await load({ url: `${base}/const` })).requests.average)
    const refBefore = await refRps()
    await kill(ref.child)

    mall = await timedStart(serverEntry(serverDir, 'main'), () => post(`${base}/api/config/init`, { url: '/h5/' }))
    await new Promise((r) => setTimeout(r, 2000))
    const rssIdle = rssOf(mall.child.pid)
    const partsIdle = rssPartsOf(mall.child.pid)

    // the load of bench:server at this size, shorter: lists in every order, pages 1 and 500, random
    // uncached pages, keyword search, goods details at first views, every goods' detail once (the detail
    // cache full), details again
    let seed = 1
    const random = (n) => ((seed = (seed * 48271) % 2147483647), seed % n)
    const orders = [['default', 'desc'], ['sale_num', 'desc'], ['price', 'asc'], ['price', 'desc'], ['create_time', 'desc']]
    const bodies = (bodyOf) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(bodyOf()) }) }] })
    const cases = [
      ['list, every order, page 1 or 500', `${base}/api/goodssku/page`, () => { const [order, sort] = orders[random(5)]; return { page: random(2) ? 1 : 500, page_size: 10, order, sort } }],
      ['list, random order and page 1-500', `${base}/api/goodssku/page`, () => { const [order, sort] = orders[random(5)]; return { page: 1 + random(500), page_size: 10, order, sort } }],
      ['search 针织, pages 1-3 and by price', `${base}/api/goodssku/page`, () => (random(4) ? { page: 1 + random(3), page_size: 10, keyword: '针织' } : { page: 1, page_size: 10, keyword: '针织', order: 'price', sort: 'asc' })],
      ['detail, random goods, first views', `${base}/api/goodssku/detail`, () => ({ goods_id: 1 + random(size.maxId) })],
    ]
    const rows = []
    let requests = 0
    for (const [name, url, bodyOf] of cases) {
      const r = await load({ url, ...bodies(bodyOf) })
      requests += r.requests.total
      rows.push({ name, rps: Math.round(r.requests.average), p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts })
    }
    const rssBeforeSweep = rssOf(mall.child.pid)
    let next = 0
    const sweep = await load({ url: `${base}/api/goodssku/detail`, amount: size.maxId, ...bodies(() => ({ goods_id: ++next })) })
    requests += sweep.requests.total
    const again = await load({ url: `${base}/api/goodssku/detail`, ...bodies(() => ({ goods_id: 1 + random(size.maxId) })) })
    requests += again.requests.total
    rows.push({ name: 'detail, random goods, each viewed before', rps: Math.round(again.requests.average), p99: again.latency.p99, failed: again.non2xx + again.errors + again.timeouts })
    await new Promise((r) => setTimeout(r, 1000))
    const rssAfter = rssOf(mall.child.pid)
    const rssPeak = peakRssOf(mall.child.pid)
    const partsAfter = rssPartsOf(mall.child.pid)

    report.server = {
      goods: size.goods, firstAnswerMs: Math.round(mall.ms), referenceFirstAnswerMs: Math.round(ref.ms), rssIdle, rssBeforeSweep, rssAfterLoad: rssAfter, rssPeak, partsIdle, partsAfter,
      loadRequests: requests, referenceRps: refBefore, cases: rows, budgets: { firstAnswerMs: 1000, rssIdle: 150 * MB, rssAfterLoad: 250 * MB },
    }
    const flag = (value, budget) => (value > budget ? ((over = true), '  OVER BUDGET') : '')
    console.log(`\nserver (compiled, SQLite, ${size.goods.toLocaleString('en')} goods; a bare fastify process with a constant-JSON route beside it)`)
    console.log(`  start to first answer       ${mall.ms.toFixed(0).padStart(6)} ms   (bare fastify ${ref.ms.toFixed(0)} ms; budget 1,000 ms)${flag(mall.ms, 1000)}`)
    const parts = (p) => `anonymous ${(p.anon / MB).toFixed(0)} MB, file-backed ${(p.file / MB).toFixed(0)} MB`
    console.log(`  RSS idle after start        ${(rssIdle / MB).toFixed(1).padStart(6)} MB   (${parts(partsIdle)}; budget 150 MB)${flag(rssIdle, 150 * MB)}`)
    console.log(`  RSS after lists, searches and first-view details ${(rssBeforeSweep / MB).toFixed(1)} MB`)
    console.log(`  RSS after the load          ${(rssAfter / MB).toFixed(1).padStart(6)} MB   (every goods' detail viewed once: the detail cache full; ${parts(partsAfter)}; peak ${(rssPeak / MB).toFixed(1)} MB; ${requests.toLocaleString('en')} requests; budget 250 MB)${flag(rssAfter, 250 * MB)}`)
    console.log(`  the load, ${seconds} s each, ${connections} connections; constant-JSON reference ${refBefore} req/s:`)
    for (const row of rows) console.log(`    ${row.name.padEnd(42)} ${String(row.rps).padStart(6)} req/s  p99 ${String(row.p99).padStart(4)} ms  ${((row.rps / refBefore) * 100).toFixed(1).padStart(5)} %${row.failed ? `  FAILED ${row.failed}` : ''}`)
  } finally {
    if (ref) await kill(ref.child)
    if (mall) await kill(mall.child)
    fs.rmSync(varDir, { recursive: true, force: true })
  }

  function load(opts) {
    return new Promise((resolve, reject) => autocannon({ duration: seconds, connections, ...opts }, (err, res) => (err ? reject(err) : resolve(res))))
  }
}

fs.mkdirSync(path.join(repo, 'bench', 'results'), { recursive: true })
fs.writeFileSync(path.join(repo, 'bench', 'results', 'latest.json'), JSON.stringify(report, null, 2))
console.log(over ? '\nSome figures are over budget.' : '\nAll figures within budget.')
