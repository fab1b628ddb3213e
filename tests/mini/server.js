// The real API server for mini-program checks: a fresh seeded SQLite database on a free loopback port,
// and a wx.request handler that forwards the page's calls to it.
const { spawn, execFileSync } = require('child_process')
const fs = require('fs')
const net = require('net')
const os = require('os')
const path = require('path')
const http = require('http')

// jest's jsdom environment has no fetch: plain node http
function httpJson(method, url, body) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers: { 'content-type': 'application/json' } }, (res) => {
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

async function startServer() {
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-mini-'))
  const port = await freePort()
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', MALL_VAR_DIR: varDir, LOG_LEVEL: 'warn', DATABASE_URL: '', REDIS_URL: '', H5_DIST: path.join(varDir, 'none') }
  execFileSync(process.execPath, ['--import', 'tsx', 'src/seed/seed-cli.ts'], { cwd: serverDir, env, stdio: 'pipe' })
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env, stdio: 'ignore' })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30000
  for (;;) {
    try {
      if ((await httpJson('GET', `${base}/api/diyview/style`)).status === 200) break
    } catch {}
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

/** wx.request semantics: GET data goes into the query string, other methods send JSON. */
function forwardTo(base) {
  return async (opts) => {
    const url = new URL(opts.url)
    const target = new URL(url.pathname + url.search, base)
    const method = (opts.method || 'GET').toUpperCase()
    if (method === 'GET') {
      for (const [k, v] of Object.entries(opts.data || {})) target.searchParams.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
    }
    const res = await httpJson(method, target.toString(), method === 'GET' ? undefined : opts.data || {})
    return { statusCode: res.status, data: res.data }
  }
}

module.exports = { startServer, forwardTo }
