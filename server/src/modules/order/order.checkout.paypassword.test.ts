import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { dbTargets } from '../../test/harness.js'
import { AuthError } from '../auth/auth.messages.js'
import { addressFailuresNow, forgetAddressFailures } from '../auth/login.guard.testkit.js'
import { LOCKOUT } from '../auth/password.lockout.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { MerchantError } from '../merchant/merchant.messages.js'
import { CheckoutError as E } from './order.checkout.messages.js'
import { checkoutApp, newMember, PAY_PASSWORD, type Fixture } from './order.checkout.fixture.js'

let keySeq = 0
const key = () => `pp${Date.now()}x${keySeq++}`.padEnd(12, '0')
const PRICE_B1 = 1299

for (const target of dbTargets()) {
  describe(`pay password at checkout [${target.name}]`, { skip: target.skip }, () => {
    let f: Fixture
    before(async () => {
      f = await checkoutApp(target)
      await f.t.handle.db.updateTable('goods_sku').set({ stock: 100_000 }).where('sku_id', '=', f.sku.b1).execute()
    })
    after(() => f?.t.close())
    beforeEach(() => forgetAddressFailures(f.t.kv))

    /** A balance checkout of one b1 from `ip`. */
    async function payByBalance(token: string, payPassword: string, ip = '127.0.0.1') {
      const res = await f.t.app.inject({
        method: 'POST', url: '/api/ordercreate/create', remoteAddress: ip,
        payload: { token, sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: payPassword, request_key: key() },
      })
      return res.json() as { code: number; message: string; data: any }
    }
    const balanceOf = async (memberId: number) =>
      Number((await f.t.handle.db.selectFrom('member').select('balance').where('id', '=', memberId).executeTakeFirstOrThrow()).balance)

    it('50 parallel balance checkouts with the right pay password all pass', async () => {
      const m = await newMember(f, { balance: 50 * PRICE_B1 + 100 })
      const answers = await Promise.all(Array.from({ length: 50 }, () => payByBalance(m.token, PAY_PASSWORD)))
      assert.deepEqual(answers.filter((a) => a.code !== 0).map((a) => `${a.code} ${a.message}`), [])
      assert.ok(answers.every((a) => a.data.pay_money === 0))
      assert.equal(await balanceOf(m.memberId), 100)
    })

    it('50 parallel wrong pay passwords are judged one after another: 5, then the check is locked', async () => {
      const m = await newMember(f, { balance: 100_000 })
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => payByBalance(m.token, String(100000 + i))))
      const codes = answers.map((a) => a.code)
      assert.equal(codes.filter((c) => c === E.PAY_PASSWORD_WRONG).length, LOCKOUT.threshold)
      assert.equal(codes.filter((c) => c === AuthError.PASSWORD_LOCKED).length, 50 - LOCKOUT.threshold)
      const locked = await payByBalance(m.token, PAY_PASSWORD)
      assert.equal(locked.code, AuthError.PASSWORD_LOCKED)
      assert.ok(locked.data.seconds > 0 && locked.data.seconds <= LOCKOUT.baseLockSeconds)
      assert.equal(await balanceOf(m.memberId), 100_000)
    })

    it('wrong pay passwords are counted per member, never against the address', async () => {
      const ip = '10.7.0.1'
      for (let n = 0; n < 5; n++) {
        const m = await newMember(f, { balance: 100_000 })
        for (let i = 0; i < LOCKOUT.threshold; i++) assert.equal((await payByBalance(m.token, '000000', ip)).code, E.PAY_PASSWORD_WRONG)
      }
      assert.equal(await addressFailuresNow(f.t.kv, ip), 0)
      const next = await newMember(f, { balance: 100_000 })
      const paid = await payByBalance(next.token, PAY_PASSWORD, ip)
      assert.equal(paid.code, 0, paid.message)
    })

    it('20+ wrong staff logins under made-up names from one address do not stop a balance payment from it', async () => {
      const ip = '10.7.1.1'
      await forgetAddressFailures(f.t.kv, ip)
      await setWebsiteConfig(f.t.handle.db, 1, 'captcha_config', { shop_reception_login: 0 })
      try {
        const staffLogin = async (username: string) =>
          (await f.t.app.inject({ method: 'POST', url: '/merchant/api/login', remoteAddress: ip, payload: { username, password: 'guess' } })).json().code
        for (let i = 0; i < 20; i++) assert.equal(await staffLogin(`ghost-${i}`), MerchantError.LOGIN_FAILED)
        // the address now needs a captcha for login passwords, and for nothing else
        assert.equal(await staffLogin('ghost-x'), AuthError.LOGIN_CAPTCHA_REQUIRED)
        const m = await newMember(f, { balance: 100_000 })
        const paid = await payByBalance(m.token, PAY_PASSWORD, ip)
        assert.equal(paid.code, 0, paid.message)
      } finally {
        await setWebsiteConfig(f.t.handle.db, 1, 'captcha_config', { shop_reception_login: 1 })
        await forgetAddressFailures(f.t.kv, ip)
      }
    })
  })
}
