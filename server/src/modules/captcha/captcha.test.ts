import { after, before, describe, it } from 'node:test'
import assert from 'node:assert/strict'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'

for (const target of dbTargets()) {
  describe(`development captcha peek [${target.name}]`, { skip: target.skip }, () => {
    let dev: TestApp
    let prod: TestApp
    before(async () => {
      dev = await createTestApp(target, { config: { development: true } })
      prod = await createTestApp(target, { config: { development: false } })
    })
    after(async () => {
      await dev?.close()
      await prod?.close()
    })

    it('shows the drawn code without spending it, and that code then logs the captcha in once', async () => {
      const { body } = await call(dev.app, 'GET', '/api/captcha/captcha')
      const id = body.data.id as string
      const peek = await call(dev.app, 'GET', '/api/dev/captcha', { captcha_id: id })
      assert.match(peek.body.data.code, /^\d{4}$/)
      // peeking twice gives the same code: nothing was consumed
      assert.equal((await call(dev.app, 'GET', '/api/dev/captcha', { captcha_id: id })).body.data.code, peek.body.data.code)
      const { consumeCaptcha } = await import('./captcha.service.js')
      const ctx = { kv: dev.kv, websiteId: 1 } as any
      await consumeCaptcha(ctx, id, peek.body.data.code)
      await assert.rejects(consumeCaptcha(ctx, id, peek.body.data.code))
      assert.equal((await call(dev.app, 'GET', '/api/dev/captcha', { captcha_id: id })).body.data.code, null)
    })

    it('refuses a malformed id and does not exist on a production server', async () => {
      assert.equal((await call(dev.app, 'GET', '/api/dev/captcha', { captcha_id: 'x' })).body.code, -10001)
      const { body } = await call(prod.app, 'GET', '/api/captcha/captcha')
      const res = await call(prod.app, 'GET', '/api/dev/captcha', { captcha_id: body.data.id })
      assert.equal(res.status, 404)
    })
  })
}
