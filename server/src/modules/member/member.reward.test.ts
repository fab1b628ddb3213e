import assert from 'node:assert/strict'
import { after, before, beforeEach, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { ledgerOf, moveAccount } from '../account/account.ledger.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { smsKeys } from '../sms/sms.service.js'
import { creditRegistrationReward, REWARD_CONFIG_KEY } from './member.reward.service.js'
import { createWebsite, forgetRegistrations, newMobile, registerByPassword, setAddons, solveCaptcha } from './member.testkit.js'

for (const target of dbTargets()) {
  describe(`registration reward and member coupons [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let coupons: { off: number; discount: number; withdrawn: number; foreign: number }

    before(async () => {
      t = await createTestApp(target, {
        prepare: async (handle) => {
          await createWebsite(handle, 1)
          await createWebsite(handle, 2)
        },
      })
      const now = nowSeconds()
      const add = async (website_id: number, v: { name: string; type: 'reward' | 'discount'; money?: number; discount?: number; at_least: number; validity_days: number; status?: number }) =>
        (await t.handle.db.insertInto('platform_coupon_type').values({ website_id, created_at: now, ...v }).returning('id').executeTakeFirstOrThrow()).id
      coupons = {
        off: await add(1, { name: '满99减10元', type: 'reward', money: 1000, at_least: 9900, validity_days: 30 }),
        discount: await add(1, { name: '满50享9.5折', type: 'discount', discount: 95, at_least: 5000, validity_days: 30 }),
        withdrawn: await add(1, { name: 'old', type: 'reward', money: 500, at_least: 0, validity_days: 7, status: 0 }),
        foreign: await add(2, { name: 'other mall', type: 'reward', money: 500, at_least: 0, validity_days: 7 }),
      }
    })
    after(() => t?.close())
    beforeEach(async () => {
      await forgetRegistrations(t)
      await setAddons(t, { memberregister: 1 })
      await setWebsiteConfig(t.handle.db, 1, REWARD_CONFIG_KEY, { is_use: 1, point: 100, balance: 500, growth: 10, coupon: [coupons.off, coupons.discount] })
      await t.kv.del(smsKeys.ip('127.0.0.1'))
    })

    const rewardConfig = async (method: 'GET' | 'POST' = 'GET') => {
      const res = await call(t.app, method, '/memberregister/api/Config/Config')
      assert.equal(res.body.code, 0)
      return res.body.data
    }

    it('answers the reward with the coupon list in fen and tenths, on GET and POST', async () => {
      await setWebsiteConfig(t.handle.db, 1, REWARD_CONFIG_KEY, { is_use: 1, point: 100, balance: 500, growth: 10, coupon: [coupons.off, coupons.discount, coupons.withdrawn, coupons.foreign, coupons.off] })
      for (const method of ['GET', 'POST'] as const) {
        const data = await rewardConfig(method)
        assert.equal(data.is_use, 1)
        assert.deepEqual(data.value.coupon, [coupons.off, coupons.discount], 'withdrawn, foreign and repeated types drop out')
        assert.equal(data.value.point, 100)
        assert.equal(data.value.balance, 500)
        assert.equal(data.value.growth, 10)
        assert.deepEqual(data.value.coupon_list, [
          { coupon_type_id: coupons.off, platformcoupon_name: '满99减10元', type: 'reward', money: 1000, discount: 0, at_least: 9900, validity_days: 30 },
          { coupon_type_id: coupons.discount, platformcoupon_name: '满50享9.5折', type: 'discount', money: 0, discount: 95, at_least: 5000, validity_days: 30 },
        ])
      }
    })

    it('answers is_use 0 unless the add-on and the switch are on and something is above zero', async () => {
      await setWebsiteConfig(t.handle.db, 1, REWARD_CONFIG_KEY, null)
      const none = await rewardConfig()
      assert.deepEqual(none, { is_use: 0, value: { point: 0, balance: 0, growth: 0, coupon: [], coupon_list: [] } })

      await setWebsiteConfig(t.handle.db, 1, REWARD_CONFIG_KEY, { is_use: 1, point: 0, balance: 0, growth: 0, coupon: [coupons.withdrawn, coupons.foreign] })
      assert.equal((await rewardConfig()).is_use, 0, 'everything zero, coupons not issuable')
      await setWebsiteConfig(t.handle.db, 1, REWARD_CONFIG_KEY, { is_use: 1, point: -5, balance: 1.5, growth: 'x', coupon: [] })
      assert.equal((await rewardConfig()).is_use, 0, 'negative and non-integer amounts count as zero')
      await setWebsiteConfig(t.handle.db, 1, REWARD_CONFIG_KEY, { is_use: 0, point: 100, coupon: [] })
      assert.equal((await rewardConfig()).is_use, 0, 'switched off')
      await setWebsiteConfig(t.handle.db, 1, REWARD_CONFIG_KEY, { is_use: 1, growth: 1, coupon: [] })
      assert.equal((await rewardConfig()).is_use, 1, 'growth alone is enough')
      await setWebsiteConfig(t.handle.db, 1, REWARD_CONFIG_KEY, { is_use: 1, coupon: [coupons.discount] })
      assert.equal((await rewardConfig()).is_use, 1, 'one coupon alone is enough')
      await setAddons(t, { memberregister: 0 })
      assert.equal((await rewardConfig()).is_use, 0, 'add-on off')
    })

    it('credits point, balance (not withdrawable), growth and coupons at registration, with ledger rows', async () => {
      const before = nowSeconds()
      const m = await registerByPassword(t)
      const info = (await call(t.app, 'GET', '/api/member/info', { token: m.token })).body.data
      assert.equal(info.point, 100)
      assert.equal(info.balance, 500)
      assert.equal(info.balance_money, 0)
      assert.equal(info.growth, 10)

      const ledger = await ledgerOf(t.handle.db, 1, m.memberId)
      assert.deepEqual(ledger.map((r) => [r.account_type, Number(r.account_data), r.from_type, r.relate_tag]), [
        ['point', 100, 'register', 'reward'], ['balance', 500, 'register', 'reward'], ['growth', 10, 'register', 'reward'],
      ])

      const page = await call(t.app, 'POST', '/api/coupon/memberpage', { token: m.token })
      assert.equal(page.body.code, 0)
      assert.equal(page.body.data.count, 2)
      assert.equal(page.body.data.page_count, 1)
      const byType = new Map(page.body.data.list.map((c: any) => [c.coupon_type_id, c]))
      const off = byType.get(coupons.off) as any
      assert.equal(off.coupon_name, '满99减10元')
      assert.equal(off.type, 'reward')
      assert.equal(off.money, 1000)
      assert.equal(off.at_least, 9900)
      assert.equal(off.state, 1)
      assert.equal(off.get_type, 'register')
      assert.ok(off.start_time >= before && off.start_time <= nowSeconds())
      assert.equal(off.end_time - off.start_time, 30 * 86400)
      const discount = byType.get(coupons.discount) as any
      assert.deepEqual([discount.type, discount.discount, discount.money, discount.at_least], ['discount', 95, 0, 5000])
    })

    it('credits a mobile-code registration too, and nothing when the reward is off', async () => {
      const mobile = newMobile()
      const sent = await call(t.app, 'POST', '/api/login/mobileCode', { mobile, ...(await solveCaptcha(t)) })
      assert.equal(sent.body.code, 0)
      const msg = await t.handle.db.selectFrom('sms_outbox').select('code').where('mobile', '=', mobile).orderBy('id', 'desc').executeTakeFirstOrThrow()
      const reg = await call(t.app, 'POST', '/api/login/mobile', { mobile, key: sent.body.data.key, code: msg.code })
      assert.equal(reg.body.data.is_register, 1)
      const info = (await call(t.app, 'GET', '/api/member/info', { token: reg.body.data.token })).body.data
      assert.deepEqual([info.point, info.balance, info.growth], [100, 500, 10])

      await setWebsiteConfig(t.handle.db, 1, REWARD_CONFIG_KEY, { is_use: 0, point: 100, balance: 500, growth: 10, coupon: [coupons.off] })
      const off = await registerByPassword(t)
      const offInfo = (await call(t.app, 'GET', '/api/member/info', { token: off.token })).body.data
      assert.deepEqual([offInfo.point, offInfo.balance, offInfo.growth], [0, 0, 0])
      assert.equal((await ledgerOf(t.handle.db, 1, off.memberId)).length, 0)
      assert.equal((await call(t.app, 'GET', '/api/coupon/memberpage', { token: off.token })).body.data.count, 0)
    })

    it('credits exactly once: a repeated hook, two hooks at once, two registrations of one mobile', async () => {
      const m = await registerByPassword(t)
      const ctx = { ...t.app.deps, websiteId: 1, lang: 'zh-cn', appType: 'h5', appTypeName: '', ip: '127.0.0.1', token: null, memberId: null, tokenProblem: null } as unknown as RequestContext
      await t.handle.db.transaction().execute((trx) => creditRegistrationReward(trx, ctx, m.memberId))
      const info = (await call(t.app, 'GET', '/api/member/info', { token: m.token })).body.data
      assert.deepEqual([info.point, info.balance, info.growth], [100, 500, 10])
      assert.equal((await ledgerOf(t.handle.db, 1, m.memberId)).length, 3)
      assert.equal((await call(t.app, 'GET', '/api/coupon/memberpage', { token: m.token })).body.data.count, 2)

      // a member that has had no reward yet, rewarded by two transactions at the same moment
      const { id } = await t.handle.db.insertInto('member').values({ website_id: 1, mobile: newMobile(), nickname: 'x', headimg: '', status: 1, created_at: nowSeconds() })
        .returning('id').executeTakeFirstOrThrow()
      await Promise.all([1, 2].map(() => t.handle.db.transaction().execute((trx) => creditRegistrationReward(trx, ctx, id))))
      const row = await t.handle.db.selectFrom('member').select(['point', 'balance', 'balance_withdraw', 'growth']).where('id', '=', id).executeTakeFirstOrThrow()
      assert.deepEqual([row.point, Number(row.balance), Number(row.balance_withdraw), row.growth], [100, 500, 0, 10])
      assert.equal((await ledgerOf(t.handle.db, 1, id)).length, 3)
      const issued = await t.handle.db.selectFrom('member_coupon').select('coupon_type_id').where('member_id', '=', id).execute()
      assert.deepEqual(issued.map((c) => c.coupon_type_id).sort((a, b) => a - b), [coupons.off, coupons.discount].sort((a, b) => a - b))

      const mobile = newMobile()
      const [c1, c2] = [await solveCaptcha(t), await solveCaptcha(t)]
      const both = await Promise.all([c1, c2].map((c) => call(t.app, 'POST', '/api/register/register', { username: mobile, password: 'secret-1', ...c })))
      assert.deepEqual(both.map((r) => r.body.code).sort(), [-20213, 0])
      const members = await t.handle.db.selectFrom('member').select('id').where('mobile', '=', mobile).execute()
      assert.equal(members.length, 1)
      assert.equal((await ledgerOf(t.handle.db, 1, members[0].id)).length, 3)
      const total = await t.handle.db.selectFrom('member_account').select((eb) => eb.fn.count<number>('id').as('n'))
        .where('member_id', 'in', members.map((x) => x.id)).executeTakeFirstOrThrow()
      assert.equal(Number(total.n), 3)
    })

    it('never takes an account below zero: a failed debit leaves no ledger row', async () => {
      const m = await registerByPassword(t)
      const debit = (amount: number, tag: string) => t.handle.db.transaction().execute((trx) =>
        moveAccount(trx, { websiteId: 1, memberId: m.memberId, accountType: 'point', amount, fromType: 'test', relateTag: tag, now: nowSeconds() }))
      await assert.rejects(debit(-101, 'too-much'), (e: unknown) => e instanceof DomainError && e.code === -20531)
      assert.equal((await ledgerOf(t.handle.db, 1, m.memberId)).filter((r) => r.from_type === 'test').length, 0)
      assert.equal(await debit(-100, 'all'), true)
      assert.equal(await debit(-100, 'all'), false, 'the same cause does not move it twice')
      const row = await t.handle.db.selectFrom('member').select('point').where('id', '=', m.memberId).executeTakeFirstOrThrow()
      assert.equal(row.point, 0)
    })

    it('lists only the caller’s coupons, by state, paged; expired ones move to state 3', async () => {
      const visitor = await call(t.app, 'GET', '/api/coupon/memberpage')
      assert.equal(visitor.body.code, -10009)
      const a = await registerByPassword(t)
      const b = await registerByPassword(t)
      // a's discount coupon ran out yesterday
      await t.handle.db.updateTable('member_coupon').set({ end_time: nowSeconds() - 86400 })
        .where('member_id', '=', a.memberId).where('coupon_type_id', '=', coupons.discount).execute()
      const unused = (await call(t.app, 'GET', '/api/coupon/memberpage', { token: a.token, state: 1 })).body.data
      assert.deepEqual(unused.list.map((c: any) => c.coupon_type_id), [coupons.off])
      const expired = (await call(t.app, 'POST', '/api/coupon/memberpage', { token: a.token, state: 3 })).body.data
      assert.deepEqual(expired.list.map((c: any) => [c.coupon_type_id, c.state]), [[coupons.discount, 3]])
      const stored = await t.handle.db.selectFrom('member_coupon').select('state').where('member_id', '=', a.memberId).where('coupon_type_id', '=', coupons.discount).executeTakeFirstOrThrow()
      assert.equal(stored.state, 3)
      assert.equal((await call(t.app, 'POST', '/api/coupon/memberpage', { token: a.token, state: 2 })).body.data.count, 0)
      // b's coupons are untouched and never in a's list
      const bList = (await call(t.app, 'POST', '/api/coupon/memberpage', { token: b.token })).body.data
      assert.equal(bList.count, 2)
      const aIds = new Set([...unused.list, ...expired.list].map((c: any) => c.coupon_id))
      assert.ok(bList.list.every((c: any) => !aIds.has(c.coupon_id)))
      const paged = (await call(t.app, 'POST', '/api/coupon/memberpage', { token: b.token, page: 2, page_size: 1 })).body.data
      assert.deepEqual([paged.count, paged.page_count, paged.list.length], [2, 2, 1])
      assert.equal((await call(t.app, 'POST', '/api/coupon/memberpage', { token: b.token, state: 4 })).body.code, -10001)
      assert.equal((await call(t.app, 'POST', '/api/coupon/memberpage', { token: b.token, page_size: 51 })).body.code, -10001)
    })
  })
}
