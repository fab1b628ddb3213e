import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, beforeEach, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { exchangeLimitKey } from '../auth/auth.tripartite.tags.js'
import { alipaySignContent, alipayTimestamp, extractSignedJson, loadPrivateKey, loadPublicKey, rsa2Sign, rsa2Verify } from './alipay.client.js'

describe('alipay client: RSA2 signing', () => {
  const pair = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const privPem = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  const pubPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString()

  it('signs the sorted k=v content without sign and empty values', () => {
    const content = alipaySignContent({ method: 'alipay.system.oauth.token', app_id: '2021', sign: 'x', code: 'c', empty: '', charset: 'utf-8', biz_content: '{"a":"b c"}' })
    assert.equal(content, 'app_id=2021&biz_content={"a":"b c"}&charset=utf-8&code=c&method=alipay.system.oauth.token')
  })

  it('round-trips sign and verify; any change of content, signature or key fails', () => {
    const content = alipaySignContent({ app_id: '2021', method: 'alipay.system.oauth.token', code: 'abc', timestamp: '2024-01-02 03:04:05' })
    const sig = rsa2Sign(content, privPem)
    // SHA256withRSA, PKCS#1 v1.5: what Alipay's SDKs verify
    assert.ok(crypto.verify('sha256', Buffer.from(content), pair.publicKey, Buffer.from(sig, 'base64')))
    assert.ok(rsa2Verify(content, sig, pubPem))
    assert.ok(!rsa2Verify(content.replace('abc', 'abd'), sig, pubPem))
    assert.ok(!rsa2Verify(content, sig.slice(0, -4) + 'AAA=', pubPem))
    const other = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString()
    assert.ok(!rsa2Verify(content, sig, other))
    assert.ok(!rsa2Verify(content, 'not base64 at all', pubPem))
  })

  it('reads keys as PEM, bare base64 (the Alipay key tool), PKCS#1 and with escaped newlines', () => {
    const bare = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '')
    const pkcs1 = pair.privateKey.export({ type: 'pkcs1', format: 'der' }).toString('base64')
    for (const k of [privPem, bare(privPem), pkcs1, privPem.replace(/\n/g, '\\n')]) {
      assert.equal(loadPrivateKey(k).asymmetricKeyType, 'rsa')
      assert.ok(rsa2Verify('x', rsa2Sign('x', k), pubPem))
    }
    for (const k of [pubPem, bare(pubPem), pair.publicKey.export({ type: 'pkcs1', format: 'der' }).toString('base64')]) {
      assert.ok(rsa2Verify('y', rsa2Sign('y', privPem), loadPublicKey(k)))
    }
  })

  it('extracts the exact signed JSON text of the answer, braces inside strings included', () => {
    const inner = '{"user_id":"2088","note":"a } \\" { b","nested":{"x":1}}'
    const raw = `{"alipay_system_oauth_token_response": ${inner},"sign":"S"}`
    assert.equal(extractSignedJson(raw, 'alipay_system_oauth_token_response'), inner)
    assert.equal(extractSignedJson(raw, 'error_response'), null)
  })

  it('formats the timestamp in Beijing time', () => {
    assert.equal(alipayTimestamp(new Date('2024-01-01T20:30:40Z')), '2024-01-02 04:30:40')
  })
})

for (const target of dbTargets()) {
  describe(`alipay login exchanges against the fake gateway [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let fake: FakePlatforms

    before(async () => {
      fake = await startFakePlatforms()
      t = await createTestApp(target, {
        config: { platforms: fake.platformsConfig() },
        prepare: async (handle) => {
          await handle.db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
        },
      })
    })
    after(async () => {
      await t?.close()
      await fake?.close()
    })
    beforeEach(async () => {
      await t.kv.del(exchangeLimitKey('127.0.0.1'))
      fake.alipay.forgeSignatures = false
    })

    it('mini-program: auth code → open_id (newer apps) or user_id (older ones), with an auth_tag', async () => {
      const res = await call(t.app, 'POST', '/aliapp/api/aliapp/authcodetouserid', { code: fake.alipay.authCode({ user_id: '2088111122223333', open_id: '074aBcDeF' }) })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.open_id, '074aBcDeF')
      assert.match(res.body.data.auth_tag, /^[\w-]+\.[\w-]+$/)
      const old = await call(t.app, 'POST', '/aliapp/api/aliapp/authcodetouserid', { code: fake.alipay.authCode({ user_id: '2088444455556666' }) })
      assert.equal(old.body.data.open_id, '2088444455556666')
    })

    it('Alipay browser: authcode URL → the platform page → auth_code → open_id', async () => {
      const res = await call(t.app, 'POST', '/api/alifuwu/authcode', { redirect_url: 'http://mall.test/h5/?from=alipay' })
      assert.equal(res.body.code, 0, res.body.message)
      assert.ok(res.body.data.startsWith(`${fake.url}/oauth2/publicAppAuthorize.htm?app_id=${fake.alipay.appId}&scope=auth_base&`))
      const page = await fetch(res.body.data, { redirect: 'manual' })
      assert.equal(page.status, 302)
      const back = new URL(page.headers.get('location')!)
      assert.equal(back.searchParams.get('from'), 'alipay')
      const code = back.searchParams.get('auth_code')!
      const got = await call(t.app, 'POST', '/api/alifuwu/authcodetoopenid', { code })
      assert.equal(got.body.code, 0, got.body.message)
      assert.equal(got.body.data.open_id, '2088000000000001')
      // used codes and made-up ones: isv.code-invalid → -20305
      const again = await call(t.app, 'POST', '/api/alifuwu/authcodetoopenid', { code })
      assert.deepEqual([again.body.code, again.body.data.sub_code], [-20305, 'isv.code-invalid'])
      assert.equal((await call(t.app, 'POST', '/api/alifuwu/authcodetoopenid', { code: 'made-up' })).body.code, -20305)
    })

    it('an answer not signed by the platform key is refused (-20306), even a successful one', async () => {
      fake.alipay.forgeSignatures = true
      const res = await call(t.app, 'POST', '/aliapp/api/aliapp/authcodetouserid', { code: fake.alipay.authCode({ user_id: '2088777788889999' }), lang: 'en-us' })
      assert.deepEqual([res.body.code, res.body.message], [-20306, 'Alipay is not available at the moment, please try again later'])
      assert.equal(res.body.data.code, 'sign_invalid')
    })

    it('the gateway refuses a request signed with another merchant key (-20306, isv.invalid-signature)', async () => {
      const saved = t.config.platforms!
      const otherKey = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
      t.config.platforms = { ...saved, alipay: { ...saved.alipay!, privateKey: otherKey } }
      try {
        const res = await call(t.app, 'POST', '/aliapp/api/aliapp/authcodetouserid', { code: fake.alipay.authCode({}) })
        assert.deepEqual([res.body.code, res.body.data.sub_code], [-20306, 'isv.invalid-signature'])
      } finally {
        t.config.platforms = saved
      }
    })

    it('answers -20301 when Alipay is not configured', async () => {
      const saved = t.config.platforms!
      t.config.platforms = { ...saved, alipay: undefined }
      try {
        const a = await call(t.app, 'POST', '/api/alifuwu/authcodetoopenid', { code: 'x' })
        assert.deepEqual([a.body.code, a.body.message], [-20301, '未配置支付宝登录'])
        assert.equal((await call(t.app, 'POST', '/api/alifuwu/authcode', { redirect_url: 'http://mall.test/' })).body.code, -20301)
      } finally {
        t.config.platforms = saved
      }
    })
  })
}
