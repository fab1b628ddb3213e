// The real API server for mini-program checks: a fresh seeded SQLite database on a free loopback port,
// and a wx.request handler that forwards the page's calls to it.
const { spawn, execFileSync } = require('child_process')
const fs = require('fs')
const net = require('net')
const os = require('os')
const path = require('path')
const http = require('http')

// jest's jsdom environment has no fetch: plain node http
function httpJson(method, url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (d) => (text += d))
      res.on('end', () => {
        try {
          resolve({ status: res.statusCode, data: JSON.parse(text) })
        } catch (e) {
          reject(e)
        }
      })
    })
    req.on('error', reject)
    if (body !== undefined) req.write(JSON.stringify(body))
    req.end()
  })
}

const serverDir = path.resolve(__dirname, '..', '..', 'server')

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/** `extraEnv` reaches the server; `configure(sqliteFile)` runs between seeding and start. */
async function startServer(extraEnv = {}, { configure } = {}) {
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-mini-'))
  const port = await freePort()
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', MALL_VAR_DIR: varDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', H5_DIST: path.join(varDir, 'none'), ...extraEnv }
  execFileSync(process.execPath, ['--import', 'tsx', 'src/seed/seed-cli.ts'], { cwd: serverDir, env, stdio: 'pipe' })
  if (configure) await configure(path.join(varDir, 'mall.sqlite'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: 'ignore' })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30000
  for (;;) {
    try {
      if ((await httpJson('GET', `${base}/api/diyview/style`)).status === 200) break
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('server did not start')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
      fs.rmSync(varDir, { recursive: true, force: true })
    },
  }
}

/** wx.request semantics: GET data goes into the query string, other methods send JSON; headers (the token) pass. */
function forwardTo(base) {
  return async (opts) => {
    const url = new URL(opts.url)
    const target = new URL(url.pathname + url.search, base)
    const method = (opts.method || 'GET').toUpperCase()
    if (method === 'GET') {
      for (const [k, v] of Object.entries(opts.data || {})) target.searchParams.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
    }
    const res = await httpJson(method, target.toString(), method === 'GET' ? undefined : opts.data || {}, opts.header || {})
    return { statusCode: res.status, data: res.data }
  }
}

/** The fake WeChat / Alipay platforms of the server's tests, as a child process. */
const startFakePlatforms = () => startFakeScript('src/test/fake-platforms.ts')

/** The fake WeChat Pay v3 gateway (server/src/test/fake-gateways/wechatpay.ts), with its WECHATPAY_* env for the server. */
const startFakeWechatPay = () => startFakeScript('src/test/fake-gateways/wechatpay.ts')

/** A fake of the server's tests as a child process that prints one JSON line {url, env} when it listens. */
async function startFakeScript(script) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const line = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start: ${out}`)), 30000)
    child.stdout.on('data', (d) => {
      out += d
      if (out.includes('\n')) {
        clearTimeout(timer)
        resolve(out.slice(0, out.indexOf('\n')))
      }
    })
    child.stderr.on('data', (d) => (out += d))
    child.once('exit', () => {
      clearTimeout(timer)
      reject(new Error(`${script} exited: ${out}`))
    })
  })
  const { url, env } = JSON.parse(line)
  return {
    url,
    env,
    control: async (p, body = {}) => (await httpJson('POST', `${url}${p}`, body)).data,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
    },
  }
}

/** Runs fn(db) on the server's SQLite file (through the server's own better-sqlite3). */
function withSqlite(file, fn) {
  const Database = require(require.resolve('better-sqlite3', { paths: [serverDir] }))
  const db = new Database(file)
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

/** Stores a website setting as the operator would (through the server's own better-sqlite3). */
function setWebsiteConfig(file, key, value, websiteId = 1) {
  withSqlite(file, (db) => {
    db.prepare('DELETE FROM website_config WHERE website_id = ? AND config_key = ?').run(websiteId, key)
    db.prepare('INSERT INTO website_config (website_id, config_key, value, updated_at) VALUES (?, ?, ?, ?)')
      .run(websiteId, key, JSON.stringify(value), Math.floor(Date.now() / 1000))
  })
}

module.exports = { startServer, forwardTo, startFakePlatforms, startFakeWechatPay, setWebsiteConfig, withSqlite, httpJson }
