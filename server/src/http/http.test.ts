import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, createTestApp, dbTargets, type TestApp } from '../test/harness.js'
import { signToken } from '../modules/core/token.js'
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
      const fake = (token: string) => ({ query: { token }, body: {}, headers: {}, ip: '127.0.0.1', log: t.app.log }) as any
      assert.equal(requireMember(buildContext(fake(good), t.app.deps)), 7)
      assert.throws(() => requireMember(buildContext(fake(expired), t.app.deps)), (e: any) => e.code === -10010)
      const tampered = good.slice(0, -2) + (good.endsWith('A') ? 'BB' : 'AA')
      assert.throws(() => requireMember(buildContext(fake(tampered), t.app.deps)), (e: any) => e.code === -10009)
      const otherSite = signToken({ mid: 7, wid: 2, iat: now, exp: now + 60 }, t.config.tokenSecret)
      assert.throws(() => requireMember(buildContext(fake(otherSite), t.app.deps)), (e: any) => e.code === -10009)
    })
  })
}
