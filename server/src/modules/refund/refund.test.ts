import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { statusHistory } from '../../db/state-machine.js'
import { call, dbTargets } from '../../test/harness.js'
import { hashPassword } from '../member/member.password.js'
import { signStaffToken } from '../merchant/merchant.token.js'
import { addToCart, checkoutApp, giveCoupon, newMember, PAY_PASSWORD, type Fixture } from '../order/order.checkout.fixture.js'
import { ORDER_STATUS as S } from '../order/order.table.js'
import type { DevPayChannel } from '../pay/channels/devpay.js'
import { getChannel } from '../pay/pay.registry.js'
import { REFUND_ACTIONS, REFUND_MACHINE, REFUND_STATUS as R, refundActions, type RefundActionName, type RefundStatus } from './refund.machine.js'
import { RefundError } from './refund.messages.js'
import { retryChannelRefunds, REFUND_FROM_TYPE } from './refund.transfer.js'

let keySeq = 0
const key = () => `r${Date.now()}x${keySeq++}`.padEnd(12, '0')

for (const target of dbTargets()) {
  describe(`refunds [${target.name}]`, { skip: target.skip }, () => {
    let f: Fixture
    let dev: DevPayChannel
    const staff: Record<number, string> = {}
    const db = () => f.t.handle.db

    before(async () => {
      f = await checkoutApp(target, { paySettings: { PAY_DEV_CHANNEL: 'on' } })
      dev = (await getChannel(f.t.config, 'devpay')) as DevPayChannel
      for (const siteId of [f.shopA, f.shopB]) {
        const { id } = await db().insertInto('merchant_staff').values({
          website_id: 1, site_id: siteId, username: `refund${siteId}${target.name}`, password_hash: await hashPassword('staff-pass-1'), roles: 'order', created_at: nowSeconds(),
        }).returning('id').executeTakeFirstOrThrow()
        staff[siteId] = signStaffToken({ staffId: id, websiteId: 1, now: nowSeconds() - 5 }, f.t.config.tokenSecret).token
      }
    })
    after(() => f?.t.close())

    const api = (path: string, body: Record<string, unknown>) => call(f.t.app, 'POST', path, body).then((r) => r.body)
    const buyer = (name: string, token: string, body: Record<string, unknown>) => api(`/api/orderrefund/${name}`, { token, ...body })
    const seller = (name: string, siteId: number, body: Record<string, unknown>) => api(`/merchant/api/refund/${name}`, { token: staff[siteId], ...body })
    const lineOf = (id: number) => db().selectFrom('order_goods').selectAll().where('order_goods_id', '=', id).executeTakeFirstOrThrow()
    const orderOf = (id: number) => db().selectFrom('orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow()
    const memberOf = async (id: number) => {
      const m = await db().selectFrom('member').select(['point', 'balance', 'balance_withdraw']).where('id', '=', id).executeTakeFirstOrThrow()
      return { point: Number(m.point), balance: Number(m.balance), withdraw: Number(m.balance_withdraw) }
    }
    const stockOf = async (skuId: number) => Number((await db().selectFrom('goods_sku').select('stock').where('sku_id', '=', skuId).executeTakeFirstOrThrow()).stock)

    /** A real checkout, paid through the development gateway for what balance did not cover. */
    async function buy(m: { token: string; memberId: number }, body: Record<string, unknown>) {
      const res = await api('/api/ordercreate/create', { token: m.token, request_key: key(), ...body })
      assert.equal(res.code, 0, res.message)
      const { out_trade_no: outTradeNo, order_ids: orderIds, pay_money: payMoney } = res.data
      if (payMoney > 0) {
        const pay = await api('/api/pay/pay', { token: m.token, out_trade_no: outTradeNo, pay_type: 'devpay' })
        assert.equal(pay.code, 0, pay.message)
        const confirm = await api('/api/pay/devpay/confirm', { token: m.token, attempt_no: pay.data.attempt_no })
        assert.equal(confirm.code, 0, confirm.message)
      }
      const lines = await db().selectFrom('order_goods').selectAll().where('order_id', 'in', orderIds).orderBy('order_goods_id').execute()
      return { outTradeNo, orderIds: orderIds as number[], payMoney: payMoney as number, lines }
    }

    async function refundLine(token: string, siteId: number, lineId: number, type = 1) {
      const applied = await buyer('refund', token, { order_goods_id: lineId, refund_type: type, refund_reason: 'not_wanted' })
      assert.equal(applied.code, 0, applied.message)
      const agreed = await seller('agree', siteId, { order_goods_id: lineId })
      assert.equal(agreed.code, 0, agreed.message)
      const done = await seller('transfer', siteId, { order_goods_id: lineId })
      assert.equal(done.code, 0, done.message)
      return done.data
    }

    it('refunds every line of a two-shop checkout to the fen: balance, withdrawable balance, points, gateway, freight, coupons, stock', async () => {
      const m = await newMember(f, { balance: 1000, withdraw: 2000, point: 100000, level: 1 })
      const before = await memberOf(m.memberId)
      const couponA = await giveCoupon(f, m.memberId, { site_id: f.shopA, type: 'reward', money: 500, at_least: 4000 })
      const couponB = await giveCoupon(f, m.memberId, { site_id: f.shopB, type: 'discount', discount: 90 })
      const platform = await giveCoupon(f, m.memberId, { site_id: 0, type: 'reward', money: 1000, at_least: 5000 })
      const carts = [await addToCart(f, m.memberId, f.sku.a1, 2), await addToCart(f, m.memberId, f.sku.a2, 1), await addToCart(f, m.memberId, f.sku.b1, 3)]
      const stock = await Promise.all([f.sku.a1, f.sku.a2, f.sku.b1].map(stockOf))
      const c = await buy(m, {
        cart_ids: carts.join(','), coupon: { [f.shopA]: { coupon_id: couponA }, [f.shopB]: { coupon_id: couponB } },
        platform_coupon_id: platform, is_point: 1, is_balance: 1, delivery: { [f.shopA]: { delivery_type: 'express' } }, pay_password: PAY_PASSWORD,
      })
      assert.equal(c.payMoney, 3629)
      const orders = await Promise.all(c.orderIds.map(orderOf))
      assert.deepEqual(orders.map((o) => o.order_status), [S.WAIT_SEND, S.WAIT_SEND])

      // the offer of the first line of shop A: its shares, no freight while another line is left
      const first = c.lines[0]
      const offer = await buyer('refundData', m.token, { order_goods_id: first.order_goods_id })
      assert.equal(offer.code, 0, offer.message)
      assert.equal(offer.data.refund_delivery_money, 0)
      assert.equal(offer.data.refund_money, offer.data.refund_balance + offer.data.refund_channel)
      assert.deepEqual(offer.data.refund_type_list.map((x: any) => x.value), [1], 'nothing shipped: refund only')
      assert.equal(offer.data.can_apply, true)

      const results: any[] = []
      for (const line of c.lines) results.push(await refundLine(m.token, line.site_id, line.order_goods_id))
      for (const r of results) {
        assert.equal(r.refund_status, R.FINISHED)
        assert.equal(r.channel_status, r.refund_channel > 0 ? 2 : 0)
        assert.deepEqual(r.actions, [])
      }
      // per order: everything it took comes back, freight included, once
      for (const o of orders) {
        const mine = results.filter((r) => r.order_id === o.order_id)
        assert.equal(mine.reduce((a, r) => a + r.refund_money, 0), Number(o.order_money), `order ${o.order_id} money`)
        assert.equal(mine.reduce((a, r) => a + r.refund_balance, 0), Number(o.balance_money))
        assert.equal(mine.reduce((a, r) => a + r.refund_channel, 0), Number(o.pay_money))
        assert.equal(mine.reduce((a, r) => a + r.refund_point, 0), Number(o.point))
        assert.equal(mine.reduce((a, r) => a + r.refund_delivery_money, 0), Number(o.delivery_money))
        assert.equal(mine.filter((r) => r.refund_delivery_money > 0).length, Number(o.delivery_money) > 0 ? 1 : 0, 'freight once')
        const closed = await orderOf(o.order_id)
        assert.deepEqual([closed.order_status, closed.close_cause], [S.CLOSED, 'refund'])
      }
      assert.deepEqual(await memberOf(m.memberId), before, 'balance, withdrawable balance and points all back where they were')
      const coupons = await db().selectFrom('member_coupon').select(['id', 'state']).where('id', 'in', [couponA, couponB, platform]).orderBy('id').execute()
      assert.deepEqual(coupons.map((x) => x.state), [1, 1, 1], 'coupons back: the whole checkout refunded before shipping')
      assert.deepEqual(await Promise.all([f.sku.a1, f.sku.a2, f.sku.b1].map(stockOf)), stock)
      // the gateway paid back exactly what it took, never more
      const attempt = await db().selectFrom('pay_attempt as a').innerJoin('pay as p', 'p.id', 'a.pay_id').select('a.attempt_no').where('p.out_trade_no', '=', c.outTradeNo).executeTakeFirstOrThrow()
      const gateway = await Promise.all(results.filter((r) => r.refund_channel > 0).map((r) => dev.queryRefund({ attemptNo: attempt.attempt_no, refundNo: r.refund_no })))
      assert.equal(gateway.reduce((a, g) => a + g.amount, 0), c.payMoney)
      // one ledger row per account and refund
      const ledger = await db().selectFrom('member_account').select(['account_type', 'relate_tag']).where('member_id', '=', m.memberId).where('from_type', '=', REFUND_FROM_TYPE).execute()
      assert.equal(new Set(ledger.map((l) => `${l.account_type}|${l.relate_tag}`)).size, ledger.length)
      // history: applied, agreed, finished for each line
      const history = await statusHistory(db(), REFUND_MACHINE.aggregate, first.order_goods_id)
      assert.deepEqual(history.map((h) => [Number(h.from_status), Number(h.to_status)]), [[0, 1], [1, 2], [2, 3]])
      // the buyer's list
      const list = await buyer('lists', m.token, { refund_status: 'finished' })
      assert.equal(list.code, 0, list.message)
      assert.ok(list.data.list.length >= 3)
      assert.ok(list.data.list.every((x: any) => x.refund_status === R.FINISHED))
    })

    it('a partial refund before shipping keeps the rest moving: the order ships with the other line, freight stays', async () => {
      const m = await newMember(f, { balance: 50000 })
      const c = await buy(m, { cart_ids: [await addToCart(f, m.memberId, f.sku.a1, 1), await addToCart(f, m.memberId, f.sku.a2, 1)].join(','), is_balance: 1, pay_password: PAY_PASSWORD, delivery: { [f.shopA]: { delivery_type: 'express' } } })
      const [a, b] = c.lines
      const applied = await buyer('refund', m.token, { order_goods_id: a.order_goods_id, refund_type: 1, refund_reason: 'wrong_item' })
      assert.equal(applied.code, 0, applied.message)
      // the line being refunded does not ship; the other does, and the order waits for the refund
      const ship = await api('/merchant/api/order/delivery', { token: staff[f.shopA], order_id: c.orderIds[0], order_goods_ids: 'all', delivery_type: 1, express_company_name: 'SF', delivery_no: 'SF1001' })
      assert.equal(ship.code, 0, ship.message)
      assert.equal(ship.data.order_status, S.WAIT_SEND)
      assert.deepEqual([(await lineOf(a.order_goods_id)).delivery_status, (await lineOf(b.order_goods_id)).delivery_status], [0, 1])
      await seller('agree', f.shopA, { order_goods_id: a.order_goods_id })
      const done = await seller('transfer', f.shopA, { order_goods_id: a.order_goods_id })
      assert.equal(done.code, 0, done.message)
      assert.equal(done.data.refund_delivery_money, 0, 'not the last line, and a parcel left: no freight')
      assert.equal(done.data.refund_balance, Number(a.real_goods_money))
      const o = await orderOf(c.orderIds[0])
      assert.equal(o.order_status, S.SHIPPED, 'the refund released the order: the rest already shipped')
      assert.ok(Number(o.auto_receive_at) > 0)
      // the other line, once received, may be returned; freight is never refunded after shipping
      assert.equal((await api('/api/order/takedelivery', { token: m.token, order_id: o.order_id })).code, 0)
      const offer = await buyer('refundData', m.token, { order_goods_id: b.order_goods_id })
      assert.deepEqual(offer.data.refund_type_list.map((x: any) => x.value), [1, 2])
      assert.equal(offer.data.refund_delivery_money, 0)
    })

    it('return and refund: goods back with a tracking number, received, transferred; stock back, no freight after shipping', async () => {
      const m = await newMember(f, { balance: 50000 })
      const c = await buy(m, { sku_id: f.sku.a1, num: 2, is_balance: 1, pay_password: PAY_PASSWORD, delivery: { [f.shopA]: { delivery_type: 'express' } } })
      const [line] = c.lines
      const order = await orderOf(c.orderIds[0])
      assert.equal((await buyer('refund', m.token, { order_goods_id: line.order_goods_id, refund_type: 2, refund_reason: 'quality' })).code, RefundError.REFUND_TYPE_NOT_ALLOWED)
      await api('/merchant/api/order/delivery', { token: staff[f.shopA], order_id: order.order_id, order_goods_ids: 'all', delivery_type: 1, express_company_name: 'SF', delivery_no: 'SF2001' })
      const stock = await stockOf(f.sku.a1)
      const applied = await buyer('refund', m.token, { order_goods_id: line.order_goods_id, refund_type: 2, refund_reason: 'quality', refund_remark: '<b>broken</b>' })
      assert.equal(applied.code, 0, applied.message)
      assert.equal(applied.data.refund_remark, '<b>broken</b>', 'stored and answered as text')
      assert.deepEqual(applied.data.actions, ['cancel'])
      assert.equal((await buyer('delivery', m.token, { order_goods_id: line.order_goods_id, refund_delivery_name: 'SF', refund_delivery_no: 'SF9' })).code, RefundError.REFUND_ACTION_NOT_ALLOWED)
      const agreed = await seller('agree', f.shopA, { order_goods_id: line.order_goods_id })
      assert.equal(agreed.data.refund_status, R.WAIT_RETURN)
      assert.match(agreed.data.refund_address, /北山街/)
      assert.deepEqual((await buyer('detail', m.token, { order_goods_id: line.order_goods_id })).data.actions, ['cancel', 'delivery'])
      const sent = await buyer('delivery', m.token, { order_goods_id: line.order_goods_id, refund_delivery_name: '顺丰', refund_delivery_no: 'SF3001' })
      assert.equal(sent.code, 0, sent.message)
      assert.deepEqual([sent.data.refund_status, sent.data.refund_delivery_no, sent.data.actions], [R.WAIT_RECEIVE, 'SF3001', []])
      assert.deepEqual((await seller('detail', f.shopA, { order_goods_id: line.order_goods_id })).data.actions, ['refuse', 'receive'])
      assert.equal((await seller('transfer', f.shopA, { order_goods_id: line.order_goods_id })).code, RefundError.REFUND_ACTION_NOT_ALLOWED)
      assert.equal((await seller('receive', f.shopA, { order_goods_id: line.order_goods_id })).data.refund_status, R.RECEIVED)
      const done = await seller('transfer', f.shopA, { order_goods_id: line.order_goods_id })
      assert.equal(done.data.refund_status, R.FINISHED)
      assert.equal(done.data.refund_money, Number(line.real_goods_money), 'the goods, not the freight')
      assert.equal(done.data.refund_delivery_money, 0)
      assert.equal(await stockOf(f.sku.a1), stock + 2)
      const o = await orderOf(order.order_id)
      assert.deepEqual([o.order_status, o.close_cause], [S.CLOSED, 'refund'])
      assert.deepEqual((await statusHistory(db(), 'refund', line.order_goods_id)).map((h) => Number(h.to_status)), [1, 4, 5, 6, 3])
    })

    it('allows exactly the table\'s actions in each state, for each side, over HTTP', async () => {
      const m = await newMember(f, { balance: 900000 })
      const states = REFUND_MACHINE.states
      const actions = Object.keys(REFUND_ACTIONS) as RefundActionName[]
      for (const status of states) {
        for (const action of actions) {
          // a received order (returns possible), paid by balance only; the line put straight into `status`
          const c = await buy(m, { sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD })
          const [line] = c.lines
          await db().updateTable('orders').set({ order_status: S.RECEIVED, sign_time: nowSeconds() }).where('order_id', '=', c.orderIds[0]).execute()
          await db().updateTable('order_goods').set({ delivery_status: 1, refund_status: status }).where('order_goods_id', '=', line.order_goods_id).execute()
          if (status !== R.NONE) {
            await db().insertInto('order_refund').values({
              website_id: 1, site_id: f.shopB, member_id: m.memberId, order_id: c.orderIds[0], order_goods_id: line.order_goods_id, refund_no: `RT${line.order_goods_id}x${action}`,
              refund_type: 2, refund_status: status, refund_reason: 'other', apply_money: 1, apply_time: nowSeconds(),
            }).execute()
          }
          const a = REFUND_ACTIONS[action]
          const id = { order_goods_id: line.order_goods_id }
          const res = a.side === 'buyer'
            ? await buyer(action === 'apply' ? 'refund' : action, m.token, action === 'apply' ? { ...id, refund_type: 2, refund_reason: 'other' }
              : action === 'delivery' ? { ...id, refund_delivery_name: 'SF', refund_delivery_no: 'SF1' } : id)
            : await seller(action, f.shopB, action === 'refuse' ? { ...id, refuse_reason: 'no' } : id)
          const allowed = refundActions(status as RefundStatus, a.side).includes(action)
          if (allowed) {
            assert.equal(res.code, 0, `${action} from ${status}: ${res.message}`)
            const target = action === 'agree' ? R.WAIT_RETURN : a.to(2)
            assert.equal((await lineOf(line.order_goods_id)).refund_status, target, `${action} from ${status}`)
          } else {
            assert.equal(res.code, RefundError.REFUND_ACTION_NOT_ALLOWED, `${action} from ${status} must be refused`)
            assert.equal((await lineOf(line.order_goods_id)).refund_status, status, 'a refused action changes nothing')
          }
        }
      }
    })

    it('the database takes exactly the machine\'s states on a line and on an application', async () => {
      const m = await newMember(f, { balance: 50000 })
      const c = await buy(m, { sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD })
      const id = c.lines[0].order_goods_id
      for (const s of REFUND_MACHINE.states) await db().updateTable('order_goods').set({ refund_status: s }).where('order_goods_id', '=', id).execute()
      for (const bad of [7, -2, 10]) {
        await assert.rejects(db().updateTable('order_goods').set({ refund_status: bad }).where('order_goods_id', '=', id).execute(), /check|constraint/i)
        await assert.rejects(db().insertInto('order_refund').values({
          website_id: 1, site_id: f.shopB, member_id: m.memberId, order_id: c.orderIds[0], order_goods_id: id, refund_no: `RBAD${bad}`,
          refund_type: 1, refund_status: bad, refund_reason: 'other', apply_money: 0, apply_time: nowSeconds(),
        }).execute(), /check|constraint/i)
      }
      await db().updateTable('order_goods').set({ refund_status: 0 }).where('order_goods_id', '=', id).execute()
    })

    it('two applications at once make one; another member\'s line and another shop\'s staff are refused', async () => {
      const m = await newMember(f, { balance: 50000 })
      const other = await newMember(f)
      const c = await buy(m, { sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD })
      const id = c.lines[0].order_goods_id
      const body = { order_goods_id: id, refund_type: 1, refund_reason: 'not_wanted' }
      const [x, y] = await Promise.all([buyer('refund', m.token, body), buyer('refund', m.token, body)])
      assert.equal([x, y].filter((r) => r.code === 0).length, 1, 'exactly one application')
      assert.ok([x, y].every((r) => r.code === 0 || r.code === RefundError.REFUND_STATUS_CHANGED || r.code === RefundError.REFUND_ACTION_NOT_ALLOWED))
      assert.equal((await db().selectFrom('order_refund').select('id').where('order_goods_id', '=', id).execute()).length, 1)
      for (const name of ['refundData', 'detail', 'cancel']) {
        assert.equal((await buyer(name, other.token, { order_goods_id: id })).code, RefundError.REFUND_LINE_NOT_FOUND, name)
      }
      assert.equal((await buyer('refund', other.token, body)).code, RefundError.REFUND_LINE_NOT_FOUND)
      for (const name of ['agree', 'receive', 'transfer', 'detail']) {
        assert.equal((await seller(name, f.shopA, { order_goods_id: id })).code, RefundError.REFUND_LINE_NOT_FOUND, `shop A on shop B's line: ${name}`)
      }
      assert.equal((await call(f.t.app, 'POST', '/merchant/api/refund/agree', { token: m.token, order_goods_id: id })).body.code, -10009, 'a member token is no staff token')
      assert.equal((await lineOf(id)).refund_status, R.APPLIED)
      // images must be the member's own uploads
      const c2 = await buy(m, { sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD })
      await db().insertInto('member_upload').values({ website_id: 1, member_id: other.memberId, path: 'upload/member/202611/other.png', kind: 'refund', mime: 'image/png', size: 10, created_at: nowSeconds() }).execute()
      await db().insertInto('member_upload').values({ website_id: 1, member_id: m.memberId, path: 'upload/member/202611/mine.png', kind: 'refund', mime: 'image/png', size: 10, created_at: nowSeconds() }).execute()
      const foreign = await buyer('refund', m.token, { ...body, order_goods_id: c2.lines[0].order_goods_id, refund_images: ['upload/member/202611/other.png'] })
      assert.equal(foreign.code, RefundError.REFUND_IMAGE_INVALID)
      const own = await buyer('refund', m.token, { ...body, order_goods_id: c2.lines[0].order_goods_id, refund_images: ['upload/member/202611/mine.png'] })
      assert.equal(own.code, 0, own.message)
      assert.deepEqual(own.data.refund_images, ['upload/member/202611/mine.png'])
      // refused, then applied again: a new application with its own number
      const refused = await seller('refuse', f.shopB, { order_goods_id: id, refuse_reason: '已发出' })
      assert.deepEqual([refused.data.refund_status, refused.data.refuse_reason], [R.REFUSED, '已发出'])
      const again = await buyer('refund', m.token, body)
      assert.equal(again.code, 0, again.message)
      const rows = await db().selectFrom('order_refund').select(['refund_no', 'refund_status']).where('order_goods_id', '=', id).orderBy('id').execute()
      assert.deepEqual(rows.map((r) => r.refund_status), [R.REFUSED, R.APPLIED])
      assert.notEqual(rows[0].refund_no, rows[1].refund_no)
      // the order list's refunding tab and count
      const num = await api('/api/order/num', { token: m.token, order_status: 'refunding' })
      assert.equal(num.data.refunding, 2)
      // withdrawn: the line is free again, and its application says it was withdrawn
      const cancelled = await buyer('cancel', m.token, { order_goods_id: id })
      assert.equal(cancelled.data.refund_status, R.NONE)
      assert.deepEqual((await buyer('lists', m.token, { refund_status: 'closed' })).data.list.map((x: any) => x.order_goods_id), [id])
    })

    it('a gateway that is still processing finishes on its notification; a replayed notification changes nothing', async () => {
      const m = await newMember(f)
      const c = await buy(m, { sku_id: f.sku.b1, num: 2 })
      const id = c.lines[0].order_goods_id
      await buyer('refund', m.token, { order_goods_id: id, refund_type: 1, refund_reason: 'not_wanted' })
      await seller('agree', f.shopB, { order_goods_id: id })
      dev.refundMode = 'processing'
      try {
        const sent = await seller('transfer', f.shopB, { order_goods_id: id })
        assert.equal(sent.code, 0, sent.message)
        assert.deepEqual([sent.data.refund_status, sent.data.channel_status, sent.data.actions], [R.AGREED, 1, []])
        assert.match(sent.data.refund_status_name, /Refund in progress|退款中/)
        // a notification before the gateway finished moves nothing
        const early = dev.refundNotification(sent.data.refund_no)
        const r0 = await f.t.app.inject({ method: 'POST', url: '/api/pay/refundnotify/devpay', headers: early.headers, payload: early.raw })
        assert.equal(r0.statusCode, 200)
        assert.equal((await lineOf(id)).refund_status, R.AGREED)
        dev.finishRefund(sent.data.refund_no)
        const note = dev.refundNotification(sent.data.refund_no)
        const r1 = await f.t.app.inject({ method: 'POST', url: '/api/pay/refundnotify/devpay', headers: note.headers, payload: note.raw })
        assert.equal(r1.statusCode, 200)
        assert.equal((await lineOf(id)).refund_status, R.FINISHED)
        const order = await orderOf(c.orderIds[0])
        assert.equal(order.order_status, S.CLOSED)
        const historyBefore = await statusHistory(db(), 'refund', id)
        for (let i = 0; i < 2; i++) {
          const r = await f.t.app.inject({ method: 'POST', url: '/api/pay/refundnotify/devpay', headers: note.headers, payload: note.raw })
          assert.equal(r.statusCode, 200)
        }
        assert.deepEqual(await statusHistory(db(), 'refund', id), historyBefore)
        assert.equal((await statusHistory(db(), 'order', order.order_id)).filter((h) => h.to_status === String(S.CLOSED)).length, 1)
        const forged = await f.t.app.inject({ method: 'POST', url: '/api/pay/refundnotify/devpay', headers: { ...note.headers, 'x-devpay-signature': '0'.repeat(64) }, payload: note.raw })
        assert.equal(forged.statusCode, 400)
      } finally {
        dev.refundMode = 'success'
      }
    })

    it('a gateway time-out after it refunded: the sweep asks, finds the refund and finishes it, paying once', async () => {
      const m = await newMember(f)
      const c = await buy(m, { sku_id: f.sku.b1, num: 1 })
      const id = c.lines[0].order_goods_id
      await buyer('refund', m.token, { order_goods_id: id, refund_type: 1, refund_reason: 'not_wanted' })
      await seller('agree', f.shopB, { order_goods_id: id })
      const real = dev.refund.bind(dev)
      let calls = 0
      dev.refund = async (req) => {
        calls++
        await real(req)
        throw new Error('socket hang up')
      }
      let sent
      try {
        sent = await seller('transfer', f.shopB, { order_goods_id: id })
      } finally {
        dev.refund = real
      }
      assert.equal(sent.code, 0, sent.message)
      assert.deepEqual([sent.data.refund_status, sent.data.channel_status], [R.AGREED, 1])
      assert.equal(calls, 1)
      // not yet due
      assert.equal(await retryChannelRefunds(f.t.app.deps, nowSeconds()), 0)
      assert.equal(await retryChannelRefunds(f.t.app.deps, nowSeconds() + 120), 1)
      const line = await lineOf(id)
      assert.equal(line.refund_status, R.FINISHED)
      const row = await db().selectFrom('order_refund').selectAll().where('order_goods_id', '=', id).executeTakeFirstOrThrow()
      assert.equal(row.channel_status, 2)
      const attempt = await db().selectFrom('pay_attempt as a').innerJoin('pay as p', 'p.id', 'a.pay_id').select(['a.attempt_no', 'a.amount']).where('p.out_trade_no', '=', c.outTradeNo).executeTakeFirstOrThrow()
      assert.equal((await dev.queryRefund({ attemptNo: attempt.attempt_no, refundNo: row.refund_no })).amount, Number(attempt.amount))
      assert.equal(await retryChannelRefunds(f.t.app.deps, nowSeconds() + 1000), 0, 'nothing left to ask')
    })
  })
}
