// Starts the real server (fresh seeded SQLite, the built H5) and Debian's chromium for a journey.
import { spawn, execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import zlib from 'node:zlib'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequire } from 'node:module'
import { chromium } from 'playwright-core'
import { after, before } from 'node:test'

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
const serverDir = path.join(repo, 'server')

export const CHROMIUM_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
]

export function chromiumPath() {
  for (const p of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (p && fs.existsSync(p)) return p
  }
  return null
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/**
 * Seeds a throw-away database and starts the server (compiled: serverEntry) on a free loopback port.
 * `configure(sqliteFile)` runs between seeding and start (website settings a journey needs).
 */
export async function startServer(extraEnv = {}, { configure } = {}) {
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-'))
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    MALL_VAR_DIR: varDir,
    // a session building elsewhere (helpers working side by side) points the journeys at its own build
    H5_DIST: path.resolve(repo, process.env.E2E_H5_DIST || path.join('dist', 'h5')), // the server runs in server/
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
    ...extraEnv,
  }
  seedInto(varDir, env)
  if (configure) await configure(path.join(varDir, 'mall.sqlite'))
  // journeys run side by side: another one's process can take the free port before this server binds it
  for (let attempt = 1; ; attempt++) {
    try {
      return await listenOnFreePort(env, varDir)
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === 3) throw err
    }
  }
}

// A seed takes about 6 s; the full run (test-all.sh) sets E2E_SEED_TEMPLATES and journeys copy a seeded
// folder instead. The seed depends only on these variables; a template is used for 3 minutes at most, so
// the demo's times (orders placed "now", today's sign-in) stay close to the clock.
const SEED_VARIABLES = ['MERCHANT_STAFF_PASSWORD', 'TOKEN_SECRET']
const TEMPLATE_MAX_AGE_MS = 3 * 60_000

/**
 * Node's arguments for the server's `main` or `seed-cli`: compiled, as production runs it (server/dist,
 * built first when older than a source file; test-all.sh builds it before the journeys). A start then
 * takes a fraction of tsx's, which compiled the whole server again for each journey. E2E_SERVER_TSX=1:
 * the sources through tsx.
 */
let checkedBuild = false
export function serverEntry(name) {
  if (process.env.E2E_SERVER_TSX === '1') return ['--import', 'tsx', name === 'main' ? 'src/main.ts' : 'src/seed/seed-cli.ts']
  if (!checkedBuild) {
    execFileSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: serverDir, stdio: 'inherit' })
    checkedBuild = true
  }
  return ['--enable-source-maps', `dist/${name}.js`]
}

function runSeed(varDir, env) {
  execFileSync(process.execPath, serverEntry('seed-cli'), { cwd: serverDir, env: { ...env, MALL_VAR_DIR: varDir }, stdio: 'pipe' })
}

function seedInto(varDir, env) {
  const root = process.env.E2E_SEED_TEMPLATES
  if (!root) return runSeed(varDir, env)
  const key = crypto.createHash('sha256').update(JSON.stringify(SEED_VARIABLES.map((k) => env[k] ?? ''))).digest('hex').slice(0, 16)
  let template = path.join(root, key)
  let fresh = false
  try {
    fresh = Date.now() - fs.statSync(path.join(template, '.seeded')).mtimeMs < TEMPLATE_MAX_AGE_MS
  } catch {
    // no template yet
  }
  if (!fresh) {
    const made = fs.mkdtempSync(path.join(root, `${key}-`))
    runSeed(made, env)
    fs.writeFileSync(path.join(made, '.seeded'), '')
    fs.rmSync(template, { recursive: true, force: true })
    try {
      fs.renameSync(made, template)
    } catch {
      template = made
    }
  }
  fs.cpSync(template, varDir, { recursive: true })
  fs.rmSync(path.join(varDir, '.seeded'), { force: true })
}

class PortTaken extends Error {}

/** Whether process `pid` holds the listening TCP socket of `port` (Linux /proc; assumed elsewhere). */
function listensOn(pid, port) {
  const sockets = new Set()
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text
    try {
      text = fs.readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const f = line.trim().split(/\s+/) // sl local remote state ... inode (10th)
      if (f[1]?.endsWith(hexPort) && f[3] === '0A') sockets.add(`socket:[${f[9]}]`)
    }
  }
  let fds
  try {
    fds = fs.readdirSync(`/proc/${pid}/fd`)
  } catch {
    return process.platform !== 'linux'
  }
  return fds.some((fd) => {
    try {
      return sockets.has(fs.readlinkSync(`/proc/${pid}/fd/${fd}`))
    } catch {
      return false
    }
  })
}

async function listenOnFreePort(baseEnv, varDir) {
  const port = await freePort()
  const env = { ...baseEnv, PORT: String(port) }
  const child = spawn(process.execPath, serverEntry('main'), { cwd: serverDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const base = `http://127.0.0.1:${port}`
  // generous: on a loaded 2-core machine (two journeys, each with chromium) tsx alone can take half a minute
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) {
      if (output.includes('EADDRINUSE')) throw new PortTaken(`port ${port} taken:\n${output}`)
      throw new Error(`server exited early:\n${output}`)
    }
    try {
      const res = await fetch(`${base}/api/diyview/style`)
      // the answer may come from another journey's server that took the port first: then ours exits
      // with EADDRINUSE (above)
      if (res.ok && listensOn(child.pid, port)) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`server did not answer within 90 s:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    base,
    port,
    output: () => output,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
      fs.rmSync(varDir, { recursive: true, force: true })
    },
  }
}

/**
 * The usual journey set-up, inside a describe: a fresh seeded server and a phone-sized browser before
 * its tests, both gone after them. Read `j.server` and `j.b` in the tests.
 */
export function journey() {
  const j = { server: null, b: null }
  before(async () => {
    j.server = await startServer()
    j.b = await openBrowser()
  })
  after(async () => {
    await j.b?.close()
    await j.server?.stop()
  })
  return j
}

/** A phone-sized page in a fresh chromium profile. */
export async function openBrowser({ userAgent } = {}) {
  // chromium.launch() already runs on a fresh, throw-away profile
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS })
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgent ?? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    locale: 'zh-CN',
  })
  const page = await context.newPage()
  trackRequests(page)
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  return {
    browser, context, page, errors,
    async close() {
      await browser.close()
    },
  }
}

/** Requests of each page not answered yet (set from its first request on: see openBrowser). */
const pending = new WeakMap()

function trackRequests(page) {
  if (pending.has(page)) return pending.get(page)
  const open = new Set()
  /** called (and emptied) whenever a request ends */
  open.waiters = []
  const done = (r) => {
    open.delete(r)
    for (const w of open.waiters.splice(0)) w()
  }
  pending.set(page, open)
  page.on('request', (r) => {
    // a socket or an event stream stays open by design: not work that finishes
    if (r.resourceType() !== 'websocket' && r.resourceType() !== 'eventsource') open.add(r)
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return open
}

/** Runs in the page: true when nothing shows progress and the layout is the one of the previous poll. */
function pageAtRest() {
  if (document.fonts && document.fonts.status !== 'loaded') return false
  const shown = (el) => el.getClientRects().length > 0
  if ([...document.querySelectorAll('.mall-loading, .mall-pull-list__loading, .nut-loading')].some(shown)) return false
  // a transition or a one-off animation still moving things (spinners loop for ever: not counted)
  const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
  if (moving) return false
  const inView = (el) => {
    const r = el.getBoundingClientRect()
    return r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth
  }
  if ([...document.images].some((img) => shown(img) && inView(img) && !img.complete)) return false
  const layout = `${document.documentElement.scrollHeight}:${document.getElementsByTagName('*').length}`
  const same = window.__e2eLayout === layout
  window.__e2eLayout = layout
  return same
}

/**
 * Waits until the page has done what the last step set off: no request in flight, no loading
 * placeholder, fonts and shown images loaded, no animation running, and the same layout on two frames
 * in a row. What a fixed sleep after a step used to stand for.
 */
export async function settled(page, { timeout = 20_000 } = {}) {
  const open = trackRequests(page)
  const until = Date.now() + timeout
  for (;;) {
    while (open.size) {
      if (Date.now() > until) throw new Error(`still loading after ${timeout} ms: ${[...open].map((r) => r.url()).slice(0, 5).join(', ')}`)
      await new Promise((r) => {
        const timer = setTimeout(r, until - Date.now() + 1)
        open.waiters.push(() => {
          clearTimeout(timer)
          r()
        })
      })
    }
    await page.waitForFunction(pageAtRest, null, { polling: 'raf', timeout: Math.max(1000, until - Date.now()) })
    // the frames it took may have started more requests (a list asking for its next page)
    if (!open.size) return
  }
}

/**
 * One turn of the mouse wheel over the visible pull list, then a wait for what the turn causes: the list
 * moved (or stands at its end), and a paged list near its end has its next page in (or shows that there is
 * no more, or that it failed). Taro's scroll-to-lower fires 200 ms after the scrolling stops.
 */
export async function wheelPullList(page, dy, { timeout = 20_000 } = {}) {
  const before = await page.evaluate(() => {
    const el = [...document.querySelectorAll('.mall-pull__scroll')].find((e) => e.offsetParent !== null)
    return { top: el?.scrollTop ?? 0, items: el ? el.querySelectorAll('.mall-pull-list__item').length : 0 }
  })
  await page.mouse.wheel(0, dy)
  await page.waitForFunction(({ top, items }) => {
    const el = [...document.querySelectorAll('.mall-pull__scroll')].find((e) => e.offsetParent !== null)
    if (!el || el.querySelector('.mall-pull-list__loading, .mall-loading')) return false
    const left = el.scrollHeight - el.scrollTop - el.offsetHeight
    // within the list's load-more offset (80 px; 60 leaves room for rounding) a paged list loads its next page
    if (left <= 60 && el.closest('.mall-pull-list')) {
      return el.querySelectorAll('.mall-pull-list__item').length > items || Boolean(el.querySelector('.mall-pull-list__no-more, .mall-pull-list__retry'))
    }
    return el.scrollTop !== top || left <= 2
  }, before, { polling: 'raf', timeout })
}

/** Waits until the checkout shows the pay money of an order calculation (`answer`: its Response). */
export async function showsCalculation(page, answer) {
  const body = await answer.json()
  const fen = body.data.pay_money
  const text = `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`
  await page.waitForFunction((t) => document.querySelector('.checkout-pay-money')?.textContent === t, text, { polling: 'raf', timeout: 10_000 })
}

const requireFromServer = createRequire(path.join(serverDir, 'package.json'))

/** Runs statements on the journey's SQLite file (through the server's own better-sqlite3). */
export function withSqlite(file, fn) {
  const Database = requireFromServer('better-sqlite3')
  const db = new Database(file)
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

/** Stores a website setting (website_config row) as the operator would. */
export function setWebsiteConfig(file, key, value, websiteId = 1) {
  withSqlite(file, (db) => {
    db.prepare('DELETE FROM website_config WHERE website_id = ? AND config_key = ?').run(websiteId, key)
    db.prepare('INSERT INTO website_config (website_id, config_key, value, updated_at) VALUES (?, ?, ?, ?)')
      .run(websiteId, key, JSON.stringify(value), Math.floor(Date.now() / 1000))
  })
}

/** Calls the API the way the app does and answers the envelope. */
export async function api(base, method, url, payload = {}) {
  // the server reads the token from a header, never from the query string
  const { token, ...fields } = payload
  const res = method === 'GET'
    ? await fetch(`${base}${url}?${new URLSearchParams(fields)}`, { headers: token ? { token } : {} })
    : await fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(fields) })
  return res.json()
}

/** The page's next answer from the API path `path` (start waiting before the click that sends it). */
export function answered(page, path, timeout = 30_000) {
  return page.waitForResponse((r) => new URL(r.url()).pathname === path, { timeout })
}

/** The code a captcha shows (development servers only). */
export async function captchaCode(base, captchaId) {
  const { data } = await api(base, 'GET', '/api/dev/captcha', { captcha_id: captchaId })
  assertOk(data?.code, `no captcha code for ${captchaId}`)
  return data.code
}

/** The newest dynamic code the development SMS outbox holds for a mobile. */
export async function outboxCode(base, mobile) {
  const { data } = await api(base, 'GET', '/api/dev/sms/outbox', { mobile })
  const list = Array.isArray(data) ? data : data?.list ?? []
  assertOk(list.length, `no SMS in the outbox for ${mobile}`)
  return [...list].sort((a, b) => b.created_at - a.created_at)[0].code
}

function assertOk(v, message) {
  if (!v) throw new Error(message)
}

/** Types into the real <input> inside an element carrying `cls` (Taro/NutUI wrap their inputs). */
export async function fill(page, cls, value) {
  const box = page.locator(`.${cls}`).first()
  const input = (await box.evaluate((el) => el.tagName === 'INPUT' || el.tagName === 'TEXTAREA')) ? box : box.locator('input, textarea').first()
  await input.fill(value)
}

/**
 * The fake WeChat / Alipay platforms of the server's tests, as a child process: answers `url`, the
 * server environment that points at it (`env`), and `control(path, body)` for its /__fake/ switches.
 */
export async function startFakePlatforms() {
  return startFakeScript('src/test/fake-platforms.ts')
}

/** The fake payment gateways (WeChat Pay v3, Alipay) as child processes, with the same handle. */
export const startFakeWechatPay = () => startFakeScript('src/test/fake-gateways/wechatpay.ts')
export const startFakeAlipay = () => startFakeScript('src/test/fake-gateways/alipay.ts')

/** A fake of the server's tests as a child process that prints one JSON line {url, env} when it listens. */
async function startFakeScript(script) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: serverDir, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  const line = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${out}`)), 90_000)
    child.stdout.on('data', (d) => {
      out += d
      const nl = out.indexOf('\n')
      if (nl >= 0) {
        clearTimeout(timer)
        resolve(out.slice(0, nl))
      }
    })
    child.stderr.on('data', (d) => (out += d))
    child.once('exit', () => reject(new Error(`${script} exited:\n${out}`)))
  })
  const { url, env } = JSON.parse(line)
  return {
    url,
    env,
    async control(p, body = {}) {
      const res = await fetch(`${url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      return res.json()
    },
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)))
    },
  }
}

/** A member made through the API (login/mobile registers an unknown mobile); answers the token. */
export async function apiMember(base, mobile) {
  const cap = await api(base, 'GET', '/api/captcha/captcha')
  const code = await captchaCode(base, cap.data.id)
  const sent = await api(base, 'POST', '/api/login/mobileCode', { mobile, captcha_id: cap.data.id, captcha_code: code })
  assertOk(sent.code >= 0, sent.message)
  const login = await api(base, 'POST', '/api/login/mobile', { mobile, key: sent.data.key, code: await outboxCode(base, mobile) })
  assertOk(login.code >= 0, login.message)
  return login.data.token
}

/** The demo member's token by password login (the captcha read from the development route). */
export async function passwordLogin(base, mobile = '13800000000', password = 'mall123456') {
  const cap = await api(base, 'GET', '/api/captcha/captcha')
  const code = await captchaCode(base, cap.data.id)
  const res = await api(base, 'POST', '/api/login/login', { username: mobile, password, captcha_id: cap.data.id, captcha_code: code })
  assertOk(res.code === 0, res.message)
  return res.data.token
}

/** A shop's staff token (the seeded admin `shop<site_id>` with MERCHANT_STAFF_PASSWORD; the captcha read from the development route). */
export async function staffLogin(base, siteId, password) {
  const cap = await api(base, 'GET', '/api/captcha/captcha')
  const code = await captchaCode(base, cap.data.id)
  const res = await api(base, 'POST', '/merchant/api/login', { username: `shop${siteId}`, password, captcha_id: cap.data.id, captcha_code: code })
  assertOk(res.code === 0, res.message)
  return res.data.token
}

/** A small real PNG (solid colour), for the head image upload. */
export function png(width, height, rgb) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf) => {
    let c = 0xffffffff
    for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type, data) => {
    const len = Buffer.alloc(4)
    len.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([len, body, sum])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8
  ihdr[9] = 2
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: width }, () => Buffer.from(rgb)))])
  const raw = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
