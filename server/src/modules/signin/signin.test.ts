import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { newMember, payApp } from '../pay/pay.testkit.js'
import { SigninError } from './signin.messages.js'
import { dayBefore, mallDate, parseSigninConfig, signinReward } from './signin.rules.js'
import { SIGNIN_CONFIG_KEY, SIGNIN_FROM_TYPE } from './signin.service.js'

const CONFIG = { is_use: 1, point: 5, growth: 1, continuous: [{ days: 7, point: 30, growth: 10 }, { days: 3, point: 10 }, { days: 0, point: 99 }, { days: 3, point: 1 }] }

describe('sign-in rules', () => {
  it('counts days on the mall\'s calendar (China time)', () => {
    // 2026-11-26 16:30 UTC is 2026-11-27 00:30 in China
    assert.equal(mallDate(Date.UTC(2026, 10, 26, 16, 30)), '2026-11-27')
    assert.equal(mallDate(Date.UTC(2026, 10, 26, 15, 59)), '2026-11-26')
    assert.equal(dayBefore('2026-03-01'), '2026-02-28')
    assert.equal(dayBefore('2027-01-01'), '2026-12-31')
  })
  it('reads the operator\'s rules bounded and sorted, and rewards a run, starting over after the longest', () => {
    const c = parseSigninConfig(CONFIG)
    assert.deepEqual(c.continuous, [{ days: 3, point: 10, growth: 0 }, { days: 7, point: 30, growth: 10 }])
    assert.deepEqual([1, 2, 3, 4, 7, 8].map((d) => signinReward(c, d - 1)), [
      { continuous_days: 1, point: 5, growth: 1 }, { continuous_days: 2, point: 5, growth: 1 }, { continuous_days: 3, point: 15, growth: 1 },
      { continuous_days: 4, point: 5, growth: 1 }, { continuous_days: 7, point: 35, growth: 11 }, { continuous_days: 1, point: 5, growth: 1 },
    ])
    assert.equal(parseSigninConfig('junk').is_use, 0)
    assert.equal(parseSigninConfig({ ...CONFIG, point: -5 }).point, 0)
  })
})

for (const target of dbTargets()) {
  describe(`sign-in [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await payApp(target)
      await setWebsiteConfig(t.handle.db, 1, SIGNIN_CONFIG_KEY, CONFIG)
    })
    after(() => t?.close())
    const post = (path: string, token?: string, body: Record<string, unknown> = {}) => call(t.app, 'POST', `/api/membersignin/${path}`, { ...(token ? { token } : {}), ...body }).then((r) => r.body)
    const accounts = (memberId: number) => t.handle.db.selectFrom('member').select(['point', 'growth']).where('id', '=', memberId).executeTakeFirstOrThrow()
    const ledger = (memberId: number) => t.handle.db.selectFrom('member_account').select(['account_type', 'account_data', 'relate_tag'])
      .where('member_id', '=', memberId).where('from_type', '=', SIGNIN_FROM_TYPE).orderBy('id').execute()

    it('20 taps at once sign in once; the ledger holds the reward and equals the accounts', async () => {
      const m = await newMember(t)
      assert.equal((await post('signin')).code, -10009, 'a member call')
      const answers = await Promise.all(Array.from({ length: 20 }, () => post('signin', m.token)))
      assert.equal(answers.filter((a) => a.code === 0).length, 1)
      assert.ok(answers.every((a) => a.code === 0 || a.code === SigninError.SIGNIN_DONE_TODAY))
      const ok = answers.find((a) => a.code === 0)!
      assert.deepEqual(ok.data, { continuous_days: 1, point: 5, growth: 1 })
      assert.equal(ok.message, '签到成功')
      const today = mallDate(nowSeconds() * 1000)
      assert.deepEqual((await ledger(m.memberId)).map((r) => [r.account_type, Number(r.account_data), r.relate_tag]), [['point', 5, today], ['growth', 1, today]])
      const acc = await accounts(m.memberId)
      assert.deepEqual([Number(acc.point), Number(acc.growth)], [5, 1])
      const status = await post('getSignStatus', m.token)
      assert.deepEqual([status.data.is_sign, status.data.continuous_days, status.data.today, status.data.sign_dates], [1, 1, today, [today]])
      assert.equal((await post('signin', m.token)).code, SigninError.SIGNIN_DONE_TODAY)
    })

    it('continues yesterday\'s run with its bonus; a missed day starts over', async () => {
      const m = await newMember(t)
      const today = mallDate(nowSeconds() * 1000)
      const day = (n: number) => { let d = today; for (let i = 0; i < n; i++) d = dayBefore(d); return d }
      await t.handle.db.insertInto('member_signin').values([
        { website_id: 1, member_id: m.memberId, sign_date: day(2), continuous_days: 1, created_at: 1 },
        { website_id: 1, member_id: m.memberId, sign_date: day(1), continuous_days: 2, created_at: 2 },
      ]).execute()
      assert.equal((await post('getSignStatus', m.token)).data.continuous_days, 2)
      const third = await post('signin', m.token)
      assert.deepEqual(third.data, { continuous_days: 3, point: 15, growth: 1 })
      const other = await newMember(t)
      await t.handle.db.insertInto('member_signin').values({ website_id: 1, member_id: other.memberId, sign_date: day(2), continuous_days: 2, created_at: 1 }).execute()
      assert.equal((await post('getSignStatus', other.token)).data.continuous_days, 0, 'yesterday was missed')
      assert.deepEqual((await post('signin', other.token)).data, { continuous_days: 1, point: 5, growth: 1 })
      // another member's calendar is not this one's
      assert.deepEqual((await post('getSignStatus', other.token, { month: today.slice(0, 7) })).data.sign_dates.includes(day(1)), false)
    })

    it('is closed when the operator turned it off, and says its rules to anyone', async () => {
      const award = await call(t.app, 'GET', '/api/membersignin/award').then((r) => r.body)
      assert.deepEqual(award.data, { is_use: 1, point: 5, growth: 1, continuous: [{ days: 3, point: 10, growth: 0 }, { days: 7, point: 30, growth: 10 }] })
      await setWebsiteConfig(t.handle.db, 1, SIGNIN_CONFIG_KEY, { ...CONFIG, is_use: 0 })
      try {
        const m = await newMember(t)
        assert.equal((await post('signin', m.token)).code, SigninError.SIGNIN_CLOSED)
        assert.equal((await ledger(m.memberId)).length, 0)
      } finally {
        await setWebsiteConfig(t.handle.db, 1, SIGNIN_CONFIG_KEY, CONFIG)
      }
    })
  })
}
