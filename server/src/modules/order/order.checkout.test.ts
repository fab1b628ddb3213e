import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets } from '../../test/harness.js'
import { signToken, verifyToken } from '../auth/auth.token.js'
import { TOKEN_TTL_SECONDS } from '../member/member.service.js'
import { invalidateGoodsDetail } from '../goods/goods.service.js'
import { AuthError } from '../auth/auth.messages.js'
import { CouponError } from '../coupon/coupon.messages.js'
import { CheckoutError as E } from './order.checkout.messages.js'
import { addToCart, checkoutApp, giveCoupon, HANGZHOU, newMember, PAY_PASSWORD, type Fixture } from './order.checkout.fixture.js'

let keySeq = 0
const key = () => `k${Date.now()}x${keySeq++}`.padEnd(12, '0')

for (const target of dbTargets()) {
  describe(`checkout [${target.name}]`, { skip: target.skip }, () => {
    let f: Fixture
    before(async () => { f = await checkoutApp(target) })
    after(() => f?.t.close())
    const post = (path: string, body: Record<string, unknown>) => call(f.t.app, 'POST', `/api/ordercreate/${path}`, body)
    const db = () => f.t.handle.db
    const stockOf = async (skuId: number) => Number((await db().selectFrom('goods_sku').select('stock').where('sku_id', '=', skuId).executeTakeFirstOrThrow()).stock)
    const setStock = (skuId: number, stock: number) => db().updateTable('goods_sku').set({ stock }).where('sku_id', '=', skuId).execute()

    it('refuses visitors', async () => {
      for (const p of ['payment', 'calculate']) assert.equal((await post(p, { sku_id: f.sku.a1, num: 1 })).body.code, -10009)
      assert.equal((await post('create', { sku_id: f.sku.a1, num: 1, request_key: key() })).body.code, -10009)
    })

    it('payment: goods per shop, delivery options, coupons, assets', async () => {
      const m = await newMember(f, { balance: 1000, withdraw: 2000, point: 500, level: 1 })
      // the threshold is checked on the goods after the level discount: 3980 x 95% = 3781
      const shopCoupon = await giveCoupon(f, m.memberId, { site_id: f.shopA, type: 'reward', money: 500, at_least: 3781 })
      const justAbove = await giveCoupon(f, m.memberId, { site_id: f.shopA, type: 'reward', money: 500, at_least: 3782 })
      const tooHigh = await giveCoupon(f, m.memberId, { site_id: f.shopA, type: 'reward', money: 500, at_least: 900000 })
      const platform = await giveCoupon(f, m.memberId, { site_id: 0, type: 'reward', money: 100 })
      const other = await newMember(f)
      await giveCoupon(f, other.memberId, { site_id: f.shopA, type: 'reward', money: 100 })
      const c1 = await addToCart(f, m.memberId, f.sku.a1, 2)
      const c2 = await addToCart(f, m.memberId, f.sku.b1, 1)
      const res = await post('payment', { token: m.token, cart_ids: `${c1},${c2}` })
      assert.equal(res.body.code, 0, res.body.message)
      const d = res.body.data
      assert.deepEqual(d.shop_goods_list.map((s: any) => s.site_id), [f.shopA, f.shopB])
      const [a, b] = d.shop_goods_list
      assert.equal(a.goods_money, 3980)
      assert.equal(a.goods_list[0].cart_id, c1)
      assert.deepEqual(a.delivery.express, { enabled: 1, available: 1, delivery_money: 800, reason: '', reason_text: '' })
      assert.equal(a.delivery.store.available, 1)
      assert.deepEqual(a.delivery.store.store_list.map((s: any) => s.store_id), [f.storeA])
      assert.equal(a.delivery.local.available, 1)
      assert.ok(a.delivery.local.distance >= 0 && a.delivery.local.distance < 1000)
      assert.ok(a.delivery.local.time_slots.length >= 24, 'open all day: tomorrow has 24 slots')
      assert.deepEqual(a.coupon_list.map((c: any) => c.coupon_id), [shopCoupon])
      assert.ok(!a.coupon_list.some((c: any) => c.coupon_id === tooHigh || c.coupon_id === justAbove))
      assert.deepEqual(a.invoice, { enabled: 1, contents: ['明细', '办公用品'] })
      assert.deepEqual(b.delivery.express, { enabled: 1, available: 1, delivery_money: 0, reason: '', reason_text: '' })
      assert.equal(b.delivery.store.reason, 'disabled')
      assert.equal(b.delivery.local.reason, 'disabled')
      assert.deepEqual(b.invoice, { enabled: 0, contents: [] })
      assert.deepEqual(d.platform_coupon_list.map((c: any) => c.coupon_id), [platform])
      assert.deepEqual(d.member_account, { balance: 3000, point: 500 })
      assert.deepEqual(d.point_config, { enabled: 1, rate: 100, max_percent: 10 })
      assert.equal(d.member_level_discount, 95)
      assert.equal(d.member_address.id, m.addressId)
      assert.equal(d.is_virtual, 0)
    })

    it('payment: virtual goods need no delivery; no address gives reasons; Hong Kong is not delivered to', async () => {
      const m = await newMember(f, { address: false })
      const v = await post('payment', { token: m.token, sku_id: f.sku.virtual, num: 1 })
      assert.equal(v.body.code, 0, v.body.message)
      assert.equal(v.body.data.is_virtual, 1)
      assert.equal(v.body.data.member_address, null)
      assert.equal(v.body.data.shop_goods_list[0].delivery.express.reason, 'virtual')
      const p = await post('payment', { token: m.token, sku_id: f.sku.a1, num: 1 })
      assert.equal(p.body.data.shop_goods_list[0].delivery.express.reason, 'no_address')
      assert.equal(p.body.data.shop_goods_list[0].delivery.local.reason, 'no_address')
      // an address in Hong Kong, far away
      const now = Math.floor(Date.now() / 1000)
      const { id } = await db().insertInto('member_address').values({
        website_id: 1, member_id: m.memberId, name: 'x', mobile: '13800000001', province_id: 810000, city_id: 810100, address: 'y', full_address: 'y',
        longitude: 114.17, latitude: 22.3, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()
      const hk = await post('payment', { token: m.token, sku_id: f.sku.a1, num: 1, member_address_id: id, lang: 'en-us' })
      const ex = hk.body.data.shop_goods_list[0].delivery
      assert.equal(ex.express.available, 0)
      assert.equal(ex.express.reason, 'region')
      assert.equal(ex.express.reason_text, 'This address is outside the delivery area')
      assert.equal(ex.local.reason, 'out_of_radius')
      const c = await post('create', { token: m.token, sku_id: f.sku.a1, num: 1, member_address_id: id, delivery: { [f.shopA]: { delivery_type: 'express' } }, request_key: key() })
      assert.equal(c.body.code, E.DELIVERY_UNAVAILABLE)
      assert.deepEqual(c.body.data, { site_id: f.shopA, reason: 'region' })
      // another member's address is not found: no address
      const other = await newMember(f)
      const o = await post('payment', { token: other.token, sku_id: f.sku.a1, num: 1, member_address_id: id })
      assert.equal(o.body.data.member_address, null)
      const oc = await post('create', { token: other.token, sku_id: f.sku.a1, num: 1, member_address_id: id, delivery: { [f.shopA]: { delivery_type: 'express' } }, request_key: key() })
      assert.equal(oc.body.code, E.ADDRESS_REQUIRED)
    })

    it('calculate and create: two shops to the fen (level, shop coupons, platform coupon, points, balance, freight)', async () => {
      const m = await newMember(f, { balance: 1000, withdraw: 2000, point: 100000, level: 1 })
      const couponA = await giveCoupon(f, m.memberId, { site_id: f.shopA, type: 'reward', money: 500, at_least: 4000 })
      const couponB = await giveCoupon(f, m.memberId, { site_id: f.shopB, type: 'discount', discount: 90 })
      const platform = await giveCoupon(f, m.memberId, { site_id: 0, type: 'reward', money: 1000, at_least: 5000 })
      const carts = [await addToCart(f, m.memberId, f.sku.a1, 2), await addToCart(f, m.memberId, f.sku.a2, 1), await addToCart(f, m.memberId, f.sku.b1, 3)]
      const stock = await Promise.all([f.sku.a1, f.sku.a2, f.sku.b1].map(stockOf))
      const body = {
        token: m.token, cart_ids: carts.join(','), coupon: { [f.shopA]: { coupon_id: couponA }, [f.shopB]: { coupon_id: couponB } },
        platform_coupon_id: platform, is_point: 1, is_balance: 1, delivery: { [f.shopA]: { delivery_type: 'express' } },
      }
      const calc = await post('calculate', body)
      assert.equal(calc.body.code, 0, calc.body.message)
      const d = calc.body.data
      const totals = (x: any) => [x.goods_money, x.promotion_money, x.coupon_money, x.platform_coupon_money, x.delivery_money, x.point_money, x.point, x.order_money, x.balance_money, x.pay_money]
      assert.deepEqual(totals(d), [8878, 443, 870, 1000, 800, 736, 736, 6629, 3000, 3629])
      assert.deepEqual(totals(d.shop_goods_list[0]), [4981, 249, 500, 559, 800, 412, 412, 4061, 1838, 2223])
      assert.deepEqual(totals(d.shop_goods_list[1]), [3897, 194, 370, 441, 0, 324, 324, 2568, 1162, 1406])
      assert.equal(d.need_pay_password, 1)
      assert.equal(d.shop_goods_list[1].delivery_type, 'express')

      assert.equal((await post('create', { ...body, request_key: key() })).body.code, E.PAY_PASSWORD_REQUIRED)
      const requestKey = key()
      const res = await post('create', { ...body, request_key: requestKey, pay_password: PAY_PASSWORD, buyer_message: { [f.shopA]: ' 请尽快发货 ' }, invoice: { [f.shopA]: { invoice_type: 1, invoice_title: '个人', invoice_content: '明细' } } })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.pay_money, 3629)
      assert.equal(res.body.data.order_ids.length, 2)
      const orders = await db().selectFrom('orders').selectAll().where('out_trade_no', '=', res.body.data.out_trade_no).orderBy('order_id').execute()
      assert.deepEqual(orders.map((o) => o.order_id), res.body.data.order_ids)
      assert.deepEqual(orders.map((o) => [o.site_id, Number(o.order_money), Number(o.balance_money), Number(o.pay_money), o.order_status, o.order_type]),
        [[f.shopA, 4061, 1838, 2223, 0, 1], [f.shopB, 2568, 1162, 1406, 0, 1]])
      assert.equal(orders[0].buyer_message, '请尽快发货')
      assert.deepEqual(JSON.parse(orders[0].invoice), { invoice_type: 1, invoice_title: '个人', taxpayer_number: '', invoice_content: '明细' })
      assert.equal(orders[0].coupon_id, couponA)
      assert.equal(orders[1].platform_coupon_id, platform)
      assert.equal(orders[0].full_address, '浙江省杭州市西湖区北山街 1 号')
      assert.notEqual(orders[0].order_no, orders[1].order_no)
      for (const o of orders) {
        const lines = await db().selectFrom('order_goods').selectAll().where('order_id', '=', o.order_id).execute()
        for (const f2 of ['goods_money', 'coupon_money', 'platform_coupon_money', 'promotion_money', 'point_money'] as const) {
          assert.equal(lines.reduce((a, l) => a + Number(l[f2]), 0), Number(o[f2]), f2)
        }
        assert.equal(lines.reduce((a, l) => a + Number(l.real_goods_money), 0) + Number(o.delivery_money), Number(o.order_money))
      }
      const pay = await db().selectFrom('pay').selectAll().where('out_trade_no', '=', res.body.data.out_trade_no).executeTakeFirstOrThrow()
      assert.equal(Number(pay.pay_money), 3629)
      assert.equal(pay.pay_status, 'waiting')
      const member = await db().selectFrom('member').select(['point', 'balance', 'balance_withdraw']).where('id', '=', m.memberId).executeTakeFirstOrThrow()
      assert.deepEqual([Number(member.point), Number(member.balance), Number(member.balance_withdraw)], [100000 - 736, 0, 0])
      const ledger = await db().selectFrom('member_account').select(['account_type', 'account_data', 'relate_tag']).where('member_id', '=', m.memberId).orderBy('id').execute()
      assert.deepEqual(ledger.map((l) => [l.account_type, Number(l.account_data), l.relate_tag]), [
        ['point', -412, orders[0].order_no], ['balance', -1000, orders[0].order_no], ['balance_money', -838, orders[0].order_no],
        ['point', -324, orders[1].order_no], ['balance_money', -1162, orders[1].order_no],
      ])
      const coupons = await db().selectFrom('member_coupon').select(['id', 'state', 'use_order_id']).where('member_id', '=', m.memberId).orderBy('id').execute()
      assert.deepEqual(coupons.map((c) => [c.id, c.state, c.use_order_id]), [[couponA, 2, orders[0].order_id], [couponB, 2, orders[1].order_id], [platform, 2, orders[0].order_id]])
      assert.deepEqual(await Promise.all([f.sku.a1, f.sku.a2, f.sku.b1].map(stockOf)), [stock[0] - 2, stock[1] - 1, stock[2] - 3])
      assert.equal((await db().selectFrom('cart').select('cart_id').where('member_id', '=', m.memberId).execute()).length, 0)

      // the same key again: the same orders, nothing more taken
      const again = await post('create', { ...body, request_key: requestKey, pay_password: PAY_PASSWORD })
      assert.deepEqual(again.body.data, res.body.data)
      assert.equal((await db().selectFrom('orders').select('order_id').where('member_id', '=', m.memberId).execute()).length, 2)
    })

    it('create: the same key twice at once gives one checkout', async () => {
      const m = await newMember(f)
      const requestKey = key()
      const before = await stockOf(f.sku.b1)
      const [a, b] = await Promise.all([1, 2].map(() => post('create', { token: m.token, sku_id: f.sku.b1, num: 2, request_key: requestKey })))
      assert.equal(a.body.code, 0, a.body.message)
      assert.equal(b.body.code, 0, b.body.message)
      assert.deepEqual(a.body.data, b.body.data)
      assert.equal(await stockOf(f.sku.b1), before - 2)
      assert.equal((await db().selectFrom('orders').select('order_id').where('member_id', '=', m.memberId).execute()).length, 1)
    })

    it('the goods detail shows the stock a checkout took and a close gave back at once (its cache is dropped)', async () => {
      const m = await newMember(f)
      const detailStock = async () => {
        const res = await call(f.t.app, 'POST', '/api/goodssku/detail', { sku_id: f.sku.b1 })
        assert.equal(res.body.code, 0, res.body.message)
        return res.body.data.goods.skus.find((s: { sku_id: number }) => s.sku_id === f.sku.b1).stock as number
      }
      const before = await detailStock()
      assert.equal(before, await stockOf(f.sku.b1))
      const created = await post('create', { token: m.token, sku_id: f.sku.b1, num: 3, request_key: key() })
      assert.equal(created.body.code, 0, created.body.message)
      assert.equal(await detailStock(), before - 3, 'the checkout is shown, not the cached detail')
      const closed = await call(f.t.app, 'POST', '/api/order/close', { token: m.token, order_id: created.body.data.order_ids[0] })
      assert.equal(closed.body.code, 0, closed.body.message)
      assert.equal(await detailStock(), before, 'the close is shown')
    })

    it('the detail from its cache: the same answer for everyone, what a member bought under a per-member limit, a successor token past half its life', async () => {
      const goodsId = (await db().selectFrom('goods_sku').select('goods_id').where('sku_id', '=', f.sku.b1).executeTakeFirstOrThrow()).goods_id
      await db().updateTable('goods').set({ member_limit: 5 }).where('goods_id', '=', goodsId).execute()
      await invalidateGoodsDetail(f.t.app.deps, [goodsId])
      try {
        const m = await newMember(f)
        const other = await newMember(f)
        const detail = (token?: string) => call(f.t.app, 'POST', '/api/goodssku/detail', { goods_id: goodsId, ...(token ? { token } : {}) })
        const visitor = await detail()
        assert.equal(visitor.body.code, 0, visitor.body.message)
        const raw = await f.t.app.inject({ method: 'POST', url: '/api/goodssku/detail', payload: { goods_id: goodsId } })
        assert.match(String(raw.headers['content-type']), /^application\/json; charset=utf-8/)
        assert.deepEqual(raw.json(), visitor.body)
        assert.deepEqual([visitor.body.data.goods.member_limit, visitor.body.data.goods.member_bought], [5, 0])
        assert.ok(!('refreshtoken' in visitor.body))
        const created = await post('create', { token: m.token, sku_id: f.sku.b1, num: 2, request_key: key() })
        assert.equal(created.body.code, 0, created.body.message)
        const mine = await detail(m.token)
        assert.equal(mine.body.data.goods.member_bought, 2)
        assert.equal((await detail(other.token)).body.data.goods.member_bought, 0)
        const again = await detail()
        assert.deepEqual({ ...again.body.data.goods, skus: [] }, { ...mine.body.data.goods, member_bought: 0, skus: [] }, 'one cached answer for all')
        assert.equal(again.body.data.goods.member_bought, 0)

        // without a per-member limit every caller gets the cached text; a token past half its life still gets its successor
        await db().updateTable('goods').set({ member_limit: 0 }).where('goods_id', '=', goodsId).execute()
        await invalidateGoodsDetail(f.t.app.deps, [goodsId])
        const now = Math.floor(Date.now() / 1000)
        const old = signToken({ mid: other.memberId, wid: 1, iat: now - TOKEN_TTL_SECONDS + 60, exp: now + 60 }, f.t.config.tokenSecret)
        const renewed = (await detail(old)) as { body: { code: number; message: string; data: any; refreshtoken?: string } }
        assert.equal(renewed.body.code, 0, renewed.body.message)
        assert.equal(renewed.body.data.goods.member_bought, 0)
        assert.equal(typeof renewed.body.refreshtoken, 'string')
        assert.equal(verifyToken(renewed.body.refreshtoken!, f.t.config.tokenSecret, now).ok, true)
        assert.deepEqual(renewed.body.data, (await detail()).body.data)
      } finally {
        await db().updateTable('goods').set({ member_limit: 0 }).where('goods_id', '=', goodsId).execute()
        await invalidateGoodsDetail(f.t.app.deps, [goodsId])
      }
    })

    it('create: pickup, local delivery with a slot, invoice and message rules', async () => {
      const m = await newMember(f)
      const pay = await post('payment', { token: m.token, sku_id: f.sku.a1, num: 2 })
      const slot = pay.body.data.shop_goods_list[0].delivery.local.time_slots[3]
      const bad = await post('create', { token: m.token, sku_id: f.sku.a1, num: 2, delivery: { [f.shopA]: { delivery_type: 'local', buyer_ask_delivery_time: '2000-01-01 10:00-11:00' } }, request_key: key() })
      assert.equal(bad.body.code, E.DELIVERY_TIME_INVALID)
      const local = await post('create', { token: m.token, sku_id: f.sku.a1, num: 2, delivery: { [f.shopA]: { delivery_type: 'local', buyer_ask_delivery_time: slot } }, request_key: key() })
      assert.equal(local.body.code, 0, local.body.message)
      const lo = await db().selectFrom('orders').selectAll().where('order_id', '=', local.body.data.order_ids[0]).executeTakeFirstOrThrow()
      assert.deepEqual([lo.order_type, Number(lo.delivery_money), lo.buyer_ask_delivery_time], [3, 500, slot])
      // below local_min_money (2000): one piece of 1001
      const small = await post('calculate', { token: m.token, sku_id: f.sku.a2, num: 1, delivery: { [f.shopA]: { delivery_type: 'local' } } })
      assert.equal(small.body.data.shop_goods_list[0].delivery_reason, 'below_min')
      assert.equal(small.body.data.shop_goods_list[0].delivery_money, 0)
      assert.equal((await post('create', { token: m.token, sku_id: f.sku.a1, num: 1, delivery: { [f.shopA]: { delivery_type: 'store', store_id: 999999 } }, request_key: key() })).body.code, E.STORE_INVALID)
      const store = await post('create', { token: m.token, sku_id: f.sku.a1, num: 1, delivery: { [f.shopA]: { delivery_type: 'store', store_id: f.storeA } }, request_key: key() })
      assert.equal(store.body.code, 0, store.body.message)
      const so = await db().selectFrom('orders').selectAll().where('order_id', '=', store.body.data.order_ids[0]).executeTakeFirstOrThrow()
      assert.deepEqual([so.order_type, so.delivery_store_id, Number(so.delivery_money), so.delivery_store_name], [2, f.storeA, 0, '甲店门店'])
      assert.equal((await post('create', { token: m.token, sku_id: f.sku.b1, num: 1, delivery: { [f.shopB]: { delivery_type: 'store' } }, request_key: key() })).body.code, E.DELIVERY_UNAVAILABLE)
      // shop B offers no invoice; company invoices need a taxpayer number
      assert.equal((await post('create', { token: m.token, sku_id: f.sku.b1, num: 1, invoice: { [f.shopB]: { invoice_type: 1, invoice_title: 'x', invoice_content: '明细' } }, request_key: key() })).body.code, E.INVOICE_INVALID)
      assert.equal((await post('create', { token: m.token, sku_id: f.sku.a1, num: 1, invoice: { [f.shopA]: { invoice_type: 2, invoice_title: '公司', invoice_content: '明细' } }, request_key: key() })).body.code, E.INVOICE_INVALID)
      assert.equal((await post('create', { token: m.token, sku_id: f.sku.a1, num: 1, buyer_message: { [f.shopA]: 'x'.repeat(201) }, request_key: key() })).body.code, -10001)
    })

    it('goods rules: stock, per order and per member limits, off sale, other members\' cart lines', async () => {
      const m = await newMember(f)
      const other = await newMember(f)
      const foreign = await addToCart(f, other.memberId, f.sku.a1, 1)
      const own = await addToCart(f, m.memberId, f.sku.a1, 1)
      assert.equal((await post('payment', { token: m.token, cart_ids: String(foreign) })).body.code, E.EMPTY)
      assert.equal((await post('payment', { token: m.token, cart_ids: `${own},${foreign}` })).body.code, E.EMPTY)
      assert.equal((await post('create', { token: m.token, cart_ids: String(foreign), request_key: key() })).body.code, E.EMPTY)
      assert.equal((await post('payment', { token: m.token })).body.code, E.EMPTY)
      // more than the stock (the cart keeps one line per SKU; checkout sums lines of one SKU all the same)
      const { goods_id, sku_id } = await (async () => {
        const g = await db().insertInto('goods').values({ website_id: 1, site_id: f.shopB, category_id: 0, category_path: '', goods_name: '限量', introduction: '', description: '', unit: '', goods_image: '', sale_num: 0, is_recommend: 0, status: 1, created_at: 0, freight_template_id: -1 }).returning('goods_id').executeTakeFirstOrThrow()
        const s = await db().insertInto('goods_sku').values({ goods_id: g.goods_id, spec_name: '', sku_image: '', price: 100, market_price: 0, stock: 3, sale_num: 0 }).returning('sku_id').executeTakeFirstOrThrow()
        return { goods_id: g.goods_id, sku_id: s.sku_id }
      })()
      const l1 = await addToCart(f, m.memberId, sku_id, 4)
      assert.equal((await post('create', { token: m.token, cart_ids: String(l1), request_key: key() })).body.code, E.STOCK_SHORT)
      assert.equal(await stockOf(sku_id), 3)
      await db().updateTable('goods').set({ min_buy: 2, max_buy: 3 }).where('goods_id', '=', goods_id).execute()
      assert.equal((await post('calculate', { token: m.token, sku_id, num: 1 })).body.code, E.BUY_LIMIT)
      await setStock(sku_id, 100)
      assert.equal((await post('calculate', { token: m.token, sku_id, num: 4 })).body.code, E.BUY_LIMIT)
      await db().updateTable('goods').set({ min_buy: 0, max_buy: 0, member_limit: 3 }).where('goods_id', '=', goods_id).execute()
      assert.equal((await post('create', { token: m.token, sku_id, num: 2, request_key: key() })).body.code, 0)
      assert.equal((await post('create', { token: m.token, sku_id, num: 2, request_key: key() })).body.code, E.MEMBER_LIMIT)
      assert.equal((await post('create', { token: m.token, sku_id, num: 1, request_key: key() })).body.code, 0)
      await db().updateTable('goods').set({ status: 0 }).where('goods_id', '=', goods_id).execute()
      assert.equal((await post('payment', { token: other.token, sku_id, num: 1 })).body.code, E.GOODS_UNAVAILABLE)
    })

    it('coupons: another member\'s, another shop\'s, expired or below the threshold are refused', async () => {
      const m = await newMember(f)
      const other = await newMember(f)
      const foreign = await giveCoupon(f, other.memberId, { site_id: f.shopA, type: 'reward', money: 100 })
      const wrongShop = await giveCoupon(f, m.memberId, { site_id: f.shopB, type: 'reward', money: 100 })
      const expired = await giveCoupon(f, m.memberId, { site_id: f.shopA, type: 'reward', money: 100, end_time: Math.floor(Date.now() / 1000) - 5 })
      const high = await giveCoupon(f, m.memberId, { site_id: 0, type: 'reward', money: 100, at_least: 1_000_000 })
      for (const coupon_id of [foreign, wrongShop, expired]) {
        const calc = await post('calculate', { token: m.token, sku_id: f.sku.a1, num: 1, coupon: { [f.shopA]: { coupon_id } } })
        assert.equal(calc.body.data.shop_goods_list[0].coupon_money, 0)
        assert.equal(calc.body.data.shop_goods_list[0].coupon_unusable, '优惠券不可用')
        assert.equal((await post('create', { token: m.token, sku_id: f.sku.a1, num: 1, coupon: { [f.shopA]: { coupon_id } }, request_key: key() })).body.code, CouponError.NOT_USABLE)
      }
      const calc = await post('calculate', { token: m.token, sku_id: f.sku.a1, num: 1, platform_coupon_id: high, lang: 'en-us' })
      assert.equal(calc.body.data.platform_coupon_unusable, 'The order does not reach the coupon threshold')
      assert.equal((await post('create', { token: m.token, sku_id: f.sku.a1, num: 1, platform_coupon_id: foreign, request_key: key() })).body.code, CouponError.NOT_USABLE)
      assert.equal((await db().selectFrom('member_coupon').select('state').where('id', '=', foreign).executeTakeFirstOrThrow()).state, 1)
    })

    it('pay password: not set, wrong (5 in a row lock it for the member), and a balance-covered order is paid at once', async () => {
      const none = await newMember(f, { balance: 100000, payPassword: false })
      assert.equal((await post('create', { token: none.token, sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: '123456', request_key: key() })).body.code, E.PAY_PASSWORD_NOT_SET)
      const m = await newMember(f, { balance: 100000 })
      for (let i = 0; i < 5; i++) {
        assert.equal((await post('create', { token: m.token, sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: '000000', request_key: key() })).body.code, E.PAY_PASSWORD_WRONG)
      }
      const locked = await post('create', { token: m.token, sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD, request_key: key() })
      assert.equal(locked.body.code, AuthError.PASSWORD_LOCKED)
      assert.ok(locked.body.data.seconds > 0)
      const m2 = await newMember(f, { balance: 100000 })
      const paid = await post('create', { token: m2.token, sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD, request_key: key() })
      assert.equal(paid.body.code, 0, paid.body.message)
      assert.equal(paid.body.data.pay_money, 0)
      const order = await db().selectFrom('orders').selectAll().where('order_id', '=', paid.body.data.order_ids[0]).executeTakeFirstOrThrow()
      assert.deepEqual([order.order_status, order.pay_status, order.pay_type, Number(order.balance_money)], [1, 2, 'BALANCE', 1299])
      const pay = await db().selectFrom('pay').select('pay_status').where('out_trade_no', '=', paid.body.data.out_trade_no).executeTakeFirstOrThrow()
      assert.equal(pay.pay_status, 'paid')
      // a virtual order paid by balance is received at once, with a code
      const v = await post('create', { token: m2.token, sku_id: f.sku.virtual, num: 1, is_balance: 1, pay_password: PAY_PASSWORD, request_key: key() })
      assert.equal(v.body.code, 0, v.body.message)
      const vo = await db().selectFrom('orders').selectAll().where('order_id', '=', v.body.data.order_ids[0]).executeTakeFirstOrThrow()
      assert.deepEqual([vo.order_type, vo.order_status, vo.name], [4, 4, ''])
      assert.ok(vo.verify_code.length > 0)
    })

    it('concurrency: 300 buyers for 50 units give 50 orders and stock 0', async () => {
      await setStock(f.sku.b1, 50)
      const buyers = []
      for (let i = 0; i < 300; i++) buyers.push(await newMember(f, { address: false }))
      const now = Math.floor(Date.now() / 1000)
      for (let i = 0; i < buyers.length; i += 100) {
        await db().insertInto('member_address').values(buyers.slice(i, i + 100).map((b) => ({
          website_id: 1, member_id: b.memberId, name: 'x', mobile: '13800000001', province_id: HANGZHOU.province_id, city_id: HANGZHOU.city_id,
          address: 'y', full_address: 'y', is_default: 1, created_at: now, updated_at: now,
        }))).execute()
      }
      const results = await Promise.all(buyers.map((b) => post('create', { token: b.token, sku_id: f.sku.b1, num: 1, request_key: key() })))
      const codes = results.map((r) => r.body.code)
      assert.equal(codes.filter((c) => c === 0).length, 50, JSON.stringify([...new Set(codes)]))
      assert.equal(codes.filter((c) => c === E.STOCK_SHORT).length, 250)
      assert.equal(await stockOf(f.sku.b1), 0)
      const orders = await db().selectFrom('order_goods').select((eb) => eb.fn.sum<number>('num').as('n')).where('sku_id', '=', f.sku.b1)
        .where('member_id', 'in', buyers.map((b) => b.memberId)).executeTakeFirstOrThrow()
      assert.equal(Number(orders.n), 50)
      await setStock(f.sku.b1, 1000)
    })

    it('concurrency: two simultaneous creates of one member never pass the per-member limit together', async () => {
      const m = await newMember(f)
      await db().updateTable('goods').set({ member_limit: 3 }).where('goods_id', '=', f.goods.b1).execute()
      try {
        const res = await Promise.all([1, 2].map(() => post('create', { token: m.token, sku_id: f.sku.b1, num: 2, request_key: key() })))
        assert.deepEqual(res.map((r) => r.body.code).sort(), [E.MEMBER_LIMIT, 0])
        const bought = await db().selectFrom('order_goods').select('num').where('member_id', '=', m.memberId).execute()
        assert.deepEqual(bought.map((b) => b.num), [2])
      } finally {
        await db().updateTable('goods').set({ member_limit: 0 }).where('goods_id', '=', f.goods.b1).execute()
      }
    })

    it('points off and no member level: nothing deducted', async () => {
      const { setWebsiteConfig } = await import('../config/config.service.js')
      const m = await newMember(f, { point: 100000, level: 2 })
      await setWebsiteConfig(db(), 1, 'order_config', { point_rate: 0, point_max_percent: 10 })
      try {
        const calc = await post('calculate', { token: m.token, sku_id: f.sku.b1, num: 1, is_point: 1 })
        assert.equal(calc.body.code, 0, calc.body.message)
        assert.deepEqual([calc.body.data.point, calc.body.data.point_money, calc.body.data.promotion_money, calc.body.data.pay_money], [0, 0, 0, 1299])
        assert.equal((await post('payment', { token: m.token, sku_id: f.sku.b1, num: 1 })).body.data.point_config.enabled, 0)
      } finally {
        await setWebsiteConfig(db(), 1, 'order_config', { point_rate: 100, point_max_percent: 10 })
      }
    })

    it('concurrency: one coupon in two simultaneous creates is used once; a balance is never spent twice', async () => {
      const m = await newMember(f)
      const coupon = await giveCoupon(f, m.memberId, { site_id: 0, type: 'reward', money: 100 })
      const res = await Promise.all([1, 2].map(() => post('create', { token: m.token, sku_id: f.sku.b1, num: 1, platform_coupon_id: coupon, request_key: key() })))
      const codes = res.map((r) => r.body.code)
      assert.equal(codes.filter((c) => c === 0).length, 1, JSON.stringify(res.map((r) => r.body)))
      // refused either before (already used when it looked) or inside the transaction (the guarded update moved no row)
      assert.ok(codes.every((c) => c === 0 || c === CouponError.NOT_USABLE || c === CouponError.TAKEN))
      const used = await db().selectFrom('orders').select('platform_coupon_id').where('member_id', '=', m.memberId).execute()
      assert.equal(used.filter((o) => o.platform_coupon_id === coupon).length, 1)

      // 2000 fen of balance, two orders of 1299 each wanting all of it
      const rich = await newMember(f, { balance: 500, withdraw: 1500 })
      const spend = await Promise.all([1, 2].map(() => post('create', { token: rich.token, sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD, request_key: key() })))
      const ok = spend.filter((r) => r.body.code === 0)
      assert.ok(ok.length >= 1, JSON.stringify(spend.map((r) => r.body)))
      for (const r of spend) if (r.body.code !== 0) assert.equal(r.body.code, E.ACCOUNT_CHANGED)
      const member = await db().selectFrom('member').select(['balance', 'balance_withdraw']).where('id', '=', rich.memberId).executeTakeFirstOrThrow()
      const spent = (await db().selectFrom('orders').select('balance_money').where('member_id', '=', rich.memberId).execute()).reduce((a, o) => a + Number(o.balance_money), 0)
      assert.equal(Number(member.balance) + Number(member.balance_withdraw) + spent, 2000)
      assert.ok(Number(member.balance) >= 0 && Number(member.balance_withdraw) >= 0)
    })
  })
}
