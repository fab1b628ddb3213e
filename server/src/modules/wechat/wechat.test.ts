import { setWebsiteConfig } from '../config/config.service.js'
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, beforeEach, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { startFakePlatforms, type FakePlatforms } from '../../test/fake-platforms.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { EXCHANGES_PER_IP_PER_MINUTE, exchangeLimitKey } from '../auth/auth.tripartite.tags.js'
import { decryptWechatData, encryptWechatData, oauthAuthorizeUrl } from './wechat.client.js'

describe('wechat client: data decryption and the authorise URL', () => {
  const sessionKey = crypto.randomBytes(16).toString('base64')
  const iv = crypto.randomBytes(16).toString('base64')
  const data = { phoneNumber: '13800138000', purePhoneNumber: '13800138000', countryCode: '86', watermark: { appid: 'wxapp', timestamp: 1 } }

  it('decrypts AES-128-CBC data made with the session_key and checks the watermark appid', () => {
    const enc = encryptWechatData(sessionKey, iv, data)
    // really encrypted: the plaintext is not in the payload
    assert.ok(!Buffer.from(enc, 'base64').toString('latin1').includes('13800138000'))
    assert.deepEqual(decryptWechatData(sessionKey, iv, enc, 'wxapp'), data)
    assert.throws(() => decryptWechatData(sessionKey, iv, enc, 'another-app'), /watermark/)
    const otherKey = crypto.randomBytes(16).toString('base64')
    assert.throws(() => decryptWechatData(otherKey, iv, enc, 'wxapp'))
    assert.throws(() => decryptWechatData(sessionKey, Buffer.alloc(8).toString('base64'), enc, 'wxapp'), /length/)
  })

  it('decrypts a payload made independently with openssl-equivalent primitives', () => {
    const key = Buffer.alloc(16, 7)
    const ivBuf = Buffer.alloc(16, 3)
    const plain = JSON.stringify({ purePhoneNumber: '13912345678', watermark: { appid: 'wxabc' } })
    const c = crypto.createCipheriv('aes-128-cbc', key, ivBuf)
    const enc = Buffer.concat([c.update(plain), c.final()]).toString('base64')
    assert.equal(decryptWechatData<any>(key.toString('base64'), ivBuf.toString('base64'), enc, 'wxabc').purePhoneNumber, '13912345678')
  })

  it('builds the documented authorise URL', () => {
    assert.equal(
      oauthAuthorizeUrl('https://open.weixin.qq.com/', 'wx1', 'https://m.example.com/h5/?a=1&b=2', 'snsapi_userinfo', 's3'),
      'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1&redirect_uri=https%3A%2F%2Fm.example.com%2Fh5%2F%3Fa%3D1%26b%3D2' +
        '&response_type=code&scope=snsapi_userinfo&state=s3#wechat_redirect',
    )
  })
})

for (const target of dbTargets()) {
  describe(`wechat login exchanges against the fake platform [${target.name}]`, { skip: target.skip }, () => {
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
    })

    it('answers the subscription template ids the operator mapped, only for the events asked, at most 5', async () => {
      assert.deepEqual((await call(t.app, 'GET', '/weapp/api/weapp/messagetmplids', { keywords: 'ORDER_PAY' })).body.data, [])
      await setWebsiteConfig(t.handle.db, 1, 'weapp_subscribe_templates', { ORDER_PAY: 'tmpl-pay', ORDER_DELIVERY: 'tmpl-ship', ORDER_CLOSE: '' })
      const res = await call(t.app, 'POST', '/weapp/api/weapp/messagetmplids', { keywords: 'ORDER_PAY,ORDER_DELIVERY,ORDER_CLOSE,UNKNOWN' })
      assert.deepEqual(res.body.data, ['tmpl-pay', 'tmpl-ship'])
      assert.deepEqual((await call(t.app, 'POST', '/weapp/api/weapp/messagetmplids', {})).body.data, [])
      assert.equal((await call(t.app, 'POST', '/weapp/api/weapp/messagetmplids', { keywords: "x'; drop" })).body.code, -10001)
    })

    /** Runs the browser part: open the authorise URL, let the fake "agree", read code and state from the redirect. */
    async function authorise(scopes?: string) {
      const res = await call(t.app, 'POST', '/wechat/api/wechat/authcode', { redirect_url: 'http://mall.test/h5/pages/index/index/index?x=1', source_site_id: 3, ...(scopes ? { scopes } : {}) })
      assert.equal(res.body.code, 0, res.body.message)
      const url = res.body.data as string
      assert.ok(url.startsWith(`${fake.url}/connect/oauth2/authorize?appid=${fake.wechat.mp.appId}&`))
      assert.ok(url.endsWith('#wechat_redirect'))
      const page = await fetch(url, { redirect: 'manual' })
      assert.equal(page.status, 302)
      const back = new URL(page.headers.get('location')!)
      assert.equal(`${back.origin}${back.pathname}`, 'http://mall.test/h5/pages/index/index/index')
      assert.equal(back.searchParams.get('x'), '1')
      assert.equal(back.searchParams.get('state'), 's3')
      return back.searchParams.get('code')!
    }

    it('authcode → the platform page → code → openid, unionid and an auth_tag (snsapi_base: no userinfo)', async () => {
      fake.wechat.setOauthUser({ unionid: 'union-base', nickname: 'Base' })
      const code = await authorise()
      const res = await call(t.app, 'POST', '/wechat/api/wechat/authcodetoopenid', { code })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.openid, fake.wechat.openidOf(fake.wechat.mp.appId, { unionid: 'union-base' }))
      assert.equal(res.body.data.unionid, 'union-base')
      assert.equal(res.body.data.userinfo, null)
      assert.match(res.body.data.auth_tag, /^[\w-]+\.[\w-]+$/)

      // single use: the same code again is refused by the platform (40163) and answered -20305
      const again = await call(t.app, 'POST', '/wechat/api/wechat/authcodetoopenid', { code, lang: 'en-us' })
      assert.equal(again.body.code, -20305)
      assert.equal(again.body.data.errcode, 40163)
      assert.equal(again.body.message, 'The authorisation has expired, please authorise again')
    })

    it('snsapi_userinfo gives the profile (nickName, avatarUrl)', async () => {
      fake.wechat.setOauthUser({ unionid: 'union-info', nickname: '小明', headimgurl: `${fake.url}/__fake/avatar.png` })
      const code = await authorise('snsapi_userinfo')
      const res = await call(t.app, 'POST', '/wechat/api/wechat/authcodetoopenid', { code })
      assert.equal(res.body.code, 0, res.body.message)
      assert.deepEqual(res.body.data.userinfo, { nickName: '小明', avatarUrl: `${fake.url}/__fake/avatar.png` })
    })

    it('refuses made-up codes (40029), missing codes and bad redirect URLs', async () => {
      const bad = await call(t.app, 'POST', '/wechat/api/wechat/authcodetoopenid', { code: 'made-up' })
      assert.deepEqual([bad.body.code, bad.body.data.errcode, bad.body.message], [-20305, 40029, '授权已失效，请重新授权'])
      assert.equal((await call(t.app, 'POST', '/wechat/api/wechat/authcodetoopenid', {})).body.code, -10001)
      assert.equal((await call(t.app, 'POST', '/weapp/api/weapp/authcodetoopenid', { code: 'made-up' })).body.code, -20305)
      for (const redirect_url of [undefined, 'javascript:alert(1)', 'not a url']) {
        assert.equal((await call(t.app, 'POST', '/wechat/api/wechat/authcode', redirect_url ? { redirect_url } : {})).body.code, -20314)
      }
    })

    it('a wrong app secret is a platform failure (-20306), not a bad code', async () => {
      const saved = t.config.platforms!
      t.config.platforms = { ...saved, wechatMp: { appId: saved.wechatMp!.appId, appSecret: 'wrong' } }
      try {
        const res = await call(t.app, 'POST', '/wechat/api/wechat/authcodetoopenid', { code: fake.wechat.oauthCode({}) })
        assert.deepEqual([res.body.code, res.body.data.errcode, res.body.message], [-20306, 40125, '微信服务暂时不可用，请稍后再试'])
      } finally {
        t.config.platforms = saved
      }
    })

    it('an unreachable platform is -20306', async () => {
      const saved = t.config.platforms!
      t.config.platforms = { ...saved, wechatApiBase: 'http://127.0.0.1:1' }
      try {
        assert.equal((await call(t.app, 'POST', '/weapp/api/weapp/authcodetoopenid', { code: 'x' })).body.code, -20306)
      } finally {
        t.config.platforms = saved
      }
    })

    it('weapp: wx.login code → openid (per app), unionid (shared), session_key kept on the server only', async () => {
      const code = fake.wechat.loginCode({ unionid: 'union-weapp' })
      const res = await call(t.app, 'POST', '/weapp/api/weapp/authcodetoopenid', { code })
      assert.equal(res.body.code, 0, res.body.message)
      const openid = fake.wechat.openidOf(fake.wechat.weapp.appId, { unionid: 'union-weapp' })
      assert.equal(res.body.data.openid, openid)
      assert.notEqual(openid, fake.wechat.openidOf(fake.wechat.mp.appId, { unionid: 'union-weapp' }))
      assert.equal(res.body.data.unionid, 'union-weapp')
      assert.deepEqual(Object.keys(res.body.data).sort(), ['auth_tag', 'openid', 'unionid'])
      assert.ok(!JSON.stringify(res.body).includes(fake.wechat.sessionKeyOf(openid)!))
      assert.equal((await call(t.app, 'POST', '/weapp/api/weapp/authcodetoopenid', { code })).body.data.errcode, 40163)
    })

    it('answers -20301 for an unconfigured platform, in both languages', async () => {
      const saved = t.config.platforms!
      t.config.platforms = { ...saved, wechatMp: undefined, wechatWeapp: undefined }
      try {
        const a = await call(t.app, 'POST', '/wechat/api/wechat/authcode', { redirect_url: 'http://mall.test/' })
        assert.deepEqual([a.body.code, a.body.message], [-20301, '未配置微信登录'])
        const b = await call(t.app, 'POST', '/weapp/api/weapp/authcodetoopenid', { code: 'x', lang: 'en-us' })
        assert.deepEqual([b.body.code, b.body.message], [-20301, 'WeChat mini-program login is not configured'])
      } finally {
        t.config.platforms = saved
      }
    })

    it('limits code exchanges per IP', async () => {
      await t.kv.set(exchangeLimitKey('127.0.0.1'), String(EXCHANGES_PER_IP_PER_MINUTE), 60)
      const calls = fake.wechat.calls.get('/sns/jscode2session') ?? 0
      const res = await call(t.app, 'POST', '/weapp/api/weapp/authcodetoopenid', { code: fake.wechat.loginCode({}) })
      assert.equal(res.body.code, -10029)
      // refused before the platform is asked
      assert.equal(fake.wechat.calls.get('/sns/jscode2session') ?? 0, calls)
    })
  })
}
