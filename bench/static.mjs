#!/usr/bin/env node
// Static files of the built H5 under load (issue 9): the entry script app.<hash>.js asked for plainly and
// with a browser's `accept-encoding: br, gzip`, autocannon on loopback (50 connections, BENCH_SECONDS
// each, default 10). Pre-compressed files make both close; compressing per request costs ~4x.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import http from 'node:http'
import autocannon from 'autocannon'
import { startServer } from '../tests/e2e/harness.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const seconds = Number(process.env.BENCH_SECONDS ?? 10)

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration: seconds, connections: 50, pipelining: 1, headers }, (err, res) => (err ? reject(err) : resolve(res)))
  })
}

/** One GET as sent (fetch would add its own accept-encoding and decode the body). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (res) => {
      let bytes = 0
      res.on('data', (d) => (bytes += d.length))
      res.on('end', () => resolve({ headers: res.headers, bytes }))
    }).on('error', reject)
  })
}

/** req/s and p99 of the entry script, plain and with a browser's accept-encoding. */
export async function measureStatic(base) {
  const js = fs.readdirSync(path.join(repo, 'dist', 'h5', 'js')).find((f) => /^app\.[0-9a-f]{8}\.js$/.test(f))
  if (!js) throw new Error('no dist/h5/js/app.<hash>.js: run npm run build:h5')
  const url = `${base}/h5/js/${js}`
  const out = { file: `js/${js}`, bytes: fs.statSync(path.join(repo, 'dist', 'h5', 'js', js)).size }
  for (const [name, headers] of [['identity', {}], ['br, gzip', { 'accept-encoding': 'br, gzip' }]]) {
    const probe = await rawGet(url, headers)
    const r = await run(url, headers)
    out[name] = {
      reqPerSec: r.requests.average,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
      contentEncoding: probe.headers['content-encoding'] ?? 'none',
      sentBytes: probe.bytes,
    }
  }
  return out
}

export function printStatic(r) {
  console.log(`\nstatic ${r.file} (${(r.bytes / 1024).toFixed(0)} KB), 50 connections, ${seconds} s each:`)
  for (const name of ['identity', 'br, gzip']) {
    const v = r[name]
    console.log(`  accept-encoding ${name.padEnd(8)} ${v.reqPerSec.toFixed(0).padStart(6)} req/s  p99 ${v.p99} ms  sent ${(v.sentBytes / 1024).toFixed(1)} KB as ${v.contentEncoding}${v.errors ? `  ${v.errors} errors` : ''}`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const server = await startServer()
  try {
    printStatic(await measureStatic(server.base))
  } finally {
    await server.stop()
  }
}
