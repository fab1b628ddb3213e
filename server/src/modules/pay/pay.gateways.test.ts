import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { startFakeAlipay, type FakeAlipay } from '../../test/fake-gateways/alipay.js'
import { startFakeWechatPay, type FakeWechatPay } from '../../test/fake-gateways/wechatpay.js'
import { PayError } from './pay.messages.js'
import { insertCheckout, newMember, payApp } from './pay.testkit.js'

// The pay service with the real WeChat Pay and Alipay channels, against the fake gateways on 127.0.0.1.
for (const target of dbTargets()) {
  describe(`pay through the gateways [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let wx: FakeWechatPay
    let ali: FakeAlipay
    before(async () => {
      ;[wx, ali] = await Promise.all([startFakeWechatPay(), startFakeAlipay()])
      t = await payApp(target, { paySettings: { ...wx.env(), ...ali.env(), PAY_DEV_CHANNEL: 'off', PAY_PUBLIC_BASE: 'https://mall.test' } })
    })
    after(async () => {
      await t?.close()
      await Promise.all([wx?.close(), ali?.close()])
    })

    const db = () => t.handle.db
    const payRow = (no: string) => db().selectFrom('pay').selectAll().where('out_trade_no', '=', no).executeTakeFirstOrThrow()
    const notifies = (attemptNo: string) => db().selectFrom('pay_notify').select('result').where('attempt_no', '=', attemptNo).orderBy('id').execute().then((r) => r.map((n) => n.result))
    const inject = (payType: string, n: { headers: Record<string, string>; body: string }) =>
      t.app.inject({ method: 'POST', url: `/api/pay/notify/${payType}`, headers: n.headers, payload: n.body })

    async function wechatBuyer() {
      const m = await newMember(t)
      await db().insertInto('member_auth').values({ member_id: m.memberId, website_id: 1, app_type: 'wechat', openid: `o-mp-${m.memberId}`, created_at: 1 }).execute()
      return m
    }

    /** the browser posts the QUICK_WAP_WAY form to the gateway (the fake opens the trade as the cashier would) */
    async function submitForm(form: string) {
      const action = /action="([^"]+)"/.exec(form)?.[1]?.replace(/&amp;/g, '&')
      assert.ok(action?.startsWith(ali.gateway), form.slice(0, 200))
      const fields = Object.fromEntries([...form.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((x) => [x[1], x[2].replace(/&quot;/g, '"').replace(/&amp;/g, '&')]))
      const posted = await fetch(action!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() })
      assert.ok(posted.status < 500)
    }

    it('lists the channels per client kind', async () => {
      const kinds: Array<[string, string]> = [['weapp', 'wechatpay'], ['wechat_h5', 'wechatpay'], ['h5', 'wechatpay,alipay'], ['alipay_mini', 'alipay'], ['alipay_h5', 'alipay']]
      for (const [kind, expected] of kinds) {
        const res = await call(t.app, 'POST', '/api/pay/type', { client_kind: kind })
        assert.equal(res.body.data.pay_type, expected, kind)
      }
    })

    it('WeChat JSAPI: prepay, then the signed encrypted notification pays once; a replay is a duplicate', async () => {
      const m = await wechatBuyer()
      const c = await insertCheckout(t, m.memberId, [{ pay_money: 1234 }])
      const res = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'wechatpay', app_type: 'wechat' })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.type, 'jsapi')
      assert.ok(wx.verifyPaySign(res.body.data.data))
      const attemptNo = res.body.data.attempt_no
      const order = wx.orders.get(attemptNo)!
      assert.equal(order.total, 1234)
      assert.equal(order.notify_url, 'https://mall.test/api/pay/notify/wechatpay')
      assert.equal(order.openid, `o-mp-${m.memberId}`)
      wx.pay(attemptNo)
      const first = await inject('wechatpay', wx.notification(attemptNo))
      assert.ok(first.statusCode < 300, first.body)
      const again = await inject('wechatpay', wx.notification(attemptNo))
      assert.ok(again.statusCode < 300)
      assert.deepEqual(await notifies(attemptNo), ['paid', 'duplicate'])
      const pay = await payRow(c.outTradeNo)
      assert.equal(pay.pay_status, 'paid')
      assert.equal(pay.trade_no, order.transaction_id)
    })

    it('WeChat: a forged signature and a wrong amount are refused', async () => {
      const m = await wechatBuyer()
      const c = await insertCheckout(t, m.memberId, [{ pay_money: 500 }])
      const res = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'wechatpay', client_kind: 'h5' })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.type, 'url')
      assert.match(res.body.data.url, /redirect_url=https%3A%2F%2Fmall\.test%2Fh5%2Fpages%2Fpay%2Fbrowser%2Fbrowser/)
      const attemptNo = res.body.data.attempt_no
      wx.pay(attemptNo)
      const forged = await inject('wechatpay', wx.notification(attemptNo, { forgeSignature: true }))
      assert.ok(forged.statusCode >= 400)
      const cheap = await inject('wechatpay', wx.notification(attemptNo, { transaction: { amount: { total: 1, currency: 'CNY', payer_total: 1, payer_currency: 'CNY' } } }))
      assert.ok(cheap.statusCode < 300)
      const otherApp = await inject('wechatpay', wx.notification(attemptNo, { transaction: { appid: 'wxsomeoneelse00001' } }))
      assert.ok(otherApp.statusCode < 300)
      assert.equal((await payRow(c.outTradeNo)).pay_status, 'waiting')
      assert.deepEqual(await notifies(attemptNo), ['refused:amount', 'refused:app'])
      // the lost notification: the status poll asks the gateway
      const status = await call(t.app, 'POST', '/api/pay/status', { token: m.token, out_trade_no: c.outTradeNo })
      assert.equal(status.body.data.pay_status, 2)
    })

    it('Alipay mobile web: QUICK_WAP_WAY form, then the form notification pays; another seller is refused', async () => {
      const m = await newMember(t)
      const c = await insertCheckout(t, m.memberId, [{ pay_money: 999 }, { pay_money: 1 }])
      const res = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'alipay', client_kind: 'alipay_h5' })
      assert.equal(res.body.code, 0, res.body.message)
      assert.equal(res.body.data.type, 'form')
      const attemptNo = res.body.data.attempt_no
      await submitForm(res.body.data.data.html)
      assert.equal(ali.trades.get(attemptNo)?.total_amount, '10.00')
      ali.pay(attemptNo)
      const wrongSeller = await inject('alipay', ali.notification(attemptNo, { fields: { seller_id: '2088999999999999' } }))
      assert.equal(wrongSeller.body, 'success')
      const forged = await inject('alipay', ali.notification(attemptNo, { forgeSignature: true }))
      assert.equal(forged.body, 'failure')
      const good = await inject('alipay', ali.notification(attemptNo))
      assert.equal(good.body, 'success')
      // the forged one names no attempt we could trust: recorded without it
      assert.deepEqual(await notifies(attemptNo), ['refused:merchant', 'paid'])
      assert.equal((await payRow(c.outTradeNo)).pay_type, 'alipay')
    })

    it('switching from WeChat Pay to Alipay closes the WeChat order at the gateway; its late money is kept apart', async () => {
      const m = await wechatBuyer()
      const c = await insertCheckout(t, m.memberId, [{ pay_money: 300 }])
      const w = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'wechatpay', app_type: 'wechat' })
      assert.equal(w.body.code, 0, w.body.message)
      const a = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'alipay', client_kind: 'h5' })
      assert.equal(a.body.code, 0, a.body.message)
      await submitForm(a.body.data.data.html)
      assert.equal(wx.orders.get(w.body.data.attempt_no)!.trade_state, 'CLOSED')
      const late = wx.notification(w.body.data.attempt_no, { transaction: { trade_state: 'SUCCESS', transaction_id: '4200LATE', success_time: '2026-01-01T00:00:00+08:00' } })
      const res = await inject('wechatpay', late)
      assert.ok(res.statusCode < 300, res.body)
      assert.deepEqual(await notifies(w.body.data.attempt_no), ['paid_after_close'])
      assert.equal((await payRow(c.outTradeNo)).pay_status, 'waiting')
      // switching back is refused while Alipay's gateway says it took the money
      ali.pay(a.body.data.attempt_no)
      const back = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'wechatpay', app_type: 'wechat' })
      assert.equal(back.body.code, PayError.PAY_ALREADY_PAID)
      assert.equal((await payRow(c.outTradeNo)).pay_type, 'alipay')
    })
  })
}
