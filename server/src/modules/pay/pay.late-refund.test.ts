import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import type { DevPayChannel } from './channels/devpay.js'
import { lateRefundNo, refundLateMoney } from './pay.late-refund.js'
import { LATE_REFUND } from './pay.table.js'
import { getChannel } from './pay.registry.js'
import { insertCheckout, newMember, payApp } from './pay.testkit.js'

for (const target of dbTargets()) {
  describe(`money paid after close goes back [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let dev: DevPayChannel
    before(async () => {
      t = await payApp(target, { paySettings: { PAY_DEV_CHANNEL: 'on' } })
      dev = (await getChannel(t.config, 'devpay')) as DevPayChannel
    })
    after(() => t?.close())
    const attemptRow = (no: string) => t.handle.db.selectFrom('pay_attempt').selectAll().where('attempt_no', '=', no).executeTakeFirstOrThrow()

    it('a notification for an attempt closed before it is refunded in full, once, and never pays the orders', async () => {
      const m = await newMember(t)
      const c = await insertCheckout(t, m.memberId, [{ pay_money: 2345 }])
      const opened = await call(t.app, 'POST', '/api/pay/pay', { token: m.token, out_trade_no: c.outTradeNo, pay_type: 'devpay' })
      assert.equal(opened.body.code, 0, opened.body.message)
      const attemptNo: string = opened.body.data.attempt_no
      // the gateway takes the money just as we close the attempt (its notification comes after)
      const note = dev.confirm(attemptNo, 2345)!
      await t.handle.db.updateTable('pay_attempt').set({ status: 'closed' }).where('attempt_no', '=', attemptNo).execute()
      for (let i = 0; i < 2; i++) {
        const res = await t.app.inject({ method: 'POST', url: '/api/pay/notify/devpay', headers: note.headers, payload: note.raw })
        assert.equal(res.statusCode, 200)
      }
      assert.equal((await t.handle.db.selectFrom('orders').select('order_status').where('order_id', '=', c.orderIds[0]).executeTakeFirstOrThrow()).order_status, 0, 'not paid')
      assert.equal((await attemptRow(attemptNo)).late_refund_status, LATE_REFUND.PENDING)
      // the gateway does not answer the first time: tried again later with the same number
      const real = dev.refund.bind(dev)
      dev.refund = async () => { throw new Error('timeout') }
      try {
        assert.equal(await refundLateMoney(t.app.deps, nowSeconds()), 1)
      } finally {
        dev.refund = real
      }
      const waiting = await attemptRow(attemptNo)
      assert.deepEqual([waiting.late_refund_status, waiting.late_refund_tries], [LATE_REFUND.PENDING, 1])
      assert.equal(await refundLateMoney(t.app.deps, nowSeconds()), 0, 'not due yet')
      assert.equal(await refundLateMoney(t.app.deps, nowSeconds() + 600), 1)
      assert.equal((await attemptRow(attemptNo)).late_refund_status, LATE_REFUND.DONE)
      const gateway = await dev.queryRefund({ attemptNo, refundNo: lateRefundNo(attemptNo) })
      assert.deepEqual([gateway.state, gateway.amount], ['success', 2345])
      // a later replay of the notification queues nothing again
      await t.app.inject({ method: 'POST', url: '/api/pay/notify/devpay', headers: note.headers, payload: note.raw })
      assert.equal((await attemptRow(attemptNo)).late_refund_status, LATE_REFUND.DONE)
      assert.equal(await refundLateMoney(t.app.deps, nowSeconds() + 6000), 0)
    })
  })
}
