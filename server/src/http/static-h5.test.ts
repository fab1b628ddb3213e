import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { createTestApp, dbTargets, type TestApp } from '../test/harness.js'

describe('H5 site under /h5/', () => {
  let t: TestApp
  let dist: string
  before(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-h5-'))
    fs.mkdirSync(path.join(dist, 'js'))
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="app"></div>')
    fs.writeFileSync(path.join(dist, 'js', 'app.1a2b3c4d.js'), 'console.log(1)'.repeat(200))
    fs.writeFileSync(path.join(dist, 'favicon.ico'), 'x')
    t = await createTestApp(dbTargets()[0], { config: { h5Dist: dist } })
  })
  after(async () => {
    await t?.close()
    fs.rmSync(dist, { recursive: true, force: true })
  })

  it('serves index.html for the root and for deep links, never cached', async () => {
    for (const url of ['/h5/', '/h5/pages/goods/cart/cart', '/h5/otherpages/shop/street/street?x=1']) {
      const res = await t.app.inject({ method: 'GET', url })
      assert.equal(res.statusCode, 200, url)
      assert.match(res.body, /id="app"/)
      assert.equal(res.headers['cache-control'], 'no-cache')
    }
  })

  it('serves hashed assets with a year-long immutable cache, compressed when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/h5/js/app.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } })
    assert.equal(res.statusCode, 200)
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(res.headers['content-encoding'], 'gzip')
  })

  it('does not cache unhashed files for long and answers 404 for missing assets', async () => {
    const ico = await t.app.inject({ method: 'GET', url: '/h5/favicon.ico' })
    assert.equal(ico.statusCode, 200)
    assert.equal(ico.headers['cache-control'], 'no-cache')
    const missing = await t.app.inject({ method: 'GET', url: '/h5/js/missing.12345678.js' })
    assert.equal(missing.statusCode, 404)
  })

  it('answers /favicon.ico at the site root with the icon of the build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.ico' })
    assert.equal(res.statusCode, 200)
    assert.equal(res.body, 'x')
    assert.match(String(res.headers['content-type']), /icon/)
  })

  it('does not let a path escape the site folder', async () => {
    for (const url of ['/h5/..%2f..%2fetc%2fpasswd', '/h5/../../etc/passwd', '/h5/js/..%2f..%2f..%2fetc%2fhostname']) {
      const res = await t.app.inject({ method: 'GET', url })
      assert.doesNotMatch(res.body, /root:|^[a-z0-9-]+\n$/, url)
    }
  })
})

describe('uploaded files under /upload/', () => {
  let t: TestApp
  before(async () => {
    t = await createTestApp(dbTargets()[0])
    fs.mkdirSync(path.join(t.config.uploadDir, 'demo', 'goods'), { recursive: true })
    fs.writeFileSync(path.join(t.config.uploadDir, 'demo', 'goods', '7.png'), 'png-bytes')
    fs.writeFileSync(path.join(t.config.uploadDir, 'demo', 'goods', '8_small.png'), 'small-bytes')
    fs.writeFileSync(path.join(t.config.uploadDir, 'demo', 'goods', '8.png'), 'big-bytes')
  })
  after(() => t?.close())

  it('serves a file and falls back to the original for a missing size variant', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/upload/demo/goods/7.png' })
    assert.equal(plain.statusCode, 200)
    assert.equal(plain.body, 'png-bytes')
    const variant = await t.app.inject({ method: 'GET', url: '/upload/demo/goods/7_mid.png' })
    assert.equal(variant.statusCode, 200)
    assert.equal(variant.body, 'png-bytes')
    const real = await t.app.inject({ method: 'GET', url: '/upload/demo/goods/8_small.png' })
    assert.equal(real.body, 'small-bytes')
  })

  it('answers 404 for missing files and never leaves the upload folder', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/upload/demo/goods/9_mid.png' })).statusCode, 404)
    for (const url of ['/upload/..%2f..%2f..%2fetc%2fpasswd', '/upload/../../etc/passwd']) {
      const res = await t.app.inject({ method: 'GET', url })
      assert.doesNotMatch(res.body, /root:/, url)
    }
  })
})
