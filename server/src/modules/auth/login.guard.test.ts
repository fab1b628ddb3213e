import assert from 'node:assert/strict'
import { after, afterEach, before, beforeEach, describe, it, mock } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { captchaKey } from '../captcha/captcha.service.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { hashPassword } from '../member/member.password.js'
import { MerchantError } from '../merchant/merchant.messages.js'
import { AuthError } from './auth.messages.js'
import { LOGIN_GUARD, decoyPassword, loginGuardKeys, loginPause, wrongAnswerDelayMs } from './login.guard.js'
import { forgetAddressFailures } from './login.guard.testkit.js'

const LOGIN_FAILED = -20215

describe('login guard: the delay before a wrong answer', () => {
  it('is 0 for the first two, then 0.5 s doubling up to 8 s', () => {
    assert.deepEqual([1, 2, 3, 4, 5, 6, 7, 8, 50].map(wrongAnswerDelayMs), [0, 0, 500, 1000, 2000, 4000, 8000, 8000, 8000])
  })
})

for (const target of dbTargets()) {
  describe(`login guard [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let seq = 0
    const newMobile = () => `136${String(Date.now() % 1e6).padStart(6, '0')}${String(seq++ % 100).padStart(2, '0')}`
    /** the pauses before wrong answers, in ms (nothing really waits) */
    let pauses: number[] = []

    before(async () => {
      t = await createTestApp(target, {
        prepare: async (handle) => {
          await handle.db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
          // the forms of these tests carry a captcha only where the guard asks for one
          await setWebsiteConfig(handle.db, 1, 'captcha_config', { shop_reception_login: 0 })
        },
      })
      mock.method(loginPause, 'wait', async (ms: number) => {
        pauses.push(ms)
      })
    })
    after(async () => {
      mock.restoreAll()
      await t?.close()
    })
    beforeEach(async () => {
      pauses = []
      await forgetAddressFailures(t.kv)
    })
    afterEach(() => setWebsiteConfig(t.handle.db, 1, 'captcha_config', { shop_reception_login: 0 }))

    async function captcha() {
      const { body } = await call(t.app, 'POST', '/api/captcha/captcha')
      assert.equal(body.code, 0)
      const stored = await t.kv.get(captchaKey(1, body.data.id))
      return { captcha_id: body.data.id as string, captcha_code: stored!.split(':')[0] }
    }

    async function member(password = 'right-pass') {
      const mobile = newMobile()
      await t.handle.db.insertInto('member').values({
        website_id: 1, mobile, nickname: 'm', headimg: '', status: 1, password_hash: await hashPassword(password), created_at: nowSeconds(),
      }).execute()
      return mobile
    }

    async function staff(username: string, password = 'staff-pass') {
      await t.handle.db.insertInto('merchant_staff').values({
        website_id: 1, site_id: 1, username, password_hash: await hashPassword(password), roles: 'admin', created_at: nowSeconds(),
      }).execute()
    }

    /** A call from a chosen address (the harness' call always comes from 127.0.0.1). */
    async function from(ip: string, url: string, payload: Record<string, unknown>) {
      const res = await t.app.inject({ method: 'POST', url, payload, remoteAddress: ip })
      return res.json() as { code: number; message: string; data: any }
    }
    const login = (mobile: string, password: string, extra: Record<string, unknown> = {}, ip = '127.0.0.1') =>
      from(ip, '/api/login/login', { username: mobile, password, ...extra })
    const staffLogin = (username: string, password: string, extra: Record<string, unknown> = {}, ip = '127.0.0.1') =>
      from(ip, '/merchant/api/login', { username, password, ...extra })

    it('asks for a captcha from the 3rd attempt after 2 wrong in a row, not before; a wrong or missing one is not judged nor counted', async () => {
      const mobile = await member()
      const accountKey = loginGuardKeys.account(1, `mobile:${mobile}`)
      assert.equal((await login(mobile, 'wrong-1')).code, LOGIN_FAILED)
      assert.equal((await login(mobile, 'wrong-2')).code, LOGIN_FAILED)
      assert.deepEqual(pauses, [], 'the first two wrong answers are not delayed')

      // the 3rd: even the right password needs the picture, in the caller's language
      const asked = await login(mobile, 'right-pass')
      assert.deepEqual([asked.code, asked.message, asked.data], [AuthError.LOGIN_CAPTCHA_REQUIRED, '请输入图形验证码', { captcha_required: 1 }])
      const en = await login(mobile, 'wrong-3', { lang: 'en-us' })
      assert.deepEqual([en.code, en.message], [AuthError.LOGIN_CAPTCHA_REQUIRED, 'Please enter the picture code'])
      const wrongCaptcha = await login(mobile, 'wrong-3', { captcha_id: (await captcha()).captcha_id, captcha_code: '99999' })
      assert.deepEqual([wrongCaptcha.code, wrongCaptcha.message, wrongCaptcha.data], [AuthError.LOGIN_CAPTCHA_REQUIRED, '图形验证码错误，请重新输入', { captcha_required: 1 }])
      assert.equal(await t.kv.get(accountKey), '2', 'refused attempts are not counted')

      // with a solved captcha: judged; a used captcha cannot be tried again
      const solved = await captcha()
      assert.equal((await login(mobile, 'wrong-3', solved)).code, LOGIN_FAILED)
      assert.equal((await login(mobile, 'right-pass', solved)).code, AuthError.LOGIN_CAPTCHA_REQUIRED)
      assert.deepEqual(pauses, [500])
      // no lock: the right password with a solved captcha gets in at once, and clears the run
      pauses = []
      assert.equal((await login(mobile, 'right-pass', await captcha())).code, 0)
      assert.deepEqual(pauses, [], 'a right answer never waits')
      assert.equal(await t.kv.get(accountKey), null)
      assert.equal((await login(mobile, 'wrong-again')).code, LOGIN_FAILED)
      assert.equal((await login(mobile, 'right-pass')).code, 0)
    })

    it('delays the wrong answers of a run 0.5 s doubling up to 8 s; the right one comes at once', async () => {
      const mobile = await member()
      for (let i = 0; i < 8; i++) assert.equal((await login(mobile, `wrong-${i}`, await captcha())).code, LOGIN_FAILED)
      assert.deepEqual(pauses, [500, 1000, 2000, 4000, 8000, 8000])
      pauses = []
      assert.equal((await login(mobile, 'right-pass', await captcha())).code, 0)
      assert.deepEqual(pauses, [])
    })

    it('judges 2 of 30 parallel guesses at one account without a captcha and asks the others for one', async () => {
      const mobile = await member()
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(mobile, `guess-${i}`, {}, `10.1.0.${i + 1}`)))
      const codes = answers.map((a) => a.code)
      assert.equal(codes.filter((c) => c === LOGIN_FAILED).length, LOGIN_GUARD.account.captchaAfter)
      assert.equal(codes.filter((c) => c === AuthError.LOGIN_CAPTCHA_REQUIRED).length, 30 - LOGIN_GUARD.account.captchaAfter)
      assert.equal((await login(mobile, 'right-pass', await captcha())).code, 0)
    })

    it('20+ wrong logins under made-up staff names from one address: no one behind it is refused a right password with a captcha', async () => {
      const ip = '10.9.0.1'
      await forgetAddressFailures(t.kv, ip)
      const mobile = await member()
      await staff('guard-staff')
      for (let i = 0; i < LOGIN_GUARD.address.captchaAfter; i++) {
        assert.equal((await staffLogin(`nobody-${i}`, 'guess', {}, ip)).code, MerchantError.LOGIN_FAILED, `try ${i}`)
      }
      // from 20 on every login password from the address needs the picture, whatever name it gives
      assert.equal((await staffLogin('nobody-x', 'guess', {}, ip)).code, AuthError.LOGIN_CAPTCHA_REQUIRED)
      assert.equal((await login(mobile, 'right-pass', {}, ip)).code, AuthError.LOGIN_CAPTCHA_REQUIRED)
      // and never more than that: the right passwords with a solved captcha get in
      assert.equal((await login(mobile, 'right-pass', await captcha(), ip)).code, 0)
      assert.equal((await staffLogin('guard-staff', 'staff-pass', await captcha(), ip)).code, 0)
      // more wrong ones with captchas keep the address asking, never locked
      for (let i = 0; i < 5; i++) assert.equal((await staffLogin(`nobody-y${i}`, 'guess', await captcha(), ip)).code, MerchantError.LOGIN_FAILED)
      assert.equal((await login(mobile, 'right-pass', await captcha(), ip)).code, 0)
      // another address is not concerned
      assert.equal((await login(mobile, 'right-pass', {}, '10.9.0.2')).code, 0)
    })

    it('with the captcha on every login (the config), 25 wrong staff logins from one address stop nobody', async () => {
      await setWebsiteConfig(t.handle.db, 1, 'captcha_config', { shop_reception_login: 1 })
      const ip = '10.9.1.1'
      await forgetAddressFailures(t.kv, ip)
      const mobile = await member()
      assert.equal((await login(mobile, 'right-pass', {}, ip)).code, -20203)
      for (let i = 0; i < 25; i++) assert.equal((await staffLogin(`ghost-${i}`, 'guess', await captcha(), ip)).code, MerchantError.LOGIN_FAILED)
      assert.equal((await login(mobile, 'right-pass', await captcha(), ip)).code, 0)
    })

    it('unknown names answer like known ones, cost a scrypt check of their own and count alike', async () => {
      const decoy = mock.method(decoyPassword, 'verify')
      try {
        const mobile = await member()
        await staff('known-staff')
        const known = await login(mobile, 'wrong')
        assert.equal(decoy.mock.callCount(), 0, 'a known name checks its own hash')
        const unknown = await login(newMobile(), 'wrong')
        assert.equal(decoy.mock.callCount(), 1, 'an unknown name checks the decoy')
        assert.deepEqual([unknown.code, unknown.message], [known.code, known.message])

        const knownStaff = await staffLogin('known-staff', 'wrong', { lang: 'en-us' })
        const unknownStaff = await staffLogin('unknown-staff', 'wrong', { lang: 'en-us' })
        assert.equal(decoy.mock.callCount(), 2)
        assert.deepEqual([unknownStaff.code, unknownStaff.message], [knownStaff.code, knownStaff.message])
        assert.deepEqual([knownStaff.code, knownStaff.message], [MerchantError.LOGIN_FAILED, 'Wrong username or password'])

        // the unknown name has its run of failures like any account: the 3rd attempt asks for the picture
        assert.equal((await staffLogin('unknown-staff', 'wrong')).code, MerchantError.LOGIN_FAILED)
        assert.equal((await staffLogin('unknown-staff', 'wrong')).code, AuthError.LOGIN_CAPTCHA_REQUIRED)
        assert.equal((await staffLogin('known-staff', 'wrong')).code, MerchantError.LOGIN_FAILED)
        assert.equal((await staffLogin('known-staff', 'wrong')).code, AuthError.LOGIN_CAPTCHA_REQUIRED)
      } finally {
        decoy.mock.restore()
      }
    })
  })
}
