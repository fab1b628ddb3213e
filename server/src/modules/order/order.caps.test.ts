import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import * as payDeadlineMigration from '../../db/migrations/0030_order_pay_deadline.js'
import { call, dbTargets } from '../../test/harness.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { markPaid } from '../pay/pay.service.js'
import { testChannelOf } from '../pay/pay.testkit.js'
import { CheckoutError as E } from './order.checkout.messages.js'
import { addToCart, checkoutApp, newMember, type Fixture } from './order.checkout.fixture.js'
import { ORDER_CONFIG_KEY } from './order.config.js'
import { sweepOrders } from './order.sweep.js'
import { ORDER_STATUS as S } from './order.table.js'

// Issue 23: unpaid orders hold stock; caps per member and goods, a maximum amount, and a deadline per order.
let keySeq = 0
const key = () => `cap${Date.now()}x${keySeq++}`.padEnd(12, '0')
/** the fixture's own order_config (points), which every test puts back */
const BASE_CONFIG = { point_rate: 100, point_max_percent: 10 }

for (const target of dbTargets()) {
  describe(`checkout hold caps and pay deadlines [${target.name}]`, { skip: target.skip }, () => {
    let f: Fixture
    before(async () => { f = await checkoutApp(target, { paySettings: { PAY_TEST_CHANNEL: 'on' } }) })
    after(() => f?.t.close())
    const db = () => f.t.handle.db
    type Member = Awaited<ReturnType<typeof newMember>>
    const post = (path: string, body: Record<string, unknown>) => call(f.t.app, 'POST', path, body)
    const buy = (m: Member, skuId: number, num: number, extra: Record<string, unknown> = {}) =>
      post('/api/ordercreate/create', { token: m.token, sku_id: skuId, num, request_key: key(), ...extra })
    const preview = (m: Member, skuId: number, num: number, extra: Record<string, unknown> = {}) =>
      post('/api/ordercreate/calculate', { token: m.token, sku_id: skuId, num, ...extra })
    const unpaidOf = async (memberId: number) => (await db().selectFrom('orders').select('order_id')
      .where('member_id', '=', memberId).where('order_status', '=', S.WAIT_PAY).execute()).length
    const withConfig = async (extra: Record<string, unknown>, run: () => Promise<void>) => {
      await setWebsiteConfig(db(), 1, ORDER_CONFIG_KEY, { ...BASE_CONFIG, ...extra })
      try {
        await run()
      } finally {
        await setWebsiteConfig(db(), 1, ORDER_CONFIG_KEY, BASE_CONFIG)
      }
    }

    it('refuses the 11th unpaid order (default cap 10), says so in calculate first, and lets the member order again after paying or cancelling one', async () => {
      const m = await newMember(f)
      const other = await newMember(f)
      const orderIds: number[] = []
      const outTradeNos: string[] = []
      for (let i = 0; i < 10; i++) {
        const r = await buy(m, f.sku.a1, 1)
        assert.equal(r.body.code, 0, r.body.message)
        orderIds.push(...r.body.data.order_ids)
        outTradeNos.push(r.body.data.out_trade_no)
      }
      const calc = await preview(m, f.sku.a1, 1)
      assert.equal(calc.body.code, 0, calc.body.message)
      assert.deepEqual(calc.body.data.limit_refusal, {
        code: E.UNPAID_ORDER_LIMIT, message: '您有 10 笔待支付订单（最多 10 笔），请先支付或取消', limit: 10, held: 10, adding: 1, goods_id: 0,
      })
      assert.equal(calc.body.data.pay_money, 1990 + 800, 'the figures are still there')
      const refused = await buy(m, f.sku.a1, 1)
      assert.equal(refused.body.code, E.UNPAID_ORDER_LIMIT)
      assert.equal(refused.body.message, calc.body.data.limit_refusal.message)
      assert.deepEqual(refused.body.data, { limit: 10, held: 10, adding: 1, goods_id: 0 })
      const en = await buy(m, f.sku.a1, 1, { lang: 'en-us' })
      assert.equal(en.body.message, 'You have 10 unpaid orders (at most 10): pay or cancel them first')
      assert.equal(await unpaidOf(m.memberId), 10)
      // another member is not held back by these
      assert.equal((await buy(other, f.sku.a1, 1)).body.code, 0)
      assert.equal((await preview(other, f.sku.a1, 1)).body.data.limit_refusal, null)

      // cancelling one frees a place
      assert.equal((await post('/api/order/close', { token: m.token, order_id: orderIds[0] })).body.code, 0)
      assert.equal((await preview(m, f.sku.a1, 1)).body.data.limit_refusal, null)
      assert.equal((await buy(m, f.sku.a1, 1)).body.code, 0)
      assert.equal((await buy(m, f.sku.a1, 1)).body.code, E.UNPAID_ORDER_LIMIT)
      // and so does paying one
      assert.equal(await markPaid(db(), { websiteId: 1, outTradeNo: outTradeNos[1], payType: 'testpay', tradeNo: 'T1', at: nowSeconds(), actor: 'system' }), 'paid')
      assert.equal((await buy(m, f.sku.a1, 1)).body.code, 0)
      assert.equal(await unpaidOf(m.memberId), 10)
    })

    it('counts the orders a checkout of several shops would add', async () => {
      const m = await newMember(f)
      for (let i = 0; i < 9; i++) assert.equal((await buy(m, f.sku.b1, 1)).body.code, 0)
      const carts = [await addToCart(f, m.memberId, f.sku.a1, 1), await addToCart(f, m.memberId, f.sku.b1, 1)]
      const r = await post('/api/ordercreate/create', { token: m.token, cart_ids: carts.join(','), request_key: key() })
      assert.equal(r.body.code, E.UNPAID_ORDER_LIMIT)
      assert.deepEqual(r.body.data, { limit: 10, held: 9, adding: 2, goods_id: 0 })
      assert.equal(r.body.message, '本次结算将生成 2 笔订单，您已有 9 笔待支付（最多 10 笔），请先支付或取消')
      // one shop still fits
      assert.equal((await buy(m, f.sku.a1, 1)).body.code, 0)
    })

    it('caps the unpaid pieces of one goods per member (default 50) and of every goods together', async () => {
      const m = await newMember(f)
      assert.equal((await buy(m, f.sku.a1, 30)).body.code, 0)
      const over = await buy(m, f.sku.a1, 21)
      assert.equal(over.body.code, E.UNPAID_GOODS_LIMIT)
      assert.deepEqual(over.body.data, { limit: 50, held: 30, adding: 21, goods_id: f.goods.a1 })
      assert.equal(over.body.message, '甲一 待支付最多 50 件：您已有 30 件待支付，本次 21 件，请先支付或取消')
      assert.equal((await preview(m, f.sku.a1, 21)).body.data.limit_refusal.code, E.UNPAID_GOODS_LIMIT)
      assert.equal((await buy(m, f.sku.a1, 20)).body.code, 0, 'exactly 50 is allowed')
      // another goods has its own 50
      assert.equal((await buy(m, f.sku.a2, 50)).body.code, 0)

      await withConfig({ max_unpaid_units: 120 }, async () => {
        const tooMany = await buy(m, f.sku.b1, 21, { lang: 'en-us' })
        assert.equal(tooMany.body.code, E.UNPAID_UNIT_LIMIT)
        assert.deepEqual(tooMany.body.data, { limit: 120, held: 100, adding: 21, goods_id: 0 })
        assert.equal(tooMany.body.message, 'At most 120 unpaid pieces: you have 100 unpaid and this adds 21; pay or cancel first')
        assert.equal((await buy(m, f.sku.b1, 20)).body.code, 0)
      })
      // 0 switches a cap off
      await withConfig({ max_unpaid_goods_units: 0 }, async () => {
        assert.equal((await buy(m, f.sku.a1, 10)).body.code, 0)
      })
    })

    it('one member cannot hold all of a goods: another member still buys the rest', async () => {
      await db().updateTable('goods_sku').set({ stock: 100 }).where('sku_id', '=', f.sku.a2).execute()
      try {
        const hoarder = await newMember(f)
        const shopper = await newMember(f)
        assert.equal((await buy(hoarder, f.sku.a2, 100)).body.code, E.UNPAID_GOODS_LIMIT)
        assert.equal((await buy(hoarder, f.sku.a2, 50)).body.code, 0)
        assert.equal((await buy(hoarder, f.sku.a2, 1)).body.code, E.UNPAID_GOODS_LIMIT)
        const bought = await buy(shopper, f.sku.a2, 50)
        assert.equal(bought.body.code, 0, bought.body.message)
      } finally {
        await db().updateTable('goods_sku').set({ stock: 1000 }).where('sku_id', '=', f.sku.a2).execute()
      }
    })

    it('20 concurrent checkouts of one member never pass the caps together', async () => {
      // different goods and shops: only the member row orders them
      const m = await newMember(f)
      const skus = [f.sku.a1, f.sku.a2, f.sku.b1]
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => buy(m, skus[i % 3], 1)))
      const codes = answers.map((r) => r.body.code)
      assert.equal(codes.filter((c) => c === 0).length, 10, JSON.stringify(codes))
      assert.ok(codes.every((c) => c === 0 || c === E.UNPAID_ORDER_LIMIT), JSON.stringify(codes))
      assert.equal(await unpaidOf(m.memberId), 10)

      // one goods: 7 pieces each, 50 at most -> 7 checkouts (49 pieces)
      const n = await newMember(f)
      const goodsAnswers = await Promise.all(Array.from({ length: 20 }, () => buy(n, f.sku.b1, 7)))
      const goodsCodes = goodsAnswers.map((r) => r.body.code)
      assert.equal(goodsCodes.filter((c) => c === 0).length, 7, JSON.stringify(goodsCodes))
      assert.ok(goodsCodes.every((c) => c === 0 || c === E.UNPAID_GOODS_LIMIT), JSON.stringify(goodsCodes))
      const held = await db().selectFrom('order_goods as og').innerJoin('orders as o', 'o.order_id', 'og.order_id')
        .select((eb) => eb.fn.sum<number | string>('og.num').as('n')).where('o.member_id', '=', n.memberId).where('o.order_status', '=', S.WAIT_PAY).executeTakeFirstOrThrow()
      assert.equal(Number(held.n), 49)
    })

    it('refuses a checkout whose goods money before discounts passes the maximum (default ¥50,000.00)', async () => {
      const now = nowSeconds()
      const { goods_id: goodsId } = await db().insertInto('goods').values({
        website_id: 1, site_id: f.shopB, category_id: 0, category_path: '', goods_name: '金条', introduction: '', description: '', unit: '件',
        goods_image: 'upload/x.png', sale_num: 0, is_recommend: 0, status: 1, created_at: now, freight_template_id: -1,
      }).returning('goods_id').executeTakeFirstOrThrow()
      const { sku_id: gold } = await db().insertInto('goods_sku').values({ goods_id: goodsId, spec_name: '默认', sku_image: '', price: 2_000_000, market_price: 2_000_000, stock: 10, sale_num: 0, weight: 0 })
        .returning('sku_id').executeTakeFirstOrThrow()
      const m = await newMember(f, { level: 1 })
      const r = await buy(m, gold, 3)
      assert.equal(r.body.code, E.ORDER_AMOUNT_LIMIT)
      assert.deepEqual(r.body.data, { limit: 5_000_000, held: 0, adding: 6_000_000, goods_id: 0 })
      assert.equal(r.body.message, '每次结算商品金额最多 ¥50000.00，本次 ¥60000.00，请分开下单')
      assert.equal((await preview(m, gold, 3)).body.data.limit_refusal.code, E.ORDER_AMOUNT_LIMIT)
      assert.equal((await buy(m, gold, 2)).body.code, 0)

      // before discounts: the member's 9.5折 brings 3 x 1990 = 5970 to 5672, still above 5000
      await withConfig({ max_order_money: 5000 }, async () => {
        const n = await newMember(f, { level: 1 })
        const calc = await preview(n, f.sku.a1, 3)
        assert.equal(calc.body.data.promotion_money, 298)
        const refused = await buy(n, f.sku.a1, 3, { lang: 'en-us' })
        assert.equal(refused.body.code, E.ORDER_AMOUNT_LIMIT)
        assert.equal(refused.body.message, 'At most ¥50.00 of goods per checkout (this one: ¥59.70): split the order')
        assert.equal((await buy(n, f.sku.a1, 2)).body.code, 0)
      })
    })

    it('stores each order\'s pay deadline at create; the sweep and the pay call go by it, not by the current setting', async () => {
      const m = await newMember(f)
      await withConfig({ auto_close_minutes: 45 }, async () => {
        const r = await buy(m, f.sku.a1, 1)
        assert.equal(r.body.code, 0, r.body.message)
        const [orderId] = r.body.data.order_ids
        const row = await db().selectFrom('orders').select(['create_time', 'pay_deadline']).where('order_id', '=', orderId).executeTakeFirstOrThrow()
        assert.equal(Number(row.pay_deadline), Number(row.create_time) + 45 * 60)
        const list = await post('/api/order/lists', { token: m.token })
        assert.equal(list.body.data.list.find((o: any) => o.order_id === orderId).pay_deadline, Number(row.pay_deadline))
        const detail = await post('/api/order/detail', { token: m.token, order_id: orderId })
        assert.equal(detail.body.data.pay_deadline, Number(row.pay_deadline))
        assert.ok(detail.body.data.close_seconds > 44 * 60 && detail.body.data.close_seconds <= 45 * 60, String(detail.body.data.close_seconds))
      })

      const [early, late] = [await buy(m, f.sku.a1, 1), await buy(m, f.sku.a2, 1)].map((r) => r.body.data.order_ids[0] as number)
      const now = nowSeconds()
      // both made two hours ago: the setting alone would close both; a later deadline (a promotion's) keeps one open
      await db().updateTable('orders').set({ create_time: now - 7200, pay_deadline: now - 1 }).where('order_id', '=', early).execute()
      await db().updateTable('orders').set({ create_time: now - 7200, pay_deadline: now + 3600 }).where('order_id', '=', late).execute()
      await sweepOrders(f.t.app.deps, now)
      const status = async (id: number) => (await db().selectFrom('orders').select('order_status').where('order_id', '=', id).executeTakeFirstOrThrow()).order_status
      assert.equal(await status(early), S.CLOSED)
      assert.equal(await status(late), S.WAIT_PAY)
      const lateDetail = await post('/api/order/detail', { token: m.token, order_id: late })
      assert.ok(lateDetail.body.data.close_seconds > 3500 && lateDetail.body.data.close_seconds <= 3600, String(lateDetail.body.data.close_seconds))

      // the gateway attempt expires with the order's own deadline (20 minutes here, not created + 30)
      await db().updateTable('orders').set({ create_time: now, pay_deadline: now + 1200 }).where('order_id', '=', late).execute()
      const outTradeNo = (await db().selectFrom('orders').select('out_trade_no').where('order_id', '=', late).executeTakeFirstOrThrow()).out_trade_no
      const paid = await post('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'testpay' })
      assert.equal(paid.body.code, 0, paid.body.message)
      assert.equal((await testChannelOf(f.t.config)).lastPrepay!.expiresAt, now + 1200)
    })

    it('the migration gives the orders waiting for payment created_at + the website setting, and the others 0', async () => {
      const m = await newMember(f)
      const unpaid = (await buy(m, f.sku.a1, 1)).body.data
      const paid = (await buy(m, f.sku.a2, 1)).body.data
      await markPaid(db(), { websiteId: 1, outTradeNo: paid.out_trade_no, payType: 'testpay', tradeNo: 'T2', at: nowSeconds(), actor: 'system' })
      const created = 1_800_000_000
      await db().updateTable('orders').set({ create_time: created }).where('order_id', 'in', [unpaid.order_ids[0], paid.order_ids[0]]).execute()
      await setWebsiteConfig(db(), 1, ORDER_CONFIG_KEY, { ...BASE_CONFIG, auto_close_minutes: 45 })
      await payDeadlineMigration.down(db())
      await payDeadlineMigration.up(db(), f.t.handle.dialect)
      await setWebsiteConfig(db(), 1, ORDER_CONFIG_KEY, BASE_CONFIG)
      const rows = await db().selectFrom('orders').select(['order_id', 'pay_deadline']).where('order_id', 'in', [unpaid.order_ids[0], paid.order_ids[0]]).orderBy('order_id').execute()
      assert.deepEqual(rows.map((r) => Number(r.pay_deadline)), [created + 45 * 60, 0])
    })
  })
}
