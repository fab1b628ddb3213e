import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { statusHistory } from '../../db/state-machine.js'
import { call, dbTargets } from '../../test/harness.js'
import { hashPassword } from '../member/member.password.js'
import { signStaffToken } from '../merchant/merchant.token.js'
import { checkoutApp, newMember, PAY_PASSWORD, type Fixture } from '../order/order.checkout.fixture.js'
import { REFUND_STATUS as R } from '../refund/refund.machine.js'
import { canComplain, COMPLAIN_WINDOW_DAYS, UNANSWERED_HOURS } from './complain.rules.js'
import { ComplainError } from './complain.messages.js'
import { COMPLAIN_MACHINE } from './complain.machine.js'

const ADMIN = 'complain-admin-token-1'
let keySeq = 0

describe('complaint rules', () => {
  const now = 1_800_000_000
  const refund = { apply_time: now - 10, audit_time: now - 5, delivery_time: 0 }
  it('a refusal within the window, an unanswered request or return past 48 hours, once', () => {
    assert.equal(canComplain({ refund_status: R.REFUSED, refund, complained: false, now }), true)
    assert.equal(canComplain({ refund_status: R.REFUSED, refund: { ...refund, audit_time: now - COMPLAIN_WINDOW_DAYS * 86400 - 1 }, complained: false, now }), false)
    assert.equal(canComplain({ refund_status: R.REFUSED, refund, complained: true, now }), false)
    assert.equal(canComplain({ refund_status: R.APPLIED, refund, complained: false, now }), false)
    assert.equal(canComplain({ refund_status: R.APPLIED, refund: { ...refund, apply_time: now - UNANSWERED_HOURS * 3600 }, complained: false, now }), true)
    assert.equal(canComplain({ refund_status: R.WAIT_RECEIVE, refund: { ...refund, delivery_time: now - UNANSWERED_HOURS * 3600 }, complained: false, now }), true)
    for (const s of [R.NONE, R.AGREED, R.FINISHED, R.WAIT_RETURN, R.RECEIVED]) assert.equal(canComplain({ refund_status: s, refund, complained: false, now: now + 9e6 }), false)
    assert.equal(canComplain({ refund_status: R.REFUSED, refund: null, complained: false, now }), false)
  })
  it('a complaint is answered or withdrawn, once', () => {
    const all = COMPLAIN_MACHINE.states
    const moves = all.flatMap((a) => all.filter((b) => COMPLAIN_MACHINE.canMove(a, b)).map((b) => `${a}->${b}`))
    assert.deepEqual(moves, ['1->2', '1->3'])
  })
})

for (const target of dbTargets()) {
  describe(`complaints [${target.name}]`, { skip: target.skip }, () => {
    let f: Fixture
    let staff = ''
    const db = () => f.t.handle.db
    before(async () => {
      f = await checkoutApp(target, { adminToken: ADMIN })
      const { id } = await db().insertInto('merchant_staff').values({ website_id: 1, site_id: f.shopB, username: `cmp${target.name}`, password_hash: await hashPassword('x-staff-1'), roles: 'order', created_at: nowSeconds() })
        .returning('id').executeTakeFirstOrThrow()
      staff = signStaffToken({ staffId: id, websiteId: 1, now: nowSeconds() - 5 }, f.t.config.tokenSecret).token
    })
    after(() => f?.t.close())

    const api = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      f.t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) }).then((r) => ({ status: r.statusCode, ...JSON.parse(r.body) }))
    const admin = (path: string, body: Record<string, unknown>) => api(path, body, { 'x-admin-token': ADMIN })
    const lineOf = (id: number) => db().selectFrom('order_goods').selectAll().where('order_goods_id', '=', id).executeTakeFirstOrThrow()

    /** A balance-paid order of shop B whose line the shop refused (or, `refuse` false, left applied). */
    async function refusedLine(refuse = true) {
      const m = await newMember(f, { balance: 50000 })
      const created = await call(f.t.app, 'POST', '/api/ordercreate/create', { token: m.token, sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD, request_key: `c${Date.now()}x${keySeq++}`.padEnd(12, '0') })
      assert.equal(created.body.code, 0, created.body.message)
      const line = await db().selectFrom('order_goods').selectAll().where('order_id', '=', created.body.data.order_ids[0]).executeTakeFirstOrThrow()
      const applied = await api('/api/orderrefund/refund', { token: m.token, order_goods_id: line.order_goods_id, refund_type: 1, refund_reason: 'quality' })
      assert.equal(applied.code, 0, applied.message)
      if (refuse) assert.equal((await api('/merchant/api/refund/refuse', { token: staff, order_goods_id: line.order_goods_id, refuse_reason: '已使用' })).code, 0)
      return { m, line }
    }

    it('a refused refund: complain, not twice, not someone else; withdraw; the refund detail says when a complaint is possible', async () => {
      const { m, line } = await refusedLine()
      const other = await newMember(f)
      const detail = await api('/api/orderrefund/detail', { token: m.token, order_goods_id: line.order_goods_id })
      assert.equal(detail.data.can_complain, true)
      const view = await api('/api/ordercomplain/detail', { token: m.token, order_goods_id: line.order_goods_id })
      assert.deepEqual([view.data.can_complain, view.data.complaint, view.data.refuse_reason], [true, null, '已使用'])
      assert.equal((await api('/api/ordercomplain/complain', { token: other.token, order_goods_id: line.order_goods_id, complain_reason: 'other' })).code, ComplainError.COMPLAIN_LINE_NOT_FOUND)
      const body = { token: m.token, order_goods_id: line.order_goods_id, complain_reason: 'refund_refused', complain_remark: '<i>商品有问题</i>' }
      const [a, b] = await Promise.all([api('/api/ordercomplain/complain', body), api('/api/ordercomplain/complain', body)])
      assert.equal([a, b].filter((r) => r.code === 0).length, 1, 'two at once make one')
      assert.ok([a, b].every((r) => r.code === 0 || r.code === ComplainError.COMPLAIN_NOT_ALLOWED))
      const made = a.code === 0 ? a : b
      assert.deepEqual([made.data.complaint.complain_status, made.data.complaint.complain_remark, made.data.can_complain, made.data.can_cancel], [1, '<i>商品有问题</i>', false, true])
      assert.equal((await api('/api/ordercomplain/cancel', { token: other.token, order_goods_id: line.order_goods_id })).code, ComplainError.COMPLAIN_LINE_NOT_FOUND)
      const withdrawn = await api('/api/ordercomplain/cancel', { token: m.token, order_goods_id: line.order_goods_id })
      assert.deepEqual([withdrawn.data.complaint.complain_status, withdrawn.data.can_complain], [3, false], 'once per application')
      assert.equal((await api('/api/ordercomplain/cancel', { token: m.token, order_goods_id: line.order_goods_id })).code, ComplainError.COMPLAIN_NOT_FOUND)
      // the operator cannot answer a withdrawn one
      assert.equal((await admin('/admin/api/complain/handle', { complain_id: made.data.complaint.complain_id, result: 'buyer', platform_answer: 'x' })).code, ComplainError.COMPLAIN_STATUS_CHANGED)
      assert.equal((await lineOf(line.order_goods_id)).refund_status, R.REFUSED)
    })

    it('not before the shop had 48 hours; then yes', async () => {
      const { m, line } = await refusedLine(false)
      const early = await api('/api/ordercomplain/complain', { token: m.token, order_goods_id: line.order_goods_id, complain_reason: 'no_answer' })
      assert.equal(early.code, ComplainError.COMPLAIN_NOT_ALLOWED)
      await db().updateTable('order_refund').set((eb) => ({ apply_time: eb(eb.ref('apply_time'), '-', UNANSWERED_HOURS * 3600) })).where('order_goods_id', '=', line.order_goods_id).execute()
      const late = await api('/api/ordercomplain/complain', { token: m.token, order_goods_id: line.order_goods_id, complain_reason: 'no_answer' })
      assert.equal(late.code, 0, late.message)
      // the operator sides with the shop: nothing moves, the answer is shown
      const handled = await admin('/admin/api/complain/handle', { complain_id: late.data.complaint.complain_id, result: 'seller', platform_answer: '请等待商家处理' })
      assert.equal(handled.code, 0, handled.message)
      assert.deepEqual([handled.data.complain_status, handled.data.result, handled.data.platform_answer], [2, 'seller', '请等待商家处理'])
      assert.equal((await lineOf(line.order_goods_id)).refund_status, R.APPLIED)
    })

    it('the operator sides with the buyer: the refused refund is agreed and paid back; the history names the platform', async () => {
      const { m, line } = await refusedLine()
      const before = await db().selectFrom('member').select(['balance', 'balance_withdraw']).where('id', '=', m.memberId).executeTakeFirstOrThrow()
      const made = await api('/api/ordercomplain/complain', { token: m.token, order_goods_id: line.order_goods_id, complain_reason: 'refund_refused' })
      const id = made.data.complaint.complain_id
      // no operator token: 403 and nothing changes
      const anon = await api('/admin/api/complain/handle', { complain_id: id, result: 'buyer', platform_answer: 'ok' })
      assert.equal(anon.status, 403)
      const wrong = await api('/admin/api/complain/handle', { complain_id: id, result: 'buyer', platform_answer: 'ok' }, { 'x-admin-token': 'nope' })
      assert.equal(wrong.status, 403)
      const list = await admin('/admin/api/complain/lists', { complain_status: 1 })
      assert.ok(list.data.list.some((c: any) => c.complain_id === id))
      const handled = await admin('/admin/api/complain/handle', { complain_id: id, result: 'buyer', platform_answer: '商家应退款' })
      assert.equal(handled.code, 0, handled.message)
      assert.equal((await lineOf(line.order_goods_id)).refund_status, R.FINISHED)
      const after = await db().selectFrom('member').select(['balance', 'balance_withdraw']).where('id', '=', m.memberId).executeTakeFirstOrThrow()
      assert.equal(Number(after.balance) + Number(after.balance_withdraw) - Number(before.balance) - Number(before.balance_withdraw), Number(line.real_goods_money))
      const detail = await api('/api/orderrefund/detail', { token: m.token, order_goods_id: line.order_goods_id })
      assert.deepEqual(detail.data.history.map((h: any) => [h.to_status, h.side]), [[1, 'buyer'], [-1, 'seller'], [1, 'platform'], [2, 'platform'], [3, 'platform']])
      assert.deepEqual((await statusHistory(db(), 'complain', id)).map((h) => h.to_status), ['2'])
      assert.equal((await admin('/admin/api/complain/handle', { complain_id: id, result: 'seller', platform_answer: 'again' })).code, ComplainError.COMPLAIN_STATUS_CHANGED)
    })
  })
}
