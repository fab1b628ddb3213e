import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { after, before, describe, it } from 'node:test'
import { CommonError } from '../../contract/errors.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { moveAccount, type Movement } from '../account/account.ledger.js'
import { insertCheckout, newMember, payApp } from '../pay/pay.testkit.js'
import { MemberAccountError } from './account.messages.js'
import { accountTypeName, fromTypeName, knownFromTypes, mallMonth, monthRange } from './account.rules.js'

/** Unix seconds of a UTC instant */
const utc = (y: number, m: number, d: number, h = 0, min = 0) => Date.UTC(y, m - 1, d, h, min) / 1000

describe('ledger rules', () => {
  it('cuts months on the mall\'s calendar (China time)', () => {
    assert.deepEqual(monthRange('2026-11'), { start: utc(2026, 10, 31, 16), end: utc(2026, 11, 30, 16) })
    assert.deepEqual(monthRange('2026-12'), { start: utc(2026, 11, 30, 16), end: utc(2026, 12, 31, 16) })
    assert.equal(monthRange('2024-02').end - monthRange('2024-02').start, 29 * 86400)
    assert.equal(mallMonth(utc(2026, 10, 31, 16, 30)), '2026-11')
    assert.equal(mallMonth(utc(2026, 10, 31, 15, 59)), '2026-10')
    assert.throws(() => monthRange('2026-13'))
    assert.throws(() => monthRange('junk'))
  })

  it('names every from_type the code writes, in both languages; an unknown one is "other"', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')
    const files: string[] = []
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name)
        if (e.isDirectory()) walk(p)
        else if (/\.ts$/.test(e.name) && !/\.test\.ts$|testkit|fixture/.test(e.name)) files.push(p)
      }
    }
    walk(path.join(root, 'modules'))
    walk(path.join(root, 'seed'))
    const written = new Set<string>()
    for (const f of files) {
      const text = fs.readFileSync(f, 'utf8')
      for (const m of text.matchAll(/FROM_TYPE\w*\s*=\s*'([a-z0-9_]+)'/g)) written.add(m[1])
      // a table of them (withdraw.service.ts: FROM_TYPE = { balance: { hold: 'withdraw', … } }): every string in it
      for (const m of text.matchAll(/FROM_TYPE\w*\s*=\s*\{/g)) {
        let depth = 0
        let end = m.index! + m[0].length - 1
        for (; end < text.length; end++) {
          if (text[end] === '{') depth++
          else if (text[end] === '}' && --depth === 0) break
        }
        for (const v of text.slice(m.index!, end).matchAll(/'([a-z0-9_]+)'/g)) written.add(v[1])
      }
      for (const m of text.matchAll(/fromType:\s*'([a-z0-9_]+)'/g)) written.add(m[1])
    }
    for (const k of ['register', 'order', 'order_close', 'order_refund', 'evaluate', 'signin', 'demo']) assert.ok(written.has(k), `scan finds ${k}`)
    const named = new Set(knownFromTypes())
    assert.deepEqual([...written].filter((k) => !named.has(k)), [], 'from_types without a name (memberaccount.rules.ts FROM_TYPE_NAMES)')
    assert.equal(fromTypeName('signin', 'zh-cn'), '签到奖励')
    assert.equal(fromTypeName('signin', 'en-us'), 'Sign-in reward')
    assert.equal(fromTypeName('no_such_kind', 'zh-cn'), '其他')
    assert.equal(fromTypeName('toString', 'en-us'), 'Other')
    assert.equal(accountTypeName('balance_money', 'en-us'), 'Withdrawable balance')
  })
})

for (const target of dbTargets()) {
  describe(`member ledger pages [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await payApp(target)
    })
    after(() => t?.close())

    const post = (p: string, body: Record<string, unknown> = {}) => call(t.app, 'POST', `/api/memberaccount/${p}`, body).then((r) => r.body)
    const move = (memberId: number, m: Omit<Movement, 'websiteId' | 'memberId' | 'remark'>) =>
      t.handle.db.transaction().execute((trx) => moveAccount(trx, { websiteId: 1, memberId, ...m }))
    const columns = async (memberId: number) => {
      const m = await t.handle.db.selectFrom('member').select(['point', 'balance', 'balance_withdraw', 'growth']).where('id', '=', memberId).executeTakeFirstOrThrow()
      return { point: Number(m.point), balance: Number(m.balance), balance_money: Number(m.balance_withdraw), growth: Number(m.growth) }
    }
    /** every row of a ledger, page by page */
    const allRows = async (token: string, accountType: string, extra: Record<string, unknown> = {}) => {
      const rows: any[] = []
      for (let page = 1; ; page++) {
        const r = await post('page', { token, account_type: accountType, page, page_size: 3, ...extra })
        assert.equal(r.code, 0, r.message)
        rows.push(...r.data.list)
        if (page >= r.data.page_count) return rows
      }
    }

    // October: the demo money; November (China time): an order, its closing, a sign-in, an unknown kind
    const OCT = utc(2026, 10, 15, 2)
    const NOV_FIRST_MINUTES = utc(2026, 10, 31, 16, 30) // 2026-11-01 00:30 in China
    const NOV = utc(2026, 11, 3, 4)
    const DEC_FIRST = utc(2026, 11, 30, 16) // 2026-12-01 00:00 in China
    async function ledgerMember() {
      const m = await newMember(t)
      await move(m.memberId, { accountType: 'balance', amount: 50000, fromType: 'demo', relateTag: 'seed', now: OCT })
      await move(m.memberId, { accountType: 'balance_money', amount: 20001, fromType: 'demo', relateTag: 'seed', now: OCT })
      await move(m.memberId, { accountType: 'point', amount: 2000, fromType: 'demo', relateTag: 'seed', now: OCT })
      await move(m.memberId, { accountType: 'balance', amount: -1234, fromType: 'order', relateTag: 'NO1', now: NOV_FIRST_MINUTES })
      await move(m.memberId, { accountType: 'balance_money', amount: -567, fromType: 'order', relateTag: 'NO1', now: NOV_FIRST_MINUTES })
      await move(m.memberId, { accountType: 'point', amount: -300, fromType: 'order', relateTag: 'NO1', now: NOV_FIRST_MINUTES })
      await move(m.memberId, { accountType: 'balance', amount: 1234, fromType: 'order_close', relateTag: 'NO1', now: NOV })
      await move(m.memberId, { accountType: 'point', amount: 5, fromType: 'signin', relateTag: '2026-11-03', now: NOV })
      await move(m.memberId, { accountType: 'growth', amount: 1, fromType: 'signin', relateTag: '2026-11-03', now: NOV })
      await move(m.memberId, { accountType: 'point', amount: 7, fromType: 'mystery_kind', relateTag: 'x', now: NOV })
      await move(m.memberId, { accountType: 'balance_money', amount: -99, fromType: 'order', relateTag: 'NO2', now: DEC_FIRST })
      return m
    }

    it('answers only a member', async () => {
      assert.equal((await post('info')).code, CommonError.TOKEN_INVALID)
      assert.equal((await post('page', { account_type: 'point' })).code, CommonError.TOKEN_INVALID)
      assert.equal((await post('detail', { id: 1 })).code, CommonError.TOKEN_INVALID)
      assert.equal((await post('assets')).code, CommonError.TOKEN_INVALID)
    })

    it('splits the balance into withdrawable and not, to the fen, and equals the member\'s columns', async () => {
      const m = await ledgerMember()
      const info = await post('info', { token: m.token, account_type: 'balance,balance_money' })
      assert.equal(info.code, 0, info.message)
      assert.deepEqual(info.data, { balance_total: 50000 + 20001 - 567 - 99, balance: 50000, balance_money: 20001 - 567 - 99, point: 1712, growth: 1 })
      const get = await call(t.app, 'GET', '/api/memberaccount/info', { token: m.token })
      assert.deepEqual(get.body.data, info.data)
      const cols = await columns(m.memberId)
      assert.deepEqual(cols, { point: 1712, balance: 50000, balance_money: 19335, growth: 1 })
    })

    it('lists the balance ledger newest first with signed amounts, type names, kinds and sums', async () => {
      const m = await ledgerMember()
      const r = await post('page', { token: m.token, account_type: 'balance,balance_money' })
      assert.equal(r.code, 0, r.message)
      const d = r.data
      assert.equal(d.count, 6)
      assert.equal(d.page_count, 1)
      assert.deepEqual(d.list.map((x: any) => [x.account_type, x.from_type, x.account_data, x.month]), [
        ['balance_money', 'order', -99, '2026-12'],
        ['balance', 'order_close', 1234, '2026-11'],
        ['balance_money', 'order', -567, '2026-11'],
        ['balance', 'order', -1234, '2026-11'],
        ['balance_money', 'demo', 20001, '2026-10'],
        ['balance', 'demo', 50000, '2026-10'],
      ])
      assert.equal(d.list[0].type_name, '订单支付')
      assert.equal(d.list[0].account_type_name, '可提现余额')
      assert.equal(d.list[1].type_name, '订单关闭退回')
      assert.equal(d.list[0].create_time, DEC_FIRST)
      assert.equal(d.income, 50000 + 20001 + 1234)
      assert.equal(d.expense, 1234 + 567 + 99)
      assert.deepEqual(d.from_types.map((k: any) => k.from_type), ['demo', 'order', 'order_close'])
      // points only hold points; in English
      const p = await post('page', { token: m.token, account_type: 'point', lang: 'en-us' })
      assert.deepEqual(p.data.list.map((x: any) => [x.from_type, x.type_name, x.account_data]), [
        ['mystery_kind', 'Other', 7], ['signin', 'Sign-in reward', 5], ['order', 'Order payment', -300], ['demo', 'Gift from the mall', 2000],
      ])
      assert.deepEqual(p.data.from_types, [
        { from_type: 'demo', type_name: 'Gift from the mall' }, { from_type: 'mystery_kind', type_name: 'Other' },
        { from_type: 'order', type_name: 'Order payment' }, { from_type: 'signin', type_name: 'Sign-in reward' },
      ])
    })

    it('filters by month of China time and by kind, with the sums of that filter', async () => {
      const m = await ledgerMember()
      const nov = await post('page', { token: m.token, account_type: 'balance,balance_money', date: '2026-11' })
      assert.deepEqual(nov.data.list.map((x: any) => x.account_data), [1234, -567, -1234], 'the row at 00:30 on Nov 1 is November, the one at 00:00 on Dec 1 is not')
      assert.deepEqual([nov.data.count, nov.data.income, nov.data.expense], [3, 1234, 1801])
      const dec = await post('page', { token: m.token, account_type: 'balance,balance_money', date: '2026-12' })
      assert.deepEqual(dec.data.list.map((x: any) => x.account_data), [-99])
      const orders = await post('page', { token: m.token, account_type: 'balance,balance_money', from_type: 'order' })
      assert.deepEqual(orders.data.list.map((x: any) => x.account_data), [-99, -567, -1234])
      assert.deepEqual([orders.data.income, orders.data.expense], [0, 1900])
      const both = await post('page', { token: m.token, account_type: 'balance,balance_money', from_type: 'order', date: '2026-11' })
      assert.deepEqual(both.data.list.map((x: any) => x.account_data), [-567, -1234])
      // the kinds stay those of the whole ledger, whatever the filter
      assert.deepEqual(both.data.from_types.map((k: any) => k.from_type), ['demo', 'order', 'order_close'])
      const none = await post('page', { token: m.token, account_type: 'point', date: '2025-01' })
      assert.deepEqual([none.data.list, none.data.count, none.data.page_count, none.data.income, none.data.expense], [[], 0, 0, 0, 0])
      const withdrawable = await post('page', { token: m.token, account_type: 'balance_money' })
      assert.deepEqual(withdrawable.data.list.map((x: any) => x.account_data), [-99, -567, 20001])
    })

    it('pages: sizes, page counts, a page past the end', async () => {
      const m = await ledgerMember()
      const p1 = await post('page', { token: m.token, account_type: 'balance,balance_money', page: 1, page_size: 4 })
      const p2 = await post('page', { token: m.token, account_type: 'balance,balance_money', page: 2, page_size: 4 })
      assert.deepEqual([p1.data.list.length, p2.data.list.length, p1.data.page_count, p2.data.count], [4, 2, 2, 6])
      const ids = [...p1.data.list, ...p2.data.list].map((x: any) => x.id)
      assert.equal(new Set(ids).size, 6)
      const p9 = await post('page', { token: m.token, account_type: 'balance,balance_money', page: 9, page_size: 4 })
      assert.deepEqual([p9.code, p9.data.list.length, p9.data.count], [0, 0, 6])
    })

    it('refuses bad input in the caller\'s language and changes nothing', async () => {
      const m = await ledgerMember()
      const bad: Array<Record<string, unknown>> = [
        { account_type: 'cash' }, {}, { account_type: 'point', page: 0 }, { account_type: 'point', page: 100_001 },
        { account_type: 'point', page_size: 51 }, { account_type: 'point', page_size: 0 }, { account_type: 'point', page: 'x' },
        { account_type: 'point', page: 1.5 }, { account_type: 'point', date: '2026-13' }, { account_type: 'point', date: '1969-12' },
        { account_type: 'point', date: '2026-1' }, { account_type: 'point', date: "2026-11' OR 1=1" },
        { account_type: 'point', from_type: "x' OR '1'='1" }, { account_type: 'point', from_type: 'A'.repeat(33) },
        { account_type: 'point', from_type: '' }, { account_type: 'point', member_id: 1 },
      ]
      for (const b of bad) {
        const r = await post('page', { token: m.token, lang: 'en-us', ...b })
        assert.equal(r.code, CommonError.INVALID_PARAMS, JSON.stringify(b))
        assert.doesNotMatch(r.message, /[\u4e00-\u9fff]/, JSON.stringify(b))
      }
      for (const id of [0, -1, 2 ** 31, 'x', 1.5, null]) {
        const r = await post('detail', { token: m.token, id })
        assert.equal(r.code, CommonError.INVALID_PARAMS, String(id))
      }
      assert.equal((await post('detail', { token: m.token })).code, CommonError.INVALID_PARAMS)
      assert.equal((await post('info', { token: m.token, account_type: 'cash' })).code, CommonError.INVALID_PARAMS)
      assert.deepEqual(await columns(m.memberId), { point: 1712, balance: 50000, balance_money: 19335, growth: 1 })
    })

    it('shows one row of the caller, with its order; another member\'s row is not found', async () => {
      const a = await newMember(t)
      const b = await newMember(t)
      const checkout = await insertCheckout(t, a.memberId, [{ pay_money: 0, balance_money: 1990 }])
      const order = await t.handle.db.selectFrom('orders').select(['order_id', 'order_no', 'order_type']).where('order_id', '=', checkout.orderIds[0]).executeTakeFirstOrThrow()
      await move(a.memberId, { accountType: 'balance', amount: 5000, fromType: 'demo', relateTag: 'seed', now: OCT })
      await move(a.memberId, { accountType: 'balance', amount: -1990, fromType: 'order', relateTag: order.order_no, now: NOV })
      await move(b.memberId, { accountType: 'point', amount: 9, fromType: 'signin', relateTag: '2026-11-03', now: NOV })
      const [rowA] = (await post('page', { token: a.token, account_type: 'balance', from_type: 'order' })).data.list
      const [rowB] = (await post('page', { token: b.token, account_type: 'point' })).data.list
      const own = await post('detail', { token: a.token, id: rowA.id })
      assert.equal(own.code, 0, own.message)
      assert.deepEqual(own.data, { ...rowA, order_id: order.order_id, order_type: order.order_type })
      assert.equal(own.data.account_data, -1990)
      assert.equal(own.data.relate_tag, order.order_no)
      // a refund's row leads to the order of the refund
      await t.handle.db.insertInto('order_refund').values({
        website_id: 1, site_id: 1, member_id: a.memberId, order_id: order.order_id, order_goods_id: 1, refund_no: 'R20261103A', refund_type: 1,
        refund_status: 3, refund_reason: 'other', apply_money: 1990, refund_balance: 1990, refund_money: 1990, apply_time: NOV,
      }).execute()
      await move(a.memberId, { accountType: 'balance', amount: 1990, fromType: 'order_refund', relateTag: 'R20261103A', now: NOV + 60 })
      const refundRow = (await post('page', { token: a.token, account_type: 'balance', from_type: 'order_refund' })).data.list[0]
      const refund = await post('detail', { token: a.token, id: refundRow.id })
      assert.deepEqual([refund.data.type_name, refund.data.account_data, refund.data.order_id], ['订单退款', 1990, order.order_id])
      const seed = (await post('page', { token: a.token, account_type: 'balance', from_type: 'demo' })).data.list[0]
      assert.deepEqual((await post('detail', { token: a.token, id: seed.id })).data.order_id, 0)
      // another member's row, and a row that does not exist
      const theirs = await post('detail', { token: a.token, id: rowB.id })
      assert.equal(theirs.code, MemberAccountError.ROW_NOT_FOUND)
      assert.equal(theirs.message, '账户记录不存在')
      assert.equal((await post('detail', { token: a.token, id: 2 ** 31 - 1, lang: 'en-us' })).message, 'No such account record')
      assert.equal((await post('detail', { token: b.token, id: rowA.id })).code, MemberAccountError.ROW_NOT_FOUND)
      // nor does a ledger list show another member's rows
      assert.deepEqual((await post('page', { token: b.token, account_type: 'balance,balance_money' })).data.list, [])
      assert.deepEqual((await post('page', { token: a.token, account_type: 'point' })).data.list, [])
    })

    it('sums every ledger to the member\'s columns after movements of every kind', async () => {
      const m = await ledgerMember()
      // a debit larger than the account is refused by the ledger and leaves nothing behind
      await assert.rejects(move(m.memberId, { accountType: 'point', amount: -999_999, fromType: 'order', relateTag: 'NO3', now: NOV }))
      // a repeated cause moves nothing
      assert.equal(await move(m.memberId, { accountType: 'point', amount: 5, fromType: 'signin', relateTag: '2026-11-03', now: NOV }), false)
      const sum = (rows: any[]) => rows.reduce((s, r) => s + r.account_data, 0)
      const cols = await columns(m.memberId)
      for (const type of ['point', 'growth', 'balance', 'balance_money'] as const) assert.equal(sum(await allRows(m.token, type)), cols[type], type)
      const both = await allRows(m.token, 'balance,balance_money')
      assert.equal(sum(both), cols.balance + cols.balance_money)
      const info = (await post('info', { token: m.token })).data
      assert.equal(info.balance_total, sum(both))
      // the month sums add up to the whole
      const months = ['2026-10', '2026-11', '2026-12']
      let total = 0
      for (const date of months) {
        const r = (await post('page', { token: m.token, account_type: 'balance,balance_money', date })).data
        total += r.income - r.expense
      }
      assert.equal(total, info.balance_total)
    })

    it('answers the assets overview: the figures, usable coupons, the level', async () => {
      const m = await ledgerMember()
      const now = Math.floor(Date.now() / 1000)
      const { id: typeId } = await t.handle.db.insertInto('platform_coupon_type')
        .values({ website_id: 1, name: 'c', type: 'reward', money: 500, validity_days: 0, created_at: now }).returning('id').executeTakeFirstOrThrow()
      const coupon = { website_id: 1, member_id: m.memberId, coupon_type_id: typeId, name: 'c', type: 'reward' as const, money: 500, discount: 0, at_least: 0, get_type: 'test', start_time: 0, created_at: now }
      await t.handle.db.insertInto('member_coupon').values([
        { ...coupon, state: 1, end_time: 0 }, { ...coupon, state: 1, end_time: now + 3600 },
        { ...coupon, state: 1, end_time: now - 10 }, { ...coupon, state: 2, end_time: 0 }, { ...coupon, state: 3, end_time: 0 },
      ] as any).execute()
      const r = await post('assets', { token: m.token })
      assert.equal(r.code, 0, r.message)
      assert.deepEqual(r.data, {
        balance_total: 69335, balance: 50000, balance_money: 19335, point: 1712, growth: 1, coupon_count: 2, member_level: 0, level_name: '',
      })
      const other = await newMember(t)
      assert.deepEqual((await post('assets', { token: other.token })).data.coupon_count, 0)
      // the level's name once the member holds one
      const { level_id } = await t.handle.db.insertInto('member_level')
        .values({ website_id: 1, level_name: '黄金会员', growth: 900_000 + m.memberId, created_at: now, updated_at: now }).returning('level_id').executeTakeFirstOrThrow()
      await t.handle.db.updateTable('member').set({ member_level: level_id }).where('id', '=', m.memberId).execute()
      assert.deepEqual([(await post('assets', { token: m.token })).data.member_level, (await post('assets', { token: m.token })).data.level_name], [level_id, '黄金会员'])
    })
  })
}
