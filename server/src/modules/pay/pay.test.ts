import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { statusHistory } from '../../db/state-machine.js'
import { DomainError } from '../../http/errors.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { ORDER_TYPE } from '../order/order.table.js'
import { DevPayChannel, DEVPAY_SIGNATURE_HEADER, type DevNotifyBody } from './channels/devpay.js'
import { PayError } from './pay.messages.js'
import { detectClientKind } from './pay.api.js'
import { getChannel } from './pay.registry.js'
import { closeOpenAttempt, freeOutTradeNo, markPaid, newOutTradeNo } from './pay.service.js'
import { insertCheckout, newMember, payApp, testChannelOf, type TestPayChannel } from './pay.testkit.js'

const NOT_FOUND = -10004

describe('pay: numbers and client kinds', () => {
  it('out_trade_no: 24 digits from the clock and the crypto generator, never repeating', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 5000; i++) {
      const no = newOutTradeNo()
      assert.match(no, /^\d{24}$/)
      seen.add(no)
    }
    assert.equal(seen.size, 5000)
  })

  it('client kind: explicit, then app_type, then the browser', () => {
    assert.equal(detectClientKind('h5', 'Mozilla/5.0', 'alipay_mini'), 'alipay_mini')
    assert.equal(detectClientKind('weapp', ''), 'weapp')
    assert.equal(detectClientKind('aliapp', ''), 'alipay_mini')
    assert.equal(detectClientKind('wechat', ''), 'wechat_h5')
    assert.equal(detectClientKind('alifuwu', ''), 'alipay_h5')
    assert.equal(detectClientKind('h5', 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.40'), 'wechat_h5')
    assert.equal(detectClientKind('h5', 'Mozilla/5.0 (Linux) AlipayClient/10.5'), 'alipay_h5')
    assert.equal(detectClientKind('h5', 'Mozilla/5.0 Safari'), 'h5')
  })
})

for (const target of dbTargets()) {
  describe(`pay [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let tp: TestPayChannel
    let dev: DevPayChannel
    before(async () => {
      t = await payApp(target, { paySettings: { PAY_TEST_CHANNEL: 'on' } })
      tp = await testChannelOf(t.config)
      dev = (await getChannel(t.config, 'devpay')) as DevPayChannel
    })
    after(() => t?.close())

    const db = () => t.handle.db
    const payRow = (no: string) => db().selectFrom('pay').selectAll().where('out_trade_no', '=', no).executeTakeFirstOrThrow()
    const ordersOf = (ids: number[]) => db().selectFrom('orders').selectAll().where('order_id', 'in', ids).orderBy('order_id').execute()
    const attemptsOf = (payId: number) => db().selectFrom('pay_attempt').selectAll().where('pay_id', '=', payId).orderBy('id').execute()
    const notifies = (attemptNo: string) => db().selectFrom('pay_notify').select(['result', 'amount', 'trade_no']).where('attempt_no', '=', attemptNo).orderBy('id').execute()
    const postNotify = (payType: string, headers: Record<string, string>, payload: string) =>
      t.app.inject({ method: 'POST', url: `/api/pay/notify/${payType}`, headers, payload })
    const devNote = (body: Partial<DevNotifyBody> & { attempt_no: string; amount: number }) => dev.notification({
      trade_no: `DEVT${body.attempt_no}`, app_id: dev.appId, mch_id: dev.merchantId, trade_state: 'SUCCESS', time: 0, ...body,
    })
    async function payDev(token: string, outTradeNo: string, extra: Record<string, unknown> = {}) {
      const res = await call(t.app, 'POST', '/api/pay/pay', { token, out_trade_no: outTradeNo, pay_type: 'devpay', ...extra })
      return res.body
    }

    describe('markPaid', () => {
      it('pays the payment and moves each order to its paid status, with codes for pickup and virtual orders', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId, [
          { order_type: ORDER_TYPE.EXPRESS }, { order_type: ORDER_TYPE.LOCAL }, { order_type: ORDER_TYPE.PICKUP }, { order_type: ORDER_TYPE.VIRTUAL },
          { order_type: ORDER_TYPE.EXPRESS, order_status: -1 },
        ])
        const at = 1_800_000_000
        assert.equal(await markPaid(db(), { websiteId: 1, outTradeNo: c.outTradeNo, payType: 'BALANCE', tradeNo: '', at, actor: `member:${m.memberId}` }), 'paid')
        const pay = await payRow(c.outTradeNo)
        assert.equal(pay.pay_status, 'paid')
        assert.equal(pay.pay_type, 'BALANCE')
        assert.equal(Number(pay.pay_time), at)
        const orders = await ordersOf(c.orderIds)
        assert.deepEqual(orders.map((o) => o.order_status), [1, 1, 2, 4, -1])
        assert.deepEqual(orders.map((o) => o.pay_status), [2, 2, 2, 2, 0])
        assert.deepEqual(orders.slice(0, 4).map((o) => Number(o.pay_time)), [at, at, at, at])
        assert.equal(orders[0].verify_code, '')
        assert.equal(orders[1].verify_code, '')
        assert.match(orders[2].verify_code, /^[1-9]\d{11}$/)
        assert.match(orders[3].verify_code, /^[1-9]\d{11}$/)
        assert.notEqual(orders[2].verify_code, orders[3].verify_code)
        assert.equal(Number(orders[3].sign_time), at)
        const history = await statusHistory(db(), 'order', c.orderIds[0])
        assert.deepEqual(history.map((h) => [h.from_status, h.to_status, h.actor]), [['0', '1', `member:${m.memberId}`]])
        // once: a second call changes nothing
        assert.equal(await markPaid(db(), { websiteId: 1, outTradeNo: c.outTradeNo, payType: 'devpay', tradeNo: 'X', at: at + 5, actor: 'system' }), 'already')
        assert.equal((await payRow(c.outTradeNo)).pay_type, 'BALANCE')
        assert.equal((await statusHistory(db(), 'pay', c.payId)).length, 1)
      })

      it('never brings a closed payment back', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId)
        await db().updateTable('pay').set({ pay_status: 'closed' }).where('id', '=', c.payId).execute()
        await assert.rejects(markPaid(db(), { websiteId: 1, outTradeNo: c.outTradeNo, payType: 'BALANCE', tradeNo: '', at: 1, actor: 'system' }),
          (err: unknown) => err instanceof DomainError && err.code === PayError.PAY_CLOSED)
        assert.equal((await ordersOf(c.orderIds))[0].order_status, 0)
      })

      it('two concurrent calls pay once', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId, [{}, { order_type: ORDER_TYPE.PICKUP }])
        const p = { websiteId: 1, outTradeNo: c.outTradeNo, payType: 'BALANCE', tradeNo: '', at: 2, actor: 'system' as const }
        const r = await Promise.all([markPaid(db(), p), markPaid(db(), p), markPaid(db(), p)])
        assert.deepEqual(r.sort(), ['already', 'already', 'paid'])
        assert.equal((await statusHistory(db(), 'order', c.orderIds[1])).length, 1)
      })
    })

    describe('/api/pay/type', () => {
      it('lists the configured channels that serve the client kind', async () => {
        let res = await call(t.app, 'GET', '/api/pay/type', {})
        assert.deepEqual(res.body.data, { pay_type: 'testpay,devpay', client_kind: 'h5' })
        tp.kinds = ['weapp']
        res = await call(t.app, 'POST', '/api/pay/type', { client_kind: 'alipay_h5' })
        assert.deepEqual(res.body.data, { pay_type: 'devpay', client_kind: 'alipay_h5' })
        res = await call(t.app, 'POST', '/api/pay/type', { app_type: 'weapp' })
        assert.deepEqual(res.body.data, { pay_type: 'testpay,devpay', client_kind: 'weapp' })
        const ua = await t.app.inject({ method: 'POST', url: '/api/pay/type', headers: { 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0' }, payload: {} })
        assert.equal(ua.json().data.client_kind, 'wechat_h5')
        tp.kinds = ['weapp', 'wechat_h5', 'h5', 'alipay_mini', 'alipay_h5']
      })

      it('the development channel is off in production unless PAY_DEV_CHANNEL=on, and PAY_DEV_CHANNEL=off turns it off', async () => {
        const cases: Array<[boolean, Record<string, string>, string]> = [
          [false, {}, ''], [false, { PAY_DEV_CHANNEL: 'on' }, 'devpay'], [true, { PAY_DEV_CHANNEL: 'off' }, ''], [true, {}, 'devpay'],
        ]
        for (const [development, paySettings, expected] of cases) {
          const app2 = await payApp(target, { development, paySettings })
          try {
            const res = await call(app2.app, 'GET', '/api/pay/type', {})
            assert.equal(res.body.data.pay_type, expected, JSON.stringify({ development, paySettings }))
            const m = await newMember(app2)
            const c = await insertCheckout(app2, m.memberId)
            const pay = await call(app2.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'devpay' })
            assert.equal(pay.body.code, expected ? 0 : PayError.PAY_TYPE_UNAVAILABLE)
          } finally {
            await app2.close()
          }
        }
      })
    })

    describe('/api/pay/info and /api/pay/status', () => {
      it("answer the caller's own payment only, and refuse visitors", async () => {
        const a = await newMember(t)
        const b = await newMember(t)
        const c = await insertCheckout(t, a.memberId, [{ pay_money: 1200, balance_money: 300 }, { pay_money: 800 }])
        const info = await call(t.app, 'POST', '/api/pay/info', { token: a.token, out_trade_no: c.outTradeNo })
        assert.equal(info.body.code, 0, info.body.message)
        assert.equal(info.body.data.pay_money, 2000)
        assert.equal(info.body.data.pay_status, 0)
        assert.equal(info.body.data.status, 'waiting')
        assert.deepEqual(info.body.data.orders.map((o: any) => [o.order_id, o.order_money, o.balance_money, o.pay_money]), [[c.orderIds[0], 1500, 300, 1200], [c.orderIds[1], 800, 0, 800]])
        const status = await call(t.app, 'POST', '/api/pay/status', { token: a.token, out_trade_no: c.outTradeNo })
        assert.deepEqual(status.body.data, { pay_status: 0, status: 'waiting', out_trade_no: c.outTradeNo, pay_money: 2000 })
        for (const url of ['/api/pay/info', '/api/pay/status']) {
          const other = await call(t.app, 'POST', url, { token: b.token, out_trade_no: c.outTradeNo })
          assert.equal(other.body.code, NOT_FOUND, url)
          assert.equal(other.body.data, null)
          const unknown = await call(t.app, 'POST', url, { token: a.token, out_trade_no: '999999999999' })
          assert.equal(unknown.body.code, NOT_FOUND)
          const visitor = await call(t.app, 'POST', url, { out_trade_no: c.outTradeNo })
          assert.equal(visitor.body.code, -10009, url)
        }
      })
    })

    describe('/api/pay/pay and the development channel', () => {
      it('opens an attempt, answers the same one on a repeated tap, and confirm pays through the notification path', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId, [{ pay_money: 1990 }, { order_type: ORDER_TYPE.VIRTUAL, pay_money: 10 }])
        const first = await payDev(m.token, c.outTradeNo)
        assert.equal(first.code, 0, first.message)
        assert.deepEqual(first.data, { type: 'dev', data: { attempt_no: `${c.outTradeNo}01` }, pay_type: 'devpay', attempt_no: `${c.outTradeNo}01` })
        const again = await payDev(m.token, c.outTradeNo)
        assert.deepEqual(again.data, first.data)
        const attempts = await attemptsOf(c.payId)
        assert.equal(attempts.length, 1)
        assert.equal(Number(attempts[0].amount), 2000)
        assert.equal(JSON.parse(attempts[0].prepay).client_kind, 'h5')

        const other = await newMember(t)
        const stranger = await call(t.app, 'POST', '/api/pay/devpay/confirm', { token: other.token, attempt_no: first.data.attempt_no })
        assert.equal(stranger.body.code, NOT_FOUND)
        assert.equal((await payRow(c.outTradeNo)).pay_status, 'waiting')

        const confirm = await call(t.app, 'POST', '/api/pay/devpay/confirm', { token: m.token, attempt_no: first.data.attempt_no })
        assert.equal(confirm.body.code, 0, confirm.body.message)
        assert.deepEqual(confirm.body.data, { pay_status: 2, status: 'paid', out_trade_no: c.outTradeNo, pay_money: 2000 })
        const pay = await payRow(c.outTradeNo)
        assert.equal(pay.pay_type, 'devpay')
        assert.match(pay.trade_no, /^DEV/)
        assert.deepEqual((await ordersOf(c.orderIds)).map((o) => [o.order_status, o.pay_status, o.pay_type]), [[1, 2, 'devpay'], [4, 2, 'devpay']])
        assert.equal((await attemptsOf(c.payId))[0].status, 'paid')
        assert.deepEqual((await notifies(first.data.attempt_no)).map((n) => n.result), ['paid'])
        const history = await statusHistory(db(), 'pay_attempt', attempts[0].id)
        assert.deepEqual(history.map((h) => [h.to_status, h.actor]), [['paid', 'gateway:devpay']])

        const twice = await call(t.app, 'POST', '/api/pay/devpay/confirm', { token: m.token, attempt_no: first.data.attempt_no })
        assert.equal(twice.body.code, PayError.PAY_ALREADY_PAID)
        assert.equal((await payDev(m.token, c.outTradeNo)).code, PayError.PAY_ALREADY_PAID)
        const status = await call(t.app, 'POST', '/api/pay/status', { token: m.token, out_trade_no: c.outTradeNo })
        assert.equal(status.body.data.pay_status, 2)
        // the number a gateway hands back on return (the attempt's) names the same payment, for its owner only
        const byAttempt = await call(t.app, 'POST', '/api/pay/status', { token: m.token, out_trade_no: first.data.attempt_no })
        assert.deepEqual([byAttempt.body.data.out_trade_no, byAttempt.body.data.pay_status], [c.outTradeNo, 2])
        assert.equal((await call(t.app, 'POST', '/api/pay/info', { token: m.token, out_trade_no: first.data.attempt_no })).body.data.out_trade_no, c.outTradeNo)
        assert.equal((await call(t.app, 'POST', '/api/pay/status', { token: other.token, out_trade_no: first.data.attempt_no })).body.code, NOT_FOUND)
      })

      it('refuses closed payments, nothing to pay, unknown channels, bad return URLs and other members', async () => {
        const m = await newMember(t)
        const closed = await insertCheckout(t, m.memberId)
        await db().updateTable('pay').set({ pay_status: 'closed' }).where('id', '=', closed.payId).execute()
        assert.equal((await payDev(m.token, closed.outTradeNo)).code, PayError.PAY_CLOSED)
        const free = await insertCheckout(t, m.memberId, [{ pay_money: 0, balance_money: 500 }])
        assert.equal((await payDev(m.token, free.outTradeNo)).code, PayError.PAY_NOTHING_TO_PAY)
        const c = await insertCheckout(t, m.memberId)
        const unknown = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'wechatpayx' })
        assert.equal(unknown.body.code, PayError.PAY_TYPE_UNAVAILABLE)
        assert.equal((await payDev(m.token, c.outTradeNo, { return_url: 'https://evil.example/steal' })).code, -10001)
        assert.equal((await payDev(m.token, c.outTradeNo, { return_url: '//evil.example/x' })).code, -10001)
        const other = await newMember(t)
        assert.equal((await payDev(other.token, c.outTradeNo)).code, NOT_FOUND)
        const visitor = await call(t.app, 'POST', '/api/pay/pay', { out_trade_no: c.outTradeNo, pay_type: 'devpay' })
        assert.equal(visitor.body.code, -10009)
        assert.equal((await attemptsOf(c.payId)).length, 0)
      })

      it('hands the gateway the amount still due, the notify URL and a return URL of this site', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId, [{ pay_money: 700 }, { pay_money: 300, order_status: -1 }])
        const res = await call(t.app, 'POST', '/api/pay/pay', {
          token: m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay', return_url: '/h5/pages/pay/browser/browser?x=1',
        })
        assert.equal(res.body.code, 0, res.body.message)
        assert.equal(res.body.data.type, 'url')
        const req = tp.lastPrepay!
        assert.equal(req.amount, 700)
        assert.equal(req.attemptNo, `${c.outTradeNo}01`)
        assert.equal(req.notifyUrl, 'http://localhost:80/api/pay/notify/testpay')
        assert.equal(req.returnUrl, 'http://localhost:80/h5/pages/pay/browser/browser?x=1')
        // an absolute URL of this site is kept as it is
        const abs = await payDev(m.token, c.outTradeNo, { return_url: 'http://localhost:80/h5/pages/pay/result/result' })
        assert.equal(abs.code, 0, abs.message)
        assert.ok(req.expiresAt > Math.floor(Date.now() / 1000) + 240)
      })

      it('asks for the WeChat / Alipay identity where the platform needs the payer', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId)
        const res = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay', app_type: 'weapp' })
        assert.equal(res.body.code, PayError.PAY_OPENID_REQUIRED)
        await db().insertInto('member_auth').values({ member_id: m.memberId, website_id: 1, app_type: 'weapp', openid: 'o-weapp-1', created_at: 1 }).execute()
        const ok = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay', app_type: 'weapp' })
        assert.equal(ok.body.code, 0, ok.body.message)
        assert.equal(tp.lastPrepay!.openid, 'o-weapp-1')
        assert.equal(tp.lastPrepay!.clientKind, 'weapp')
      })

      it('a failed prepay leaves nothing payable behind: the next tap closes that attempt at the gateway first', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId)
        tp.failPrepay = true
        const res = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay' })
        tp.failPrepay = false
        assert.equal(res.body.code, PayError.PAY_GATEWAY_FAILED)
        const again = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay' })
        assert.equal(again.body.code, 0)
        assert.equal(again.body.data.attempt_no, `${c.outTradeNo}02`)
        assert.deepEqual((await attemptsOf(c.payId)).map((a) => a.status), ['closed', 'open'])
      })
    })

    describe('switching channel', () => {
      it('closes the open attempt of the other channel at its gateway before opening a new one', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId)
        const a1 = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay' })
        const a2 = await payDev(m.token, c.outTradeNo)
        assert.equal(a2.code, 0, a2.message)
        assert.equal(a2.data.attempt_no, `${c.outTradeNo}02`)
        assert.ok(tp.closed.includes(a1.body.data.attempt_no))
        assert.deepEqual((await attemptsOf(c.payId)).map((a) => [a.pay_type, a.status]), [['testpay', 'closed'], ['devpay', 'open']])
        // the same channel from another kind of client is a new attempt too
        const a3 = await payDev(m.token, c.outTradeNo, { client_kind: 'alipay_h5' })
        assert.equal(a3.data.attempt_no, `${c.outTradeNo}03`)
      })

      it('money the old gateway took meanwhile completes the payment instead (already paid)', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId)
        const a1 = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay' })
        tp.takeMoney(a1.body.data.attempt_no)
        const a2 = await payDev(m.token, c.outTradeNo)
        assert.equal(a2.code, PayError.PAY_ALREADY_PAID)
        const pay = await payRow(c.outTradeNo)
        assert.equal(pay.pay_status, 'paid')
        assert.equal(pay.pay_type, 'testpay')
        assert.equal((await ordersOf(c.orderIds))[0].order_status, 1)
        assert.deepEqual((await attemptsOf(c.payId)).map((a) => a.status), ['paid'])
      })

      it('a gateway that cannot close refuses the switch and keeps the attempt open', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId)
        await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay' })
        tp.failClose = true
        const a2 = await payDev(m.token, c.outTradeNo)
        tp.failClose = false
        assert.equal(a2.code, PayError.PAY_GATEWAY_FAILED)
        assert.deepEqual((await attemptsOf(c.payId)).map((a) => a.status), ['open'])
      })

      it('status asks the gateway while an attempt is open, so a lost notification still completes', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId)
        const a1 = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay' })
        let s = await call(t.app, 'POST', '/api/pay/status', { token: m.token, out_trade_no: c.outTradeNo })
        assert.equal(s.body.data.pay_status, 0)
        tp.takeMoney(a1.body.data.attempt_no)
        await t.kv.del(`pay:query:${(await attemptsOf(c.payId))[0].id}`)
        s = await call(t.app, 'POST', '/api/pay/status', { token: m.token, out_trade_no: c.outTradeNo })
        assert.equal(s.body.data.pay_status, 2)
        assert.equal((await ordersOf(c.orderIds))[0].order_status, 1)
      })

      it('closeOpenAttempt: none, closed', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId)
        assert.equal(await closeOpenAttempt(t.app.deps, c.payId), 'none')
        await payDev(m.token, c.outTradeNo)
        assert.equal(await closeOpenAttempt(t.app.deps, c.payId), 'closed')
        assert.equal(await closeOpenAttempt(t.app.deps, c.payId), 'none')
        const confirm = await call(t.app, 'POST', '/api/pay/devpay/confirm', { token: m.token, attempt_no: `${c.outTradeNo}01` })
        assert.equal(confirm.body.code, PayError.PAY_ATTEMPT_NOT_OPEN)
      })
    })

    describe('notifications', () => {
      async function openDev() {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId, [{ pay_money: 4321 }])
        const r = await payDev(m.token, c.outTradeNo)
        assert.equal(r.code, 0, r.message)
        return { ...c, m, attemptNo: r.data.attempt_no as string }
      }

      it('a replayed notification pays once and is answered as accepted', async () => {
        const c = await openDev()
        const note = devNote({ attempt_no: c.attemptNo, amount: 4321 })
        const first = await postNotify('devpay', note.headers, note.raw)
        assert.equal(first.statusCode, 200)
        assert.equal(first.body, '{"code":"SUCCESS"}')
        for (let i = 0; i < 2; i++) assert.equal((await postNotify('devpay', note.headers, note.raw)).statusCode, 200)
        assert.deepEqual((await notifies(c.attemptNo)).map((n) => n.result), ['paid', 'duplicate', 'duplicate'])
        assert.equal((await statusHistory(db(), 'pay', c.payId)).length, 1)
        assert.equal((await statusHistory(db(), 'order', c.orderIds[0])).length, 1)
      })

      it('concurrent copies: one pays, the others are duplicates', async () => {
        const c = await openDev()
        const note = devNote({ attempt_no: c.attemptNo, amount: 4321 })
        const answers = await Promise.all(Array.from({ length: 6 }, () => postNotify('devpay', note.headers, note.raw)))
        assert.ok(answers.every((a) => a.statusCode === 200), answers.map((a) => a.body).join())
        const results = (await notifies(c.attemptNo)).map((n) => n.result).sort()
        assert.deepEqual(results, ['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid'])
        assert.equal((await statusHistory(db(), 'order', c.orderIds[0])).length, 1)
        assert.equal((await payRow(c.outTradeNo)).pay_status, 'paid')
      })

      it('a forged notification (bad signature) is refused, recorded and pays nothing', async () => {
        const c = await openDev()
        const note = devNote({ attempt_no: c.attemptNo, amount: 4321 })
        const forgedSig = await postNotify('devpay', { ...note.headers, [DEVPAY_SIGNATURE_HEADER]: 'a'.repeat(64) }, note.raw)
        assert.equal(forgedSig.statusCode, 400)
        // a body changed after signing
        const tampered = await postNotify('devpay', note.headers, note.raw.replace('4321', '1'))
        assert.equal(tampered.statusCode, 400)
        const unsigned = await postNotify('devpay', { 'content-type': 'application/json' }, note.raw)
        assert.equal(unsigned.statusCode, 400)
        assert.equal((await payRow(c.outTradeNo)).pay_status, 'waiting')
        const refused = await db().selectFrom('pay_notify').select('result').where('result', '=', 'refused:signature').execute()
        assert.ok(refused.length >= 3)
      })

      it('a wrong amount, app id or merchant id is refused (acknowledged: a retry would carry the same), an unknown attempt answered as failure', async () => {
        const c = await openDev()
        const cases: Array<[Partial<DevNotifyBody>, string, number]> = [
          [{ amount: 4320 }, 'refused:amount', 200],
          [{ app_id: 'another-app' }, 'refused:app', 200],
          [{ mch_id: 'another-mch' }, 'refused:merchant', 200],
        ]
        for (const [change, result, status] of cases) {
          const note = devNote({ attempt_no: c.attemptNo, amount: 4321, ...change })
          const res = await postNotify('devpay', note.headers, note.raw)
          assert.equal(res.statusCode, status, result)
        }
        const unknown = devNote({ attempt_no: `${c.attemptNo}9`, amount: 4321 })
        assert.equal((await postNotify('devpay', unknown.headers, unknown.raw)).statusCode, 400)
        assert.deepEqual((await notifies(c.attemptNo)).map((n) => n.result), ['refused:amount', 'refused:app', 'refused:merchant'])
        assert.deepEqual((await notifies(`${c.attemptNo}9`)).map((n) => n.result), ['refused:unknown'])
        assert.equal((await payRow(c.outTradeNo)).pay_status, 'waiting')
        assert.equal((await attemptsOf(c.payId))[0].status, 'open')
        // a notification that is not a success is noted and changes nothing
        const closedNote = devNote({ attempt_no: c.attemptNo, amount: 4321, trade_state: 'CLOSED' })
        assert.equal((await postNotify('devpay', closedNote.headers, closedNote.raw)).statusCode, 200)
        assert.equal((await attemptsOf(c.payId))[0].status, 'open')
        // and the right one still pays
        const good = devNote({ attempt_no: c.attemptNo, amount: 4321 })
        assert.equal((await postNotify('devpay', good.headers, good.raw)).statusCode, 200)
        assert.equal((await payRow(c.outTradeNo)).pay_status, 'paid')
      })

      it('out of order: money taken on an attempt closed by a channel switch is recorded paid_after_close and never pays twice', async () => {
        const c = await openDev()
        // the buyer switches to testpay: the devpay attempt closes
        const sw = await call(t.app, 'POST', '/api/pay/pay', { token: c.m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay' })
        assert.equal(sw.body.code, 0, sw.body.message)
        const late = devNote({ attempt_no: c.attemptNo, amount: 4321, trade_no: 'LATE-1' })
        const res = await postNotify('devpay', late.headers, late.raw)
        assert.equal(res.statusCode, 200)
        assert.deepEqual(await notifies(c.attemptNo), [{ result: 'paid_after_close', amount: 4321, trade_no: 'LATE-1' }])
        assert.equal((await payRow(c.outTradeNo)).pay_status, 'waiting')
        assert.equal((await ordersOf(c.orderIds))[0].order_status, 0)
        // the open testpay attempt pays the orders once
        tp.takeMoney(sw.body.data.attempt_no)
        const note = new URLSearchParams({ attempt_no: sw.body.data.attempt_no, trade_no: 'TP-1', amount: '4321', state: 'paid', app_id: tp.appId, mch_id: tp.merchantId })
        const paid = await postNotify('testpay', { 'content-type': 'application/x-www-form-urlencoded', 'x-testpay-key': tp.secret }, note.toString())
        assert.equal(paid.body, 'success')
        assert.equal((await payRow(c.outTradeNo)).pay_type, 'testpay')
        assert.equal((await statusHistory(db(), 'order', c.orderIds[0])).length, 1)
        // the late one again, after the payment: still only recorded
        await postNotify('devpay', late.headers, late.raw)
        assert.deepEqual((await notifies(c.attemptNo)).map((n) => n.result), ['paid_after_close', 'paid_after_close'])
      })

      it('money on a payment closed with its orders is recorded paid_after_close', async () => {
        const c = await openDev()
        await db().transaction().execute(async (trx) => {
          await trx.updateTable('pay').set({ pay_status: 'closed' }).where('id', '=', c.payId).execute()
          await trx.updateTable('orders').set({ order_status: -1 }).where('order_id', 'in', c.orderIds).execute()
        })
        const note = devNote({ attempt_no: c.attemptNo, amount: 4321 })
        assert.equal((await postNotify('devpay', note.headers, note.raw)).statusCode, 200)
        assert.deepEqual((await notifies(c.attemptNo)).map((n) => n.result), ['paid_after_close'])
        assert.equal((await ordersOf(c.orderIds))[0].order_status, -1)
        assert.equal((await payRow(c.outTradeNo)).pay_status, 'closed')
      })

      it('keeps the raw body of JSON, form and XML notifications for the channel to verify', async () => {
        const bodies = [
          ['application/json', '{"b":2, "a":1}'],
          ['application/x-www-form-urlencoded', 'a=1&b=%E4%B8%AD'],
          ['text/xml', '<xml><a>1</a></xml>'],
        ]
        for (const [type, body] of bodies) {
          tp.rawBodies.length = 0
          const res = await postNotify('testpay', { 'content-type': type, 'x-testpay-key': 'wrong' }, body)
          assert.equal(res.body, 'failure')
          assert.deepEqual(tp.rawBodies, [body], type)
        }
        const none = await postNotify('nopay', { 'content-type': 'text/plain' }, 'x')
        assert.equal(none.statusCode, 404)
      })
    })

    describe('/api/order/pay', () => {
      it('moves the caller\'s unpaid orders to a new payment, closing the old one and its open attempt', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId, [{ pay_money: 500 }, { pay_money: 250 }, { pay_money: 100 }])
        const a1 = await payDev(m.token, c.outTradeNo)
        const res = await call(t.app, 'POST', '/api/order/pay', { token: m.token, order_ids: `${c.orderIds[0]},${c.orderIds[1]}` })
        assert.equal(res.body.code, 0, res.body.message)
        const no = res.body.data.out_trade_no
        assert.notEqual(no, c.outTradeNo)
        assert.equal(res.body.data.pay_money, 750)
        const old = await payRow(c.outTradeNo)
        assert.equal(old.pay_status, 'closed')
        assert.deepEqual((await attemptsOf(c.payId)).map((a) => a.status), ['closed'])
        const fresh = await payRow(no)
        assert.equal(fresh.pay_status, 'waiting')
        assert.equal(Number(fresh.pay_money), 750)
        assert.equal(fresh.member_id, m.memberId)
        assert.deepEqual((await ordersOf(c.orderIds)).map((o) => o.out_trade_no), [no, no, c.outTradeNo])
        // the old attempt cannot be paid any more; the new payment can
        const stale = await call(t.app, 'POST', '/api/pay/devpay/confirm', { token: m.token, attempt_no: a1.data.attempt_no })
        assert.equal(stale.body.code, PayError.PAY_ATTEMPT_NOT_OPEN)
        const a2 = await payDev(m.token, no)
        const ok = await call(t.app, 'POST', '/api/pay/devpay/confirm', { token: m.token, attempt_no: a2.data.attempt_no })
        assert.equal(ok.body.data.pay_status, 2)
        assert.deepEqual((await ordersOf(c.orderIds)).map((o) => o.order_status), [1, 1, 0])
        // a paid order cannot be paid again
        const again = await call(t.app, 'POST', '/api/order/pay', { token: m.token, order_ids: String(c.orderIds[0]) })
        assert.equal(again.body.code, PayError.ORDER_NOT_PAYABLE)
        // the order left behind gets its own payment
        const rest = await call(t.app, 'POST', '/api/order/pay', { token: m.token, order_ids: String(c.orderIds[2]) })
        assert.equal(rest.body.code, 0)
        assert.equal(rest.body.data.pay_money, 100)
      })

      it("refuses another member's and unknown orders, and visitors", async () => {
        const a = await newMember(t)
        const b = await newMember(t)
        const c = await insertCheckout(t, a.memberId)
        const mine = await insertCheckout(t, b.memberId)
        const res = await call(t.app, 'POST', '/api/order/pay', { token: b.token, order_ids: `${mine.orderIds[0]},${c.orderIds[0]}` })
        assert.equal(res.body.code, NOT_FOUND)
        assert.equal((await call(t.app, 'POST', '/api/order/pay', { token: b.token, order_ids: '2147483647' })).body.code, NOT_FOUND)
        assert.equal((await call(t.app, 'POST', '/api/order/pay', { order_ids: String(c.orderIds[0]) })).body.code, -10009)
        assert.equal((await payRow(c.outTradeNo)).pay_status, 'waiting')
        assert.equal((await payRow(mine.outTradeNo)).pay_status, 'waiting')
      })

      it('money the old gateway took meanwhile answers already paid and moves nothing', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId)
        const a1 = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'testpay' })
        tp.takeMoney(a1.body.data.attempt_no)
        const res = await call(t.app, 'POST', '/api/order/pay', { token: m.token, order_ids: String(c.orderIds[0]) })
        assert.equal(res.body.code, PayError.PAY_ALREADY_PAID)
        assert.equal((await ordersOf(c.orderIds))[0].out_trade_no, c.outTradeNo)
        assert.equal((await ordersOf(c.orderIds))[0].order_status, 1)
      })

      it('two concurrent pay-agains of one order: one wins', async () => {
        const m = await newMember(t)
        const c = await insertCheckout(t, m.memberId)
        const rs = await Promise.all([0, 1, 2].map(() => call(t.app, 'POST', '/api/order/pay', { token: m.token, order_ids: String(c.orderIds[0]) })))
        const won = rs.filter((r) => r.body.code === 0)
        assert.ok(won.length >= 1)
        const order = (await ordersOf(c.orderIds))[0]
        assert.ok(won.some((r) => r.body.data.out_trade_no === order.out_trade_no))
        for (const r of rs) assert.ok([0, PayError.PAY_BUSY, PayError.PAY_CLOSED].includes(r.body.code), `${r.body.code} ${r.body.message}`)
        const waiting = await db().selectFrom('pay').select('out_trade_no').where('member_id', '=', m.memberId).where('pay_status', '=', 'waiting').execute()
        // every waiting payment of the member that has orders is the order's
        assert.ok(waiting.some((p) => p.out_trade_no === order.out_trade_no))
      })
    })

    it('freeOutTradeNo draws numbers no payment holds', async () => {
      const no = await freeOutTradeNo(db())
      assert.equal(await db().selectFrom('pay').select('id').where('out_trade_no', '=', no).executeTakeFirst(), undefined)
    })
  })
}
