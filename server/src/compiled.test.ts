import assert from 'node:assert/strict'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { paths } from './config.js'

/**
 * Production runs the compiled server (`npm start`: dist/, built by scripts/build.mjs). The other suites
 * run the sources through tsx, so this one starts the build itself on a fresh SQLite file and checks what
 * it reads by path (migrations and the region data, the pay channels folder, the OpenAPI page and its
 * static files, the picture code's drawing) and that it stops on SIGTERM.
 */
describe('the compiled server', () => {
  let child: ChildProcess | undefined
  let output = ''
  let base = ''
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-compiled-'))

  before(async () => {
    const built = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: paths.serverRoot, encoding: 'utf8' })
    assert.equal(built.status, 0, `build failed: ${built.stdout}${built.stderr}`)
    // the command `npm start` runs, without npm
    const start = (JSON.parse(fs.readFileSync(path.join(paths.serverRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start
    const [node, ...args] = start.split(' ')
    assert.equal(node, 'node')
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    child = spawn(process.execPath, args, {
      cwd: paths.serverRoot,
      env: {
        ...process.env, PORT: String(port), HOST: '127.0.0.1', MALL_VAR_DIR: varDir, DATABASE_URL: '', REDIS_URL: '',
        NODE_ENV: 'development', LOG_LEVEL: 'warn', H5_DIST: path.join(varDir, 'no-h5'), SHUTDOWN_DRAIN_MS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout!.on('data', (d) => (output += d))
    child.stderr!.on('data', (d) => (output += d))
    const deadline = Date.now() + 15_000
    for (;;) {
      assert.equal(child.exitCode, null, `the server exited: ${output}`)
      try {
        if ((await fetch(`${base}/api/health`)).ok) break
      } catch {
        // not listening yet
      }
      assert.ok(Date.now() < deadline, `no answer within 15 s: ${output}`)
      await new Promise((r) => setTimeout(r, 25))
    }
  })

  after(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL')
    fs.rmSync(varDir, { recursive: true, force: true })
  })

  const post = async (url: string, body: unknown) => {
    const res = await fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    assert.equal(res.status, 200, url)
    return (await res.json()) as { code: number; message: string; data: any }
  }

  it('answers contract calls on its migrated database, validating input', async () => {
    assert.equal((await post('/api/config/init', { url: '/h5/' })).code, 0)
    // the region tree is loaded by a migration from server/data
    const provinces = (await (await fetch(`${base}/api/region/provinces`)).json()) as { code: number; data: unknown[] }
    assert.equal(provinces.code, 0)
    assert.ok(provinces.data.length >= 30, `${provinces.data.length} provinces`)
    // a JSON body is validated strictly: a number as text is refused
    assert.equal((await post('/api/goodssku/page', { page: '1' })).code, -10001)
    assert.equal((await post('/api/goodssku/page', { page: 1, page_size: 10 })).code, 0)
  })

  it('finds the pay channels in dist/channels and draws picture codes', async () => {
    const types = await post('/api/pay/type', { app_type: 'h5' })
    assert.equal(types.code, 0)
    assert.match(JSON.stringify(types.data), /devpay/)
    const captcha = await post('/api/captcha/captcha', {})
    assert.equal(captcha.code, 0)
    assert.match(JSON.stringify(captcha.data), /data:image\/png;base64,/)
  })

  it('serves the OpenAPI document and its browsable page', async () => {
    const doc = (await (await fetch(`${base}/api/openapi.json`)).json()) as { paths: Record<string, unknown> }
    assert.ok(Object.keys(doc.paths).length > 100)
    const page = await fetch(`${base}/api/docs/static/index.html`)
    assert.equal(page.status, 200)
  })

  it('stops on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)))
    child!.kill('SIGTERM')
    assert.equal(await exited, 0, output)
  })
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}
