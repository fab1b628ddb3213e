import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { PNG } from 'pngjs'
import { nowSeconds } from '../../db/database.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { signToken } from './auth.token.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { captchaKey } from '../captcha/captcha.service.js'
import { SMS_LIMITS, smsKeys, type StoredCode } from '../sms/sms.service.js'
import { forgetAddressFailures } from './login.guard.testkit.js'
import { REGISTER_LIMITS, registerKeys } from './register.limit.js'
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '../captcha/captcha.image.js'

for (const target of dbTargets()) {
  describe(`member login and registration [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let seq = 0
    // a fresh mobile per test keeps the per-mobile limits apart
    const newMobile = () => `139${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`

    before(async () => {
      t = await createTestApp(target, {
        prepare: async (handle) => {
          await handle.db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
        },
      })
    })
    after(() => t?.close())
    /** what app.inject sends as User-Agent */
    const INJECT_UA = 'lightMyRequest'
    beforeEach(async () => {
      await t.kv.del(smsKeys.ip('127.0.0.1'))
      // each test starts with the address's registration and password records clean
      await t.kv.del(registerKeys.ip('127.0.0.1'))
      await t.kv.del(registerKeys.device('127.0.0.1', INJECT_UA))
      await forgetAddressFailures(t.kv)
    })

    /** A captcha answered the way a person reads it (the code from the store). */
    async function captcha() {
      const { body } = await call(t.app, 'POST', '/api/captcha/captcha')
      assert.equal(body.code, 0)
      const stored = await t.kv.get(captchaKey(1, body.data.id))
      return { captcha_id: body.data.id as string, captcha_code: stored!.split(':')[0] }
    }

    async function outbox(mobile: string) {
      return t.handle.db.selectFrom('sms_outbox').selectAll().where('mobile', '=', mobile).orderBy('id', 'desc').execute()
    }

    async function sendCode(path: string, mobile: string) {
      return call(t.app, 'POST', path, { mobile, ...(await captcha()) })
    }

    it('draws a real PNG captcha, single use, wrong answers refused, refresh keeps the id', async () => {
      const { body } = await call(t.app, 'GET', '/api/captcha/captcha')
      assert.equal(body.code, 0)
      assert.match(body.data.id, /^[0-9a-f]{32}$/)
      const m = /^data:image\/png;base64,(.+)$/.exec(body.data.img)
      assert.ok(m)
      const png = PNG.sync.read(Buffer.from(m[1], 'base64'))
      assert.deepEqual([png.width, png.height], [CAPTCHA_WIDTH, CAPTCHA_HEIGHT])
      // ink of several colours: the digits and the noise are drawn, not a blank image
      const colours = new Set<string>()
      for (let i = 0; i < png.data.length; i += 4) colours.add(`${png.data[i]},${png.data[i + 1]},${png.data[i + 2]}`)
      assert.ok(colours.size > 20)
      const code = (await t.kv.get(captchaKey(1, body.data.id)))!.split(':')[0]
      assert.match(code, /^\d{4}$/)

      const refreshed = await call(t.app, 'POST', '/api/captcha/captcha', { captcha_id: body.data.id })
      assert.equal(refreshed.body.data.id, body.data.id)
      assert.notEqual(refreshed.body.data.img, body.data.img)

      const mobile = newMobile()
      const wrong = await call(t.app, 'POST', '/api/login/mobileCode', { mobile, captcha_id: body.data.id, captcha_code: code === '0000' ? '1111' : '0000' })
      assert.equal(wrong.body.code, -20204)
      assert.equal(wrong.body.message, '验证码错误')
      // the wrong attempt spent it: even the right code is refused now
      const c = await captcha()
      assert.equal((await call(t.app, 'POST', '/api/login/mobileCode', { mobile, ...c })).body.code, 0)
      await t.kv.del(smsKeys.gap(mobile))
      assert.equal((await call(t.app, 'POST', '/api/login/mobileCode', { mobile, ...c })).body.code, -20204)
      assert.equal((await call(t.app, 'POST', '/api/login/mobileCode', { mobile })).body.code, -20203)
    })

    it('answers the captcha and register configs with their defaults and stored values', async () => {
      assert.deepEqual((await call(t.app, 'GET', '/api/config/getCaptchaConfig')).body.data, { value: { shop_reception_login: 1 } })
      const reg = (await call(t.app, 'GET', '/api/register/config')).body.data.value
      assert.equal(reg.third_party, 0)
      assert.equal(reg.bind_mobile, 0)
      assert.deepEqual(reg.register, ['mobile', 'password'])
      await setWebsiteConfig(t.handle.db, 1, 'register_config', { third_party: 1, bind_mobile: 1 })
      const stored = (await call(t.app, 'GET', '/api/register/config')).body.data.value
      assert.equal(stored.third_party, 1)
      assert.equal(stored.bind_mobile, 1)
      await setWebsiteConfig(t.handle.db, 1, 'register_config', {})
    })

    it('validates the mobile in both languages', async () => {
      const none = await call(t.app, 'POST', '/api/login/mobileCode', {})
      assert.deepEqual([none.body.code, none.body.message], [-20201, '请输入手机号'])
      const bad = await call(t.app, 'POST', '/api/login/mobileCode', { mobile: '12345678901', lang: 'en-us' })
      assert.deepEqual([bad.body.code, bad.body.message], [-20202, 'Please enter a valid mobile number'])
      const noCode = await call(t.app, 'POST', '/api/login/mobile', { mobile: newMobile(), key: 'x' })
      assert.deepEqual([noCode.body.code, noCode.body.message], [-20205, '请输入动态码'])
    })

    it('registers by mobile code: the code goes to the outbox only, then token → own member info', async () => {
      const mobile = newMobile()
      const sent = await sendCode('/api/register/mobileCode', mobile)
      assert.equal(sent.body.code, 0)
      assert.deepEqual(Object.keys(sent.body.data), ['key'])
      const [msg] = await outbox(mobile)
      assert.match(msg.code, /^\d{4}$/)
      assert.equal(msg.purpose, 'register')
      assert.ok(msg.content.includes(msg.code))
      assert.ok(!JSON.stringify(sent.body).includes(msg.content))

      const reg = await call(t.app, 'POST', '/api/register/mobile', { mobile, key: sent.body.data.key, code: msg.code })
      assert.equal(reg.body.code, 0)
      assert.equal(reg.body.data.is_register, 1)
      const info = await call(t.app, 'GET', '/api/member/info', { token: reg.body.data.token })
      assert.equal(info.body.code, 0)
      assert.equal(info.body.data.mobile, mobile)
      assert.equal(info.body.data.balance, 0)
      assert.equal(info.body.data.is_set_password, 0)
      // the code is spent
      assert.equal((await call(t.app, 'POST', '/api/register/mobile', { mobile, key: sent.body.data.key, code: msg.code })).body.code, -20207)

      // mobile login of the same member: is_register 0, same member id
      await t.kv.del(smsKeys.gap(mobile))
      const login = await sendCode('/api/login/mobileCode', mobile)
      const [loginMsg] = await outbox(mobile)
      assert.equal(loginMsg.purpose, 'login')
      const logged = await call(t.app, 'POST', '/api/login/mobile', { mobile, key: login.body.data.key, code: loginMsg.code })
      assert.equal(logged.body.data.is_register, 0)
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: logged.body.data.token })).body.data.member_id, info.body.data.member_id)
    })

    it('mobile login of an unknown mobile registers it', async () => {
      const mobile = newMobile()
      const sent = await sendCode('/api/login/mobileCode', mobile)
      const [msg] = await outbox(mobile)
      const res = await call(t.app, 'POST', '/api/login/mobile', { mobile, key: sent.body.data.key, code: msg.code })
      assert.equal(res.body.data.is_register, 1)
      // a code sent for one mobile does not log in another
      const other = newMobile()
      const s2 = await sendCode('/api/login/mobileCode', other)
      const [m2] = await outbox(other)
      assert.equal((await call(t.app, 'POST', '/api/login/mobile', { mobile, key: s2.body.data.key, code: m2.code })).body.code, -20206)
    })

    it('limits sends: 60 s per mobile with the seconds left, a daily cap, an hourly IP cap', async () => {
      const mobile = newMobile()
      assert.equal((await sendCode('/api/login/mobileCode', mobile)).body.code, 0)
      const again = await sendCode('/api/login/mobileCode', mobile)
      assert.equal(again.body.code, -20209)
      assert.ok(again.body.data.seconds > 0 && again.body.data.seconds <= 60)
      assert.equal(again.body.message, `发送太频繁，请${again.body.data.seconds}秒后再试`)
      assert.equal((await outbox(mobile)).length, 1)

      await t.kv.del(smsKeys.gap(mobile))
      await t.kv.set(smsKeys.day(mobile), String(SMS_LIMITS.perMobilePerDay), 3600)
      assert.equal((await sendCode('/api/login/mobileCode', mobile)).body.code, -20210)

      const fresh = newMobile()
      await t.kv.set(smsKeys.ip('127.0.0.1'), String(SMS_LIMITS.perIpPerHour), 3600)
      assert.equal((await sendCode('/api/login/mobileCode', fresh)).body.code, -20211)
      assert.equal((await outbox(fresh)).length, 0)
    })

    it('voids a code after 5 wrong attempts and refuses an expired one', async () => {
      const mobile = newMobile()
      const { body } = await sendCode('/api/login/mobileCode', mobile)
      const [msg] = await outbox(mobile)
      const wrongCode = msg.code === '0000' ? '1111' : '0000'
      for (let i = 1; i <= 4; i++) {
        assert.equal((await call(t.app, 'POST', '/api/login/mobile', { mobile, key: body.data.key, code: wrongCode })).body.code, -20206, `try ${i}`)
      }
      assert.equal((await call(t.app, 'POST', '/api/login/mobile', { mobile, key: body.data.key, code: wrongCode })).body.code, -20208)
      assert.equal((await call(t.app, 'POST', '/api/login/mobile', { mobile, key: body.data.key, code: msg.code })).body.code, -20208)

      const m2 = newMobile()
      const s2 = await sendCode('/api/login/mobileCode', m2)
      const [msg2] = await outbox(m2)
      const stored = JSON.parse((await t.kv.get(smsKeys.code(s2.body.data.key)))!) as StoredCode
      await t.kv.set(smsKeys.code(s2.body.data.key), JSON.stringify({ ...stored, exp: nowSeconds() - 1 }), 60)
      const expired = await call(t.app, 'POST', '/api/login/mobile', { mobile: m2, key: s2.body.data.key, code: msg2.code, lang: 'en-us' })
      assert.equal(expired.body.code, -20207)
      assert.match(expired.body.message, /expired/)
    })

    it('registers and logs in by password; wrong password and short password refused', async () => {
      const mobile = newMobile()
      const short = await call(t.app, 'POST', '/api/register/register', { username: mobile, password: '12345', ...(await captcha()) })
      assert.deepEqual([short.body.code, short.body.message], [-20214, '密码长度不能小于6位'])
      const reg = await call(t.app, 'POST', '/api/register/register', { username: mobile, password: 'secret-1', ...(await captcha()) })
      assert.equal(reg.body.code, 0)
      assert.equal(reg.body.data.is_register, 1)
      const row = await t.handle.db.selectFrom('member').select('password_hash').where('mobile', '=', mobile).executeTakeFirstOrThrow()
      assert.match(row.password_hash, /^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
      assert.equal((await call(t.app, 'POST', '/api/register/register', { username: mobile, password: 'secret-1', ...(await captcha()) })).body.code, -20213)

      const login = await call(t.app, 'POST', '/api/login/login', { username: mobile, password: 'secret-1', ...(await captcha()) })
      assert.equal(login.body.code, 0)
      const info = await call(t.app, 'GET', '/api/member/info', { token: login.body.data.token })
      assert.equal(info.body.data.is_set_password, 1)
      assert.equal((await call(t.app, 'POST', '/api/login/login', { username: mobile, password: 'secret-2', ...(await captcha()) })).body.code, -20215)
      assert.equal((await call(t.app, 'POST', '/api/login/login', { username: newMobile(), password: 'secret-1', ...(await captcha()) })).body.code, -20215)
      // without a captcha the form is refused while the config asks for one, accepted when it is off
      assert.equal((await call(t.app, 'POST', '/api/login/login', { username: mobile, password: 'secret-1' })).body.code, -20203)
      await setWebsiteConfig(t.handle.db, 1, 'captcha_config', { shop_reception_login: 0 })
      try {
        assert.deepEqual((await call(t.app, 'GET', '/api/config/getCaptchaConfig')).body.data.value, { shop_reception_login: 0 })
        assert.equal((await call(t.app, 'POST', '/api/login/login', { username: mobile, password: 'secret-1' })).body.code, 0)
      } finally {
        await setWebsiteConfig(t.handle.db, 1, 'captcha_config', { shop_reception_login: 1 })
      }
    })

    it('rejects tampered (-10009) and expired (-10010) tokens, revokes on logout, shows only the caller', async () => {
      const a = await call(t.app, 'POST', '/api/register/register', { username: newMobile(), password: 'secret-a', ...(await captcha()) })
      const b = await call(t.app, 'POST', '/api/register/register', { username: newMobile(), password: 'secret-b', ...(await captcha()) })
      const infoA = (await call(t.app, 'GET', '/api/member/info', { token: a.body.data.token })).body.data
      const infoB = (await call(t.app, 'GET', '/api/member/info', { token: b.body.data.token })).body.data
      assert.notEqual(infoA.member_id, infoB.member_id)
      assert.notEqual(infoA.mobile, infoB.mobile)
      // the member id comes from the token only; a member_id in the payload changes nothing
      // (ignored, or refused as a field the route does not declare: never the other member's profile)
      const forged = await call(t.app, 'GET', '/api/member/info', { token: a.body.data.token, member_id: infoB.member_id })
      assert.ok(forged.body.code === -10001 || forged.body.data.mobile === infoA.mobile, JSON.stringify(forged.body))

      const tok: string = a.body.data.token
      const tampered = tok.slice(0, -2) + (tok.endsWith('A') ? 'BB' : 'AA')
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: tampered })).body.code, -10009)
      const now = nowSeconds()
      const expired = signToken({ mid: infoA.member_id, wid: 1, iat: now - 100, exp: now - 1 }, t.config.tokenSecret)
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: expired })).body.code, -10010)
      assert.equal((await call(t.app, 'GET', '/api/member/info')).body.code, -10009)

      assert.equal((await call(t.app, 'POST', '/api/login/logout', { token: tok })).body.code, 0)
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: tok })).body.code, -10009)
      assert.equal((await call(t.app, 'GET', '/api/cart/lists', { token: tok })).body.code, -10009)
      // the other member's session is untouched
      assert.equal((await call(t.app, 'GET', '/api/member/info', { token: b.body.data.token })).body.code, 0)
    })

    it('a login right after a logout works: tokens of one second differ, so the revoked one stays alone', async () => {
      const mobile = newMobile()
      await call(t.app, 'POST', '/api/register/register', { username: mobile, password: 'secret-c', ...(await captcha()) })
      const tokens: string[] = []
      // several logout/login rounds within a second or two: each new token must work
      for (let i = 0; i < 3; i++) {
        const login = await call(t.app, 'POST', '/api/login/login', { username: mobile, password: 'secret-c', ...(await captcha()) })
        const tok: string = login.body.data.token
        assert.ok(!tokens.includes(tok), 'every login hands out a new token')
        tokens.push(tok)
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: tok })).body.code, 0)
        assert.equal((await call(t.app, 'POST', '/api/login/logout', { token: tok })).body.code, 0)
        assert.equal((await call(t.app, 'GET', '/api/member/info', { token: tok })).body.code, -10009)
      }
    })

    /** A raw call with a chosen address and user agent (the harness' call always comes from 127.0.0.1). */
    async function callFrom(ip: string, ua: string, url: string, payload: Record<string, unknown>) {
      const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { 'user-agent': ua } })
      return res.json() as { code: number; message: string; data: any }
    }

    // password guessing: login.guard.test.ts

    describe('registration flood', () => {
      const register = (ip: string, ua: string, extra: Record<string, unknown> = {}) => async () =>
        callFrom(ip, ua, '/api/register/register', { username: newMobile(), password: 'secret-1', ...(await captcha()), ...extra })

      it('allows 5 registrations per device in 10 minutes and 10 per address an hour', async () => {
        const ip = '10.3.0.1'
        for (let i = 0; i < REGISTER_LIMITS.perDevicePerWindow; i++) assert.equal((await register(ip, 'phone-a')()).code, 0)
        const refused = await register(ip, 'phone-a')()
        assert.deepEqual([refused.code, refused.message], [-20220, '注册太频繁，请稍后再试'])
        const en = await register(ip, 'phone-a', { lang: 'en-us' })()
        assert.deepEqual([en.code, en.message], [-20220, 'Too many registrations from this network, please try again later'])
        // another device at the same address, until the address' hourly limit
        for (let i = REGISTER_LIMITS.perDevicePerWindow; i < REGISTER_LIMITS.perIpPerHour; i++) assert.equal((await register(ip, 'phone-b')()).code, 0)
        assert.equal((await register(ip, 'phone-c')()).code, -20220)
        assert.equal((await register('10.3.0.2', 'phone-a')()).code, 0)
      })

      it('holds under a burst: 40 parallel registrations from one address, 10 new members', async () => {
        const ip = '10.4.0.1'
        const before = Number((await t.handle.db.selectFrom('member').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
        const captchas = await Promise.all(Array.from({ length: 40 }, () => captcha()))
        const answers = await Promise.all(captchas.map((c, i) =>
          callFrom(ip, `device-${i}`, '/api/register/register', { username: newMobile(), password: 'secret-1', ...c })))
        assert.equal(answers.filter((a) => a.code === 0).length, REGISTER_LIMITS.perIpPerHour)
        assert.equal(answers.filter((a) => a.code === -20220).length, 40 - REGISTER_LIMITS.perIpPerHour)
        const afterCount = Number((await t.handle.db.selectFrom('member').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
        assert.equal(afterCount - before, REGISTER_LIMITS.perIpPerHour)
      })

      it('limits mobile-code registration and login/mobile of a new mobile, before the code is spent', async () => {
        await t.kv.set(registerKeys.ip('127.0.0.1'), String(REGISTER_LIMITS.perIpPerHour), 3600)
        const mobile = newMobile()
        const sent = await sendCode('/api/register/mobileCode', mobile)
        const [msg] = await outbox(mobile)
        assert.equal((await call(t.app, 'POST', '/api/register/mobile', { mobile, key: sent.body.data.key, code: msg.code })).body.code, -20220)
        const other = newMobile()
        const s2 = await sendCode('/api/login/mobileCode', other)
        const [m2] = await outbox(other)
        assert.equal((await call(t.app, 'POST', '/api/login/mobile', { mobile: other, key: s2.body.data.key, code: m2.code })).body.code, -20220)
        // an existing member still logs in by code at that address
        const member = newMobile()
        await t.kv.del(registerKeys.ip('127.0.0.1'))
        await call(t.app, 'POST', '/api/register/register', { username: member, password: 'secret-1', ...(await captcha()) })
        await t.kv.set(registerKeys.ip('127.0.0.1'), String(REGISTER_LIMITS.perIpPerHour), 3600)
        const s3 = await sendCode('/api/login/mobileCode', member)
        const [m3] = await outbox(member)
        assert.equal((await call(t.app, 'POST', '/api/login/mobile', { mobile: member, key: s3.body.data.key, code: m3.code })).body.code, 0)
        // the refused codes were not spent: with the limit gone they register
        await t.kv.del(registerKeys.ip('127.0.0.1'))
        assert.equal((await call(t.app, 'POST', '/api/register/mobile', { mobile, key: sent.body.data.key, code: msg.code })).body.code, 0)
        assert.equal((await call(t.app, 'POST', '/api/login/mobile', { mobile: other, key: s2.body.data.key, code: m2.code })).body.data.is_register, 1)
      })
    })

    describe('no account enumeration by the code routes', () => {
      it('register/mobileCode answers a member and a stranger alike; the member is refused only after the code', async () => {
        const memberMobile = newMobile()
        await call(t.app, 'POST', '/api/register/register', { username: memberMobile, password: 'secret-1', ...(await captcha()) })
        const stranger = newMobile()
        const a = await sendCode('/api/register/mobileCode', memberMobile)
        const b = await sendCode('/api/register/mobileCode', stranger)
        assert.deepEqual([a.body.code, a.body.message, Object.keys(a.body.data)], [b.body.code, b.body.message, Object.keys(b.body.data)])
        assert.equal(a.body.code, 0)
        // the member's phone is told to log in instead
        const [toMember] = await outbox(memberMobile)
        assert.equal(toMember.purpose, 'register')
        assert.equal(toMember.content, '该手机号已注册，请直接登录；忘记密码可通过“找回密码”重置。如非本人操作，请忽略本短信。')
        const [toStranger] = await outbox(stranger)
        assert.ok(toStranger.content.includes(toStranger.code))
        // a wrong code says nothing about the mobile; the right one gets the refusal
        const wrongCode = toMember.code === '0000' ? '1111' : '0000'
        assert.equal((await call(t.app, 'POST', '/api/register/mobile', { mobile: memberMobile, key: a.body.data.key, code: wrongCode })).body.code, -20206)
        const refused = await call(t.app, 'POST', '/api/register/mobile', { mobile: memberMobile, key: a.body.data.key, code: toMember.code })
        assert.deepEqual([refused.body.code, refused.body.message], [-20213, '该手机号已注册，请直接登录'])
        // the English text of the member's SMS
        const again = newMobile()
        await call(t.app, 'POST', '/api/register/register', { username: again, password: 'secret-1', ...(await captcha()) })
        await call(t.app, 'POST', '/api/register/mobileCode', { mobile: again, ...(await captcha()), lang: 'en-us' })
        assert.match((await outbox(again))[0].content, /already registered: please log in instead/)
      })

      it('login/mobileCode answers a member and a stranger alike', async () => {
        const memberMobile = newMobile()
        await call(t.app, 'POST', '/api/register/register', { username: memberMobile, password: 'secret-1', ...(await captcha()) })
        const a = await sendCode('/api/login/mobileCode', memberMobile)
        const b = await sendCode('/api/login/mobileCode', newMobile())
        assert.deepEqual([a.body.code, a.body.message, Object.keys(a.body.data)], [0, b.body.message, Object.keys(b.body.data)])
      })
    })
  })
}
