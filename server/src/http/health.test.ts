import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { createTestApp, dbTargets, type TestApp } from '../test/harness.js'
import { loadConfig } from '../config.js'

for (const target of dbTargets()) {
  describe(`health check for load balancers [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await createTestApp(target)
    })
    after(() => t?.close())

    it('answers 200 while the database and the key-value store answer, never from a cache', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' })
      assert.equal(res.statusCode, 200)
      assert.equal(res.headers['cache-control'], 'no-store')
      const body = res.json()
      assert.equal(body.code, 0)
      assert.equal(body.data.status, 'ok')
      assert.equal(body.data.database, target.name === 'sqlite' ? 'sqlite' : 'postgres')
      assert.deepEqual(body.data.checks, { database: 'ok', kv: 'ok' })
    })

    it('answers 503 -10503 in the caller language once the process drains, and 200 again after', async () => {
      t.app.lifecycle.draining = true
      try {
        const zh = await t.app.inject({ method: 'GET', url: '/api/health' })
        assert.equal(zh.statusCode, 503)
        assert.equal(zh.json().code, -10503)
        assert.equal(zh.json().data.status, 'draining')
        assert.equal(zh.json().message, '服务暂不可用，请稍后再试')
        const en = await t.app.inject({ method: 'GET', url: '/api/health?lang=en-us' })
        assert.equal(en.json().message, 'The service is unavailable, please try again later')
        // the calls themselves keep working while the balancer takes the instance out
        const goods = await t.app.inject({ method: 'POST', url: '/api/goodssku/page', payload: { page: 1, page_size: 1 } })
        assert.equal(goods.statusCode, 200)
        assert.ok(goods.json().code >= 0)
        assert.equal(goods.headers.connection, 'close', 'a draining process closes each connection after its answer')
      } finally {
        t.app.lifecycle.draining = false
      }
      const after = await t.app.inject({ method: 'GET', url: '/api/health' })
      assert.equal(after.statusCode, 200)
      assert.notEqual(after.headers.connection, 'close')
    })

    it('answers 503 when the key-value store cannot be reached', async () => {
      const kv = t.app.deps.kv
      const original = kv.ping
      kv.ping = () => Promise.reject(new Error('connection refused'))
      try {
        const res = await t.app.inject({ method: 'GET', url: '/api/health' })
        assert.equal(res.statusCode, 503)
        assert.deepEqual(res.json().data.checks, { database: 'ok', kv: 'failed' })
        assert.equal(res.json().data.status, 'failed')
      } finally {
        kv.ping = original
      }
    })
  })
}

describe('start and stop settings', () => {
  it('migrates on start unless MIGRATE=off; drains 0 ms and waits 15 s by default', () => {
    const base = loadConfig({})
    assert.equal(base.migrateOnStart, true)
    assert.equal(base.shutdownDrainMs, 0)
    assert.equal(base.shutdownTimeoutMs, 15_000)
    const set = loadConfig({ MIGRATE: 'off', SHUTDOWN_DRAIN_MS: '3000', SHUTDOWN_TIMEOUT_MS: '20000' })
    assert.equal(set.migrateOnStart, false)
    assert.equal(set.shutdownDrainMs, 3000)
    assert.equal(set.shutdownTimeoutMs, 20_000)
    assert.equal(loadConfig({ SHUTDOWN_DRAIN_MS: '-5' }).shutdownDrainMs, 0)
  })
})
