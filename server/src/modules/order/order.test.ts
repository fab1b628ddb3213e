import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { statusHistory } from '../../db/state-machine.js'
import { seedDemo } from '../../seed/seed.js'
import { call, createTestApp, dbTargets, type TestApp } from '../../test/harness.js'
import { memberToken } from '../catalog/catalog.fixture.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { ORDER_CONFIG_KEY } from './order.config.js'
import { CLOSE_FROM_TYPE, closeOrder } from './order.lifecycle.js'
import { DevLogisticsProvider } from './order.logistics.js'
import { ORDER_MACHINE } from './order.machine.js'
import { OrderError } from './order.messages.js'
import { sweepOrders } from './order.sweep.js'
import { ORDER_STATUS as S, ORDER_TYPE as T, type OrderStatus } from './order.table.js'
import { insertOrder, insertPay, insertUsedCoupon, newTradeNo, skusOf } from './order.testkit.js'

describe('order transition table', () => {
  it('allows exactly the origin moves', () => {
    const all = ORDER_MACHINE.states
    const allowed = all.flatMap((from) => all.filter((to) => ORDER_MACHINE.canMove(from, to)).map((to) => `${from}->${to}`))
    assert.deepEqual(allowed.sort(), ['0->-1', '0->1', '0->2', '0->4', '1->-1', '1->3', '2->-1', '2->4', '3->-1', '3->4', '4->-1', '4->10'].sort())
  })
})

describe('dev logistics provider', () => {
  const p = new DevLogisticsProvider()
  const shippedAt = 1_700_000_000
  it('tells the same story for the same number, up to now, signed only after receipt', async () => {
    const q = { company: 'SF', no: 'SF123', shippedAt, receivedAt: 0, lang: 'en-us' as const, now: shippedAt + 3 * 86400 }
    const a = await p.trace('SF', 'SF123', q)
    assert.deepEqual(a, await p.trace('SF', 'SF123', q))
    assert.equal(a.length, 7)
    assert.match(a.at(-1)!.text, /Shipped by the shop: handed to SF/)
    assert.equal(a.at(-1)!.time, shippedAt, 'the first event is the shipment itself')
    assert.match(a.at(-2)!.text, /Picked up by SF/)
    assert.match(a[0].text, /Out for delivery/)
    assert.ok(!a.some((e) => /signed/i.test(e.text)))
    assert.ok(a.every((e, i) => i === 0 || e.time <= a[i - 1].time), 'newest first')
    const early = await p.trace('SF', 'SF123', { ...q, now: shippedAt + 2 * 3600 })
    assert.equal(early.length, 2)
    assert.equal((await p.trace('SF', 'SF123', { ...q, now: shippedAt })).length, 1, 'a parcel shipped this second already has its first event')
    const signed = await p.trace('SF', 'SF123', { ...q, receivedAt: shippedAt + 2 * 86400, lang: 'zh-cn' })
    assert.equal(signed[0].text, '快件已签收，感谢使用')
    assert.notDeepEqual((await p.trace('SF', 'SF999', q)).map((e) => e.text), a.map((e) => e.text))
  })
})

for (const target of dbTargets()) {
  describe(`orders [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let shopA: number
    let shopB: number
    let skuA: number
    let skuA2: number
    let skuB: number

    before(async () => {
      t = await createTestApp(target, {
        async prepare(handle, cfg) {
          await seedDemo(handle, { uploadDir: cfg.uploadDir, goodsCount: 12 })
        },
      })
      const shops = await t.handle.db.selectFrom('goods').select('site_id').distinct().orderBy('site_id').execute()
      shopA = shops[0].site_id
      shopB = shops[1].site_id
      const a = await skusOf(t.handle.db, shopA, 2)
      skuA = a[0].sku_id
      skuA2 = a[1]?.sku_id ?? a[0].sku_id
      skuB = (await skusOf(t.handle.db, shopB, 1))[0].sku_id
      await t.handle.db.updateTable('goods_sku').set({ stock: 1000 }).execute()
    })
    after(() => t?.close())

    const post = (path: string, payload: Record<string, unknown>) => call(t.app, 'POST', `/api/order/${path}`, payload)
    const stockOf = async (skuId: number) => Number((await t.handle.db.selectFrom('goods_sku').select('stock').where('sku_id', '=', skuId).executeTakeFirstOrThrow()).stock)
    const memberOf = (id: number) => t.handle.db.selectFrom('member').select(['point', 'balance']).where('id', '=', id).executeTakeFirstOrThrow()
    const orderRow = (id: number) => t.handle.db.selectFrom('orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow()

    it('lists the caller\'s orders newest first by tab, with lines and actions, and counts the tabs', async () => {
      const m = await memberToken(t)
      const other = await memberToken(t)
      const now = nowSeconds()
      const mk = (status: number, extra: Partial<Parameters<typeof insertOrder>[1]> = {}, age = 0) =>
        insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status, createTime: now - age, ...extra })
      const waitpay = await mk(S.WAIT_PAY, {}, 10)
      const waitsend = await mk(S.WAIT_SEND, {}, 20)
      const pickup = await mk(S.WAIT_PICKUP, { orderType: T.PICKUP, verifyCode: '123456789012' }, 30)
      const shipped = await mk(S.SHIPPED, { autoReceiveAt: now + 3600 }, 40)
      const received = await mk(S.RECEIVED, { signTime: now }, 50)
      const completedRated = await mk(S.COMPLETED, { isEvaluate: 1 }, 60)
      const closed = await mk(S.CLOSED, {}, 70)
      await insertOrder(t.handle.db, { memberId: other.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }] })

      const all = await post('lists', { token: m.token, page_size: 50 })
      assert.equal(all.body.code, 0, all.body.message)
      assert.deepEqual(all.body.data.list.map((o: any) => o.order_id), [waitpay, waitsend, pickup, shipped, received, completedRated, closed].map((o) => o.orderId))
      assert.equal(all.body.data.count, 7)
      const first = all.body.data.list[0]
      assert.deepEqual(first.actions, ['pay', 'close'])
      assert.equal(first.order_status_name, '待支付')
      assert.equal(first.order_goods.length, 1)
      const tab = async (name: string) => (await post('lists', { token: m.token, order_status: name, lang: 'en-us' })).body.data.list.map((o: any) => o.order_id)
      assert.deepEqual(await tab('waitpay'), [waitpay.orderId])
      assert.deepEqual(await tab('waitsend'), [waitsend.orderId, pickup.orderId])
      assert.deepEqual(await tab('waitconfirm'), [shipped.orderId])
      assert.deepEqual(await tab('waitrate'), [received.orderId])
      const en = await post('lists', { token: m.token, order_status: 'waitconfirm', lang: 'en-us' })
      assert.equal(en.body.data.list[0].order_status_name, 'Shipped')
      assert.deepEqual(en.body.data.list[0].actions, ['takedelivery', 'extendtakedelivery', 'logistics'])

      const num = await post('num', { token: m.token, order_status: 'waitpay,waitsend,waitconfirm,waitrate' })
      assert.deepEqual(num.body.data, { waitpay: 1, waitsend: 2, waitconfirm: 1, waitrate: 1 })
      assert.deepEqual((await post('num', { token: m.token, order_status: 'waitpay,bogus' })).body.data, { waitpay: 1 })

      // paging is bounded
      const page2 = await post('lists', { token: m.token, page: 2, page_size: 3 })
      assert.equal(page2.body.data.list.length, 3)
      assert.equal(page2.body.data.page_count, 3)
      assert.equal((await post('lists', { token: m.token, page_size: 51 })).body.code, -10001)
      // visitors are refused
      assert.equal((await post('lists', {})).body.code, -10009)
    })

    it('searches by order number or goods name, LIKE characters literally', async () => {
      const m = await memberToken(t)
      const o = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }] })
      await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopB, lines: [{ skuId: skuB, num: 1 }] })
      const name = (await t.handle.db.selectFrom('order_goods').select('sku_name').where('order_id', '=', o.orderId).executeTakeFirstOrThrow()).sku_name
      const search = async (s: string) => (await post('lists', { token: m.token, search: s })).body.data.list.map((x: any) => x.order_id)
      assert.deepEqual(await search(o.orderNo.slice(3, 12)), [o.orderId])
      assert.ok((await search(name.slice(0, 4))).includes(o.orderId))
      assert.deepEqual(await search('%'), [])
      assert.deepEqual(await search('_'), [])
      assert.deepEqual(await search('\\'), [])
    })

    it('answers the detail with countdowns, pickup store and code; another member\'s order is not found', async () => {
      const m = await memberToken(t)
      const other = await memberToken(t)
      await setWebsiteConfig(t.handle.db, 1, ORDER_CONFIG_KEY, { auto_close_minutes: 15 })
      const now = nowSeconds()
      const unpaid = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 2 }], createTime: now - 60 })
      const d = await post('detail', { token: m.token, order_id: unpaid.orderId })
      assert.equal(d.body.code, 0, d.body.message)
      assert.ok(d.body.data.close_seconds > 13 * 60 && d.body.data.close_seconds <= 14 * 60, String(d.body.data.close_seconds))
      assert.equal(d.body.data.receive_seconds, 0)
      assert.equal(d.body.data.verify_code, '')
      assert.equal(d.body.data.goods_num, 2)
      const pickup = await insertOrder(t.handle.db, {
        memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], orderType: T.PICKUP, status: S.WAIT_PICKUP, verifyCode: '998877665544',
        deliveryStoreInfo: { store_id: 3, store_name: 'North gate', telephone: '021-1', full_address: 'Road 1', open_date: '9-21', lat: 31.2, lng: 121.4 },
      })
      const p = await post('detail', { token: m.token, order_id: pickup.orderId, lang: 'en-us' })
      assert.equal(p.body.data.verify_code, '998877665544')
      assert.equal(p.body.data.order_status_name, 'Awaiting pickup')
      assert.equal(p.body.data.delivery_store.store_name, 'North gate')
      assert.equal(p.body.data.delivery_store.latitude, 31.2)
      const shipped = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.SHIPPED, autoReceiveAt: now + 7200 })
      const s = await post('detail', { token: m.token, order_id: shipped.orderId })
      assert.ok(s.body.data.receive_seconds > 7100 && s.body.data.receive_seconds <= 7200)
      for (const path of ['detail', 'close', 'takedelivery', 'extendtakedelivery', 'delete', 'package']) {
        const r = await post(path, { token: other.token, order_id: unpaid.orderId })
        assert.equal(r.body.code, OrderError.ORDER_NOT_FOUND, path)
        assert.equal((await post(path, { token: other.token, order_id: unpaid.orderId, lang: 'en-us' })).body.message, 'Order not found')
      }
      assert.equal((await orderRow(unpaid.orderId)).order_status, S.WAIT_PAY)
      await setWebsiteConfig(t.handle.db, 1, ORDER_CONFIG_KEY, null)
    })

    it('allows each buyer move only from its status (table)', async () => {
      const m = await memberToken(t)
      const statuses: OrderStatus[] = [S.WAIT_PAY, S.WAIT_SEND, S.WAIT_PICKUP, S.SHIPPED, S.RECEIVED, S.COMPLETED, S.CLOSED]
      const moves: Array<{ path: string; allowed: number[]; refused: number; to?: number }> = [
        { path: 'close', allowed: [S.WAIT_PAY], refused: OrderError.ORDER_CANNOT_CLOSE, to: S.CLOSED },
        { path: 'takedelivery', allowed: [S.SHIPPED], refused: OrderError.ORDER_CANNOT_RECEIVE, to: S.RECEIVED },
        { path: 'extendtakedelivery', allowed: [S.SHIPPED], refused: OrderError.ORDER_CANNOT_EXTEND },
        { path: 'delete', allowed: [S.CLOSED, S.COMPLETED], refused: OrderError.ORDER_CANNOT_DELETE },
      ]
      for (const move of moves) {
        for (const status of statuses) {
          const o = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status, autoReceiveAt: status === S.SHIPPED ? nowSeconds() + 100 : 0 })
          const r = await post(move.path, { token: m.token, order_id: o.orderId })
          const row = await orderRow(o.orderId)
          if (move.allowed.includes(status)) {
            assert.equal(r.body.code, 0, `${move.path} from ${status}: ${r.body.message}`)
            if (move.to !== undefined) {
              assert.equal(row.order_status, move.to)
              const history = await statusHistory(t.handle.db, 'order', o.orderId)
              assert.equal(history.at(-1)!.actor, `member:${m.memberId}`)
            }
          } else {
            assert.equal(r.body.code, move.refused, `${move.path} from ${status}`)
            assert.equal(row.order_status, status)
            assert.equal(row.is_delete, 0)
          }
        }
      }
    })

    it('extends receipt once by extend_days; deleted orders leave the lists', async () => {
      const m = await memberToken(t)
      const at = nowSeconds() + 1000
      const o = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.SHIPPED, autoReceiveAt: at })
      const r = await post('extendtakedelivery', { token: m.token, order_id: o.orderId })
      assert.equal(r.body.code, 0)
      assert.equal(r.body.data.auto_receive_at, at + 3 * 86400)
      assert.ok(!r.body.data.actions.includes('extendtakedelivery'))
      assert.equal((await post('extendtakedelivery', { token: m.token, order_id: o.orderId })).body.code, OrderError.ORDER_CANNOT_EXTEND)
      const done = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.COMPLETED })
      assert.equal((await post('delete', { token: m.token, order_id: done.orderId })).body.code, 0)
      const list = await post('lists', { token: m.token })
      assert.deepEqual(list.body.data.list.map((x: any) => x.order_id), [o.orderId])
      assert.equal((await post('detail', { token: m.token, order_id: done.orderId })).body.code, OrderError.ORDER_NOT_FOUND)
    })

    it('close gives back stock, coupons, points and balance exactly once, even when two closes race', async () => {
      const m = await memberToken(t)
      for (let round = 0; round < 3; round++) {
        const before = await stockOf(skuA)
        const acct = await memberOf(m.memberId)
        const tradeNo = newTradeNo()
        const o = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 3 }], point: 100, balanceMoney: 250, outTradeNo: tradeNo })
        const coupon = await insertUsedCoupon(t.handle.db, { memberId: m.memberId, orderId: o.orderId, siteId: shopA })
        await t.handle.db.updateTable('orders').set({ coupon_id: coupon }).where('order_id', '=', o.orderId).execute()
        const payId = await insertPay(t.handle.db, { memberId: m.memberId, outTradeNo: tradeNo, payMoney: 1 })
        assert.equal(await stockOf(skuA), before - 3)
        const results = await Promise.all([post('close', { token: m.token, order_id: o.orderId }), post('close', { token: m.token, order_id: o.orderId })])
        const codes = results.map((r) => r.body.code).sort()
        assert.equal(codes.filter((c) => c === 0).length, 1, JSON.stringify(results.map((r) => r.body)))
        assert.ok(codes.every((c) => c === 0 || c === OrderError.ORDER_STATUS_CHANGED || c === OrderError.ORDER_CANNOT_CLOSE), String(codes))
        assert.equal(await stockOf(skuA), before)
        const after = await memberOf(m.memberId)
        assert.equal(Number(after.point), Number(acct.point) + 100)
        assert.equal(Number(after.balance), Number(acct.balance) + 250)
        const c = await t.handle.db.selectFrom('member_coupon').select(['state', 'use_order_id']).where('id', '=', coupon).executeTakeFirstOrThrow()
        assert.deepEqual({ state: c.state, use: c.use_order_id }, { state: 1, use: 0 })
        const row = await orderRow(o.orderId)
        assert.equal(row.order_status, S.CLOSED)
        assert.equal(row.close_cause, 'buyer')
        assert.ok(Number(row.close_time) > 0)
        const pay = await t.handle.db.selectFrom('pay').select(['pay_status', 'close_time']).where('id', '=', payId).executeTakeFirstOrThrow()
        assert.equal(pay.pay_status, 'closed')
        const ledger = await t.handle.db.selectFrom('member_account').select(['account_type', 'account_data'])
          .where('member_id', '=', m.memberId).where('relate_tag', '=', o.orderNo).where('from_type', '=', CLOSE_FROM_TYPE).orderBy('account_type').execute()
        assert.deepEqual(ledger.map((l) => [l.account_type, Number(l.account_data)]), [['balance', 250], ['point', 100]])
      }
    })

    it('returns a shared platform coupon and closes the payment only with the last order of the checkout', async () => {
      const m = await memberToken(t)
      const tradeNo = newTradeNo()
      const a = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA2, num: 1 }], outTradeNo: tradeNo })
      const b = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopB, lines: [{ skuId: skuB, num: 1 }], outTradeNo: tradeNo })
      const platform = await insertUsedCoupon(t.handle.db, { memberId: m.memberId, orderId: a.orderId, siteId: 0 })
      await t.handle.db.updateTable('orders').set({ platform_coupon_id: platform }).where('order_id', 'in', [a.orderId, b.orderId]).execute()
      const payId = await insertPay(t.handle.db, { memberId: m.memberId, outTradeNo: tradeNo, payMoney: 2 })
      const couponState = async () => (await t.handle.db.selectFrom('member_coupon').select('state').where('id', '=', platform).executeTakeFirstOrThrow()).state
      const payStatus = async () => (await t.handle.db.selectFrom('pay').select('pay_status').where('id', '=', payId).executeTakeFirstOrThrow()).pay_status
      assert.equal((await post('close', { token: m.token, order_id: a.orderId })).body.code, 0)
      assert.equal(await couponState(), 2)
      assert.equal(await payStatus(), 'waiting')
      assert.equal((await post('close', { token: m.token, order_id: b.orderId })).body.code, 0)
      assert.equal(await couponState(), 1)
      assert.equal(await payStatus(), 'closed')
    })

    it('closes the open gateway attempt of the payment before closing the order (pay.service closeOpenAttempt)', async () => {
      const m = await memberToken(t)
      const tradeNo = newTradeNo()
      const o = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], outTradeNo: tradeNo })
      const payId = await insertPay(t.handle.db, { memberId: m.memberId, outTradeNo: tradeNo, payMoney: 100 })
      // a channel that is switched off: nothing to ask, the attempt is closed locally
      const { id: attemptId } = await t.handle.db.insertInto('pay_attempt').values({
        pay_id: payId, website_id: 1, pay_type: 'offchannel', attempt_no: `${tradeNo}A`.slice(0, 40), amount: 100, created_at: nowSeconds(),
      }).returning('id').executeTakeFirstOrThrow()
      assert.equal((await post('close', { token: m.token, order_id: o.orderId })).body.code, 0)
      const attempt = await t.handle.db.selectFrom('pay_attempt').select('status').where('id', '=', attemptId).executeTakeFirstOrThrow()
      assert.equal(attempt.status, 'closed')
      assert.equal((await t.handle.db.selectFrom('pay').select('pay_status').where('id', '=', payId).executeTakeFirstOrThrow()).pay_status, 'closed')
    })

    it('gives back balance to the accounts checkout took it from (ledger rows of the order number)', async () => {
      const m = await memberToken(t)
      const o = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], balanceMoney: 300, point: 0 })
      // checkout's own debits, as it records them: relate_tag the order number, withdrawable balance apart
      await t.handle.db.insertInto('member_account').values([
        { website_id: 1, member_id: m.memberId, account_type: 'balance', account_data: -100, from_type: 'order', relate_tag: o.orderNo, created_at: nowSeconds() },
        { website_id: 1, member_id: m.memberId, account_type: 'balance_money', account_data: -200, from_type: 'order', relate_tag: o.orderNo, created_at: nowSeconds() },
      ]).execute()
      const withdrawable = async () => Number((await t.handle.db.selectFrom('member').select('balance_withdraw').where('id', '=', m.memberId).executeTakeFirstOrThrow()).balance_withdraw)
      const before = await memberOf(m.memberId)
      const beforeW = await withdrawable()
      await closeOrder(t.app.deps, { orderId: o.orderId, actor: 'system', cause: 'timeout' })
      assert.equal(Number((await memberOf(m.memberId)).balance), Number(before.balance) + 100)
      assert.equal(await withdrawable(), beforeW + 200)
      await assert.rejects(closeOrder(t.app.deps, { orderId: o.orderId, actor: 'system', cause: 'timeout' }), (e: any) => e.code === OrderError.ORDER_CANNOT_CLOSE)
    })

    it('answers packages with traces in the caller\'s language', async () => {
      const m = await memberToken(t)
      const o = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }, { skuId: skuA2, num: 1 }], status: S.SHIPPED })
      const lines = await t.handle.db.selectFrom('order_goods').select('order_goods_id').where('order_id', '=', o.orderId).orderBy('order_goods_id').execute()
      await t.handle.db.insertInto('order_package').values({
        order_id: o.orderId, website_id: 1, site_id: shopA, delivery_type: 1, express_company_name: 'SF', delivery_no: 'SF100',
        order_goods_ids: String(lines[0].order_goods_id), created_at: nowSeconds() - 2 * 86400,
      }).execute()
      await t.handle.db.insertInto('order_package').values({
        order_id: o.orderId, website_id: 1, site_id: shopA, delivery_type: 0, order_goods_ids: String(lines[1].order_goods_id), created_at: nowSeconds(),
      }).execute()
      const r = await post('package', { token: m.token, order_id: o.orderId, lang: 'en-us' })
      assert.equal(r.body.code, 0, r.body.message)
      assert.equal(r.body.data.length, 2)
      assert.ok(r.body.data[0].traces.length >= 5)
      assert.match(r.body.data[0].traces.at(-2).text, /Picked up by SF/)
      assert.deepEqual(r.body.data[0].order_goods.map((l: any) => l.order_goods_id), [lines[0].order_goods_id])
      assert.deepEqual(r.body.data[1].traces, [])
      const d = await post('detail', { token: m.token, order_id: o.orderId })
      assert.equal(d.body.data.packages.length, 2)
    })

    it('the sweep closes, receives and completes due orders once, with two sweeps racing', async () => {
      const m = await memberToken(t)
      const now = nowSeconds()
      await t.handle.db.updateTable('orders').set({ order_status: S.CLOSED }).where('order_status', 'in', [S.WAIT_PAY]).execute()
      await t.handle.db.updateTable('orders').set({ auto_receive_at: 0 }).where('order_status', '=', S.SHIPPED).execute()
      await t.handle.db.updateTable('orders').set({ sign_time: 0 }).where('order_status', '=', S.RECEIVED).execute()
      const before = await stockOf(skuA)
      const stale = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 2 }], createTime: now - 31 * 60, point: 7 })
      const fresh = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], createTime: now - 60 })
      const due = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.SHIPPED, autoReceiveAt: now - 1 })
      const notDue = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.SHIPPED, autoReceiveAt: now + 100 })
      const old = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.RECEIVED, signTime: now - 8 * 86400 })
      const recent = await insertOrder(t.handle.db, { memberId: m.memberId, siteId: shopA, lines: [{ skuId: skuA, num: 1 }], status: S.RECEIVED, signTime: now - 86400 })
      const points = Number((await memberOf(m.memberId)).point)
      const deps = t.app.deps
      const [a, b] = await Promise.all([sweepOrders(deps, now), sweepOrders(deps, now)])
      assert.deepEqual({ closed: a.closed + b.closed, received: a.received + b.received, completed: a.completed + b.completed }, { closed: 1, received: 1, completed: 1 })
      assert.equal((await orderRow(stale.orderId)).order_status, S.CLOSED)
      assert.equal((await orderRow(stale.orderId)).close_cause, 'timeout')
      assert.equal((await orderRow(fresh.orderId)).order_status, S.WAIT_PAY)
      assert.equal((await orderRow(due.orderId)).order_status, S.RECEIVED)
      assert.equal((await orderRow(notDue.orderId)).order_status, S.SHIPPED)
      assert.equal((await orderRow(old.orderId)).order_status, S.COMPLETED)
      assert.equal((await orderRow(recent.orderId)).order_status, S.RECEIVED)
      assert.equal(await stockOf(skuA), before - 1 - 1 - 1 - 1 - 1, 'only the closed order\'s stock came back')
      assert.equal(Number((await memberOf(m.memberId)).point), points + 7)
      const history = await statusHistory(t.handle.db, 'order', stale.orderId)
      assert.deepEqual(history.map((h) => [h.from_status, h.to_status, h.actor]), [['0', '-1', 'system']])
      assert.deepEqual(await sweepOrders(deps, now), { closed: 0, received: 0, completed: 0 })
    })
  })
}
