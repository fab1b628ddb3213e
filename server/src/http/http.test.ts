import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Writable } from 'node:stream'
import { after, before, describe, it } from 'node:test'
import { buildApp } from '../app.js'
import { loadConfig, type AppConfig } from '../config.js'
import { nowSeconds } from '../db/database.js'
import { MemoryKeyValueStore } from '../infra/kv.js'
import { call, createTestApp, dbTargets, openTestDb, type DbTarget, type TestApp } from '../test/harness.js'
import { signToken } from '../modules/auth/auth.token.js'
import { buildContext, requireMember } from './context.js'

for (const target of dbTargets()) {
  describe(`http conventions [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp(target)
    })
    after(() => t?.close())

    it('answers an unknown route with 404 in the envelope, in the caller language', async () => {
      const zh = await call(t.app, 'GET', '/api/nope')
      assert.equal(zh.status, 404)
      assert.equal(zh.body.code, -10004)
      assert.equal(zh.body.message, '接口不存在')
      const en = await call(t.app, 'GET', '/api/nope', { lang: 'en-us' })
      assert.equal(en.body.message, 'No such API')
    })

    it('redirects / to the H5 site and says so when the build is missing', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/' })
      assert.equal(res.statusCode, 302)
      assert.equal(res.headers.location, '/h5/')
      const h5 = await t.app.inject({ method: 'GET', url: '/h5/pages/goods/cart/cart' })
      assert.equal(h5.statusCode, 503)
    })

    it('reads a valid token and rejects tampered or expired ones with -10009 / -10010', async () => {
      const now = Math.floor(Date.now() / 1000)
      const good = signToken({ mid: 7, wid: 1, iat: now, exp: now + 60 }, t.config.tokenSecret)
      const expired = signToken({ mid: 7, wid: 1, iat: now - 120, exp: now - 60 }, t.config.tokenSecret)
      const fake = (token: string) => ({ query: {}, body: {}, headers: { token }, ip: '127.0.0.1', log: t.app.log }) as any
      assert.equal(requireMember(buildContext(fake(good), t.app.deps)), 7)
      assert.throws(() => requireMember(buildContext(fake(expired), t.app.deps)), (e: any) => e.code === -10010)
      const tampered = good.slice(0, -2) + (good.endsWith('A') ? 'BB' : 'AA')
      assert.throws(() => requireMember(buildContext(fake(tampered), t.app.deps)), (e: any) => e.code === -10009)
      const otherSite = signToken({ mid: 7, wid: 2, iat: now, exp: now + 60 }, t.config.tokenSecret)
      assert.throws(() => requireMember(buildContext(fake(otherSite), t.app.deps)), (e: any) => e.code === -10009)
    })
  })
}

/** The real app with its logger on, writing into `lines`. */
async function loggedApp(target: DbTarget, config: Partial<AppConfig> = {}) {
  const testDb = await openTestDb(target)
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-var-'))
  const now = nowSeconds()
  await testDb.handle.db.insertInto('website').values([
    { id: 1, title: 'Mall', logo: '', status: 1, created_at: now },
    { id: 2, title: 'Other', logo: '', status: 1, created_at: now },
  ] as any).execute()
  const { id: memberId } = await testDb.handle.db.insertInto('member')
    .values({ website_id: 1, mobile: '13800138000', nickname: 'm', headimg: '', status: 1, created_at: now }).returning('id').executeTakeFirstOrThrow()
  const lines: string[] = []
  const logStream = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done() } })
  const cfg: AppConfig = {
    ...loadConfig({ MALL_VAR_DIR: varDir, H5_DIST: path.join(varDir, 'no-h5') }),
    tokenSecret: 'test-secret', logLevel: 'info', ...config,
  }
  const app = await buildApp({ config: cfg, handle: testDb.handle, kv: new MemoryKeyValueStore(), logStream })
  // a probe of what the server believes the caller's address is
  app.get('/__test/ip', async (req) => ({ ip: req.ip }))
  const token = signToken({ mid: memberId, wid: 1, iat: now, exp: now + 3600 }, cfg.tokenSecret)
  return {
    app, lines, memberId, token, db: testDb.handle.db,
    async close() {
      await app.close()
      await testDb.dispose()
      fs.rmSync(varDir, { recursive: true, force: true })
    },
  }
}

for (const target of dbTargets()) {
  describe(`tokens travel in headers, never in logs [${target.name}]`, { skip: target.skip }, () => {
    let t: Awaited<ReturnType<typeof loggedApp>>
    before(async () => {
      t = await loggedApp(target)
    })
    after(() => t?.close())

    it('takes the token from the token header, Authorization: Bearer or the body; a query token is a visitor', async () => {
      const info = (opts: object) => t.app.inject({ method: 'GET', url: '/api/member/info', ...opts }).then((r) => r.json())
      assert.equal((await info({ headers: { token: t.token } })).code, 0)
      assert.equal((await info({ headers: { authorization: `Bearer ${t.token}` } })).code, 0)
      assert.equal((await info({ headers: { authorization: `bearer  ${t.token}` } })).code, 0)
      assert.equal((await info({ headers: { authorization: t.token } })).code, -10009, 'not a bearer credential')
      const byQuery = await info({ query: { token: t.token } })
      assert.equal(byQuery.code, -10009, 'a token in the query string is ignored')
      const posted = await t.app.inject({ method: 'POST', url: '/api/member/info', payload: { token: t.token } })
      assert.equal(posted.json().code, 0, 'older clients post it in the body')
      const postedQuery = await t.app.inject({ method: 'POST', url: `/api/member/info?token=${t.token}`, payload: {} })
      assert.equal(postedQuery.json().code, -10009)
      // the header wins over the body
      const both = await t.app.inject({ method: 'POST', url: '/api/member/info', headers: { token: t.token }, payload: { token: 'garbage' } })
      assert.equal(both.json().code, 0)
    })

    it('never writes a token into a log line (query, headers, body)', async () => {
      t.lines.length = 0
      await t.app.inject({ method: 'GET', url: `/api/member/info?token=${encodeURIComponent(t.token)}&lang=en-us` })
      await t.app.inject({ method: 'GET', url: '/api/member/info', headers: { token: t.token, cookie: `token=${t.token}` } })
      await t.app.inject({ method: 'GET', url: '/api/member/info', headers: { authorization: `Bearer ${t.token}` } })
      await t.app.inject({ method: 'POST', url: '/api/member/info', payload: { token: t.token } })
      await t.app.inject({ method: 'GET', url: `/api/nope?a=1&token=${t.token}` })
      assert.ok(t.lines.length >= 10, `the requests were logged (${t.lines.length} lines)`)
      const sig = t.token.split('.')[1]
      for (const line of t.lines) assert.ok(!line.includes(sig), `token in a log line: ${line}`)
      const urls = t.lines.map((l) => JSON.parse(l)).filter((l) => l.req?.url).map((l) => l.req.url)
      assert.ok(urls.includes('/api/member/info?token=[redacted]&lang=en-us'), urls.join(' '))
    })

    it('answers an unknown website_id with -10001 in the caller language, writing nothing', async () => {
      const before = await t.db.selectFrom('member').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
      const en = await t.app.inject({ method: 'POST', url: '/api/register/register', payload: { website_id: 999, username: '13900139000', password: 'secret-1', lang: 'en-us' } })
      assert.equal(en.statusCode, 200)
      assert.deepEqual(en.json(), { code: -10001, message: 'Invalid parameter: website_id', data: null })
      const zh = await t.app.inject({ method: 'GET', url: '/api/diyview/style?website_id=2147483647' })
      assert.equal(zh.json().code, -10001)
      assert.match(zh.json().message, /参数错误/)
      const after = await t.db.selectFrom('member').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
      assert.equal(Number(after.n), Number(before.n))
      // a site that exists is accepted, by number or text
      assert.notEqual((await t.app.inject({ method: 'POST', url: '/api/member/info', payload: { website_id: 2 } })).json().code, -10001)
      assert.notEqual((await t.app.inject({ method: 'GET', url: '/api/member/info?website_id=1' })).json().code, -10001)
      // a site created a moment ago is usable at once (the cache reloads on a miss)
      await new Promise((r) => setTimeout(r, 1100))
      await t.db.insertInto('website').values({ id: 3, title: 'New', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
      assert.equal((await t.app.inject({ method: 'POST', url: '/api/member/info', payload: { website_id: 3, token: t.token } })).json().code, -10009, 'the token is of site 1')
    })

    it('refuses arrays, objects and deep nesting in website_id, lang and app_type with -10001, not 500', async () => {
      let deep = '5'
      for (let i = 0; i < 5000; i++) deep = `[${deep}]`
      const deepObject = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)
      for (const field of ['website_id', 'lang', 'app_type', 'app_type_name']) {
        for (const value of [deep, deepObject, '[1]', '{"x":1}', '[[["en-us"]]]']) {
          const res = await t.app.inject({ method: 'POST', url: '/api/member/info', headers: { 'content-type': 'application/json', 'accept-language': 'en-US' }, payload: `{"${field}":${value}}` })
          assert.equal(res.statusCode, 200, `${field}=${value.slice(0, 20)}`)
          assert.equal(res.json().code, -10001, `${field}=${value.slice(0, 20)}`)
          assert.match(res.json().message, /^Invalid parameter/)
        }
      }
      for (const query of ['website_id[]=1', 'website_id=1&website_id=2', 'website_id=1.5', 'website_id=0x10', 'website_id=99999999999', 'lang[a]=en']) {
        const res = await t.app.inject({ method: 'GET', url: `/api/member/info?${query}` })
        assert.ok(res.statusCode < 500, query)
        assert.equal(res.json().code, -10001, query)
      }
    })

    it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
      const ip = (remoteAddress: string) =>
        t.app.inject({ method: 'GET', url: '/__test/ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9' } }).then((r) => r.json().ip)
      assert.equal(await ip('198.51.100.7'), '198.51.100.7', 'default: the peer is the client')
      const proxied = await loggedApp(target, { trustProxy: ['10.0.0.0/8'] })
      try {
        const via = (remoteAddress: string) =>
          proxied.app.inject({ method: 'GET', url: '/__test/ip', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9' } }).then((r) => r.json().ip)
        assert.equal(await via('10.1.2.3'), '203.0.113.9', 'a named proxy says who the client is')
        assert.equal(await via('198.51.100.7'), '198.51.100.7', 'anyone else cannot')
      } finally {
        await proxied.close()
      }
    })

    it('sends the document security headers on the H5 index and pages, and the short JSON set on API answers and errors', async () => {
      const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-'))
      const inline = 'document.documentElement.style.fontSize = "20px"'
      fs.writeFileSync(path.join(dist, 'index.html'), `<!doctype html><script>${inline}</script><div id="app"></div><script src="/h5/js/app.js"></script>`)
      const site = await loggedApp(target, { h5Dist: dist })
      try {
        const hash = `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`
        for (const [url, status] of [['/api/diyview/style', 200], ['/api/nope', 404], ['/merchant/api/order/lists', 200]] as const) {
          const res = await site.app.inject({ method: url.startsWith('/merchant') ? 'POST' : 'GET', url })
          assert.ok(res.statusCode === status || url.startsWith('/merchant'), url)
          assert.equal(res.headers['x-content-type-options'], 'nosniff', url)
          assert.equal(res.headers['x-frame-options'], 'DENY', url)
          assert.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'", url)
          assert.match(String(res.headers['strict-transport-security']), /max-age=/, url)
          for (const page of ['referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection']) assert.equal(res.headers[page], undefined, `${url}: ${page}`)
        }
        for (const [url, status] of [['/h5/', 200], ['/h5/pages/index/index', 200], ['/api/docs', 200]] as const) {
          const res = await site.app.inject({ method: 'GET', url })
          assert.equal(res.statusCode, status, url)
          assert.equal(res.headers['x-content-type-options'], 'nosniff', url)
          assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', url)
          assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin', url)
          const csp = String(res.headers['content-security-policy'])
          assert.match(csp, /frame-ancestors 'self'/, url)
          assert.match(csp, /default-src 'self'/, url)
          assert.match(csp, /object-src 'none'/, url)
          assert.match(csp, /connect-src 'self' blob: data:/, `${url}: the H5 upload reads the picked file from its blob: URL`)
          assert.ok(csp.includes(`script-src 'self' ${hash}`), `${url}: the index's inline script is allowed by its hash: ${csp}`)
          assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/, url)
          assert.doesNotMatch(csp, /upgrade-insecure-requests/, 'the demo runs on plain http')
        }
      } finally {
        await site.close()
        fs.rmSync(dist, { recursive: true, force: true })
      }
    })
  })
}
