import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, beforeEach, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { startFakePlatforms, type FakePlatforms, type FakeWechatUser } from '../../test/fake-platforms.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { captchaKey } from '../captcha/captcha.service.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { signToken } from './auth.token.js'
import { smsKeys } from '../sms/sms.service.js'
import { REGISTER_LIMITS, registerKeys } from './register.limit.js'
import { encryptWechatData } from '../wechat/wechat.client.js'
import { releaseMemberIdentities } from './auth.tripartite.repository.js'
import { exchangeLimitKey } from './auth.tripartite.tags.js'

let seq = 0
const stamp = String(Date.now() % 1e5).padStart(5, '0')
const newMobile = () => `136${stamp}${String(seq++ % 1000).padStart(3, '0')}`
const uniq = (p: string) => `${p}-${crypto.randomBytes(4).toString('hex')}`

for (const target of dbTargets()) {
  describe(`third-party login and binding [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let fake: FakePlatforms

    before(async () => {
      fake = await startFakePlatforms()
      t = await createTestApp(target, {
        config: { platforms: fake.platformsConfig() },
        prepare: async (handle) => {
          await handle.db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
          await handle.db.insertInto('website').values({ id: 2, title: 'Other', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
        },
      })
    })
    after(async () => {
      await t?.close()
      await fake?.close()
    })
    beforeEach(async () => {
      await t.kv.del(exchangeLimitKey('127.0.0.1'))
      await t.kv.del(smsKeys.ip('127.0.0.1'))
      await t.kv.del(registerKeys.ip('127.0.0.1'))
      await t.kv.del(registerKeys.device('127.0.0.1', 'lightMyRequest'))
      await registerConfig({ third_party: 1, bind_mobile: 0 })
    })

    const registerConfig = (v: { third_party: 0 | 1; bind_mobile: 0 | 1 }) => setWebsiteConfig(t.handle.db, 1, 'register_config', v)

    async function captcha() {
      const { body } = await call(t.app, 'POST', '/api/captcha/captcha')
      const stored = await t.kv.get(captchaKey(1, body.data.id))
      return { captcha_id: body.data.id as string, captcha_code: stored!.split(':')[0] }
    }

    /** An official-account user through the real exchange (snsapi_userinfo). */
    async function mpLogin(user: Partial<FakeWechatUser>) {
      const res = await call(t.app, 'POST', '/wechat/api/wechat/authcodetoopenid', { code: fake.wechat.oauthCode(user, 'snsapi_userinfo') })
      assert.equal(res.body.code, 0, res.body.message)
      return res.body.data as { openid: string; unionid: string; auth_tag: string }
    }

    async function weappLogin(user: Partial<FakeWechatUser>) {
      const res = await call(t.app, 'POST', '/weapp/api/weapp/authcodetoopenid', { code: fake.wechat.loginCode(user) })
      assert.equal(res.body.code, 0, res.body.message)
      return res.body.data as { openid: string; unionid: string; auth_tag: string }
    }

    async function aliLogin(userId: string) {
      const res = await call(t.app, 'POST', '/aliapp/api/aliapp/authcodetouserid', { code: fake.alipay.authCode({ user_id: userId }) })
      assert.equal(res.body.code, 0, res.body.message)
      return res.body.data as { open_id: string; auth_tag: string }
    }

    /** A 'bind' code sent to the mobile and read from the outbox. */
    async function bindCode(mobile: string, token?: string) {
      await t.kv.del(smsKeys.gap(mobile))
      const sent = await call(t.app, 'POST', '/api/tripartite/mobileCode', { mobile, ...(await captcha()), ...(token ? { token } : {}) })
      assert.equal(sent.body.code, 0, sent.body.message)
      const [msg] = await t.handle.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', mobile).orderBy('id', 'desc').limit(1).execute()
      assert.equal(msg.purpose, 'bind')
      return { key: sent.body.data.key as string, code: msg.code }
    }

    async function info(token: string) {
      const res = await call(t.app, 'GET', '/api/member/info', { token })
      assert.equal(res.body.code, 0, res.body.message)
      return res.body.data
    }

    async function registerByPassword(mobile = newMobile()) {
      const res = await call(t.app, 'POST', '/api/register/register', { username: mobile, password: 'secret-1', ...(await captcha()) })
      assert.equal(res.body.code, 0, res.body.message)
      return { token: res.body.data.token as string, memberId: (await info(res.body.data.token)).member_id as number, mobile }
    }

    const memberCount = async () => Number((await t.handle.db.selectFrom('member').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const bindings = (memberId: number) => t.handle.db.selectFrom('member_auth').select(['app_type', 'openid', 'unionid']).where('member_id', '=', memberId).orderBy('id').execute()

    it('login/auth: not bound → -10016; authRegister (bind_mobile off) registers without a mobile; then auth logs in', async () => {
      const u = { unionid: uniq('u'), nickname: '阿明', headimgurl: `${fake.url}/__fake/avatar.png` }
      const { auth_tag, openid } = await mpLogin(u)
      const notYet = await call(t.app, 'POST', '/api/login/auth', { auth_tag })
      assert.deepEqual([notYet.body.code, notYet.body.message], [-10016, '该账号尚未注册'])
      assert.deepEqual((await call(t.app, 'POST', '/api/login/authonlylogin', { auth_tag })).body.data, { token: '', is_register: 0 })

      const referrer = await registerByPassword()
      const before = await memberCount()
      const reg = await call(t.app, 'POST', '/api/login/authRegister', { auth_tag, source_member: referrer.memberId, suid: 7 })
      assert.equal(reg.body.code, 0, reg.body.message)
      assert.equal(reg.body.data.is_register, 1)
      assert.equal(await memberCount(), before + 1)
      const me = await info(reg.body.data.token)
      assert.equal(me.mobile, '')
      assert.equal(me.nickname, '阿明')
      assert.equal(me.headimg, u.headimgurl)
      assert.equal(me.source_member, referrer.memberId)
      assert.equal((await t.handle.db.selectFrom('member').select('suid').where('id', '=', me.member_id).executeTakeFirstOrThrow()).suid, 7)
      assert.deepEqual(await bindings(me.member_id), [{ app_type: 'wechat', openid, unionid: u.unionid }])

      // a new platform login of the same user (new code, new tag): the bound member
      const again = await mpLogin(u)
      const login = await call(t.app, 'POST', '/api/login/auth', { auth_tag: again.auth_tag })
      assert.equal(login.body.code, 0)
      assert.equal(login.body.data.is_register, 0)
      assert.equal((await info(login.body.data.token)).member_id, me.member_id)
      const only = await call(t.app, 'POST', '/api/login/authonlylogin', { auth_tag: again.auth_tag })
      assert.equal((await info(only.body.data.token)).member_id, me.member_id)
      // authRegister of a bound identity logs in, never a second member
      const twice = await call(t.app, 'POST', '/api/login/authRegister', { auth_tag: again.auth_tag })
      assert.deepEqual([twice.body.code, twice.body.data.is_register], [0, 0])
      assert.equal(await memberCount(), before + 1)
    })

    it('a double tap on authRegister makes one member and logs both in to it', async () => {
      const { auth_tag } = await weappLogin({ unionid: uniq('u') })
      const before = await memberCount()
      const answers = await Promise.all([1, 2, 3, 4].map(() => call(t.app, 'POST', '/api/login/authRegister', { auth_tag, nickname: '双击' })))
      for (const a of answers) assert.equal(a.body.code, 0, a.body.message)
      assert.equal(await memberCount(), before + 1)
      const ids = new Set(await Promise.all(answers.map(async (a) => (await info(a.body.data.token)).member_id)))
      assert.equal(ids.size, 1)
      assert.equal(answers.filter((a) => a.body.data.is_register === 1).length, 1)
    })

    it('registration limits hold for third-party registration: authRegister and the popup refuse past them', async () => {
      const { auth_tag } = await mpLogin({ unionid: uniq('u') })
      await t.kv.set(registerKeys.device('127.0.0.1', 'lightMyRequest'), String(REGISTER_LIMITS.perDevicePerWindow), 600)
      const before = await memberCount()
      const refused = await call(t.app, 'POST', '/api/login/authRegister', { auth_tag, lang: 'en-us' })
      assert.deepEqual([refused.body.code, refused.body.message], [-20220, 'Too many registrations from this network, please try again later'])
      assert.equal(await memberCount(), before)

      // the complete-info popup with a new mobile: refused before the code is spent
      await registerConfig({ third_party: 1, bind_mobile: 1 })
      const mobile = newMobile()
      const { key, code } = await bindCode(mobile)
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobile', { mobile, key, code, auth_tag })).body.code, -20220)
      assert.equal(await memberCount(), before)
      await t.kv.del(registerKeys.device('127.0.0.1', 'lightMyRequest'))
      const res = await call(t.app, 'POST', '/api/tripartite/mobile', { mobile, key, code, auth_tag })
      assert.deepEqual([res.body.code, res.body.data.is_register], [0, 1])
    })

    it('bind_mobile on: authRegister is refused with -20302; third_party off: -10016 for auth, -20303 for the rest', async () => {
      const { auth_tag } = await mpLogin({ unionid: uniq('u') })
      await registerConfig({ third_party: 1, bind_mobile: 1 })
      const refused = await call(t.app, 'POST', '/api/login/authRegister', { auth_tag, lang: 'en-us' })
      assert.deepEqual([refused.body.code, refused.body.message], [-20302, 'Please bind a mobile number first'])

      // bound, then third-party login switched off: auth answers -10016 (the client goes to the login page)
      await registerConfig({ third_party: 1, bind_mobile: 0 })
      assert.equal((await call(t.app, 'POST', '/api/login/authRegister', { auth_tag })).body.code, 0)
      await registerConfig({ third_party: 0, bind_mobile: 0 })
      assert.equal((await call(t.app, 'POST', '/api/login/auth', { auth_tag })).body.code, -10016)
      assert.deepEqual((await call(t.app, 'POST', '/api/login/authonlylogin', { auth_tag })).body.data, { token: '', is_register: 0 })
      const mobile = newMobile()
      const off: Array<[string, Record<string, unknown>]> = [
        ['/api/login/authRegister', { auth_tag }],
        ['/api/tripartite/mobileCode', { mobile, ...(await captcha()) }],
        ['/api/tripartite/mobile', { mobile, key: 'k', code: '1234', auth_tag }],
        ['/api/tripartite/getPhoneNumber', { auth_tag, code: 'x' }],
        ['/api/tripartite/mobileauth', { auth_tag, mobile_tag: 'x' }],
      ]
      for (const [url, payload] of off) {
        const res = await call(t.app, 'POST', url, payload)
        assert.deepEqual([res.body.code, res.body.message], [-20303, '未开启第三方登录'], url)
      }
      // nothing was sent while off
      assert.equal((await t.handle.db.selectFrom('sms_outbox').select('id').where('mobile', '=', mobile).execute()).length, 0)
    })

    it('links WeChat app types by unionid: the mini-program finds the official-account member and binds its openid', async () => {
      const unionid = uniq('u')
      const mp = await mpLogin({ unionid, nickname: 'Union' })
      const reg = await call(t.app, 'POST', '/api/login/authRegister', { auth_tag: mp.auth_tag })
      const memberId = (await info(reg.body.data.token)).member_id
      const wx = await weappLogin({ unionid })
      assert.notEqual(wx.openid, mp.openid)
      const login = await call(t.app, 'POST', '/api/login/auth', { auth_tag: wx.auth_tag })
      assert.equal(login.body.code, 0, login.body.message)
      assert.equal((await info(login.body.data.token)).member_id, memberId)
      assert.deepEqual((await bindings(memberId)).map((b) => [b.app_type, b.openid]), [['wechat', mp.openid], ['weapp', wx.openid]])
      // Alipay identities are never linked to WeChat ones
      const ali = await aliLogin(`2088${Date.now() % 1e12}`)
      assert.equal((await call(t.app, 'POST', '/api/login/auth', { auth_tag: ali.auth_tag })).body.code, -10016)
    })

    it('refuses tampered, expired, foreign, missing and wrong-kind auth_tags with -20307', async () => {
      const { auth_tag } = await mpLogin({ unionid: uniq('u') })
      const [body, sig] = auth_tag.split('.')
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString())
      const forge = (p: object, secret = t.config.tokenSecret) => {
        const b = Buffer.from(JSON.stringify(p)).toString('base64url')
        return `${b}.${crypto.createHmac('sha256', secret).update(`tripartite-auth:${b}`).digest('base64url')}`
      }
      // the forging recipe is right: an honest copy passes
      assert.equal((await call(t.app, 'POST', '/api/login/auth', { auth_tag: forge(payload) })).body.code, -10016)
      const other = { ...payload, openid: 'someone-else' }
      const bad = [
        `${Buffer.from(JSON.stringify(other)).toString('base64url')}.${sig}`,
        `${body}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`,
        forge({ ...payload, exp: nowSeconds() - 1 }),
        forge(payload, 'another-secret'),
        forge({ ...payload, wid: 2 }),
        forge({ ...payload, k: 'mobile' }),
        signToken({ mid: 1, wid: 1, iat: nowSeconds(), exp: nowSeconds() + 60 }, t.config.tokenSecret),
        '',
        undefined,
      ]
      for (const tag of bad) {
        const res = await call(t.app, 'POST', '/api/login/auth', tag === undefined ? {} : { auth_tag: tag })
        assert.equal(res.body.code, -20307, String(tag))
      }
      assert.equal((await call(t.app, 'POST', '/api/login/authRegister', { auth_tag: bad[0], lang: 'en-us' })).body.message,
        'The authorisation information has expired, please authorise again')
      // a tag of website 1 does not work for website 2
      await setWebsiteConfig(t.handle.db, 2, 'register_config', { third_party: 1, bind_mobile: 0 })
      assert.equal((await call(t.app, 'POST', '/api/login/auth', { auth_tag, website_id: 2 })).body.code, -20307)
    })

    it('complete-info popup: code to a new mobile registers the member with mobile and identity (is_register 1)', async () => {
      await registerConfig({ third_party: 1, bind_mobile: 1 })
      const referrer = await registerByPassword()
      const { auth_tag, openid } = await mpLogin({ unionid: uniq('u'), nickname: '新人' })
      const mobile = newMobile()
      // the captcha is required by default
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileCode', { mobile })).body.code, -20203)
      const { key, code } = await bindCode(mobile)
      const wrong = await call(t.app, 'POST', '/api/tripartite/mobile', { mobile, key, code: code === '0000' ? '1111' : '0000', auth_tag })
      assert.equal(wrong.body.code, -20206)
      const noTag = await call(t.app, 'POST', '/api/tripartite/mobile', { mobile, key, code })
      assert.equal(noTag.body.code, -20307)
      const res = await call(t.app, 'POST', '/api/tripartite/mobile', { mobile, key, code, auth_tag, nickname: '  ', source_member: referrer.memberId })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.is_register, 1)
      const me = await info(res.body.data.token)
      assert.equal(me.mobile, mobile)
      assert.equal(me.nickname, '新人')
      assert.equal(me.source_member, referrer.memberId)
      assert.deepEqual((await bindings(me.member_id)).map((b) => b.openid), [openid])
      // the code is spent
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobile', { mobile, key, code, auth_tag })).body.code, -20207)
      // from now on the identity logs in directly
      assert.equal((await info((await call(t.app, 'POST', '/api/login/auth', { auth_tag })).body.data.token)).member_id, me.member_id)
    })

    it('complete-info popup with a known mobile binds the identity to that member (is_register 0)', async () => {
      const owner = await registerByPassword()
      const { auth_tag, openid } = await weappLogin({ unionid: uniq('u') })
      const before = await memberCount()
      const { key, code } = await bindCode(owner.mobile)
      const res = await call(t.app, 'POST', '/api/tripartite/mobile', { mobile: owner.mobile, key, code, auth_tag })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.is_register, 0)
      assert.equal((await info(res.body.data.token)).member_id, owner.memberId)
      assert.equal(await memberCount(), before)
      assert.deepEqual((await bindings(owner.memberId)).map((b) => [b.app_type, b.openid]), [['weapp', openid]])

      // another mini-program identity cannot be bound to the same member (-20312)
      const second = await weappLogin({ unionid: uniq('u') })
      const c2 = await bindCode(owner.mobile)
      const refused = await call(t.app, 'POST', '/api/tripartite/mobile', { mobile: owner.mobile, ...c2, auth_tag: second.auth_tag })
      assert.equal(refused.body.code, -20312)
      // ... and the refusal did not spend the code: the first identity may still use it
      const ok2 = await call(t.app, 'POST', '/api/tripartite/mobile', { mobile: owner.mobile, ...c2, auth_tag })
      assert.equal(ok2.body.code, 0, ok2.body.message)
    })

    it('an identity bound to one member cannot be bound to another member\'s mobile (-20304)', async () => {
      const a = await registerByPassword()
      const b = await registerByPassword()
      const { auth_tag } = await aliLogin(`2088${Date.now() % 1e12}`)
      const ca = await bindCode(a.mobile)
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobile', { mobile: a.mobile, ...ca, auth_tag })).body.code, 0)
      const cb = await bindCode(b.mobile)
      const res = await call(t.app, 'POST', '/api/tripartite/mobile', { mobile: b.mobile, ...cb, auth_tag, lang: 'en-us' })
      assert.deepEqual([res.body.code, res.body.message], [-20304, 'This Alipay account is bound to another member'])
      // logged in as b, binding a's identity is refused too
      const forced = await call(t.app, 'POST', '/api/tripartite/mobile', { mobile: b.mobile, ...cb, auth_tag, token: b.token })
      assert.equal(forced.body.code, -20304)
    })

    it('forced binding with a token: the member without a mobile takes it (and the identity); others\' mobiles are refused', async () => {
      const { auth_tag } = await mpLogin({ unionid: uniq('u') })
      const reg = await call(t.app, 'POST', '/api/login/authRegister', { auth_tag })
      const token = reg.body.data.token as string
      const memberId = (await info(token)).member_id
      await registerConfig({ third_party: 1, bind_mobile: 1 })

      const taken = await registerByPassword()
      const refused = await call(t.app, 'POST', '/api/tripartite/mobileCode', { mobile: taken.mobile, token, ...(await captcha()) })
      assert.deepEqual([refused.body.code, refused.body.message], [-20213, '该手机号已被其他账号使用'])
      // a stale token is not silently ignored
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileCode', { mobile: newMobile(), token: `${token}x`, ...(await captcha()) })).body.code, -10009)

      const mobile = newMobile()
      const { key, code } = await bindCode(mobile, token)
      const res = await call(t.app, 'POST', '/api/tripartite/mobile', { mobile, key, code, token, auth_tag })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.is_register, 0)
      assert.equal((await info(res.body.data.token)).member_id, memberId)
      assert.equal((await info(token)).mobile, mobile)

      // now that it has one, another mobile goes through the profile, not here
      const other = newMobile()
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileCode', { mobile: other, token, ...(await captcha()) })).body.code, -20313)
    })

    it('getPhoneNumber with the button code (stable access_token cached, refreshed when stale) → mobileauth registers', async () => {
      await registerConfig({ third_party: 1, bind_mobile: 1 })
      const { auth_tag, openid } = await weappLogin({ unionid: uniq('u') })
      const mobile = newMobile()
      const tokensBefore = fake.wechat.calls.get('/cgi-bin/stable_token') ?? 0
      const phoneCode = fake.wechat.phoneCode(mobile)
      const res = await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, code: phoneCode })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.mobile, mobile)
      // the button code is single use
      assert.equal((await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, code: phoneCode })).body.code, -20305)
      // the access_token is cached: a second number does not fetch another one
      assert.equal((await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, code: fake.wechat.phoneCode(newMobile()) })).body.code, 0)
      assert.equal(fake.wechat.calls.get('/cgi-bin/stable_token'), tokensBefore + 1)
      fake.wechat.expireAccessTokens()
      assert.equal((await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, code: fake.wechat.phoneCode(newMobile()) })).body.code, 0)
      assert.equal(fake.wechat.calls.get('/cgi-bin/stable_token'), tokensBefore + 2)

      const reg = await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: res.body.data.mobile_tag, nickname: '小程序用户' })
      assert.equal(reg.body.code, 0, reg.body.message)
      assert.equal(reg.body.data.is_register, 1)
      const me = await info(reg.body.data.token)
      assert.deepEqual([me.mobile, me.nickname], [mobile, '小程序用户'])
      assert.deepEqual((await bindings(me.member_id)).map((b) => b.openid), [openid])
      // repeating it logs in to the same member
      const again = await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: res.body.data.mobile_tag })
      assert.deepEqual([again.body.code, again.body.data.is_register], [0, 0])
    })

    it('getPhoneNumber with iv + encryptedData decrypts with the stored session_key and checks the watermark', async () => {
      const owner = await registerByPassword()
      const { auth_tag, openid } = await weappLogin({ unionid: uniq('u') })
      const sessionKey = fake.wechat.sessionKeyOf(openid)!
      const iv = crypto.randomBytes(16).toString('base64')
      const phone = (p: object) => encryptWechatData(sessionKey, iv, {
        phoneNumber: owner.mobile, purePhoneNumber: owner.mobile, countryCode: '86', watermark: { appid: fake.wechat.weapp.appId, timestamp: nowSeconds() }, ...p,
      })
      const res = await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, iv, encryptedData: phone({}) })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.mobile, owner.mobile)

      const otherApp = await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, iv, encryptedData: phone({ watermark: { appid: 'wxsomeoneelse' } }) })
      assert.equal(otherApp.body.code, -20309)
      const garbage = await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, iv, encryptedData: crypto.randomBytes(48).toString('base64') })
      assert.equal(garbage.body.code, -20309)
      const foreign = await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, iv, encryptedData: phone({ countryCode: '1', purePhoneNumber: '2025550123' }) })
      assert.equal(foreign.body.code, -20202)
      assert.equal((await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag })).body.code, -10001)
      assert.equal((await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, iv })).body.code, -10001)

      // the known mobile's member gets the identity
      const bound = await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: res.body.data.mobile_tag })
      assert.deepEqual([bound.body.code, bound.body.data.is_register], [0, 0])
      assert.equal((await info(bound.body.data.token)).member_id, owner.memberId)

      // a newer wx.login replaces the session_key: data made with the old one no longer decrypts
      await weappLogin({ unionid: (await bindings(owner.memberId))[0].unionid })
      assert.equal((await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, iv, encryptedData: phone({}) })).body.code, -20309)
    })

    it('forced binding by the WeChat phone number: mobileauth with a token gives the member the mobile', async () => {
      // a mini-program member registered while bind_mobile was off, so without a mobile
      const { auth_tag, openid } = await weappLogin({ unionid: uniq('u') })
      const token = (await call(t.app, 'POST', '/api/login/authRegister', { auth_tag })).body.data.token as string
      const memberId = (await info(token)).member_id
      await registerConfig({ third_party: 1, bind_mobile: 1 })
      const before = await memberCount()

      // another member's mobile is refused before anything changes
      const taken = await registerByPassword()
      const takenTag = (await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, code: fake.wechat.phoneCode(taken.mobile) })).body.data.mobile_tag
      const refused = await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: takenTag, token })
      assert.equal(refused.body.code, -20213)
      // a stale token is refused, not taken for a visitor's call
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: takenTag, token: `${token}x` })).body.code, -10009)

      const mobile = newMobile()
      const phone = await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, code: fake.wechat.phoneCode(mobile), token })
      assert.equal(phone.body.code, 0, phone.body.message)
      const res = await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: phone.body.data.mobile_tag, token })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.is_register, 0)
      const me = await info(res.body.data.token)
      assert.deepEqual([me.member_id, me.mobile], [memberId, mobile])
      assert.equal(await memberCount(), before + 1) // only the password member above
      assert.deepEqual((await bindings(memberId)).map((b) => b.openid), [openid])
      // repeating it is harmless; another number now goes through the profile (-20313)
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: phone.body.data.mobile_tag, token })).body.code, 0)
      const other = (await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, code: fake.wechat.phoneCode(newMobile()) })).body.data.mobile_tag
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: other, token })).body.code, -20313)

      // logged in as a member without a mobile, someone else's identity is refused (-20304)
      await registerConfig({ third_party: 1, bind_mobile: 0 })
      const second = await weappLogin({ unionid: uniq('u') })
      const secondToken = (await call(t.app, 'POST', '/api/login/authRegister', { auth_tag: second.auth_tag })).body.data.token as string
      await registerConfig({ third_party: 1, bind_mobile: 1 })
      const foreign = (await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, code: fake.wechat.phoneCode(newMobile()) })).body.data.mobile_tag
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: foreign, token: secondToken })).body.code, -20304)
      assert.equal((await info(secondToken)).mobile ?? '', '')
    })

    it('getPhoneNumber: session gone (-20310), not a mini-program identity (-20311), unconfigured (-20301); mobile_tag bound to its identity', async () => {
      const { auth_tag } = await weappLogin({ unionid: uniq('u') })
      const iv = crypto.randomBytes(16).toString('base64')
      // a session_key kept no longer (its time is the auth_tag's life) is gone
      const other = await weappLogin({ unionid: uniq('u') })
      await t.kv.del(`weapp:session_key:1:${other.openid}`)
      const gone = await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag: other.auth_tag, iv, encryptedData: 'AAAA' })
      assert.deepEqual([gone.body.code, gone.body.message], [-20310, '登录状态已过期，请重新进入小程序'])

      const mp = await mpLogin({ unionid: uniq('u') })
      assert.equal((await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag: mp.auth_tag, code: 'x' })).body.code, -20311)

      const saved = t.config.platforms!
      t.config.platforms = { ...saved, wechatWeapp: undefined }
      try {
        assert.equal((await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, code: 'x' })).body.code, -20301)
      } finally {
        t.config.platforms = saved
      }

      const res = await call(t.app, 'POST', '/api/tripartite/getPhoneNumber', { auth_tag, code: fake.wechat.phoneCode(newMobile()) })
      assert.equal(res.body.code, 0, res.body.message)
      // someone else's auth_tag cannot use this mobile_tag; a tampered one is refused
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag: other.auth_tag, mobile_tag: res.body.data.mobile_tag })).body.code, -20308)
      const [b, s] = res.body.data.mobile_tag.split('.')
      const swapped = JSON.parse(Buffer.from(b, 'base64url').toString())
      swapped.mobile = newMobile()
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: `${Buffer.from(JSON.stringify(swapped)).toString('base64url')}.${s}` })).body.code, -20308)
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag, mobile_tag: auth_tag })).body.code, -20308)
      assert.equal((await call(t.app, 'POST', '/api/tripartite/mobileauth', { auth_tag })).body.code, -20308)
    })

    it('released bindings (account cancellation) make the identity unregistered again', async () => {
      const { auth_tag } = await aliLogin(`2088${Date.now() % 1e12}`)
      const reg = await call(t.app, 'POST', '/api/login/authRegister', { auth_tag })
      const memberId = (await info(reg.body.data.token)).member_id
      assert.equal(await releaseMemberIdentities(t.handle.db, 1, memberId), 1)
      assert.equal((await call(t.app, 'POST', '/api/login/auth', { auth_tag })).body.code, -10016)
    })
  })
}
