#!/usr/bin/env node
// Size and speed figures of the mall (run after the three builds: `npm run bench`):
//  - WeChat and Alipay: main package and each subpackage, in bytes as packed (file sizes)
//  - H5: bytes of the home page's first load, gzipped (HTML, JS, CSS the browser fetched)
//  - H5: first contentful paint of the home page in headless chromium (median of N fresh loads)
//  - H5: the home page under Lighthouse's mobile throttling (bench/home.mjs): LCP, goods shown, bytes before
//    goods; the entry script's req/s plain and with a browser's accept-encoding (bench/static.mjs)
//  - server: time from process start to its first answer, and its resident memory
// Budgets (issue 2): mini-program main package and each subpackage <= 1.5 MB; H5 first load <= 250 KB gz.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { chromiumPath, openBrowser, startServer } from '../tests/e2e/harness.mjs'
import { measureHome, printHome } from './home.mjs'
import { measureStatic, printStatic } from './static.mjs'

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

// server start to first answer, on an already seeded database, plus its memory
{
  const os = await import('node:os')
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'))
  const port = 18000 + Math.floor(Math.random() * 1000)
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', MALL_VAR_DIR: varDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', H5_DIST: path.join(repo, 'dist', 'h5') }
  const serverDir = path.join(repo, 'server')
  await new Promise((resolve, reject) => {
    const c = spawn(process.execPath, ['--import', 'tsx', 'src/seed/seed-cli.ts'], { cwd: serverDir, env, stdio: 'ignore' })
    c.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('seed failed'))))
  })
  const t0 = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: 'ignore' })
  let firstAnswerMs = null
  while (firstAnswerMs === null && performance.now() - t0 < 30_000) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/config/init`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"url":"/h5/"}' })
      if (r.ok) firstAnswerMs = performance.now() - t0
    } catch {}
    if (firstAnswerMs === null) await new Promise((r) => setTimeout(r, 20))
  }
  const rssIdle = rssOf(child.pid)
  for (let i = 0; i < 500; i++) {
    await fetch(`http://127.0.0.1:${port}/api/goodssku/page`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ page: 1 + (i % 20), page_size: 10 }) })
  }
  const rssAfter = rssOf(child.pid)
  child.kill('SIGTERM')
  fs.rmSync(varDir, { recursive: true, force: true })
  report.server = { firstAnswerMs, rssIdle, rssAfter500Requests: rssAfter }
  console.log(`\nserver: start to first answer ${firstAnswerMs?.toFixed(0)} ms (tsx, SQLite); RSS ${(rssIdle / MB).toFixed(1)} MB idle, ${(rssAfter / MB).toFixed(1)} MB after 500 list requests`)
}

fs.mkdirSync(path.join(repo, 'bench', 'results'), { recursive: true })
fs.writeFileSync(path.join(repo, 'bench', 'results', 'latest.json'), JSON.stringify(report, null, 2))
console.log(over ? '\nSome figures are over budget.' : '\nAll figures within budget.')
