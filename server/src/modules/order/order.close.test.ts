import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets } from '../../test/harness.js'
import { addToCart, checkoutApp, giveCoupon, newMember, PAY_PASSWORD, type Fixture } from './order.checkout.fixture.js'
import { OrderError } from './order.messages.js'
import { sweepOrders } from './order.sweep.js'

// Closing orders made by the real checkout: everything it took comes back exactly once.
let keySeq = 0
const key = () => `close${Date.now()}x${keySeq++}`.padEnd(12, '0')

for (const target of dbTargets()) {
  describe(`closing checkout orders [${target.name}]`, { skip: target.skip }, () => {
    let f: Fixture
    before(async () => { f = await checkoutApp(target) })
    after(() => f?.t.close())
    const db = () => f.t.handle.db
    const stockOf = async (skuId: number) => Number((await db().selectFrom('goods_sku').select('stock').where('sku_id', '=', skuId).executeTakeFirstOrThrow()).stock)
    const assets = async (memberId: number) => {
      const m = await db().selectFrom('member').select(['point', 'balance', 'balance_withdraw']).where('id', '=', memberId).executeTakeFirstOrThrow()
      return [Number(m.point), Number(m.balance), Number(m.balance_withdraw)]
    }

    async function checkout() {
      const m = await newMember(f, { balance: 1000, withdraw: 2000, point: 100000, level: 1 })
      const couponA = await giveCoupon(f, m.memberId, { site_id: f.shopA, type: 'reward', money: 500, at_least: 4000 })
      const couponB = await giveCoupon(f, m.memberId, { site_id: f.shopB, type: 'discount', discount: 90 })
      const platform = await giveCoupon(f, m.memberId, { site_id: 0, type: 'reward', money: 1000, at_least: 5000 })
      const carts = [await addToCart(f, m.memberId, f.sku.a1, 2), await addToCart(f, m.memberId, f.sku.a2, 1), await addToCart(f, m.memberId, f.sku.b1, 3)]
      const res = await call(f.t.app, 'POST', '/api/ordercreate/create', {
        token: m.token, cart_ids: carts.join(','), coupon: { [f.shopA]: { coupon_id: couponA }, [f.shopB]: { coupon_id: couponB } },
        platform_coupon_id: platform, is_point: 1, is_balance: 1, delivery: { [f.shopA]: { delivery_type: 'express' } }, pay_password: PAY_PASSWORD, request_key: key(),
      })
      assert.equal(res.body.code, 0, res.body.message)
      return { m, coupons: [couponA, couponB, platform], orderIds: res.body.data.order_ids as number[], outTradeNo: res.body.data.out_trade_no as string }
    }

    it('the buyer closes both orders of a checkout, each twice at once: stock, coupons, points and balance come back once', async () => {
      const skus = [f.sku.a1, f.sku.a2, f.sku.b1]
      const stockBefore = await Promise.all(skus.map(stockOf))
      const c = await checkout()
      assert.deepEqual(await assets(c.m.memberId), [100000 - 736, 0, 0])
      const closes = await Promise.all([...c.orderIds, ...c.orderIds].map((order_id) => call(f.t.app, 'POST', '/api/order/close', { token: c.m.token, order_id })))
      const codes = closes.map((r) => r.body.code)
      assert.equal(codes.filter((x) => x === 0).length, 2, JSON.stringify(codes))
      assert.ok(codes.every((x) => x === 0 || x === OrderError.ORDER_STATUS_CHANGED || x === OrderError.ORDER_CANNOT_CLOSE), JSON.stringify(codes))
      assert.deepEqual(await assets(c.m.memberId), [100000, 1000, 2000])
      assert.deepEqual(await Promise.all(skus.map(stockOf)), stockBefore)
      const coupons = await db().selectFrom('member_coupon').select(['state', 'use_order_id']).where('id', 'in', c.coupons).execute()
      assert.deepEqual(coupons.map((x) => [x.state, x.use_order_id]), [[1, 0], [1, 0], [1, 0]])
      const pay = await db().selectFrom('pay').select('pay_status').where('out_trade_no', '=', c.outTradeNo).executeTakeFirstOrThrow()
      assert.equal(pay.pay_status, 'closed')
      // closing again changes nothing
      for (const order_id of c.orderIds) assert.equal((await call(f.t.app, 'POST', '/api/order/close', { token: c.m.token, order_id })).body.code, OrderError.ORDER_CANNOT_CLOSE)
      assert.deepEqual(await assets(c.m.memberId), [100000, 1000, 2000])
    })

    it('the timed close races the buyer: one wins, everything comes back once', async () => {
      const c = await checkout()
      const late = Math.floor(Date.now() / 1000) + 31 * 60
      const [sweep, buyer] = await Promise.all([
        sweepOrders(f.t.app.deps, late),
        call(f.t.app, 'POST', '/api/order/close', { token: c.m.token, order_id: c.orderIds[0] }),
      ])
      assert.equal(sweep.closed + (buyer.body.code === 0 ? 1 : 0) >= 2, true, JSON.stringify({ sweep, buyer: buyer.body }))
      assert.deepEqual(await assets(c.m.memberId), [100000, 1000, 2000])
      const coupons = await db().selectFrom('member_coupon').select('state').where('id', 'in', c.coupons).execute()
      assert.deepEqual(coupons.map((x) => x.state), [1, 1, 1])
      const rows = await db().selectFrom('orders').select(['order_status', 'close_cause']).where('order_id', 'in', c.orderIds).execute()
      assert.ok(rows.every((r) => r.order_status === -1))
    })
  })
}
