#!/usr/bin/env node
// Memory under abuse, without Redis (`npm run bench:soak`): floods captcha creation (the per-IP limit
// lifted so every request draws and stores one) mixed with goods lists and failed logins for
// SOAK_SECONDS (default 60), then prints the server's resident memory before, at the end, and after
// the short-lived entries expired. The in-memory store is capped (KV_MEMORY_CAPACITY) and swept, so
// memory must level off instead of growing with the number of requests.
import { execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { serverEntry } from './lib.mjs'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = path.resolve(process.env.BENCH_SERVER_DIR ?? path.join(repo, 'server'))
const seconds = Number(process.env.SOAK_SECONDS ?? 60)

const port = await new Promise((resolve) => {
  const srv = net.createServer().listen(0, '127.0.0.1', () => {
    const p = srv.address().port
    srv.close(() => resolve(p))
  })
})
const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-soak-'))
const env = {
  ...process.env, PORT: String(port), HOST: '127.0.0.1', MALL_VAR_DIR: varDir, H5_DIST: path.join(varDir, 'no-h5'),
  LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', NODE_ENV: 'production', TOKEN_SECRET: crypto.randomBytes(32).toString('hex'),
  CAPTCHA_PER_IP_PER_MINUTE: '100000000',
}
execFileSync(process.execPath, serverEntry(serverDir, 'seed-cli'), { cwd: serverDir, env, stdio: 'pipe' })
const child = spawn(process.execPath, serverEntry(serverDir, 'main'), { cwd: serverDir, env, stdio: 'ignore' })
const base = `http://127.0.0.1:${port}`
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/diyview/style`)).ok) break
  } catch {}
  if (i > 200) throw new Error('server did not start')
  await new Promise((r) => setTimeout(r, 200))
}
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))[1]) / 1024
const gcWait = (ms) => new Promise((r) => setTimeout(r, ms))

await gcWait(2000)
const before = rss()
const json = (body) => JSON.stringify(body)
const result = await new Promise((resolve, reject) => {
  autocannon({
    url: base, connections: 20, duration: seconds,
    requests: [
      { method: 'POST', path: '/api/captcha/captcha', headers: { 'content-type': 'application/json' }, body: json({}) },
      { method: 'POST', path: '/api/captcha/captcha', headers: { 'content-type': 'application/json' }, body: json({}) },
      { method: 'POST', path: '/api/goodssku/page', headers: { 'content-type': 'application/json' }, body: json({ page: 1 }) },
      { method: 'POST', path: '/api/login/login', headers: { 'content-type': 'application/json' }, body: json({ username: '13800000000', password: 'wrong-password' }) },
    ],
  }, (err, res) => (err ? reject(err) : resolve(res)))
})
const atEnd = rss()
console.log(`${result.requests.total} requests in ${seconds} s (${Math.round(result.requests.average)} req/s), without Redis`)
console.log(`server RSS: ${before.toFixed(0)} MB before, ${atEnd.toFixed(0)} MB at the end of the flood`)
// captchas live 5 minutes; the sweep drops them once expired (run with SOAK_SETTLE_SECONDS=330 to see it)
const settle = Number(process.env.SOAK_SETTLE_SECONDS ?? 0)
if (settle) {
  await gcWait(settle * 1000)
  console.log(`server RSS ${settle} s later: ${rss().toFixed(0)} MB`)
}
child.kill('SIGTERM')
fs.rmSync(varDir, { recursive: true, force: true })
