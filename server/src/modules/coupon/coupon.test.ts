import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets } from '../../test/harness.js'
import { checkoutApp, newMember, type Fixture } from '../order/order.checkout.fixture.js'
import { CouponError } from './coupon.messages.js'
import { seedCoupons } from './coupon.seed.js'

for (const target of dbTargets()) {
  describe(`coupon receive [${target.name}]`, { skip: target.skip }, () => {
    let f: Fixture
    before(async () => { f = await checkoutApp(target) })
    after(() => f?.t.close())
    const db = () => f.t.handle.db

    async function couponType(over: Record<string, unknown>) {
      const { id } = await db().insertInto('platform_coupon_type').values({
        website_id: 1, site_id: f.shopA, name: '甲店券', type: 'reward', money: 500, discount: 0, at_least: 3900, validity_days: 7, status: 1,
        is_show: 1, count: 0, max_fetch: 0, created_at: nowSeconds(), ...over,
      }).returning('id').executeTakeFirstOrThrow()
      return id
    }

    it('lists a goods\' receivable coupons: its shop\'s and the platform\'s, shown, live, not sold out', async () => {
      const shop = await couponType({ max_fetch: 1 })
      const platform = await couponType({ site_id: 0, name: '平台券' })
      await couponType({ is_show: 0 })
      await couponType({ status: 0 })
      await couponType({ end_time: nowSeconds() - 1 })
      await couponType({ count: 2, lead_count: 2 })
      await couponType({ site_id: f.shopB })
      const visitor = await call(f.t.app, 'GET', '/api/coupon/goodscoupontypelist', { goods_id: f.goods.a1 })
      assert.equal(visitor.body.code, 0, visitor.body.message)
      const ids = visitor.body.data.map((c: any) => c.coupon_type_id)
      assert.ok(ids.includes(shop) && ids.includes(platform))
      for (const c of visitor.body.data) assert.ok(c.site_id === 0 || c.site_id === f.shopA)
      const row = visitor.body.data.find((c: any) => c.coupon_type_id === shop)
      assert.deepEqual([row.site_name, row.received, row.can_receive, row.money, row.at_least], ['甲店', 0, 1, 500, 3900])
      const m = await newMember(f)
      assert.equal((await call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: shop })).body.code, 0)
      const after = await call(f.t.app, 'POST', '/api/coupon/goodscoupontypelist', { token: m.token, goods_id: f.goods.a1 })
      const mine = after.body.data.find((c: any) => c.coupon_type_id === shop)
      assert.deepEqual([mine.received, mine.can_receive], [1, 0])
      assert.deepEqual((await call(f.t.app, 'GET', '/api/coupon/goodscoupontypelist', { goods_id: 999999 })).body.data, [])
    })

    it('receive: the coupon, its validity, refusals; the member page names the shop', async () => {
      const m = await newMember(f)
      const type = await couponType({ max_fetch: 2 })
      const res = await call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: type })
      assert.equal(res.body.code, 0, res.body.message)
      assert.ok(Math.abs(res.body.data.end_time - (nowSeconds() + 7 * 86400)) < 5)
      assert.equal(res.body.data.can_receive, 1)
      assert.equal((await call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: type })).body.data.can_receive, 0)
      assert.equal((await call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: type })).body.code, CouponError.FETCH_LIMIT)
      assert.equal((await call(f.t.app, 'POST', '/api/coupon/receive', { coupon_type_id: type })).body.code, -10009)
      for (const over of [{ is_show: 0 }, { status: 0 }, { end_time: nowSeconds() - 1 }]) {
        assert.equal((await call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: await couponType(over) })).body.code, CouponError.NOT_RECEIVABLE)
      }
      assert.equal((await call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: 999999 })).body.code, CouponError.NOT_RECEIVABLE)
      const sold = await couponType({ count: 1 })
      assert.equal((await call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: sold })).body.code, 0)
      assert.equal((await call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: sold })).body.code, CouponError.SOLD_OUT)
      const fixedEnd = nowSeconds() + 3600
      const fixed = await couponType({ end_time: fixedEnd })
      assert.equal((await call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: fixed })).body.data.end_time, fixedEnd)
      const page = await call(f.t.app, 'POST', '/api/coupon/memberpage', { token: m.token })
      assert.equal(page.body.code, 0)
      assert.equal(page.body.data.count, 4)
      for (const c of page.body.data.list) assert.deepEqual([c.site_id, c.site_name, c.get_type, c.use_time], [f.shopA, '甲店', 'receive', 0])
      const typeRow = await db().selectFrom('platform_coupon_type').select('lead_count').where('id', '=', type).executeTakeFirstOrThrow()
      assert.equal(typeRow.lead_count, 2)
    })

    it('concurrency: the issue count and the per-member limit hold', async () => {
      const limited = await couponType({ count: 5 })
      const members = []
      for (let i = 0; i < 20; i++) members.push(await newMember(f, { address: false }))
      const res = await Promise.all(members.map((m) => call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: limited })))
      assert.equal(res.filter((r) => r.body.code === 0).length, 5)
      assert.ok(res.every((r) => r.body.code === 0 || r.body.code === CouponError.SOLD_OUT))
      assert.equal((await db().selectFrom('member_coupon').select('id').where('coupon_type_id', '=', limited).execute()).length, 5)
      assert.equal((await db().selectFrom('platform_coupon_type').select('lead_count').where('id', '=', limited).executeTakeFirstOrThrow()).lead_count, 5)

      const perMember = await couponType({ max_fetch: 2 })
      const m = members[0]
      const mine = await Promise.all(Array.from({ length: 10 }, () => call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: perMember })))
      assert.equal(mine.filter((r) => r.body.code === 0).length, 2)
      assert.ok(mine.every((r) => r.body.code === 0 || r.body.code === CouponError.FETCH_LIMIT))
      assert.equal((await db().selectFrom('member_coupon').select('id').where('coupon_type_id', '=', perMember).execute()).length, 2)
      // a refused receive gives its issue back (rolled back with it)
      assert.equal((await db().selectFrom('platform_coupon_type').select('lead_count').where('id', '=', perMember).executeTakeFirstOrThrow()).lead_count, 2)
    })

    it('typeinfo: one receivable type with what the caller holds; hidden, withdrawn and unknown types are not found', async () => {
      const type = await couponType({ max_fetch: 1 })
      const visitor = await call(f.t.app, 'GET', '/api/coupon/typeinfo', { coupon_type_id: type })
      assert.equal(visitor.body.code, 0, visitor.body.message)
      const goodsList = await call(f.t.app, 'GET', '/api/coupon/goodscoupontypelist', { goods_id: f.goods.a1 })
      // the same item the goods coupon list shows
      assert.deepEqual(visitor.body.data, goodsList.body.data.find((c: any) => c.coupon_type_id === type))
      assert.deepEqual([visitor.body.data.site_name, visitor.body.data.money, visitor.body.data.received, visitor.body.data.can_receive], ['甲店', 500, 0, 1])
      const m = await newMember(f, { address: false })
      assert.equal((await call(f.t.app, 'POST', '/api/coupon/receive', { token: m.token, coupon_type_id: type })).body.code, 0)
      const mine = await call(f.t.app, 'POST', '/api/coupon/typeinfo', { token: m.token, coupon_type_id: type })
      assert.deepEqual([mine.body.data.received, mine.body.data.can_receive, mine.body.data.lead_count], [1, 0, 1])
      // expired or sold out: still answered, not receivable
      for (const over of [{ end_time: nowSeconds() - 1 }, { count: 2, lead_count: 2 }]) {
        const r = await call(f.t.app, 'POST', '/api/coupon/typeinfo', { coupon_type_id: await couponType(over) })
        assert.equal(r.body.code, 0, r.body.message)
        assert.equal(r.body.data.can_receive, 0)
      }
      const platform = await call(f.t.app, 'POST', '/api/coupon/typeinfo', { coupon_type_id: await couponType({ site_id: 0, name: '平台券' }) })
      assert.deepEqual([platform.body.data.site_id, platform.body.data.site_name], [0, ''])
      for (const over of [{ is_show: 0 }, { status: 0 }]) {
        const r = await call(f.t.app, 'POST', '/api/coupon/typeinfo', { coupon_type_id: await couponType(over), lang: 'en-us' })
        assert.equal(r.body.code, CouponError.TYPE_NOT_FOUND)
        assert.equal(r.body.message, 'This coupon does not exist or has been withdrawn')
      }
      assert.equal((await call(f.t.app, 'POST', '/api/coupon/typeinfo', { coupon_type_id: 999999 })).body.code, CouponError.TYPE_NOT_FOUND)
    })

    it('seedCoupons: shop and platform coupons, once', async () => {
      const before = (await db().selectFrom('platform_coupon_type').select('id').execute()).length
      await db().deleteFrom('member_coupon').execute()
      await db().deleteFrom('platform_coupon_type').execute()
      await seedCoupons(db(), 1)
      await seedCoupons(db(), 1)
      const types = await db().selectFrom('platform_coupon_type').selectAll().orderBy('id').execute()
      assert.ok(before > 0)
      assert.equal(types.length, 2 * 2 + 2)
      assert.deepEqual(types.map((t) => t.site_id), [f.shopA, f.shopA, f.shopB, f.shopB, 0, 0])
      assert.ok(types.every((t) => t.is_show === 1 && t.status === 1))
    })
  })
}
