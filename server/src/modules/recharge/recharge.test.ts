import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { nowSeconds } from '../../db/database.js'
import { statusHistory } from '../../db/state-machine.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { DevPayChannel, type DevNotifyBody } from '../pay/channels/devpay.js'
import { PayError } from '../pay/pay.messages.js'
import { getChannel } from '../pay/pay.registry.js'
import { markPaid } from '../pay/pay.service.js'
import { newMember, payApp, testChannelOf, type TestPayChannel } from '../pay/pay.testkit.js'
import { RechargeError } from './recharge.messages.js'
import { MAX_FACE_VALUE, MAX_WAITING_ORDERS } from './recharge.schema.js'
import { seedRechargeDemo } from './recharge.seed.js'
import { closeRechargeOrder, parseRechargeConfig, RECHARGE_CONFIG_DEFAULTS, RECHARGE_CONFIG_KEY, RECHARGE_FROM_TYPE, RECHARGE_GIFT_FROM_TYPE, sweepRecharges } from './recharge.service.js'

const ADMIN = 'recharge-admin-secret'
const NOT_FOUND = -10004
const INVALID = -10001

describe('recharge settings', () => {
  it('reads the operator\'s free amount bounded; anything malformed keeps a free amount off', () => {
    assert.deepEqual(parseRechargeConfig(undefined), RECHARGE_CONFIG_DEFAULTS)
    assert.deepEqual(parseRechargeConfig({ free_amount_use: 1, free_amount_min: 500, free_amount_max: 100000 }), { free_amount_use: 1, free_amount_min: 500, free_amount_max: 100000 })
    assert.deepEqual(parseRechargeConfig({ free_amount_use: 1, free_amount_min: 900, free_amount_max: 100 }), RECHARGE_CONFIG_DEFAULTS, 'min above max')
    assert.equal(parseRechargeConfig({ free_amount_use: '1' }).free_amount_use, 0)
    assert.equal(parseRechargeConfig({ free_amount_use: 1, free_amount_min: 1.5 }).free_amount_min, RECHARGE_CONFIG_DEFAULTS.free_amount_min)
    assert.equal(parseRechargeConfig({ free_amount_use: 1, free_amount_max: MAX_FACE_VALUE + 1 }).free_amount_max, RECHARGE_CONFIG_DEFAULTS.free_amount_max)
  })
})

for (const target of dbTargets()) {
  describe(`recharge [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    let dev: DevPayChannel
    let tp: TestPayChannel
    const coupons: number[] = []
    before(async () => {
      t = await payApp(target, { adminToken: ADMIN, paySettings: { PAY_TEST_CHANNEL: 'on' } })
      dev = (await getChannel(t.config, 'devpay')) as DevPayChannel
      tp = await testChannelOf(t.config)
      const now = nowSeconds()
      const types = [
        { name: '平台券 满99减10元', type: 'reward' as const, money: 1000, discount: 0, at_least: 9900, site_id: 0, status: 1 },
        { name: '平台券 9折', type: 'discount' as const, money: 0, discount: 90, at_least: 0, site_id: 0, status: 1 },
        { name: 'a shop coupon', type: 'reward' as const, money: 500, discount: 0, at_least: 0, site_id: 3, status: 1 },
        { name: 'withdrawn', type: 'reward' as const, money: 500, discount: 0, at_least: 0, site_id: 0, status: 0 },
      ]
      for (const c of types) {
        const { id } = await db().insertInto('platform_coupon_type').values({ website_id: 1, ...c, validity_days: 30, created_at: now }).returning('id').executeTakeFirstOrThrow()
        coupons.push(id)
      }
    })
    after(() => t?.close())

    const db = () => t.handle.db
    const deps = () => ({ db: t.handle.db, config: t.config })
    const admin = async (path: string, payload: Record<string, unknown> = {}, token: string | null = ADMIN) => {
      const res = await t.app.inject({ method: 'POST', url: `/admin/api/recharge/${path}`, headers: token === null ? {} : { 'x-admin-token': token }, payload })
      return { status: res.statusCode, ...(res.json() as { code: number; message: string; data: any }) }
    }
    const shop = (path: string, payload: Record<string, unknown> = {}) => call(t.app, 'POST', `/memberrecharge/api/${path}`, payload).then((r) => r.body)
    const pay = (path: string, payload: Record<string, unknown>) => call(t.app, 'POST', `/api/pay/${path}`, payload).then((r) => r.body)
    const member = (id: number) => db().selectFrom('member').select(['balance', 'balance_withdraw', 'point', 'growth']).where('id', '=', id).executeTakeFirstOrThrow()
      .then((m) => ({ balance: Number(m.balance), balance_money: Number(m.balance_withdraw), point: Number(m.point), growth: Number(m.growth) }))
    const ledger = (id: number) => db().selectFrom('member_account').select(['account_type', 'account_data', 'from_type', 'relate_tag']).where('member_id', '=', id).orderBy('id').execute()
      .then((rows) => rows.map((r) => ({ ...r, account_data: Number(r.account_data) })))
    /** every account of the member equals the sum of its ledger rows */
    async function assertLedgerEqualsAccounts(id: number) {
      const rows = await ledger(id)
      const sum = (type: string) => rows.filter((r) => r.account_type === type).reduce((s, r) => s + r.account_data, 0)
      assert.deepEqual(await member(id), { balance: sum('balance'), balance_money: sum('balance_money'), point: sum('point'), growth: sum('growth') })
    }
    const orderRow = (no: string) => db().selectFrom('recharge_order').selectAll().where('out_trade_no', '=', no).executeTakeFirstOrThrow()
    const payRow = (no: string) => db().selectFrom('pay').selectAll().where('out_trade_no', '=', no).executeTakeFirstOrThrow()
    const devNote = (body: Partial<DevNotifyBody> & { attempt_no: string; amount: number }) => dev.notification({
      trade_no: `DEVT${body.attempt_no}`, app_id: dev.appId, mch_id: dev.merchantId, trade_state: 'SUCCESS', time: 0, ...body,
    })
    const postNotify = (note: { headers: Record<string, string>; raw: string }) => t.app.inject({ method: 'POST', url: '/api/pay/notify/devpay', headers: note.headers, payload: note.raw })
    const countRows = async () => {
      const [p, o, c] = await Promise.all(['recharge_package', 'recharge_order', 'pay'].map((tb) => db().selectFrom(tb as 'pay').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()))
      return [Number(p.n), Number(o.n), Number(c.n)]
    }

    let pkg: any
    /** a package of ¥100 with ¥10, 100 points, 10 growth and two platform coupons */
    async function addPackage(over: Record<string, unknown> = {}) {
      const r = await admin('add', { recharge_name: '充100送10', face_value: 10000, gift_balance: 1000, point: 100, growth: 10, coupon_ids: [coupons[0], coupons[1]], sort: 1, ...over })
      assert.equal(r.code, 0, r.message)
      return r.data
    }
    /** a recharge created and opened with devpay: its out_trade_no and attempt */
    async function openRecharge(token: string, body: Record<string, unknown>) {
      const created = await shop('ordercreate/create', { token, ...body })
      assert.equal(created.code, 0, created.message)
      const opened = await pay('pay', { token, out_trade_no: created.data.out_trade_no, pay_type: 'devpay' })
      assert.equal(opened.code, 0, opened.message)
      return { ...created.data, attemptNo: opened.data.attempt_no as string }
    }

    describe('operator packages', () => {
      it('need the operator token', async () => {
        for (const token of [null, 'wrong']) {
          const r = await admin('lists', {}, token)
          assert.equal(r.status, 403)
          assert.equal(r.code, -10003)
        }
        const before = await countRows()
        assert.equal((await admin('add', { recharge_name: 'x', face_value: 100 }, 'wrong')).code, -10003)
        assert.deepEqual(await countRows(), before)
      })

      it('adds, lists, edits, switches off and on, deletes; refuses bad amounts and coupons, changing nothing', async () => {
        pkg = await addPackage()
        assert.equal(pkg.face_value, 10000)
        assert.equal(pkg.gift_balance, 1000)
        assert.deepEqual(pkg.coupon_list.map((c: any) => [c.coupon_type_id, c.coupon_name]), [[coupons[0], '平台券 满99减10元'], [coupons[1], '平台券 9折']])
        const before = await countRows()
        for (const bad of [
          { face_value: 0 }, { face_value: -100 }, { face_value: 10.5 }, { face_value: MAX_FACE_VALUE + 1 }, { face_value: '100yuan' },
          { gift_balance: -1 }, { point: -5 }, { growth: 1.5 }, { recharge_name: '' }, { recharge_name: 'x'.repeat(51) },
          { coupon_ids: Array.from({ length: 11 }, (_, i) => i + 1) }, { cover_img: 'javascript:alert(1)' }, { status: 2 },
        ]) {
          const r = await admin('add', { recharge_name: 'bad', face_value: 100, ...bad })
          assert.equal(r.code, INVALID, `${JSON.stringify(bad)}: ${r.message}`)
        }
        // a shop's coupon, a withdrawn one, an unknown one: not platform coupons to give
        for (const id of [coupons[2], coupons[3], 999999]) {
          const r = await admin('add', { recharge_name: 'bad', face_value: 100, coupon_ids: [coupons[0], id] })
          assert.equal(r.code, RechargeError.RECHARGE_COUPON_INVALID)
          assert.match(r.message, new RegExp(`优惠券 ${id} `))
        }
        assert.deepEqual(await countRows(), before)

        const second = await addPackage({ recharge_name: '充200', face_value: 20000, gift_balance: 0, point: 0, growth: 0, coupon_ids: [], sort: 2 })
        const third = await addPackage({ recharge_name: 'soon gone', face_value: 300, sort: 3 })
        const edited = await admin('edit', { recharge_id: second.recharge_id, recharge_name: '充200送30', face_value: 20000, gift_balance: 3000, sort: 2 })
        assert.equal(edited.code, 0, edited.message)
        assert.deepEqual([edited.data.recharge_name, edited.data.gift_balance, edited.data.status], ['充200送30', 3000, 1])
        assert.equal((await admin('edit', { recharge_id: 999999, recharge_name: 'x', face_value: 100 })).code, NOT_FOUND)
        assert.equal((await admin('edit', { recharge_id: second.recharge_id, recharge_name: 'x', face_value: 0 })).code, INVALID)

        const off = await admin('status', { recharge_id: third.recharge_id, status: 0 })
        assert.equal(off.data.status, 0)
        const all = await admin('lists', { page_size: 50 })
        assert.deepEqual(all.data.list.map((p: any) => p.recharge_name), ['充100送10', '充200送30', 'soon gone'])
        assert.deepEqual((await admin('lists', { status: 0 })).data.list.map((p: any) => p.recharge_id), [third.recharge_id])
        // the shopper sees the packages on sale only
        const page = await shop('memberrecharge/page')
        assert.equal(page.code, 0)
        assert.deepEqual(page.data.list.map((p: any) => p.recharge_id), [pkg.recharge_id, second.recharge_id])
        assert.equal((await shop('memberrecharge/info', { recharge_id: third.recharge_id })).code, RechargeError.RECHARGE_PACKAGE_OFF)
        assert.equal((await shop('memberrecharge/info', { recharge_id: 999999 })).code, NOT_FOUND)
        assert.equal((await shop('memberrecharge/info', { recharge_id: pkg.recharge_id })).data.face_value, 10000)

        const m = await newMember(t)
        const refused = await shop('ordercreate/create', { token: m.token, recharge_id: third.recharge_id })
        assert.equal(refused.code, RechargeError.RECHARGE_PACKAGE_OFF)
        assert.equal(refused.message, '该充值套餐已下架')
        assert.equal((await admin('status', { recharge_id: third.recharge_id, status: 1 })).data.status, 1)
        assert.equal((await admin('delete', { recharge_id: third.recharge_id })).code, 0)
        assert.equal((await admin('delete', { recharge_id: third.recharge_id })).code, NOT_FOUND)
        assert.equal((await shop('ordercreate/create', { token: m.token, recharge_id: third.recharge_id })).code, NOT_FOUND)
        assert.equal((await db().selectFrom('recharge_order').select('id').where('member_id', '=', m.memberId).execute()).length, 0)
      })

      it('free amount: the operator\'s switch and bounds, refused out of bounds', async () => {
        const m = await newMember(t)
        assert.equal((await shop('memberrecharge/config')).data.free_amount_use, 0)
        const off = await shop('ordercreate/create', { token: m.token, recharge_id: 0, face_value: 5000 })
        assert.equal(off.code, RechargeError.RECHARGE_FREE_AMOUNT_OFF)
        assert.equal((await admin('setconfig', { free_amount_use: 1, free_amount_min: 90000, free_amount_max: 100 })).code, RechargeError.RECHARGE_CONFIG_INVALID)
        assert.equal((await admin('setconfig', { free_amount_use: 1, free_amount_min: 0, free_amount_max: 100 })).code, INVALID)
        const set = await admin('setconfig', { free_amount_use: 1, free_amount_min: 100, free_amount_max: 100000 })
        assert.deepEqual(set.data, { is_use: 1, free_amount_use: 1, free_amount_min: 100, free_amount_max: 100000 })
        assert.deepEqual((await admin('config')).data, set.data)
        assert.deepEqual((await shop('memberrecharge/config')).data, set.data)
        const before = await countRows()
        for (const face of [99, 100001, undefined]) {
          const r = await shop('ordercreate/create', { token: m.token, recharge_id: 0, ...(face === undefined ? {} : { face_value: face }) })
          assert.equal(r.code, RechargeError.RECHARGE_AMOUNT_OUT_OF_RANGE, String(face))
          assert.equal(r.message, '充值金额须在 1.00 元至 1000.00 元之间')
        }
        const english = await call(t.app, 'POST', '/memberrecharge/api/ordercreate/create', { token: m.token, recharge_id: 0, face_value: 99, lang: 'en-us' })
        assert.equal(english.body.message, 'The amount must be between ¥1.00 and ¥1000.00')
        for (const face of [0, -1, 12.5, MAX_FACE_VALUE + 1]) {
          assert.equal((await shop('ordercreate/create', { token: m.token, recharge_id: 0, face_value: face })).code, INVALID)
        }
        assert.equal((await shop('ordercreate/create', { recharge_id: 0, face_value: 5000 })).code, -10009, 'a member call')
        assert.deepEqual(await countRows(), before)
        const ok = await shop('ordercreate/create', { token: m.token, recharge_id: 0, face_value: 12345 })
        assert.equal(ok.code, 0, ok.message)
        const row = await orderRow(ok.data.out_trade_no)
        assert.deepEqual([Number(row.face_value), Number(row.pay_money), row.recharge_id, row.pay_status], [12345, 12345, 0, 'waiting'])
        const p = await payRow(ok.data.out_trade_no)
        assert.deepEqual([p.event, Number(p.pay_money), p.pay_status], ['recharge', 12345, 'waiting'])
      })

      it('is closed with the add-on off', async () => {
        const m = await newMember(t)
        await setWebsiteConfig(db(), 1, 'addon_is_exit', { memberrecharge: 0 })
        try {
          assert.equal((await shop('memberrecharge/config')).data.is_use, 0)
          assert.deepEqual((await shop('memberrecharge/page')).data.list, [])
          assert.equal((await shop('ordercreate/create', { token: m.token, recharge_id: pkg.recharge_id })).code, RechargeError.RECHARGE_CLOSED)
        } finally {
          await setWebsiteConfig(db(), 1, 'addon_is_exit', {})
        }
        assert.equal((await shop('memberrecharge/config')).data.is_use, 1, 'on by default')
      })
    })

    describe('paying a recharge', () => {
      it('pays through devpay once: balance + gift, points, growth, coupons; ledger equals the accounts; not in the order lists', async () => {
        const m = await newMember(t)
        const other = await newMember(t)
        const created = await shop('ordercreate/create', { token: m.token, recharge_id: pkg.recharge_id, face_value: 1 })
        assert.equal(created.code, 0, created.message)
        assert.equal(created.data.pay_money, 10000, 'a package\'s face value, whatever is sent')
        const no = created.data.out_trade_no as string
        // the ordinary pay calls, the caller's only
        const info = await pay('info', { token: m.token, out_trade_no: no })
        assert.equal(info.code, 0, info.message)
        assert.deepEqual([info.data.event, info.data.pay_money, info.data.status, info.data.orders], ['recharge', 10000, 'waiting', []])
        assert.equal(info.data.pay_body, '会员充值 充100送10')
        for (const path of ['info', 'status']) assert.equal((await pay(path, { token: other.token, out_trade_no: no })).code, NOT_FOUND)
        assert.equal((await pay('pay', { token: other.token, out_trade_no: no, pay_type: 'devpay' })).code, NOT_FOUND)
        // no balance channel exists for a payment
        assert.equal((await pay('pay', { token: m.token, out_trade_no: no, pay_type: 'balance' })).code, PayError.PAY_TYPE_UNAVAILABLE)
        const opened = await pay('pay', { token: m.token, out_trade_no: no, pay_type: 'devpay' })
        assert.equal(opened.code, 0, opened.message)
        const attempt = await db().selectFrom('pay_attempt').selectAll().where('attempt_no', '=', opened.data.attempt_no).executeTakeFirstOrThrow()
        assert.equal(Number(attempt.amount), 10000)
        assert.ok(Number(attempt.expires_at) >= Number(created.data && (await payRow(no)).created_at) + 30 * 60, 'the attempt lives until the recharge closes')
        assert.equal((await pay('devpay/confirm', { token: other.token, attempt_no: opened.data.attempt_no })).code, NOT_FOUND)
        const confirmed = await pay('devpay/confirm', { token: m.token, attempt_no: opened.data.attempt_no })
        assert.equal(confirmed.code, 0, confirmed.message)
        assert.equal(confirmed.data.pay_status, 2)
        assert.equal((await pay('status', { token: m.token, out_trade_no: no })).data.status, 'paid')

        assert.deepEqual(await member(m.memberId), { balance: 11000, balance_money: 0, point: 100, growth: 10 })
        const rows = await ledger(m.memberId)
        const tag = `R${no}`
        assert.deepEqual(rows.map((r) => [r.account_type, r.account_data, r.from_type, r.relate_tag]), [
          ['balance', 10000, RECHARGE_FROM_TYPE, tag], ['balance', 1000, RECHARGE_GIFT_FROM_TYPE, tag],
          ['point', 100, RECHARGE_FROM_TYPE, tag], ['growth', 10, RECHARGE_FROM_TYPE, tag],
        ])
        await assertLedgerEqualsAccounts(m.memberId)
        const held = await db().selectFrom('member_coupon').select(['coupon_type_id', 'get_type', 'relate_tag']).where('member_id', '=', m.memberId).orderBy('coupon_type_id').execute()
        assert.deepEqual(held, [{ coupon_type_id: coupons[0], get_type: 'recharge', relate_tag: tag }, { coupon_type_id: coupons[1], get_type: 'recharge', relate_tag: tag }])

        const order = await orderRow(no)
        assert.deepEqual([order.pay_status, order.pay_type], ['paid', 'devpay'])
        assert.deepEqual((await statusHistory(db(), 'recharge_order', order.id)).map((h) => [h.from_status, h.to_status, h.actor]), [['waiting', 'paid', 'gateway:devpay']])
        const detail = await shop('order/detail', { token: m.token, order_id: order.id })
        assert.equal(detail.code, 0, detail.message)
        assert.deepEqual([detail.data.status, detail.data.status_name, detail.data.face_value, detail.data.gift_balance, detail.data.coupon_list.length], ['paid', '已支付', 10000, 1000, 2])
        assert.equal((await shop('order/detail', { token: other.token, order_id: order.id })).code, NOT_FOUND)
        assert.equal((await shop('order/detail', { order_id: order.id })).code, -10009)
        const list = await shop('order/page', { token: m.token })
        assert.deepEqual(list.data.list.map((o: any) => o.order_id), [order.id])
        assert.equal((await shop('order/page', { token: m.token, status: 'waiting' })).data.count, 0)
        assert.equal((await shop('order/page', { token: other.token })).data.count, 0)
        assert.equal((await db().selectFrom('recharge_package').select('sale_num').where('id', '=', pkg.recharge_id).executeTakeFirstOrThrow()).sale_num, 1)
        // not an order
        const orders = await call(t.app, 'POST', '/api/order/lists', { token: m.token })
        assert.equal(orders.body.code, 0)
        assert.equal(orders.body.data.count, 0)
        // a recharge payment is never paid with the balance
        const again = await shop('ordercreate/create', { token: m.token, recharge_id: pkg.recharge_id })
        await assert.rejects(markPaid(db(), { websiteId: 1, outTradeNo: again.data.out_trade_no, payType: 'BALANCE', tradeNo: '', at: nowSeconds(), actor: `member:${m.memberId}` }), /balance/)
        assert.equal((await payRow(again.data.out_trade_no)).pay_status, 'waiting')
        assert.deepEqual(await member(m.memberId), { balance: 11000, balance_money: 0, point: 100, growth: 10 })
      })

      it('a notification replayed 100 times, then 20 copies at once, credits once', async () => {
        const m = await newMember(t)
        const r = await openRecharge(m.token, { recharge_id: pkg.recharge_id })
        const note = devNote({ attempt_no: r.attemptNo, amount: 10000 })
        for (let i = 0; i < 100; i++) {
          const res = await postNotify(note)
          assert.equal(res.statusCode, 200, res.body)
        }
        const answers = await Promise.all(Array.from({ length: 20 }, () => postNotify(note)))
        assert.ok(answers.every((a) => a.statusCode === 200))
        const results = await db().selectFrom('pay_notify').select('result').where('attempt_no', '=', r.attemptNo).execute()
        assert.equal(results.length, 120)
        assert.equal(results.filter((x) => x.result === 'paid').length, 1)
        assert.deepEqual(await member(m.memberId), { balance: 11000, balance_money: 0, point: 100, growth: 10 })
        assert.equal((await ledger(m.memberId)).length, 4)
        await assertLedgerEqualsAccounts(m.memberId)
        assert.equal((await db().selectFrom('member_coupon').select('id').where('member_id', '=', m.memberId).execute()).length, 2, 'coupons given once')
        assert.equal((await statusHistory(db(), 'recharge_order', r.order_id)).length, 1)
      })

      it('20 parallel first notifications of a free amount credit once', async () => {
        const m = await newMember(t)
        const r = await openRecharge(m.token, { recharge_id: 0, face_value: 777 })
        const note = devNote({ attempt_no: r.attemptNo, amount: 777 })
        const answers = await Promise.all(Array.from({ length: 20 }, () => postNotify(note)))
        assert.ok(answers.every((a) => a.statusCode === 200))
        assert.deepEqual(await member(m.memberId), { balance: 777, balance_money: 0, point: 0, growth: 0 })
        assert.deepEqual((await ledger(m.memberId)).map((x) => [x.account_type, x.account_data, x.from_type]), [['balance', 777, RECHARGE_FROM_TYPE]])
        const detail = await shop('order/detail', { token: m.token, order_id: r.order_id })
        assert.equal(detail.data.recharge_name, '自定义金额充值')
        const english = await call(t.app, 'POST', '/memberrecharge/api/order/detail', { token: m.token, order_id: r.order_id, lang: 'en-us' })
        assert.deepEqual([english.body.data.recharge_name, english.body.data.status_name], ['Free amount recharge', 'Paid'])
      })

      it('a wrong amount pays nothing', async () => {
        const m = await newMember(t)
        const r = await openRecharge(m.token, { recharge_id: pkg.recharge_id })
        assert.equal((await postNotify(devNote({ attempt_no: r.attemptNo, amount: 1 }))).statusCode, 200)
        assert.equal((await orderRow(r.out_trade_no)).pay_status, 'waiting')
        assert.deepEqual(await member(m.memberId), { balance: 0, balance_money: 0, point: 0, growth: 0 })
      })

      it('a package edited after the order keeps what was sold', async () => {
        const m = await newMember(t)
        const r = await openRecharge(m.token, { recharge_id: pkg.recharge_id })
        const edited = await admin('edit', { recharge_id: pkg.recharge_id, recharge_name: '充100送10', face_value: 10000, gift_balance: 5000, point: 1, growth: 1, coupon_ids: [] })
        assert.equal(edited.code, 0)
        try {
          assert.equal((await postNotify(devNote({ attempt_no: r.attemptNo, amount: 10000 }))).statusCode, 200)
          assert.deepEqual(await member(m.memberId), { balance: 11000, balance_money: 0, point: 100, growth: 10 })
        } finally {
          await admin('edit', { recharge_id: pkg.recharge_id, recharge_name: '充100送10', face_value: 10000, gift_balance: 1000, point: 100, growth: 10, coupon_ids: [coupons[0], coupons[1]], sort: 1 })
        }
      })
    })

    describe('closing unpaid recharges', () => {
      it('closes after the orders\' timeout with its payment and gateway attempt; money that comes later is not credited', async () => {
        const m = await newMember(t)
        const fresh = await openRecharge(m.token, { recharge_id: pkg.recharge_id })
        const r = await openRecharge(m.token, { recharge_id: pkg.recharge_id })
        await db().updateTable('recharge_order').set({ created_at: nowSeconds() - 31 * 60 }).where('id', '=', r.order_id).execute()
        const closed = await sweepRecharges(deps())
        assert.ok(closed >= 1)
        const row = await orderRow(r.out_trade_no)
        assert.equal(row.pay_status, 'closed')
        assert.ok(Number(row.close_time) > 0)
        assert.equal((await payRow(r.out_trade_no)).pay_status, 'closed')
        assert.equal((await db().selectFrom('pay_attempt').select('status').where('attempt_no', '=', r.attemptNo).executeTakeFirstOrThrow()).status, 'closed')
        assert.equal((await orderRow(fresh.out_trade_no)).pay_status, 'waiting', 'a recharge within the timeout stays')
        assert.deepEqual((await statusHistory(db(), 'recharge_order', r.order_id)).map((h) => [h.to_status, h.actor, h.reason]), [['closed', 'system', 'timeout']])
        // the gateway refuses the closed attempt; a late notification is recorded and never credits
        assert.equal((await pay('devpay/confirm', { token: m.token, attempt_no: r.attemptNo })).code, PayError.PAY_ATTEMPT_NOT_OPEN)
        assert.equal((await pay('pay', { token: m.token, out_trade_no: r.out_trade_no, pay_type: 'devpay' })).code, PayError.PAY_CLOSED)
        assert.equal((await postNotify(devNote({ attempt_no: r.attemptNo, amount: 10000 }))).statusCode, 200)
        assert.equal((await orderRow(r.out_trade_no)).pay_status, 'closed')
        assert.deepEqual(await member(m.memberId), { balance: 0, balance_money: 0, point: 0, growth: 0 })
        assert.equal((await shop('order/detail', { token: m.token, order_id: r.order_id })).data.status_name, '已关闭')
        // a second sweep moves nothing
        assert.equal(await closeRechargeOrder(deps(), { orderId: r.order_id, websiteId: 1, actor: 'system' }), 'unchanged')
      })

      it('money the gateway took before the close pays the recharge instead, once', async () => {
        const m = await newMember(t)
        const created = await shop('ordercreate/create', { token: m.token, recharge_id: pkg.recharge_id })
        const opened = await pay('pay', { token: m.token, out_trade_no: created.data.out_trade_no, pay_type: 'testpay' })
        assert.equal(opened.code, 0, opened.message)
        tp.takeMoney(opened.data.attempt_no)
        assert.equal(await closeRechargeOrder(deps(), { orderId: created.data.order_id, websiteId: 1, actor: 'system' }), 'paid')
        assert.equal((await orderRow(created.data.out_trade_no)).pay_status, 'paid')
        assert.deepEqual(await member(m.memberId), { balance: 11000, balance_money: 0, point: 100, growth: 10 })
        await assertLedgerEqualsAccounts(m.memberId)
      })

      it(`a member holds at most ${MAX_WAITING_ORDERS} unpaid recharges`, async () => {
        const m = await newMember(t)
        for (let i = 0; i < MAX_WAITING_ORDERS; i++) assert.equal((await shop('ordercreate/create', { token: m.token, recharge_id: pkg.recharge_id })).code, 0)
        const refused = await shop('ordercreate/create', { token: m.token, recharge_id: pkg.recharge_id })
        assert.equal(refused.code, RechargeError.RECHARGE_TOO_MANY_WAITING)
      })
    })

    it('stores the operator\'s setting under its website key', async () => {
      const stored = await db().selectFrom('website_config').select('value').where('website_id', '=', 1).where('config_key', '=', RECHARGE_CONFIG_KEY).executeTakeFirst()
      assert.deepEqual(JSON.parse(stored!.value), { free_amount_use: 1, free_amount_min: 100, free_amount_max: 100000 })
    })
  })
}

for (const target of dbTargets()) {
  describe(`recharge demo seed [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await payApp(target)
    })
    after(() => t?.close())

    it('adds three packages on sale and allows a free amount, once', async () => {
      const now = nowSeconds()
      await t.handle.db.insertInto('platform_coupon_type').values([
        { website_id: 1, name: '平台券 满99减10元', type: 'reward', money: 1000, at_least: 9900, validity_days: 30, created_at: now },
        { website_id: 1, name: '平台券 无门槛减3元', type: 'reward', money: 300, at_least: 0, validity_days: 30, created_at: now },
      ]).execute()
      assert.deepEqual(await seedRechargeDemo(t.handle.db), { packages: 3 })
      assert.deepEqual(await seedRechargeDemo(t.handle.db), { packages: 0 })
      const page = (await call(t.app, 'GET', '/memberrecharge/api/memberrecharge/page')).body.data
      assert.deepEqual(page.list.map((p: any) => [p.face_value, p.gift_balance, p.coupon_list.map((c: any) => c.coupon_name)]), [
        [10000, 1000, []], [20000, 3000, ['平台券 无门槛减3元']], [50000, 10000, ['平台券 满99减10元']],
      ])
      const config = (await call(t.app, 'GET', '/memberrecharge/api/memberrecharge/config')).body.data
      assert.deepEqual(config, { is_use: 1, free_amount_use: 1, free_amount_min: 100, free_amount_max: 500000 })
    })
  })
}
