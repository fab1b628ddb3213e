import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { StaleTransitionError } from '../../db/state-machine.js'
import { call, dbTargets } from '../../test/harness.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { moveAccount } from '../account/account.ledger.js'
import { registerByPassword } from '../member/member.testkit.js'
import { checkoutApp, newMember, PAY_PASSWORD, type Fixture } from '../order/order.checkout.fixture.js'
import { completeOrder } from '../order/order.lifecycle.js'
import { ORDER_MACHINE } from '../order/order.machine.js'
import { ORDER_STATUS as S } from '../order/order.table.js'
import { insertOrder } from '../order/order.testkit.js'
import { newMember as newPayMember, payApp } from '../pay/pay.testkit.js'
import { REFUND_STATUS } from '../refund/refund.machine.js'
import { SIGNIN_CONFIG_KEY } from '../signin/signin.service.js'
import { LEVEL_GIFT_FROM_TYPE, LEVEL_GIFT_SOURCE } from './level.gift.js'
import { LevelError as E } from './level.messages.js'
import { crossedLevels, levelProgress, nextLevel, orderGrowth, parseGrowthConfig, reachedLevel } from './level.rules.js'
import { creditOrderGrowth, GROWTH_CONFIG_KEY, ORDER_GROWTH_FROM_TYPE } from './level.service.js'
import { DEMO_GROWTH_GAP, DEMO_LEVELS, seedLevelDemo } from './level.seed.js'

const ADMIN = 'level-admin-secret'

describe('level rules', () => {
  const levels = [{ level_id: 3, growth: 500 }, { level_id: 1, growth: 0 }, { level_id: 2, growth: 100 }]
  it('reads the growth rule bounded, 1 per yuan by default', () => {
    assert.deepEqual(parseGrowthConfig(undefined), { order_growth: 1 })
    assert.deepEqual(parseGrowthConfig({ order_growth: 3 }), { order_growth: 3 })
    assert.deepEqual(parseGrowthConfig({ order_growth: 0 }), { order_growth: 0 })
    for (const bad of [-1, 1.5, 'x', 100000]) assert.deepEqual(parseGrowthConfig({ order_growth: bad }), { order_growth: 1 })
  })
  it('an order earns whole growth per yuan of the goods paid, rounded down', () => {
    assert.equal(orderGrowth(1299, 1), 12)
    assert.equal(orderGrowth(1299, 10), 129)
    assert.equal(orderGrowth(99, 1), 0)
    assert.equal(orderGrowth(0, 5), 0)
    assert.equal(orderGrowth(5000, 0), 0)
  })
  it('places a growth among the levels, finds the next, the levels passed and the progress', () => {
    assert.equal(reachedLevel(levels, 0)?.level_id, 1)
    assert.equal(reachedLevel(levels, 99)?.level_id, 1)
    assert.equal(reachedLevel(levels, 100)?.level_id, 2)
    assert.equal(reachedLevel(levels, 10_000)?.level_id, 3)
    assert.equal(reachedLevel([{ level_id: 9, growth: 10 }], 5), null)
    assert.equal(nextLevel(levels, 100)?.level_id, 3)
    assert.equal(nextLevel(levels, -1)?.level_id, 1)
    assert.equal(nextLevel(levels, 500), null)
    assert.deepEqual(crossedLevels(levels, -1, 500).map((l) => l.level_id), [1, 2, 3])
    assert.deepEqual(crossedLevels(levels, 0, 100).map((l) => l.level_id), [2])
    assert.deepEqual(levelProgress(300, 100, 500), 50)
    assert.deepEqual(levelProgress(50, 100, 500), 0)
    assert.deepEqual(levelProgress(900, 500, null), 100)
  })
})

let keySeq = 0
const key = () => `lv${Date.now()}x${keySeq++}`.padEnd(12, '0')

for (const target of dbTargets()) {
  describe(`member levels and gifts [${target.name}]`, { skip: target.skip }, () => {
    let f: Fixture
    let couponType = 0
    let shopCouponType = 0
    const ids = { base: 0, copper: 0, gold: 0 }
    const db = () => f.t.handle.db
    before(async () => {
      f = await checkoutApp(target, { adminToken: ADMIN })
      const now = nowSeconds()
      couponType = (await db().insertInto('platform_coupon_type').values({ website_id: 1, name: '升级券', type: 'reward', money: 300, at_least: 0, validity_days: 30, status: 1, created_at: now })
        .returning('id').executeTakeFirstOrThrow()).id
      shopCouponType = (await db().insertInto('platform_coupon_type').values({ website_id: 1, site_id: f.shopA, name: '店铺券', type: 'reward', money: 300, at_least: 0, validity_days: 30, status: 1, created_at: now })
        .returning('id').executeTakeFirstOrThrow()).id
    })
    after(() => f?.t.close())

    const api = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      f.t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) })
        .then((r) => ({ status: r.statusCode, ...JSON.parse(r.body) }))
    const admin = (path: string, body: Record<string, unknown>) => api(`/admin/api/memberlevel/${path}`, body, { 'x-admin-token': ADMIN })
    const levelCount = async () => Number((await db().selectFrom('member_level').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const member = (id: number) => db().selectFrom('member').select(['growth', 'member_level', 'point', 'balance', 'balance_withdraw']).where('id', '=', id).executeTakeFirstOrThrow()
    const ledger = (memberId: number, fromType: string) => db().selectFrom('member_account').select(['account_type', 'account_data', 'relate_tag'])
      .where('member_id', '=', memberId).where('from_type', '=', fromType).orderBy('id').execute()
    const gifts = (memberId: number) => db().selectFrom('member_gift').selectAll().where('member_id', '=', memberId).orderBy('id').execute()
    const credit = (memberId: number, amount: number, tag: string) => db().transaction().execute((trx) => moveAccount(trx, {
      websiteId: 1, memberId, accountType: 'growth', amount, fromType: 'test', relateTag: tag, now: nowSeconds(),
    }))
    /** a balance-paid order of shop B (1299 fen, free shipping) taken to received */
    async function receivedOrder(m: { memberId: number; token: string }) {
      const created = await call(f.t.app, 'POST', '/api/ordercreate/create', { token: m.token, sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD, request_key: key() })
      assert.equal(created.body.code, 0, created.body.message)
      const orderId = created.body.data.order_ids[0] as number
      await ORDER_MACHINE.move(db(), { id: orderId, from: S.WAIT_SEND, to: S.SHIPPED, actor: 'system', set: { delivery_time: nowSeconds() } })
      await ORDER_MACHINE.move(db(), { id: orderId, from: S.SHIPPED, to: S.RECEIVED, actor: 'system', set: { sign_time: nowSeconds() } })
      return db().selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()
    }

    it('the operator adds, edits and deletes levels; bad input is refused in the caller\'s language and changes nothing', async () => {
      assert.equal((await api('/admin/api/memberlevel/lists', {})).status, 403)
      assert.equal((await api('/admin/api/memberlevel/add', { level_name: 'x', growth: 1 }, { 'x-admin-token': 'wrong' })).status, 403)
      const base = await admin('add', { level_name: '普通会员', growth: 0, level_tag: 'V0', equity: [] })
      assert.equal(base.code, 0, base.message)
      assert.equal(base.data.discount, 100)
      ids.base = base.data.level_id
      const copper = await admin('add', {
        level_name: ' 铜卡 ', growth: 50, discount: 98, level_tag: 'V1', level_color: '#B87333', service: '专属客服', condition: '成长值达到 50',
        equity: ['生日礼', ' 包邮 '], gift_point: 10, gift_balance: 500, gift_coupon: [couponType, couponType],
      })
      assert.equal(copper.code, 0, copper.message)
      ids.copper = copper.data.level_id
      assert.equal(copper.data.level_name, '铜卡')
      assert.deepEqual(copper.data.equity, ['生日礼', '包邮'])
      assert.deepEqual(copper.data.gift_coupon, [couponType])
      assert.deepEqual(copper.data.gift_coupon_list.map((c: any) => [c.coupon_type_id, c.platformcoupon_name, c.money]), [[couponType, '升级券', 300]])
      assert.equal(copper.data.member_count, 0)
      const gold = await admin('add', { level_name: '金卡', growth: 120, discount: 90, gift_point: 20 })
      assert.equal(gold.code, 0, gold.message)
      ids.gold = gold.data.level_id

      const before = await levelCount()
      const refusals: Array<[Record<string, unknown>, number]> = [
        [{ level_name: '另一个', growth: 50 }, E.LEVEL_GROWTH_TAKEN],
        [{ level_name: '金卡', growth: 77 }, E.LEVEL_NAME_TAKEN],
        [{ level_name: '   ', growth: 78 }, E.LEVEL_FIELD_INVALID],
        [{ level_name: '彩色', growth: 79, level_color: 'red' }, E.LEVEL_FIELD_INVALID],
        [{ level_name: '权益', growth: 80, equity: ['ok', '  '] }, E.LEVEL_FIELD_INVALID],
        [{ level_name: '券', growth: 81, gift_coupon: [999999] }, E.LEVEL_COUPON_INVALID],
        [{ level_name: '店券', growth: 82, gift_coupon: [shopCouponType] }, E.LEVEL_COUPON_INVALID],
        [{ level_name: '零折', growth: 83, discount: 0 }, -10001],
        [{ level_name: '超折', growth: 84, discount: 101 }, -10001],
        [{ level_name: '负', growth: -1 }, -10001],
        [{ level_name: 'x'.repeat(31), growth: 85 }, -10001],
        [{ level_name: '多券', growth: 86, gift_coupon: [1, 2, 3, 4, 5, 6] }, -10001],
        [{ level_name: '大礼', growth: 87, gift_balance: 10_000_001 }, -10001],
      ]
      for (const [body, code] of refusals) {
        const r = await admin('add', body)
        assert.equal(r.code, code, `${JSON.stringify(body)}: ${r.message}`)
        assert.ok(r.message && !/^[a-z_]+$/.test(r.message), r.message)
      }
      const en = await admin('add', { level_name: '另一个', growth: 50, lang: 'en-us' })
      assert.equal(en.message, 'Another level already needs 50 growth; every level needs a different threshold')
      const zh = await admin('add', { level_name: '彩色', growth: 79, level_color: 'red' })
      assert.equal(zh.message, '等级颜色填写不正确')
      assert.equal(await levelCount(), before, 'nothing added')

      const edited = await admin('edit', { level_id: ids.gold, discount: 88, service: '金卡专线' })
      assert.equal(edited.code, 0, edited.message)
      assert.deepEqual([edited.data.discount, edited.data.service, edited.data.growth, edited.data.gift_point], [88, '金卡专线', 120, 20])
      assert.equal((await admin('edit', { level_id: ids.gold, growth: 50 })).code, E.LEVEL_GROWTH_TAKEN)
      assert.equal((await admin('edit', { level_id: 999999, discount: 90 })).code, E.LEVEL_NOT_FOUND)
      assert.equal((await admin('edit', { level_id: 0, discount: 90 })).code, -10001)
      assert.equal((await admin('edit', { level_id: ids.gold, discount: 90 })).data.discount, 90)

      const spare = await admin('add', { level_name: '临时', growth: 9999 })
      assert.equal((await admin('edit', { level_id: spare.data.level_id, status: 0 })).data.status, 0)
      const shown = await call(f.t.app, 'GET', '/api/memberlevel/lists')
      assert.equal(shown.body.code, 0)
      // the fixture's level (1,000,000 growth) is there too; the switched-off one is not
      assert.deepEqual(shown.body.data.map((l: any) => [l.level_name, l.rank]), [['普通会员', 1], ['铜卡', 2], ['金卡', 3], ['银卡', 4]])
      const all = await admin('lists', {})
      assert.ok(all.data.some((l: any) => l.level_name === '临时' && l.status === 0))
      assert.deepEqual((await admin('delete', { level_id: spare.data.level_id })).data, null)
      assert.equal((await admin('delete', { level_id: spare.data.level_id })).code, E.LEVEL_NOT_FOUND)
      // a level members hold stays
      const holder = await newMember(f, { level: ids.base })
      const inUse = await admin('delete', { level_id: ids.base })
      assert.equal(inUse.code, E.LEVEL_IN_USE)
      assert.equal(inUse.message, '还有 1 位会员处于该等级，不能删除，可以将其停用')
      assert.ok(await db().selectFrom('member_level').select('level_id').where('level_id', '=', ids.base).executeTakeFirst())
      await db().updateTable('member').set({ member_level: 0 }).where('id', '=', holder.memberId).execute()
    })

    it('an order earns growth once when it completes: a second move or credit gives nothing; refunded lines and wholly refunded orders earn none', async () => {
      const m = await newMember(f, { balance: 100000 })
      const order = await receivedOrder(m)
      assert.equal((await ledger(m.memberId, ORDER_GROWTH_FROM_TYPE)).length, 0, 'nothing while only received')
      // ten completions at once: one moves the order
      const results = await Promise.allSettled(Array.from({ length: 10 }, () => completeOrder({ db: db(), config: f.t.config }, { orderId: order.order_id, actor: 'system' })))
      assert.equal(results.filter((r) => r.status === 'fulfilled').length, 1)
      await assert.rejects(ORDER_MACHINE.move(db(), { id: order.order_id, from: S.RECEIVED, to: S.COMPLETED, actor: 'system' }), StaleTransitionError)
      await db().transaction().execute((trx) => creditOrderGrowth(trx, order.order_id, nowSeconds()))
      assert.deepEqual((await ledger(m.memberId, ORDER_GROWTH_FROM_TYPE)).map((r) => [r.account_type, Number(r.account_data), r.relate_tag]), [['growth', 12, order.order_no]])
      assert.equal(Number((await member(m.memberId)).growth), 12)

      // a line refunded in full is left out; an order refunded line by line earns nothing
      const partial = await insertOrder(db(), { memberId: m.memberId, siteId: f.shopA, status: S.RECEIVED, lines: [{ skuId: f.sku.a1, num: 1 }, { skuId: f.sku.a2, num: 1 }] })
      await db().updateTable('order_goods').set({ refund_status: REFUND_STATUS.FINISHED }).where('order_goods_id', '=', partial.lineIds[0]).execute()
      await completeOrder({ db: db(), config: f.t.config }, { orderId: partial.orderId, actor: 'system' })
      const whole = await insertOrder(db(), { memberId: m.memberId, siteId: f.shopA, status: S.RECEIVED, lines: [{ skuId: f.sku.a1, num: 2 }] })
      await db().updateTable('order_goods').set({ refund_status: REFUND_STATUS.FINISHED }).where('order_id', '=', whole.orderId).execute()
      await completeOrder({ db: db(), config: f.t.config }, { orderId: whole.orderId, actor: 'system' })
      const rows = await ledger(m.memberId, ORDER_GROWTH_FROM_TYPE)
      assert.deepEqual(rows.map((r) => [Number(r.account_data), r.relate_tag]), [[12, order.order_no], [10, partial.orderNo]], '1001 fen of the second order: 10 growth; none for the third')

      // the operator's rule: none when 0
      await setWebsiteConfig(db(), 1, GROWTH_CONFIG_KEY, { order_growth: 0 })
      try {
        const off = await insertOrder(db(), { memberId: m.memberId, siteId: f.shopA, status: S.RECEIVED, lines: [{ skuId: f.sku.a1, num: 1 }] })
        await completeOrder({ db: db(), config: f.t.config }, { orderId: off.orderId, actor: 'system' })
        assert.equal((await ledger(m.memberId, ORDER_GROWTH_FROM_TYPE)).length, 2)
      } finally {
        await setWebsiteConfig(db(), 1, GROWTH_CONFIG_KEY, { order_growth: 1 })
      }
      // the ledger adds up to the growth
      const sum = (await db().selectFrom('member_account').select('account_data').where('member_id', '=', m.memberId).where('account_type', '=', 'growth').execute())
        .reduce((a, r) => a + Number(r.account_data), 0)
      assert.equal(Number((await member(m.memberId)).growth), sum)
    })

    it('20 growth credits at once: the member moves up to the highest level met, each gift package arrives once', async () => {
      const m = await newMember(f)
      await credit(m.memberId, 45, 'start')
      assert.equal((await member(m.memberId)).member_level, ids.base, 'the lowest level at 45 growth')
      assert.equal((await gifts(m.memberId)).length, 0, 'the lowest level has no gift package')
      const done = await Promise.all(Array.from({ length: 20 }, (_, i) => credit(m.memberId, 10, `p${i}`)))
      assert.ok(done.every(Boolean))
      const after = await member(m.memberId)
      assert.deepEqual([Number(after.growth), after.member_level], [245, ids.gold])
      const g = await gifts(m.memberId)
      assert.deepEqual(g.map((x) => [x.source, x.source_id, x.title, Number(x.point), Number(x.balance)]), [
        [LEVEL_GIFT_SOURCE, ids.copper, '铜卡', 10, 500], [LEVEL_GIFT_SOURCE, ids.gold, '金卡', 20, 0],
      ])
      assert.deepEqual((await ledger(m.memberId, LEVEL_GIFT_FROM_TYPE)).map((r) => [r.account_type, Number(r.account_data), r.relate_tag]), [
        ['point', 10, String(ids.copper)], ['balance', 500, String(ids.copper)], ['point', 20, String(ids.gold)],
      ])
      assert.deepEqual([Number(after.point), Number(after.balance), Number(after.balance_withdraw)], [30, 500, 0], 'the gift balance is not withdrawable')
      const coupons = await db().selectFrom('member_coupon').select(['coupon_type_id', 'get_type']).where('member_id', '=', m.memberId).execute()
      assert.deepEqual(coupons, [{ coupon_type_id: couponType, get_type: LEVEL_GIFT_FROM_TYPE }])
      // more growth later: no level above is met, nothing more arrives; levels never go down
      await credit(m.memberId, 5, 'later')
      assert.equal((await gifts(m.memberId)).length, 2)
      await db().updateTable('member_level').set({ growth: 300 }).where('level_id', '=', ids.gold).execute()
      await credit(m.memberId, 1, 'after-raise')
      assert.equal((await member(m.memberId)).member_level, ids.gold, 'no downgrade when the operator raises a threshold')
      await db().updateTable('member_level').set({ growth: 120 }).where('level_id', '=', ids.gold).execute()
    })

    it('an order lifts the member to a level whose discount the next checkout applies; the gifts are listed, another member\'s refused', async () => {
      await setWebsiteConfig(db(), 1, GROWTH_CONFIG_KEY, { order_growth: 10 })
      try {
        const m = await newMember(f, { balance: 100000 })
        await credit(m.memberId, 1, 'start')
        const calc = async () => {
          const [payment, money] = await Promise.all(['payment', 'calculate'].map((p) => call(f.t.app, 'POST', `/api/ordercreate/${p}`, { token: m.token, sku_id: f.sku.b1, num: 1 })))
          assert.equal(payment.body.code, 0, payment.body.message)
          assert.equal(money.body.code, 0, money.body.message)
          return [payment.body.data.member_level_discount, money.body.data.promotion_money, money.body.data.order_money]
        }
        assert.deepEqual(await calc(), [100, 0, 1299])
        const info0 = await call(f.t.app, 'POST', '/api/memberlevel/info', { token: m.token })
        assert.deepEqual([info0.body.data.level.level_name, info0.body.data.next_level.level_name, info0.body.data.need_growth, info0.body.data.progress], ['普通会员', '铜卡', 49, 2])

        const order = await receivedOrder(m)
        await completeOrder({ db: db(), config: f.t.config }, { orderId: order.order_id, actor: 'system' })
        // 1299 fen at 10 per yuan: 129 growth, past 铜卡 (50) and 金卡 (120)
        const info = await call(f.t.app, 'GET', '/api/memberlevel/info', { token: m.token })
        assert.equal(info.body.code, 0)
        assert.deepEqual([info.body.data.growth, info.body.data.level.level_id, info.body.data.level.discount, info.body.data.next_level.level_name], [130, ids.gold, 90, '银卡'])
        assert.deepEqual(await calc(), [90, 129, 1170])

        const page = await call(f.t.app, 'POST', '/gift/api/giftorder/page', { token: m.token })
        assert.equal(page.body.code, 0, page.body.message)
        assert.equal(page.body.data.count, 2)
        assert.deepEqual(page.body.data.list.map((x: any) => x.title), ['金卡', '铜卡'], 'newest first')
        const copperGift = page.body.data.list[1]
        assert.deepEqual(copperGift.coupon_list.map((c: any) => [c.coupon_type_id, c.coupon_name, c.money]), [[couponType, '升级券', 300]])
        const detail = await call(f.t.app, 'POST', '/gift/api/giftorder/detail', { token: m.token, id: copperGift.id })
        assert.deepEqual([detail.body.code, detail.body.data.point, detail.body.data.balance, detail.body.data.source], [0, 10, 500, 'level_upgrade'])
        const other = await newMember(f)
        const refused = await call(f.t.app, 'POST', '/gift/api/giftorder/detail', { token: other.token, id: copperGift.id })
        assert.equal(refused.body.code, E.GIFT_NOT_FOUND)
        assert.equal(refused.body.data, null)
        assert.equal((await call(f.t.app, 'POST', '/gift/api/giftorder/page', { token: other.token })).body.data.count, 0)
        assert.equal((await call(f.t.app, 'POST', '/gift/api/giftorder/detail', { id: copperGift.id })).body.code, -10009)
        assert.equal((await call(f.t.app, 'POST', '/gift/api/giftorder/detail', { token: m.token, id: 0 })).body.code, -10001)
        assert.equal((await call(f.t.app, 'POST', '/gift/api/giftorder/page', { token: m.token, page_size: 51 })).body.code, -10001)
        assert.equal((await call(f.t.app, 'POST', '/api/memberlevel/info', {})).body.code, -10009)
      } finally {
        await setWebsiteConfig(db(), 1, GROWTH_CONFIG_KEY, { order_growth: 1 })
      }
    })

    it('a new member starts at the lowest level', async () => {
      const m = await registerByPassword(f.t)
      assert.equal((await member(m.memberId)).member_level, ids.base)
      const info = await call(f.t.app, 'GET', '/api/memberlevel/info', { token: m.token })
      assert.deepEqual([info.body.data.level.level_name, info.body.data.next_level.level_name, info.body.data.need_growth], ['普通会员', '铜卡', 50])
    })

    it('says what gives growth', async () => {
      await setWebsiteConfig(db(), 1, GROWTH_CONFIG_KEY, { order_growth: 2 })
      await setWebsiteConfig(db(), 1, SIGNIN_CONFIG_KEY, { is_use: 1, point: 5, growth: 1, continuous: [{ days: 7, point: 30, growth: 10 }, { days: 3, point: 10 }] })
      await setWebsiteConfig(db(), 1, 'addon_is_exit', { membersignin: 1 })
      try {
        const r = await call(f.t.app, 'GET', '/api/memberlevel/growthrules')
        assert.equal(r.body.code, 0)
        assert.deepEqual(r.body.data.list, [{ type: 'order', growth: 2, days: 0 }, { type: 'signin', growth: 1, days: 0 }, { type: 'signin_continuous', growth: 10, days: 7 }])
      } finally {
        await setWebsiteConfig(db(), 1, GROWTH_CONFIG_KEY, { order_growth: 1 })
      }
    })
  })
}

for (const target of dbTargets()) {
  describe(`level demo seed [${target.name}]`, { skip: target.skip }, () => {
    it('adds four levels once and leaves the demo member a little below the second one', async () => {
      const t = await payApp(target)
      try {
        const db = t.handle.db
        const demo = await newPayMember(t)
        const other = await newPayMember(t)
        const mobile = (await db.selectFrom('member').select('mobile').where('id', '=', demo.memberId).executeTakeFirstOrThrow()).mobile!
        await db.transaction().execute((trx) => moveAccount(trx, { websiteId: 1, memberId: demo.memberId, accountType: 'growth', amount: 30, fromType: 'test', relateTag: 'order', now: nowSeconds() }))
        const first = await seedLevelDemo(db, mobile)
        assert.deepEqual(first, { created: true, demoGrowth: DEMO_LEVELS[1].growth - DEMO_GROWTH_GAP })
        assert.deepEqual((await seedLevelDemo(db, mobile)).created, false)
        const info = await call(t.app, 'POST', '/api/memberlevel/info', { token: demo.token })
        assert.deepEqual([info.body.data.growth, info.body.data.level.level_name, info.body.data.next_level.level_name, info.body.data.need_growth],
          [95, '普通会员', '银卡会员', 5])
        assert.equal((await db.selectFrom('member').select('member_level').where('id', '=', other.memberId).executeTakeFirstOrThrow()).member_level, info.body.data.level.level_id)
        const levels = (await call(t.app, 'GET', '/api/memberlevel/lists')).body.data
        assert.deepEqual(levels.map((l: any) => [l.level_name, l.growth, l.discount]), DEMO_LEVELS.map((l) => [l.level_name, l.growth, l.discount]))
      } finally {
        await t.close()
      }
    })
  })
}
