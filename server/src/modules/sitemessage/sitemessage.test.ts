import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { CommonError } from '../../contract/errors.js'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets } from '../../test/harness.js'
import { moveAccount } from '../account/account.ledger.js'
import { hashPassword } from '../member/member.password.js'
import { signStaffToken } from '../merchant/merchant.token.js'
import { checkoutApp, newMember, PAY_PASSWORD, type Fixture } from '../order/order.checkout.fixture.js'
import { completeOrder, receiveOrder } from '../order/order.lifecycle.js'
import { ORDER_STATUS as S, ORDER_TYPE as T } from '../order/order.table.js'
import { insertOrder } from '../order/order.testkit.js'
import type { DevPayChannel } from '../pay/channels/devpay.js'
import { getChannel } from '../pay/pay.registry.js'
import { createPayment, markPaid } from '../pay/pay.service.js'
import { LINKS } from './sitemessage.events.js'
import { safely } from './sitemessage.hooks.js'
import { SiteMessageError } from './sitemessage.messages.js'
import { render, yuan } from './sitemessage.service.js'

const ADMIN = 'sitemessage-admin-secret'
const CJK = /[\u4e00-\u9fff]/
let keySeq = 0
const key = () => `s${Date.now()}x${keySeq++}`.padEnd(12, '0')

describe('site message words', () => {
  it('fen to yuan without floating point', () => {
    assert.deepEqual([yuan(0), yuan(5), yuan(1990), yuan(-250), yuan(123456789)], ['0.00', '0.05', '19.90', '2.50', '1234567.89'])
  })
  it('every event template reads whole in both languages', () => {
    const rows = [
      { tpl: 'order_paid', params: { order_no: 'N1', site_name: '甲店', money: 2790 } },
      { tpl: 'order_paid_virtual', params: { order_no: 'N1', site_name: '甲店', money: 5000 } },
      { tpl: 'order_closed', params: { order_no: 'N1', cause: 'timeout', balance: 100, point: 5 } },
      { tpl: 'order_closed', params: { order_no: 'N1', cause: 'buyer', balance: 100, point: 0 } },
      { tpl: 'order_closed', params: { order_no: 'N1', cause: 'refund', balance: 0, point: 0 } },
      { tpl: 'order_closed', params: { order_no: 'N1', cause: 'merchant', balance: 0, point: 7 } },
      { tpl: 'order_completed', params: { order_no: 'N1' } },
      { tpl: 'delivery_shipped', params: { order_no: 'N1', site_name: 'S', company: 'SF', delivery_no: 'SF1' } },
      { tpl: 'delivery_shipped', params: { order_no: 'N1', site_name: 'S', company: '', delivery_no: '' } },
      { tpl: 'delivery_local', params: { order_no: 'N1', site_name: 'S' } },
      { tpl: 'delivery_pickup', params: { order_no: 'N1', store: '门店' } },
      { tpl: 'refund_agreed', params: { goods: 'G' } },
      { tpl: 'refund_return', params: { goods: 'G' } },
      { tpl: 'refund_refused', params: { goods: 'G', reason: 'worn' } },
      { tpl: 'refund_refused', params: { goods: 'G', reason: '' } },
      { tpl: 'refund_finished', params: { goods: 'G', money: 1299, point: 0 } },
      { tpl: 'refund_finished', params: { goods: 'G', money: 0, point: 30 } },
      { tpl: 'account_money_in', params: { from_type: 'register' }, amount: 1000 },
      { tpl: 'account_money_out', params: { from_type: 'no_such_type' }, amount: 1 },
      { tpl: 'account_point_in', params: { from_type: 'evaluate' }, amount: 20 },
      { tpl: 'account_point_out', params: { from_type: 'evaluate' }, amount: 20 },
    ]
    for (const r of rows) {
      for (const lang of ['zh-cn', 'en-us'] as const) {
        const out = render(lang, { tpl: r.tpl, params: JSON.stringify(r.params), title: '', content: '', amount: r.amount ?? 0 })
        assert.ok(out.title && out.content, `${r.tpl} ${lang}`)
        assert.doesNotMatch(out.title + out.content, /[{}]|sitemessage_tpl|undefined|NaN/, `${r.tpl} ${lang}: ${out.content}`)
        if (lang === 'en-us') assert.doesNotMatch(out.title + out.content.replace(/甲店|门店/g, ''), CJK, `${r.tpl}: ${out.content}`)
      }
    }
    assert.match(render('zh-cn', { tpl: 'order_paid', params: JSON.stringify({ order_no: 'N1', site_name: 'x', money: 2790 }), title: '', content: '', amount: 0 }).content, /¥27\.90/)
    assert.match(render('en-us', { tpl: 'account_money_in', params: JSON.stringify({ from_type: 'register' }), title: '', content: '', amount: 1000 }).content, /Registration reward.*¥10\.00/)
    // a parameter that happens to be a message key stays itself
    assert.match(render('zh-cn', { tpl: 'refund_agreed', params: JSON.stringify({ goods: 'success' }), title: '', content: '', amount: 0 }).content, /“success”/)
    // the operator's text as written
    assert.deepEqual(render('en-us', { tpl: '', params: '', title: '上新', content: '<b>x</b>', amount: 0 }), { title: '上新', content: '<b>x</b>' })
  })
})

for (const target of dbTargets()) {
  describe(`site messages [${target.name}]`, { skip: target.skip }, () => {
    let f: Fixture
    let dev: DevPayChannel
    const staff: Record<number, string> = {}
    const db = () => f.t.handle.db

    before(async () => {
      f = await checkoutApp(target, { adminToken: ADMIN, paySettings: { PAY_DEV_CHANNEL: 'on' } })
      dev = (await getChannel(f.t.config, 'devpay')) as DevPayChannel
      for (const siteId of [f.shopA, f.shopB]) {
        const { id } = await db().insertInto('merchant_staff').values({
          website_id: 1, site_id: siteId, username: `msg${siteId}${target.name}`, password_hash: await hashPassword('staff-pass-1'), roles: 'order', created_at: nowSeconds(),
        }).returning('id').executeTakeFirstOrThrow()
        staff[siteId] = signStaffToken({ staffId: id, websiteId: 1, now: nowSeconds() - 5 }, f.t.config.tokenSecret).token
      }
    })
    after(() => f?.t.close())

    const api = (path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      f.t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) })
        .then((r) => ({ status: r.statusCode, ...JSON.parse(r.body) }))
    const msg = (name: string, token: string, body: Record<string, unknown> = {}, lang = 'zh-cn') => api(`/sitemessage/api/sitemessage/${name}`, { token, lang, ...body })
    const admin = (name: string, body: Record<string, unknown>) => api(`/admin/api/sitemessage/${name}`, body, { 'x-admin-token': ADMIN })
    const seller = (path: string, siteId: number, body: Record<string, unknown>) => api(`/merchant/api/${path}`, { token: staff[siteId], ...body })
    const rowsOf = (memberId: number) => db().selectFrom('site_message').selectAll().where('member_id', '=', memberId).orderBy('id').execute()
    const keysOf = async (memberId: number) => (await rowsOf(memberId)).map((r) => `${r.category}|${r.tpl}`)
    const unread = async (token: string) => (await msg('getpermessagecount', token)).data.count as number

    /** A real checkout; what balance did not cover is paid through the development gateway. */
    async function buy(m: { token: string }, body: Record<string, unknown>) {
      const res = await api('/api/ordercreate/create', { token: m.token, request_key: key(), ...body })
      assert.equal(res.code, 0, res.message)
      let attemptNo = ''
      if (res.data.pay_money > 0) {
        const pay = await api('/api/pay/pay', { token: m.token, out_trade_no: res.data.out_trade_no, pay_type: 'devpay' })
        assert.equal(pay.code, 0, pay.message)
        attemptNo = pay.data.attempt_no
        const confirm = await api('/api/pay/devpay/confirm', { token: m.token, attempt_no: attemptNo })
        assert.equal(confirm.code, 0, confirm.message)
      }
      const lines = await db().selectFrom('order_goods').selectAll().where('order_id', 'in', res.data.order_ids).orderBy('order_goods_id').execute()
      return { orderIds: res.data.order_ids as number[], payMoney: res.data.pay_money as number, attemptNo, lines }
    }

    describe('events write their message once', () => {
      it('order paid through the gateway: one message, and the replayed notification writes none', async () => {
        const m = await newMember(f)
        const c = await buy(m, { sku_id: f.sku.b1, num: 2 })
        assert.ok(c.payMoney > 0)
        assert.deepEqual(await keysOf(m.memberId), ['order|order_paid'])
        // the gateway's notification again, three times, and the shopper's confirm again
        for (let i = 0; i < 3; i++) {
          const note = dev.confirm(c.attemptNo, c.payMoney)!
          const res = await f.t.app.inject({ method: 'POST', url: '/api/pay/notify/devpay', headers: note.headers, payload: note.raw })
          assert.equal(res.statusCode, 200)
        }
        await api('/api/pay/devpay/confirm', { token: m.token, attempt_no: c.attemptNo })
        const rows = await rowsOf(m.memberId)
        assert.equal(rows.length, 1)
        const order = await db().selectFrom('orders').selectAll().where('order_id', '=', c.orderIds[0]).executeTakeFirstOrThrow()
        assert.equal(rows[0].idem_key, `order:${order.order_id}:paid`)
        assert.equal(rows[0].link_route, LINKS.orderDetail[T.EXPRESS])
        assert.deepEqual(JSON.parse(rows[0].link_params), { order_id: String(order.order_id) })
        // as the member reads it, in each language
        const zh = (await msg('page', m.token, { sub_type: 'order' })).data.list[0]
        assert.equal(zh.title, '订单支付成功')
        assert.ok(zh.content.includes(order.order_no) && zh.content.includes(`¥${yuan(Number(order.order_money))}`), zh.content)
        assert.deepEqual(zh.link_params, { order_id: String(order.order_id) })
        const en = (await msg('page', m.token, { sub_type: 'order' }, 'en-us')).data.list[0]
        assert.equal(en.title, 'Order paid')
        assert.doesNotMatch(en.content.replace('乙店', ''), CJK)
      })

      it('paid with balance: the order message only (the spending is the order\'s), both balances once', async () => {
        const m = await newMember(f, { balance: 1000, withdraw: 50000 })
        const c = await buy(m, { sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD })
        assert.equal(c.payMoney, 0)
        assert.deepEqual(await keysOf(m.memberId), ['order|order_paid'])
      })

      it('concurrent payments of one checkout write one message', async () => {
        const m = await newMember(f)
        const pay = await createPayment(db(), { websiteId: 1, memberId: m.memberId, payMoney: 1299, payBody: 'x' })
        const o = await insertOrder(db(), { memberId: m.memberId, siteId: f.shopB, lines: [{ skuId: f.sku.b1, num: 1 }], outTradeNo: pay.outTradeNo })
        const p = { websiteId: 1, outTradeNo: pay.outTradeNo, payType: 'BALANCE', tradeNo: '', at: nowSeconds(), actor: 'system' as const }
        const r = await Promise.all([markPaid(db(), p), markPaid(db(), p), markPaid(db(), p)])
        assert.deepEqual(r.sort(), ['already', 'already', 'paid'])
        assert.deepEqual((await rowsOf(m.memberId)).map((x) => x.idem_key), [`order:${o.orderId}:paid`])
      })

      it('pickup: paid, and ready at the store; local delivery and express shipping; received writes nothing; completed', async () => {
        const m = await newMember(f)
        // pickup, paid through markPaid (as any payment is)
        const pay = await createPayment(db(), { websiteId: 1, memberId: m.memberId, payMoney: 1990, payBody: 'x' })
        const pickup = await insertOrder(db(), { memberId: m.memberId, siteId: f.shopA, lines: [{ skuId: f.sku.a1, num: 1 }], outTradeNo: pay.outTradeNo, orderType: T.PICKUP })
        await db().updateTable('orders').set({ delivery_store_name: '甲店门店' }).where('order_id', '=', pickup.orderId).execute()
        await markPaid(db(), { websiteId: 1, outTradeNo: pay.outTradeNo, payType: 'BALANCE', tradeNo: '', at: nowSeconds(), actor: 'system' })
        assert.deepEqual(await keysOf(m.memberId), ['order|order_paid', 'delivery|delivery_pickup'])
        const ready = (await msg('page', m.token, { sub_type: 'delivery' })).data.list[0]
        assert.ok(ready.content.includes('甲店门店'), ready.content)
        assert.equal(ready.link_route, LINKS.orderDetail[T.PICKUP])
        // local delivery starts, then the rider delivers (received: no message)
        const local = await insertOrder(db(), { memberId: m.memberId, siteId: f.shopA, lines: [{ skuId: f.sku.a1, num: 1 }], orderType: T.LOCAL, status: S.WAIT_SEND })
        assert.equal((await seller('order/localdelivery/start', f.shopA, { order_id: local.orderId })).code, 0)
        assert.equal((await seller('order/localdelivery/start', f.shopA, { order_id: local.orderId })).code < 0, true, 'twice: refused')
        assert.equal((await seller('order/localdelivery/finish', f.shopA, { order_id: local.orderId })).code, 0)
        // express: shipped with a tracking number
        const express = await insertOrder(db(), { memberId: m.memberId, siteId: f.shopA, lines: [{ skuId: f.sku.a2, num: 1 }], status: S.WAIT_SEND })
        const shipped = await seller('order/delivery', f.shopA, { order_id: express.orderId, order_goods_ids: 'all', delivery_type: 1, express_company_name: '顺丰', delivery_no: 'SF123' })
        assert.equal(shipped.code, 0, shipped.message)
        assert.deepEqual((await keysOf(m.memberId)).slice(2), ['delivery|delivery_local', 'delivery|delivery_shipped'])
        const list = (await msg('page', m.token, { sub_type: 'delivery' })).data.list
        assert.ok(list[0].content.includes('顺丰 SF123'), list[0].content)
        // received by the buyer, completed after the window
        await receiveOrder(f.t.app.deps, { orderId: express.orderId, actor: `member:${m.memberId}` })
        await completeOrder(f.t.app.deps, { orderId: express.orderId, actor: 'system' })
        await assert.rejects(completeOrder(f.t.app.deps, { orderId: express.orderId, actor: 'system' }))
        assert.deepEqual((await keysOf(m.memberId)).slice(4), ['order|order_completed'])
      })

      it('closed unpaid order: one message saying the balance and points came back, no account message', async () => {
        const m = await newMember(f, { balance: 500, point: 100000 })
        const res = await api('/api/ordercreate/create', { token: m.token, request_key: key(), sku_id: f.sku.a1, num: 1, is_balance: 1, is_point: 1, pay_password: PAY_PASSWORD, delivery: { [f.shopA]: { delivery_type: 'express' } } })
        assert.equal(res.code, 0, res.message)
        assert.ok(res.data.pay_money > 0, 'left to pay')
        const orderId = res.data.order_ids[0]
        assert.equal((await api('/api/order/close', { token: m.token, order_id: orderId })).code, 0)
        assert.equal((await api('/api/order/close', { token: m.token, order_id: orderId })).code < 0, true)
        assert.deepEqual(await keysOf(m.memberId), ['order|order_closed'])
        const closed = (await msg('page', m.token, { sub_type: 'order' })).data.list[0]
        assert.match(closed.content, /您已取消订单.*使用的余额¥5\.00和积分\d+已退回/)
        // an unpaid order closed by the timed job
        const m2 = await newMember(f, { balance: 300 })
        const res2 = await api('/api/ordercreate/create', { token: m2.token, request_key: key(), sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD })
        assert.equal(res2.code, 0, res2.message)
        const { closeOrder } = await import('../order/order.lifecycle.js')
        await closeOrder(f.t.app.deps, { orderId: res2.data.order_ids[0], actor: 'system', cause: 'timeout' })
        const [timeout] = (await msg('page', m2.token, { sub_type: 'order' })).data.list
        assert.match(timeout.content, /超时未支付.*余额¥3\.00已退回/)
        assert.equal((await rowsOf(m2.memberId)).length, 1)
      })

      it('refunds: agreed, refunded (and the order closed), refused with the shop\'s reason; each once', async () => {
        const m = await newMember(f, { balance: 50000 })
        const c = await buy(m, { sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD })
        const line = c.lines[0].order_goods_id
        assert.equal((await api('/api/orderrefund/refund', { token: m.token, order_goods_id: line, refund_type: 1, refund_reason: 'not_wanted' })).code, 0)
        assert.equal((await seller('refund/agree', f.shopB, { order_goods_id: line })).code, 0)
        assert.equal((await seller('refund/agree', f.shopB, { order_goods_id: line })).code < 0, true)
        const done = await seller('refund/transfer', f.shopB, { order_goods_id: line })
        assert.equal(done.code, 0, done.message)
        assert.deepEqual(await keysOf(m.memberId), ['order|order_paid', 'order|refund_agreed', 'order|refund_finished', 'order|order_closed'])
        const list = (await msg('page', m.token, { sub_type: 'order' })).data.list
        assert.ok(list[1].content.includes(`¥${yuan(done.data.refund_money)}`), list[1].content)
        assert.equal(list[1].link_route, LINKS.refundDetail)
        assert.deepEqual(list[1].link_params, { order_goods_id: String(line) })
        assert.ok(list[0].content.includes('已全部退款'), list[0].content)
        // the balance came back: the refund's message says so, no account message doubles it
        assert.equal((await rowsOf(m.memberId)).filter((r) => r.category === 'account').length, 0)

        const m2 = await newMember(f, { balance: 50000 })
        const c2 = await buy(m2, { sku_id: f.sku.b1, num: 1, is_balance: 1, pay_password: PAY_PASSWORD })
        const line2 = c2.lines[0].order_goods_id
        await api('/api/orderrefund/refund', { token: m2.token, order_goods_id: line2, refund_type: 1, refund_reason: 'not_wanted' })
        assert.equal((await seller('refund/refuse', f.shopB, { order_goods_id: line2, refuse_reason: '商品已拆封' })).code, 0)
        const refused = (await msg('page', m2.token, { sub_type: 'order' })).data.list[0]
        assert.equal(refused.title, '退款申请被拒绝')
        assert.ok(refused.content.endsWith('商品已拆封'), refused.content)
        // asked again and refused again: a new application, a new message
        assert.equal((await api('/api/orderrefund/refund', { token: m2.token, order_goods_id: line2, refund_type: 1, refund_reason: 'not_wanted' })).code, 0)
        assert.equal((await seller('refund/refuse', f.shopB, { order_goods_id: line2, refuse_reason: '再次拒绝' })).code, 0)
        assert.deepEqual(await keysOf(m2.memberId), ['order|order_paid', 'order|refund_refused', 'order|refund_refused'])
      })

      it('balance and points movements: one message per cause and direction, repeats write nothing, quiet causes none', async () => {
        const m = await newMember(f)
        const now = nowSeconds()
        const move = (accountType: 'balance' | 'balance_money' | 'point' | 'growth', amount: number, fromType: string, relateTag: string) =>
          db().transaction().execute((trx) => moveAccount(trx, { websiteId: 1, memberId: m.memberId, accountType, amount, fromType, relateTag, now }))
        // one cause credits both kinds of balance: one message of the sum
        assert.equal(await move('balance', 300, 'register', 'reward'), true)
        assert.equal(await move('balance_money', 200, 'register', 'reward'), true)
        assert.equal(await move('balance', 300, 'register', 'reward'), false, 'the ledger refuses the repeat')
        assert.equal(await move('point', 50, 'register', 'reward'), true)
        assert.equal(await move('growth', 5, 'register', 'reward'), true)
        assert.equal(await move('point', 5, 'signin', '2026-01-01'), true)
        assert.equal(await move('balance', -100, 'demo_spend', 'x1'), true)
        const rows = await rowsOf(m.memberId)
        assert.deepEqual(rows.map((r) => [r.tpl, Number(r.amount)]), [['account_money_in', 500], ['account_point_in', 50], ['account_money_out', 100]])
        const list = (await msg('page', m.token, { sub_type: 'account' })).data.list
        assert.equal(list[2].content, '注册奖励：余额增加¥5.00。')
        assert.equal(list[2].link_route, LINKS.balanceDetail)
        assert.equal(list[1].link_route, LINKS.pointDetail)
        const en = (await msg('page', m.token, { sub_type: 'account' }, 'en-us')).data.list
        assert.equal(en[2].content, 'Registration reward: your balance rose by ¥5.00.')
      })

      it('a message that cannot be written never fails the move it reports', async () => {
        const m = await newMember(f)
        await db().transaction().execute(async (trx) => {
          await trx.updateTable('member').set({ nickname: 'kept' }).where('id', '=', m.memberId).execute()
          await safely(trx, 'test', (t) => t.insertInto('site_message').values({
            website_id: 1, member_id: m.memberId, category: 'nonsense' as never, idem_key: 'bad', created_at: 1,
          }).execute().then(() => undefined))
          // the transaction goes on (PostgreSQL would refuse every statement after a failed one without the savepoint)
          await trx.updateTable('member').set({ realname: 'also kept' }).where('id', '=', m.memberId).execute()
        })
        const row = await db().selectFrom('member').select(['nickname', 'realname']).where('id', '=', m.memberId).executeTakeFirstOrThrow()
        assert.deepEqual([row.nickname, row.realname], ['kept', 'also kept'])
        assert.equal((await rowsOf(m.memberId)).length, 0)
      })
    })

    describe('the member\'s routes', () => {
      /** a member with three account messages (unread) */
      async function withMessages() {
        const m = await newMember(f)
        for (const [i, amount] of [100, 200, 300].entries()) {
          await db().transaction().execute((trx) => moveAccount(trx, { websiteId: 1, memberId: m.memberId, accountType: 'balance', amount, fromType: 'register', relateTag: `t${i}`, now: nowSeconds() }))
        }
        return m
      }

      it('master list, counts, a page, opening (read once), marking a category and all read', async () => {
        const m = await withMessages()
        const lists = await msg('lists', m.token)
        assert.equal(lists.code, 0, lists.message)
        assert.deepEqual(lists.data.list.map((c: any) => c.sub_type), ['order', 'delivery', 'account', 'promotion', 'group'])
        assert.deepEqual(lists.data.list.map((c: any) => c.name), ['订单消息', '物流消息', '账户消息', '活动消息', '拼团消息'])
        const account = lists.data.list[2]
        assert.equal(account.unread, 3)
        assert.equal(account.latest.content, '注册奖励：余额增加¥3.00。')
        assert.equal(lists.data.list[4].latest, null, 'group buying: the category exists, nothing arrived yet')
        assert.equal(lists.data.unread, 3)
        assert.equal(await unread(m.token), 3)
        // GET works as well
        const get = await call(f.t.app, 'GET', '/sitemessage/api/sitemessage/getpermessagecount', { token: m.token })
        assert.equal(get.body.data.count, 3)

        const page = await msg('page', m.token, { sub_type: 'account', page: 1, page_size: 2 })
        assert.deepEqual([page.data.count, page.data.page_count, page.data.list.length], [3, 2, 2])
        assert.ok(page.data.list.every((x: any) => x.is_read === 0 && x.read_time === 0), 'listing does not read')
        const second = await msg('page', m.token, { sub_type: 'account', page: 2, page_size: 2 })
        assert.equal(second.data.list.length, 1)
        assert.equal(await unread(m.token), 3)

        const id = page.data.list[0].id
        const opened = await msg('info', m.token, { id })
        assert.equal(opened.code, 0, opened.message)
        assert.equal(opened.data.is_read, 1)
        assert.ok(opened.data.read_time > 0)
        assert.equal(await unread(m.token), 2)
        const again = await msg('info', m.token, { id })
        assert.equal(again.data.read_time, opened.data.read_time, 'reading twice keeps the first read time')
        assert.equal(await unread(m.token), 2)

        // opens at once: one read
        const both = await Promise.all([msg('info', m.token, { id: page.data.list[1].id }), msg('info', m.token, { id: page.data.list[1].id })])
        assert.ok(both.every((b) => b.code === 0 && b.data.is_read === 1))
        assert.equal(await unread(m.token), 1)

        assert.equal((await msg('editallseed', m.token, { sub_type: 'order' })).data.count, 0)
        assert.equal((await msg('editallseed', m.token, { sub_type: 'account' })).data.count, 1)
        assert.equal(await unread(m.token), 0)
        assert.equal((await msg('editallseed', m.token, {})).data.count, 0, 'twice: harmless')
        assert.equal((await msg('lists', m.token)).data.list[2].unread, 0)
      })

      it('refuses other members\' ids, bad ids, pages and categories, and visitors', async () => {
        const m = await withMessages()
        const other = await newMember(f)
        const id = (await rowsOf(m.memberId))[0].id
        const refused = await msg('info', other.token, { id })
        assert.equal(refused.code, SiteMessageError.SITEMESSAGE_NOT_FOUND)
        assert.equal(refused.message, '消息不存在')
        assert.equal((await msg('info', other.token, { id }, 'en-us')).message, 'Message not found')
        assert.equal((await rowsOf(m.memberId))[0].read_time, 0, 'still unread')
        assert.equal((await msg('info', m.token, { id: 2147483647 })).code, SiteMessageError.SITEMESSAGE_NOT_FOUND)
        for (const bad of [0, -1, 2147483648, 1.5, 'abc', null, [1]]) {
          assert.equal((await msg('info', m.token, { id: bad })).code, CommonError.INVALID_PARAMS, `id ${JSON.stringify(bad)}`)
        }
        for (const body of [{ sub_type: 'account', page: 0 }, { sub_type: 'account', page_size: 51 }, { sub_type: 'account', page: 100001 }, { sub_type: 'servicer' }, {}, { sub_type: 'account', page: '1e400' }]) {
          assert.equal((await msg('page', m.token, body)).code, CommonError.INVALID_PARAMS, JSON.stringify(body))
        }
        assert.equal((await msg('editallseed', m.token, { sub_type: "' OR 1=1 --" })).code, CommonError.INVALID_PARAMS)
        assert.equal((await api('/sitemessage/api/sitemessage/lists', {})).code, -10009)
        assert.equal((await api('/sitemessage/api/sitemessage/getpermessagecount', {})).code, -10009)
        // marking all read is the caller's own messages only
        await msg('editallseed', other.token, {})
        assert.equal(await unread(m.token), 3)
      })
    })

    describe('the operator\'s news', () => {
      it('to every member: each existing member has it unread, members who join later do not; to given members at once', async () => {
        const [a, b] = [await newMember(f), await newMember(f)]
        assert.equal((await api('/admin/api/sitemessage/send', { title: 'x', content: 'y' })).status, 403)
        assert.equal((await api('/admin/api/sitemessage/send', { title: 'x', content: 'y' }, { 'x-admin-token': 'wrong' })).status, 403)
        const before = { a: await unread(a.token), b: await unread(b.token) }
        const sent = await admin('send', { title: '双十一大促', content: '全场满减，<b>不要错过</b>', link_route: '/promotionpages/topics/list/list' })
        assert.equal(sent.code, 0, sent.message)
        assert.equal(sent.data.target, 'all')
        assert.ok(sent.data.member_count >= 2)
        await new Promise((r) => setTimeout(r, 1100))
        const late = await newMember(f)
        assert.equal(await unread(a.token), before.a + 1)
        assert.equal(await unread(b.token), before.b + 1)
        assert.equal(await unread(late.token), 0, 'joined after it was sent')
        const promo = (await msg('page', a.token, { sub_type: 'promotion' })).data.list[0]
        assert.deepEqual([promo.title, promo.content, promo.link_route, promo.is_read], ['双十一大促', '全场满减，<b>不要错过</b>', '/promotionpages/topics/list/list', 0])
        assert.equal((await msg('lists', a.token)).data.list[3].unread, 1)
        // reading it counts for this member only
        await msg('info', a.token, { id: promo.id })
        assert.equal(await unread(a.token), before.a)
        assert.equal(await unread(b.token), before.b + 1)
        // marking all read reaches a broadcast the member had not looked at yet
        const c = await newMember(f)
        await admin('send', { title: 'second', content: 'news' })
        assert.equal((await msg('editallseed', c.token, {})).data.count, 1)
        assert.equal(await unread(c.token), 0)

        // to given members (unknown ids skipped; group category)
        const lateBefore = await unread(late.token)
        const to = await admin('send', { sub_type: 'group', title: '拼团成功', content: 'c', member_ids: [late.memberId, late.memberId, 2147483000] })
        assert.equal(to.code, 0, to.message)
        assert.deepEqual([to.data.target, to.data.member_count], ['members', 1])
        assert.equal(await unread(late.token), lateBefore + 1)
        assert.equal((await msg('lists', late.token)).data.list[4].latest.title, '拼团成功')
        assert.equal((await admin('send', { title: 't', content: 'c', member_ids: [2147483000] })).code, SiteMessageError.SITEMESSAGE_NO_MEMBERS)
        assert.equal((await admin('send', { title: 't', content: 'c', link_params: { goods_id: '1' } })).code, SiteMessageError.SITEMESSAGE_LINK_INVALID)
        for (const body of [{ title: '', content: 'c' }, { title: '   ', content: 'c' }, { title: 't', content: 'c', link_route: 'https://evil.example' }, { title: 't', content: 'c', member_ids: [] }, { title: 't', content: 'c', member_ids: [0] }, { title: 't', content: 'c', sub_type: 'order' }]) {
          assert.equal((await admin('send', body)).code, CommonError.INVALID_PARAMS, JSON.stringify(body))
        }

        const lists = await admin('lists', { page: 1, page_size: 50 })
        assert.equal(lists.code, 0, lists.message)
        const first = lists.data.list.find((x: any) => x.broadcast_id === sent.data.broadcast_id)
        assert.ok(first.received_count >= 2 && first.read_count >= 1, JSON.stringify(first))
        assert.equal((await admin('lists', { page: 0 })).code, CommonError.INVALID_PARAMS)
      })

      it('to 100,000 members: one row when sent, each member\'s copy when that member looks, once', async () => {
        const now = nowSeconds()
        const N = 100_000
        const before = Number((await db().selectFrom('member').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
        if (target.name === 'postgres') {
          await sql`insert into member (website_id, mobile, nickname, headimg, status, created_at) select 1, null, 'bulk', '', 1, ${now - 60} from generate_series(1, ${N})`.execute(db())
        } else {
          await sql`with recursive c(x) as (select 1 union all select x + 1 from c where x < ${N}) insert into member (website_id, mobile, nickname, headimg, status, created_at) select 1, null, 'bulk', '', 1, ${now - 60} from c`.execute(db())
        }
        const messages = async () => Number((await db().selectFrom('site_message').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
        const rowsBefore = await messages()
        const started = Date.now()
        const sent = await admin('send', { title: '会员日', content: '全场 9 折' })
        const took = Date.now() - started
        assert.equal(sent.code, 0, sent.message)
        assert.equal(sent.data.member_count, before + N)
        assert.equal(await messages(), rowsBefore, 'no row per member when sent')
        assert.ok(took < 3000, `sending to ${N} members took ${took} ms`)
        // three of them look (two at once): each gets it once, unread
        const bulk = await db().selectFrom('member').select('id').where('nickname', '=', 'bulk').orderBy('id').limit(3).execute()
        const { signToken } = await import('../auth/auth.token.js')
        const tokens = bulk.map((x) => signToken({ mid: x.id, wid: 1, iat: now - 10, exp: now + 3600 }, f.t.config.tokenSecret))
        const counts = await Promise.all([unread(tokens[0]), unread(tokens[0]), unread(tokens[1]), unread(tokens[2])])
        assert.ok(counts.every((n) => n >= 1), JSON.stringify(counts))
        assert.equal(await messages(), rowsBefore + 3 * (counts[2]), 'a copy per member who looked')
        assert.equal(await unread(tokens[0]), counts[2])
        assert.equal(await messages(), rowsBefore + 3 * counts[2], 'looking again copies nothing')
        const lists = await admin('lists', {})
        assert.equal(lists.data.list[0].received_count, 3)
      })
    })
  })
}
