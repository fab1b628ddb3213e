import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { startFakeAlipay, type FakeAlipay } from '../../test/fake-gateways/alipay.js'
import { startFakeWechatPay, type FakeWechatPay } from '../../test/fake-gateways/wechatpay.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { hashPassword } from '../member/member.password.js'
import { signStaffToken } from '../merchant/merchant.token.js'
import { insertCheckout, newMember, payApp } from '../pay/pay.testkit.js'
import { REFUND_STATUS as R } from './refund.machine.js'
import { RefundError } from './refund.messages.js'
import { retryChannelRefunds } from './refund.transfer.js'

// Refunds with the real WeChat Pay and Alipay channels against the fake gateways on 127.0.0.1: the
// same refund number on a retry after a time-out, WeChat's processing refund finished by its
// notification, Alipay's synchronous refund.
for (const target of dbTargets()) {
  describe(`refunds through the gateways [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let wx: FakeWechatPay
    let ali: FakeAlipay
    let staff = ''
    before(async () => {
      ;[wx, ali] = await Promise.all([startFakeWechatPay(), startFakeAlipay()])
      t = await payApp(target, { paySettings: { ...wx.env(), ...ali.env(), PAY_DEV_CHANNEL: 'off', PAY_PUBLIC_BASE: 'https://mall.test' } })
      // insertCheckout's first order is shop 1's
      await t.handle.db.insertInto('shop').values({
        site_id: 1, website_id: 1, site_name: 'Shop 1', logo: '', banner: '', introduction: '', telephone: '', province_id: 0, province_name: '', city_id: 0, city_name: '',
        district_id: 0, district_name: '', address: '', full_address: '', lat: 0, lng: 0, start_time: null, end_time: null, is_recommend: 0, status: 1, created_at: nowSeconds(),
      } as any).onConflict((oc) => oc.column('site_id').doNothing()).execute()
      const { id } = await t.handle.db.insertInto('merchant_staff').values({ website_id: 1, site_id: 1, username: `gw${target.name}`, password_hash: await hashPassword('x-staff-1'), roles: 'order', created_at: nowSeconds() })
        .returning('id').executeTakeFirstOrThrow()
      staff = signStaffToken({ staffId: id, websiteId: 1, now: nowSeconds() - 5 }, t.config.tokenSecret).token
    })
    after(async () => {
      await t?.close()
      await Promise.all([wx?.close(), ali?.close()])
    })

    const db = () => t.handle.db
    const lineOf = (id: number) => db().selectFrom('order_goods').selectAll().where('order_goods_id', '=', id).executeTakeFirstOrThrow()
    const refundRow = (id: number) => db().selectFrom('order_refund').selectAll().where('order_goods_id', '=', id).executeTakeFirstOrThrow()

    /** One paid order of shop 1 with two lines of 600 and 400 fen, paid through `payType`; answers the member and the lines. */
    async function paidOrder(payType: 'wechatpay' | 'alipay') {
      const m = await newMember(t)
      if (payType === 'wechatpay') {
        await db().insertInto('member_auth').values({ member_id: m.memberId, website_id: 1, app_type: 'wechat', openid: `o-r-${m.memberId}`, created_at: 1 }).execute()
      }
      const c = await insertCheckout(t, m.memberId, [{ pay_money: 1000 }])
      const orderId = c.orderIds[0]
      const lineIds: number[] = []
      for (const money of [600, 400]) {
        const { order_goods_id } = await db().insertInto('order_goods').values({
          order_id: orderId, website_id: 1, site_id: 1, member_id: m.memberId, goods_id: 1, sku_id: 1, sku_name: 'g', price: money, num: 1, goods_money: money, real_goods_money: money,
        }).returning('order_goods_id').executeTakeFirstOrThrow()
        lineIds.push(order_goods_id)
      }
      const res = await call(t.app, 'POST', '/api/pay/pay', payType === 'wechatpay'
        ? { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'wechatpay', app_type: 'wechat' }
        : { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'alipay', client_kind: 'alipay_h5' })
      assert.equal(res.body.code, 0, res.body.message)
      const attemptNo: string = res.body.data.attempt_no
      if (payType === 'wechatpay') {
        wx.pay(attemptNo)
        const n = wx.notification(attemptNo)
        assert.ok((await t.app.inject({ method: 'POST', url: '/api/pay/notify/wechatpay', headers: n.headers, payload: n.body })).statusCode < 300)
      } else {
        const action = /action="([^"]+)"/.exec(res.body.data.data.html)![1].replace(/&amp;/g, '&')
        const fields = Object.fromEntries([...res.body.data.data.html.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((x: string[]) => [x[1], x[2].replace(/&quot;/g, '"').replace(/&amp;/g, '&')]))
        await fetch(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() })
        ali.pay(attemptNo)
        const n = ali.notification(attemptNo)
        assert.ok((await t.app.inject({ method: 'POST', url: '/api/pay/notify/alipay', headers: n.headers, payload: n.body })).statusCode < 300)
      }
      assert.equal((await db().selectFrom('orders').select('order_status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).order_status, 1)
      return { m, orderId, lineIds, attemptNo }
    }

    async function agreed(token: string, lineId: number) {
      const a = await call(t.app, 'POST', '/api/orderrefund/refund', { token, order_goods_id: lineId, refund_type: 1, refund_reason: 'not_wanted' })
      assert.equal(a.body.code, 0, a.body.message)
      const b = await call(t.app, 'POST', '/merchant/api/refund/agree', { token: staff, order_goods_id: lineId })
      assert.equal(b.body.code, 0, b.body.message)
    }
    const transfer = (lineId: number) => call(t.app, 'POST', '/merchant/api/refund/transfer', { token: staff, order_goods_id: lineId }).then((r) => r.body)

    it('WeChat: a time-out, then processing; the retry sends the same out_refund_no; the notification finishes it, a replay changes nothing', async () => {
      const { m, orderId, lineIds, attemptNo } = await paidOrder('wechatpay')
      await agreed(m.token, lineIds[0])
      wx.refundOutcome = 'PROCESSING'
      wx.dropAnswers = 1
      try {
        const sent = await transfer(lineIds[0])
        assert.equal(sent.code, 0, sent.message)
        assert.deepEqual([sent.data.refund_status, sent.data.channel_status], [R.AGREED, 1])
        const row = await refundRow(lineIds[0])
        const gateway = wx.refunds.get(row.refund_no)!
        assert.equal(gateway.refund, 600, 'WeChat took the request before the answer was cut')
        assert.equal(gateway.out_trade_no, attemptNo)
        assert.equal(gateway.notify_url, 'https://mall.test/api/pay/refundnotify/wechatpay')
        // the sweep asks again: still processing, nothing finishes, no second refund
        assert.equal(await retryChannelRefunds(t.app.deps, nowSeconds() + 3600), 1)
        assert.equal((await lineOf(lineIds[0])).refund_status, R.AGREED)
        assert.equal([...wx.refunds.values()].filter((r) => r.out_trade_no === attemptNo).length, 1)
        wx.finishRefund(row.refund_no)
        const note = wx.refundNotification(row.refund_no)
        const first = await t.app.inject({ method: 'POST', url: '/api/pay/refundnotify/wechatpay', headers: note.headers, payload: note.body })
        assert.ok(first.statusCode < 300, first.body)
        assert.equal((await lineOf(lineIds[0])).refund_status, R.FINISHED)
        const after1 = await refundRow(lineIds[0])
        assert.deepEqual([after1.channel_status, after1.refund_channel, after1.channel_refund_id], [2, 600, gateway.refund_id])
        const replay = await t.app.inject({ method: 'POST', url: '/api/pay/refundnotify/wechatpay', headers: note.headers, payload: note.body })
        assert.ok(replay.statusCode < 300)
        assert.deepEqual(await refundRow(lineIds[0]), after1)
        const forged = wx.refundNotification(row.refund_no, { forgeSignature: true })
        assert.ok((await t.app.inject({ method: 'POST', url: '/api/pay/refundnotify/wechatpay', headers: forged.headers, payload: forged.body })).statusCode >= 400)
      } finally {
        wx.refundOutcome = 'SUCCESS'
        wx.dropAnswers = 0
      }
      // the last line: its share, and the order closes; WeChat paid back the whole payment, never more
      await agreed(m.token, lineIds[1])
      const last = await transfer(lineIds[1])
      assert.deepEqual([last.data.refund_status, last.data.refund_channel], [R.FINISHED, 400])
      assert.equal([...wx.refunds.values()].filter((r) => r.out_trade_no === attemptNo).reduce((a, r) => a + r.refund, 0), 1000)
      assert.equal((await db().selectFrom('orders').select('order_status').where('order_id', '=', orderId).executeTakeFirstOrThrow()).order_status, -1)
    })

    it('WeChat: a payment with 50 partial refunds takes no 51st; the line stays agreed for the platform', async () => {
      const { m, lineIds, attemptNo } = await paidOrder('wechatpay')
      const other = await paidOrder('wechatpay')
      // 50 refunds of this payment already with WeChat (rows of another order, pointing at this attempt)
      for (let i = 0; i < 50; i++) {
        await db().insertInto('order_refund').values({
          website_id: 1, site_id: 1, member_id: other.m.memberId, order_id: 0, order_goods_id: 900000 + i, refund_no: `RLIM${attemptNo.slice(-8)}${i}`,
          refund_type: 1, refund_status: R.FINISHED, refund_reason: 'other', apply_money: 1, apply_time: nowSeconds(),
          channel_status: 2, channel_pay_type: 'wechatpay', channel_attempt_no: attemptNo,
        }).execute()
      }
      await agreed(m.token, lineIds[0])
      const refused = await transfer(lineIds[0])
      assert.equal(refused.code, RefundError.REFUND_CHANNEL_LIMIT)
      assert.equal((await lineOf(lineIds[0])).refund_status, R.AGREED)
      assert.equal((await refundRow(lineIds[0])).channel_status, 0, 'nothing sent')
    })

    it('Alipay: a time-out after Alipay refunded; the transfer again sends the same out_request_no and finishes once', async () => {
      const { m, lineIds, attemptNo } = await paidOrder('alipay')
      await agreed(m.token, lineIds[0])
      ali.dropAnswers = 1
      const sent = await transfer(lineIds[0])
      assert.equal(sent.code, 0, sent.message)
      assert.equal(sent.data.channel_status, 1, 'the answer never came: still with the gateway')
      const row = await refundRow(lineIds[0])
      assert.equal(ali.refunds.get(`${attemptNo}|${row.refund_no}`)?.refund_amount, '6.00')
      // the shop taps again: the same request number, Alipay answers the refund it has
      const again = await transfer(lineIds[0])
      assert.deepEqual([again.data.refund_status, again.data.channel_status, again.data.refund_channel], [R.FINISHED, 2, 600])
      assert.equal([...ali.refunds.values()].filter((r) => r.out_trade_no === attemptNo).length, 1)
    })
  })
}
