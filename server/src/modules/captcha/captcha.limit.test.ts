import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { captchaIpKey } from './captcha.service.js'

for (const target of dbTargets()) {
  describe(`captcha creation per IP [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      // the production default (the harness lifts it for the other suites)
      t = await createTestApp(target, { config: { captchaPerIpPerMinute: 30 } })
    })
    after(() => t?.close())

    const draw = (remoteAddress: string, method: 'GET' | 'POST' = 'POST') =>
      t.app.inject({ method, url: '/api/captcha/captcha', remoteAddress, ...(method === 'POST' ? { payload: { lang: 'en-us' } } : {}) })
        .then((r) => r.json())

    it('draws 30 a minute for one address, then answers -10029 without storing more', async () => {
      for (let i = 0; i < 30; i++) assert.equal((await draw('198.51.100.1', i % 2 ? 'GET' : 'POST')).code, 0, `captcha ${i + 1}`)
      const refused = await draw('198.51.100.1')
      assert.deepEqual(refused, { code: -10029, message: 'Too many requests, please try again later', data: null })
      assert.equal((await draw('198.51.100.1', 'GET')).code, -10029)
      // another address is not affected
      assert.equal((await draw('198.51.100.2')).code, 0)
      // the window is a minute: once the counter is gone, drawing works again
      await t.kv.del(captchaIpKey('198.51.100.1'))
      assert.equal((await draw('198.51.100.1')).code, 0)
    })

    it('a forged X-Forwarded-For does not open a new allowance', async () => {
      for (let i = 0; i < 30; i++) {
        await t.app.inject({ method: 'POST', url: '/api/captcha/captcha', remoteAddress: '198.51.100.3', headers: { 'x-forwarded-for': `203.0.113.${i}` }, payload: {} })
      }
      const res = await t.app.inject({ method: 'POST', url: '/api/captcha/captcha', remoteAddress: '198.51.100.3', headers: { 'x-forwarded-for': '203.0.113.200' }, payload: {} })
      assert.equal(res.json().code, -10029)
    })
  })
}
