#!/usr/bin/env node
// The home page on a slow phone (issue 9): Lighthouse's mobile throttling through the DevTools protocol
// (150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x slower), fresh profile each load, median of N:
//  - LCP: the last largest-contentful-paint entry once the page has settled
//  - goods: when the first .goods-card is laid out (has a box)
//  - bytes before goods: encoded bytes (headers + bodies) of every response finished by then
//  - requests before goods, and the whole transfer once settled
// Used by `npm run bench` (run.mjs) and alone: `node bench/home.mjs` (BENCH_HOME_RUNS, default 3).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { openBrowser, startServer } from '../tests/e2e/harness.mjs'

// Lighthouse's "slow 4G" figures (its mobile default): 1.6 Mbps is 1,638.4 kbit/s there
export const THROTTLING = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)]
}

/** Installed before any page script: records LCP entries and the moment the first goods card has a box. */
function pageProbe() {
  window.__home = { lcp: 0, lcpSize: 0, lcpTag: '', goodsAt: null }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        window.__home.lcp = e.startTime
        window.__home.lcpSize = e.size
        window.__home.lcpTag = e.element ? `${e.element.tagName.toLowerCase()}.${String(e.element.className).split(' ')[0]}` : e.url
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  } catch {}
  const check = () => {
    const card = document.querySelector('.goods-card')
    if (card) {
      const r = card.getBoundingClientRect()
      if (r.width > 0 && r.height > 0) {
        window.__home.goodsAt = performance.now()
        window.__home.goodsEpoch = performance.timeOrigin + performance.now()
        return
      }
    }
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}

async function oneLoad(base, { settleMs = 4000 } = {}) {
  const b = await openBrowser()
  try {
    const cdp = await b.context.newCDPSession(b.page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latency,
      downloadThroughput: THROTTLING.downloadThroughput,
      uploadThroughput: THROTTLING.uploadThroughput,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
    // monotonic CDP timestamps to wall-clock ms, learnt from requestWillBeSent (it carries both)
    let offsetMs = null
    const urls = new Map()
    const finished = []
    cdp.on('Network.requestWillBeSent', (e) => {
      if (offsetMs === null && e.wallTime) offsetMs = e.wallTime * 1000 - e.timestamp * 1000
      urls.set(e.requestId, e.request.url)
    })
    const started = new Map()
    cdp.on('Network.requestWillBeSent', (e) => started.set(e.requestId, e.timestamp * 1000))
    cdp.on('Network.loadingFinished', (e) => finished.push({ id: e.requestId, at: e.timestamp * 1000, bytes: e.encodedDataLength }))
    await b.page.addInitScript(pageProbe)
    await b.page.goto(`${base}/h5/`, { waitUntil: 'commit' })
    await b.page.waitForFunction(() => window.__home && window.__home.goodsAt !== null, null, { timeout: 60_000, polling: 100 })
    // LCP may still move (a banner image arriving after the goods): let the page settle
    await b.page.waitForTimeout(settleMs)
    const probe = await b.page.evaluate(() => window.__home)
    const goodsWall = probe.goodsEpoch
    const before = finished.filter((f) => f.at + offsetMs <= goodsWall)
    // BENCH_HOME_TRACE=1: each response's start and end, in ms from navigation (where the time goes)
    const origin = probe.goodsEpoch - probe.goodsAt
    const waterfall = finished.map((f) => ({
      url: new URL(urls.get(f.id) ?? 'http://x/').pathname,
      start: Math.round((started.get(f.id) ?? f.at) + offsetMs - origin),
      end: Math.round(f.at + offsetMs - origin),
      bytes: f.bytes,
    }))
    const byKind = {}
    for (const f of before) {
      const u = new URL(urls.get(f.id) ?? 'http://x/')
      const kind = /\.js$/.test(u.pathname) ? 'js' : /\.css$/.test(u.pathname) ? 'css' : u.pathname.startsWith('/api/') ? 'api'
        : /\.(png|jpe?g|webp|gif|svg)$/.test(u.pathname) ? 'img' : 'html/other'
      byKind[kind] = (byKind[kind] ?? 0) + f.bytes
    }
    return {
      lcp: probe.lcp,
      lcpElement: probe.lcpTag,
      goods: probe.goodsAt,
      bytesBeforeGoods: before.reduce((s, f) => s + f.bytes, 0),
      requestsBeforeGoods: before.length,
      byKind,
      bytesTotal: finished.reduce((s, f) => s + f.bytes, 0),
      waterfall,
      apiOrder: before.map((f) => urls.get(f.id)).filter((u) => u && u.includes('/api/')).map((u) => new URL(u).pathname),
    }
  } finally {
    await b.close()
  }
}

/** N throttled cold loads of /h5/ against a running server; medians and every run. */
export async function measureHome(base, runs = Number(process.env.BENCH_HOME_RUNS ?? 3)) {
  const values = []
  for (let i = 0; i < runs; i++) values.push(await oneLoad(base))
  return {
    throttling: THROTTLING,
    runs: values,
    lcp: median(values.map((v) => v.lcp)),
    goods: median(values.map((v) => v.goods)),
    bytesBeforeGoods: median(values.map((v) => v.bytesBeforeGoods)),
    requestsBeforeGoods: median(values.map((v) => v.requestsBeforeGoods)),
  }
}

export function printHome(r) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`
  console.log(`\nh5 home, slow phone (150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x), median of ${r.runs.length}:`)
  console.log(`  LCP ${r.lcp.toFixed(0)} ms (target <= 2000)  [${r.runs.map((v) => v.lcp.toFixed(0)).join(', ')}]`)
  console.log(`  goods shown ${r.goods.toFixed(0)} ms  [${r.runs.map((v) => v.goods.toFixed(0)).join(', ')}]`)
  console.log(`  transferred before goods ${kb(r.bytesBeforeGoods)} in ${r.requestsBeforeGoods} requests (target <= 200 KB)  [${r.runs.map((v) => kb(v.bytesBeforeGoods)).join(', ')}]`)
  const last = r.runs[r.runs.length - 1]
  if (process.env.BENCH_HOME_TRACE) for (const w of last.waterfall) console.log(`    ${String(w.start).padStart(5)} -> ${String(w.end).padStart(5)} ms ${String(w.bytes).padStart(7)} B ${w.url}`)
  console.log(`  last run: ${Object.entries(last.byKind).map(([k, v]) => `${k} ${kb(v)}`).join(', ')}; LCP element ${last.lcpElement}; API before goods: ${last.apiOrder.join(' ') || 'none'}`)
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startServer()
  try {
    const r = await measureHome(server.base)
    printHome(r)
    if (process.env.BENCH_JSON) console.log(JSON.stringify(r, null, 2))
  } finally {
    await server.stop()
  }
}
