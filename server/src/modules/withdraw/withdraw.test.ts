import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { sql } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import { call, dbTargets, type TestApp } from '../../test/harness.js'
import { setWebsiteConfig } from '../config/config.service.js'
import { AuthError } from '../auth/auth.messages.js'
import { LOCKOUT } from '../auth/password.lockout.js'
import { moveAccount } from '../account/account.ledger.js'
import { hashPayPin } from '../member/member.paypin.js'
import { CheckoutError } from '../order/order.checkout.messages.js'
import { newMember, payApp } from '../pay/pay.testkit.js'
import { WITHDRAW_MACHINE, withdrawActions } from './withdraw.machine.js'
import { WithdrawError as E } from './withdraw.messages.js'
import { feeOf, mallDay, normaliseAccount, parsePointWithdrawConfig, parseWithdrawConfig, pointMoney, withdrawAmounts } from './withdraw.rules.js'
import { DEMO_POINT_WITHDRAW_CONFIG, DEMO_WITHDRAW_CONFIG, seedWithdrawDemo } from './withdraw.seed.js'
import { FROM_TYPE, newWithdrawNo, POINT_WITHDRAW_CONFIG_KEY, WITHDRAW_CONFIG_KEY } from './withdraw.service.js'

const ADMIN = 'withdraw-admin-secret'
const PAY_PASSWORD = '123456'
const CONFIG = { is_use: 1, min_money: 100, fee_rate: 6, day_count: 0, day_money: 0, transfer_types: ['bank', 'wechatpay', 'alipay'] }
const POINT_CONFIG = { is_use: 1, rate: 100, min_point: 100, fee_rate: 10, day_count: 0, transfer_types: ['bank', 'alipay'] }
const CARD = { withdraw_type: 'bank', realname: '张三', mobile: '13912345678', bank_name: '招商银行杭州分行', account_number: '6225 8801 2345 6789' }
const ALIPAY = { withdraw_type: 'alipay', realname: '李四', mobile: '13912345679', account_number: 'lisi@example.com' }

describe('withdrawal rules', () => {
  it('computes the fee per mille rounded half up to the fen, and the net amount', () => {
    assert.equal(feeOf(12345, 6), 74) // 74.07 fen
    assert.equal(feeOf(250, 6), 2) // 1.5 fen: half up
    assert.equal(feeOf(249, 6), 1) // 1.494
    assert.equal(feeOf(83, 6), 0) // 0.498
    assert.equal(feeOf(100, 0), 0)
    assert.deepEqual(withdrawAmounts(20000, 6), { apply_money: 20000, service_money: 120, money: 19880 })
    assert.deepEqual(withdrawAmounts(1, 500), { apply_money: 1, service_money: 1, money: 0 })
    // money stays an integer far past any balance
    assert.equal(feeOf(10_000_000_000, 500), 5_000_000_000)
  })
  it('converts points at points per yuan, rounded down to the fen', () => {
    assert.equal(pointMoney(1234, 100), 1234)
    assert.equal(pointMoney(1000, 300), 333)
    assert.equal(pointMoney(2, 300), 0)
    assert.equal(pointMoney(150, 10), 1500)
  })
  it('reads the operator\'s settings bounded; no transfer type means off', () => {
    assert.deepEqual(parseWithdrawConfig(CONFIG), CONFIG)
    assert.equal(parseWithdrawConfig({ ...CONFIG, transfer_types: [] }).is_use, 0)
    assert.deepEqual(parseWithdrawConfig({ is_use: 1, transfer_types: 'alipay,bogus,bank', fee_rate: 9999, min_money: -5 }), {
      is_use: 1, min_money: 100, fee_rate: 0, day_count: 0, day_money: 0, transfer_types: ['bank', 'alipay'],
    })
    assert.equal(parseWithdrawConfig('junk').is_use, 0)
    assert.deepEqual(parsePointWithdrawConfig({ ...POINT_CONFIG, rate: 0 }).rate, 100)
  })
  it('checks and normalises accounts', () => {
    const card = normaliseAccount({ ...CARD, withdraw_type: 'bank', realname: ' 张三 ' })
    assert.deepEqual(card, { ok: true, account: { realname: '张三', mobile: '13912345678', withdraw_type: 'bank', bank_name: '招商银行杭州分行', account_number: '6225880123456789' } })
    const bad = (over: Record<string, unknown>) => {
      const r = normaliseAccount({ ...CARD, withdraw_type: 'bank', ...over } as never)
      return r.ok ? 'ok' : r.problem
    }
    assert.equal(bad({ realname: '  ' }), 'realname')
    assert.equal(bad({ realname: 'x'.repeat(31) }), 'realname')
    assert.equal(bad({ realname: 'a\u0000b' }), 'realname')
    assert.equal(bad({ mobile: '1391234567' }), 'mobile')
    assert.equal(bad({ bank_name: '' }), 'bank_name')
    assert.equal(bad({ account_number: '6225-8801-2345-6789' }), 'account_number')
    assert.equal(bad({ account_number: '12345678901' }), 'account_number')
    assert.equal(bad({ withdraw_type: 'alipay', account_number: 'not an account' }), 'account_number')
    assert.equal(bad({ withdraw_type: 'alipay', account_number: '13912345678', bank_name: 'ignored' }), 'ok')
    assert.equal(bad({ withdraw_type: 'wechatpay', account_number: '' }), 'ok')
    assert.equal(bad({ withdraw_type: 'wechatpay', account_number: 'wxid_abc123' }), 'ok')
    assert.equal(bad({ withdraw_type: 'wechatpay', account_number: '1abc' }), 'account_number')
  })
  it('moves applied -> approved -> transferred, or refused from applied or approved; the ends are final', () => {
    const all = WITHDRAW_MACHINE.states
    const moves = all.flatMap((a) => all.filter((b) => WITHDRAW_MACHINE.canMove(a, b)).map((b) => `${a}->${b}`))
    assert.deepEqual(moves, ['0->1', '0->-1', '1->2', '1->-1'])
    assert.deepEqual(withdrawActions(0), ['agree', 'refuse'])
    assert.deepEqual(withdrawActions(1), ['refuse', 'transferred'])
    assert.deepEqual(withdrawActions(2), [])
    assert.deepEqual(withdrawActions(-1), [])
    assert.match(newWithdrawNo('balance'), /^W\d{24}$/)
    assert.match(newWithdrawNo('point'), /^P\d{24}$/)
    assert.equal(mallDay(Date.UTC(2026, 10, 26, 16, 30)), '2026-11-27')
  })
})

for (const target of dbTargets()) {
  describe(`withdrawals [${target.name}]`, { skip: target.skip }, () => {
    let t: TestApp
    before(async () => {
      t = await payApp(target, { adminToken: ADMIN })
      await setWebsiteConfig(t.handle.db, 1, WITHDRAW_CONFIG_KEY, CONFIG)
      await setWebsiteConfig(t.handle.db, 1, POINT_WITHDRAW_CONFIG_KEY, POINT_CONFIG)
    })
    after(() => t?.close())
    const db = () => t.handle.db

    /** Applications carry the member's pay password unless the test sends its own (or `pay_password: undefined`). */
    const post = (path: string, token: string | null, body: Record<string, unknown> = {}) =>
      call(t.app, 'POST', path, { ...(token ? { token } : {}), ...(path.endsWith('/apply') ? { pay_password: PAY_PASSWORD } : {}), ...body }).then((r) => r.body)
    const admin = (action: string, body: Record<string, unknown> = {}, token: string | null = ADMIN) =>
      t.app.inject({ method: 'POST', url: `/admin/api/withdraw/${action}`, headers: { 'content-type': 'application/json', ...(token ? { 'x-admin-token': token } : {}) }, payload: JSON.stringify(body) })
        .then((r) => ({ status: r.statusCode, ...JSON.parse(r.body) }))
    const setConfig = async (withdraw: Record<string, unknown>, point: Record<string, unknown> = POINT_CONFIG) => {
      const r = await admin('setconfig', { withdraw, point })
      assert.equal(r.code, 0, r.message)
    }

    /** A member with these accounts, credited through the ledger as a real cause would, and the pay password PAY_PASSWORD. */
    async function member(accounts: { balance_money?: number; balance?: number; point?: number } = {}, payPassword = true) {
      const m = await newMember(t)
      if (payPassword) await db().updateTable('member').set({ pay_password_hash: hashPayPin(t.config.tokenSecret, PAY_PASSWORD) }).where('id', '=', m.memberId).execute()
      await db().transaction().execute(async (trx) => {
        for (const [accountType, amount] of Object.entries(accounts) as Array<['balance_money' | 'balance' | 'point', number]>) {
          await moveAccount(trx, { websiteId: 1, memberId: m.memberId, accountType, amount, fromType: 'test', relateTag: 'seed', now: nowSeconds() })
        }
      })
      return m
    }
    const columns = (memberId: number) => db().selectFrom('member').select(['balance', 'balance_withdraw', 'point', 'growth']).where('id', '=', memberId).executeTakeFirstOrThrow()
      .then((r) => ({ balance: Number(r.balance), balance_money: Number(r.balance_withdraw), point: Number(r.point), growth: Number(r.growth) }))
    /** Every account of the member equals the sum of its ledger rows. */
    async function ledgerMatches(memberId: number) {
      const rows = await db().selectFrom('member_account').select(['account_type', 'account_data']).where('member_id', '=', memberId).execute()
      const sums = { balance: 0, balance_money: 0, point: 0, growth: 0 }
      for (const r of rows) sums[r.account_type] += Number(r.account_data)
      assert.deepEqual(await columns(memberId), sums, 'the ledger equals the accounts')
      return sums
    }
    const ledgerOf = (memberId: number, fromType: string) => db().selectFrom('member_account').select(['account_type', 'account_data', 'relate_tag'])
      .where('member_id', '=', memberId).where('from_type', '=', fromType).execute()

    it('adds, lists, edits, defaults and deletes accounts; checks every field; refuses another member\'s ids', async () => {
      const m = await member()
      const other = await member()
      assert.equal((await post('/api/memberbankaccount/page', null)).code, -10009)
      const first = await post('/api/memberbankaccount/add', m.token, CARD)
      assert.equal(first.code, 0, first.message)
      const second = await post('/api/memberbankaccount/add', m.token, ALIPAY)
      const page = await post('/api/memberbankaccount/page', m.token)
      assert.deepEqual(page.data.list.map((a: any) => [a.id, a.withdraw_type, a.is_default]), [[first.data, 'bank', 1], [second.data, 'alipay', 0]])
      assert.equal(page.data.list[0].account_number, '6225880123456789', 'spaces dropped')
      assert.equal(page.data.list[0].withdraw_type_name, '银行卡')
      assert.equal(page.data.list[1].bank_name, '', 'bank_name only for cards')
      assert.equal((await post('/api/memberbankaccount/setdefault', m.token, { id: second.data })).code, 0)
      assert.equal((await post('/api/memberbankaccount/defaultinfo', m.token)).data.id, second.data)
      const edited = await post('/api/memberbankaccount/edit', m.token, { id: first.data, ...CARD, bank_name: '工商银行西湖支行' })
      assert.equal(edited.code, 0)
      assert.equal((await post('/api/memberbankaccount/info', m.token, { id: first.data })).data.bank_name, '工商银行西湖支行')

      const refusals: Array<[Record<string, unknown>, number]> = [
        [{ ...CARD, realname: '' }, E.REALNAME_INVALID],
        [{ ...CARD, mobile: '12345678901' }, E.MOBILE_INVALID],
        [{ ...CARD, bank_name: ' ' }, E.BANK_NAME_INVALID],
        [{ ...CARD, account_number: 'abc' }, E.ACCOUNT_NUMBER_INVALID],
        [{ ...ALIPAY, account_number: '' }, E.ACCOUNT_NUMBER_INVALID],
        [{ ...CARD, withdraw_type: 'paypal' }, -10001],
      ]
      for (const [body, code] of refusals) {
        const r = await post('/api/memberbankaccount/add', m.token, body)
        assert.equal(r.code, code, JSON.stringify(body))
        assert.ok(r.message)
      }
      const en = await call(t.app, 'POST', '/api/memberbankaccount/add', { token: m.token, lang: 'en-us', ...CARD, account_number: '1' })
      assert.equal(en.body.message, 'Enter a valid card number (12 to 30 digits)')

      // another member's ids answer like missing ones, and change nothing
      for (const [path, body] of [['info', {}], ['edit', CARD], ['delete', {}], ['setdefault', {}]] as const) {
        const r = await post(`/api/memberbankaccount/${path}`, other.token, { id: first.data, ...body })
        assert.equal(r.code, E.ACCOUNT_NOT_FOUND, path)
      }
      assert.equal((await post('/api/memberbankaccount/page', m.token)).data.count, 2)
      assert.equal((await post('/api/memberwithdraw/apply', other.token, { apply_money: 100, account_id: first.data })).code, E.ACCOUNT_NOT_FOUND)

      // deleting the default makes the newest remaining one the default
      assert.equal((await post('/api/memberbankaccount/delete', m.token, { id: second.data })).data, first.data)
      assert.equal((await post('/api/memberbankaccount/delete', m.token, { id: first.data })).data, 0)
      assert.equal((await post('/api/memberbankaccount/defaultinfo', m.token)).data, null)
    })

    it('keeps at most 10 accounts, even when added in parallel', async () => {
      const m = await member()
      const answers = await Promise.all(Array.from({ length: 14 }, () => post('/api/memberbankaccount/add', m.token, CARD)))
      assert.equal(answers.filter((a) => a.code === 0).length, 10)
      assert.ok(answers.every((a) => a.code === 0 || a.code === E.ACCOUNT_LIMIT_REACHED))
      const rows = await db().selectFrom('member_bank_account').select('is_default').where('member_id', '=', m.memberId).execute()
      assert.equal(rows.length, 10)
      assert.equal(rows.filter((r) => r.is_default === 1).length, 1)
    })

    it('asks for the pay password on both kinds of application: not set, missing, wrong (counted per member), right', async () => {
      const none = await member({ balance_money: 10000, point: 5000 }, false)
      const noneAcc = (await post('/api/memberbankaccount/add', none.token, CARD)).data
      assert.equal((await post('/api/memberwithdraw/apply', none.token, { apply_money: 100, account_id: noneAcc })).code, CheckoutError.PAY_PASSWORD_NOT_SET)
      assert.equal((await post('/api/pointwithdraw/apply', none.token, { point: 100, account_id: noneAcc })).code, CheckoutError.PAY_PASSWORD_NOT_SET)

      const m = await member({ balance_money: 10000, point: 5000 })
      const acc = (await post('/api/memberbankaccount/add', m.token, CARD)).data
      const balanceApply = (pay_password: string | undefined) => post('/api/memberwithdraw/apply', m.token, { apply_money: 100, account_id: acc, pay_password })
      const pointApply = (pay_password: string | undefined) => post('/api/pointwithdraw/apply', m.token, { point: 100, account_id: acc, pay_password })
      const missing = await balanceApply(undefined)
      assert.deepEqual([missing.code, missing.message], [CheckoutError.PAY_PASSWORD_REQUIRED, '请输入支付密码'])
      assert.equal((await pointApply(undefined)).code, CheckoutError.PAY_PASSWORD_REQUIRED)
      const wrong = await balanceApply('000000')
      assert.deepEqual([wrong.code, wrong.message], [CheckoutError.PAY_PASSWORD_WRONG, '支付密码错误'])
      assert.equal((await pointApply('111111')).code, CheckoutError.PAY_PASSWORD_WRONG)
      assert.deepEqual(await columns(m.memberId), { balance: 0, balance_money: 10000, point: 5000, growth: 0 }, 'nothing held for a refused one')

      const okBalance = await balanceApply(PAY_PASSWORD)
      assert.equal(okBalance.code, 0, okBalance.message)
      const okPoint = await pointApply(PAY_PASSWORD)
      assert.equal(okPoint.code, 0, okPoint.message)
      assert.deepEqual(await columns(m.memberId), { balance: 0, balance_money: 9900, point: 4900, growth: 0 })

      // one count with the checkout's: 5 wrong in a row (of either kind) lock the check, even the right one waits
      for (let i = 0; i < LOCKOUT.threshold; i++) assert.equal((await (i % 2 ? pointApply : balanceApply)('000000')).code, CheckoutError.PAY_PASSWORD_WRONG)
      const locked = await balanceApply(PAY_PASSWORD)
      assert.equal(locked.code, AuthError.PASSWORD_LOCKED)
      assert.ok(locked.data.seconds > 0 && locked.data.seconds <= LOCKOUT.baseLockSeconds)
      // another member behind the same address is not concerned
      const other = await member({ balance_money: 10000 })
      const otherAcc = (await post('/api/memberbankaccount/add', other.token, CARD)).data
      assert.equal((await post('/api/memberwithdraw/apply', other.token, { apply_money: 100, account_id: otherAcc })).code, 0)
    })

    it('shows the settings and the withdrawable balance; applies holding the amount, the fee to the fen', async () => {
      const m = await member({ balance_money: 20000, balance: 30000 })
      const info = await post('/api/memberwithdraw/info', m.token)
      assert.deepEqual(info.data, { config: CONFIG, balance_money: 20000, balance: 30000, today_count: 0, today_money: 0, account: null })
      const acc = await post('/api/memberbankaccount/add', m.token, CARD)
      const r = await post('/api/memberwithdraw/apply', m.token, { apply_money: 12345, account_id: acc.data })
      assert.equal(r.code, 0, r.message)
      assert.equal(r.message, '提现申请已提交，等待审核')
      const w = r.data
      assert.deepEqual([w.kind, w.status, w.status_name, w.apply_money, w.fee_rate, w.service_money, w.money], ['balance', 0, '待审核', 12345, 6, 74, 12271])
      assert.deepEqual([w.transfer_type, w.realname, w.bank_name, w.account_number], ['bank', '张三', '招商银行杭州分行', '6225880123456789'])
      assert.match(w.withdraw_no, /^W\d{24}$/)
      assert.deepEqual(await ledgerOf(m.memberId, FROM_TYPE.balance.hold), [{ account_type: 'balance_money', account_data: -12345, relate_tag: w.withdraw_no }])
      assert.deepEqual(await ledgerMatches(m.memberId), { balance: 30000, balance_money: 20000 - 12345, point: 0, growth: 0 })
      const after = await post('/api/memberwithdraw/info', m.token)
      assert.deepEqual([after.data.balance_money, after.data.today_count, after.data.today_money, after.data.account.id], [7655, 1, 12345, acc.data])

      // the fields instead of an account; half a fen of fee rounds up
      const inline = await post('/api/memberwithdraw/apply', m.token, { apply_money: 250, transfer_type: 'alipay', realname: '李四', mobile: '13912345679', account_number: 'lisi@example.com' })
      assert.deepEqual([inline.code, inline.data.service_money, inline.data.money, inline.data.transfer_type], [0, 2, 248, 'alipay'])
      await ledgerMatches(m.memberId)
      // list and detail, newest first; another member sees none of them
      const page = await post('/api/memberwithdraw/page', m.token)
      assert.deepEqual(page.data.list.map((x: any) => x.id), [inline.data.id, w.id])
      assert.equal((await post('/api/memberwithdraw/page', m.token, { status: 2 })).data.count, 0)
      assert.equal((await post('/api/memberwithdraw/detail', m.token, { id: w.id })).data.withdraw_no, w.withdraw_no)
      const other = await member()
      assert.equal((await post('/api/memberwithdraw/detail', other.token, { id: w.id })).code, E.WITHDRAW_NOT_FOUND)
      assert.equal((await post('/api/pointwithdraw/detail', m.token, { id: w.id })).code, E.WITHDRAW_NOT_FOUND, 'not a point withdrawal')
      assert.equal((await post('/api/memberwithdraw/page', other.token)).data.count, 0)
    })

    it('refuses below the minimum, past the balance, with the non-withdrawable balance, when closed, without an account, to a type not paid out', async () => {
      const m = await member({ balance_money: 500, balance: 100000 })
      const acc = (await post('/api/memberbankaccount/add', m.token, CARD)).data
      const apply = (body: Record<string, unknown>) => post('/api/memberwithdraw/apply', m.token, { account_id: acc, ...body })
      const below = await apply({ apply_money: 99 })
      assert.deepEqual([below.code, below.message], [E.WITHDRAW_BELOW_MIN, '最低提现金额为 ¥1.00'])
      // 501 fen: the withdrawable 500 is short, however much non-withdrawable balance there is
      assert.equal((await apply({ apply_money: 501 })).code, E.WITHDRAW_BALANCE_INSUFFICIENT)
      assert.equal((await post('/api/memberwithdraw/apply', m.token, { apply_money: 100 })).code, E.WITHDRAW_ACCOUNT_REQUIRED)
      assert.equal((await post('/api/memberwithdraw/apply', m.token, { apply_money: 100, transfer_type: 'bank', realname: '张三', mobile: '13912345678', account_number: '1' })).code, E.BANK_NAME_INVALID)
      await setConfig({ ...CONFIG, transfer_types: ['alipay'] })
      const type = await apply({ apply_money: 100 })
      assert.deepEqual([type.code, type.message], [E.TRANSFER_TYPE_NOT_ALLOWED, '暂不支持提现到银行卡'])
      await setConfig({ ...CONFIG, fee_rate: 500 })
      // 1 fen at 50 %: the fee takes the whole fen
      await setConfig({ ...CONFIG, min_money: 1, fee_rate: 500 })
      assert.equal((await apply({ apply_money: 1 })).code, E.WITHDRAW_MONEY_TOO_SMALL)
      await setConfig({ ...CONFIG, is_use: 0 })
      assert.equal((await apply({ apply_money: 100 })).code, E.WITHDRAW_CLOSED)
      assert.equal((await post('/api/memberwithdraw/info', m.token)).data.config.is_use, 0)
      // the add-on switched off closes it too
      await setConfig(CONFIG)
      await setWebsiteConfig(db(), 1, 'addon_is_exit', { memberwithdraw: 0 })
      try {
        assert.equal((await apply({ apply_money: 100 })).code, E.WITHDRAW_CLOSED)
        assert.equal((await post('/api/pointwithdraw/apply', m.token, { point: 100, account_id: acc })).code, E.POINT_WITHDRAW_CLOSED)
      } finally {
        await setWebsiteConfig(db(), 1, 'addon_is_exit', {})
      }
      assert.equal(await db().selectFrom('member_withdraw').select('id').where('member_id', '=', m.memberId).executeTakeFirst(), undefined)
      assert.deepEqual(await ledgerMatches(m.memberId), { balance: 100000, balance_money: 500, point: 0, growth: 0 })
    })

    it('50 parallel applications of the whole withdrawable balance give one', async () => {
      const m = await member({ balance_money: 20000, balance: 30000 })
      const acc = (await post('/api/memberbankaccount/add', m.token, CARD)).data
      const answers = await Promise.all(Array.from({ length: 50 }, () => post('/api/memberwithdraw/apply', m.token, { apply_money: 20000, account_id: acc })))
      assert.equal(answers.filter((a) => a.code === 0).length, 1)
      assert.ok(answers.every((a) => a.code === 0 || a.code === E.WITHDRAW_BALANCE_INSUFFICIENT), JSON.stringify(answers.filter((a) => a.code !== 0 && a.code !== E.WITHDRAW_BALANCE_INSUFFICIENT).slice(0, 2)))
      assert.equal((await db().selectFrom('member_withdraw').select('id').where('member_id', '=', m.memberId).execute()).length, 1)
      assert.deepEqual(await ledgerMatches(m.memberId), { balance: 30000, balance_money: 0, point: 0, growth: 0 })
      const info = await post('/api/memberwithdraw/info', m.token)
      assert.deepEqual([info.data.today_count, info.data.today_money], [1, 20000], 'the refused ones took no place in the day')
    })

    it('holds the daily count and amount under parallel applications; a refusal gives its place back', async () => {
      await setConfig({ ...CONFIG, day_count: 3 })
      try {
        const m = await member({ balance_money: 100000 })
        const acc = (await post('/api/memberbankaccount/add', m.token, CARD)).data
        const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/memberwithdraw/apply', m.token, { apply_money: 100, account_id: acc })))
        assert.equal(answers.filter((a) => a.code === 0).length, 3)
        const refused = answers.find((a) => a.code !== 0)!
        assert.deepEqual([refused.code, refused.message], [E.WITHDRAW_DAY_COUNT, '每天最多提现 3 次'])
        assert.deepEqual(await ledgerMatches(m.memberId), { balance: 0, balance_money: 100000 - 300, point: 0, growth: 0 })
        const one = answers.find((a) => a.code === 0)!
        assert.equal((await admin('refuse', { withdraw_id: one.data.id, refuse_reason: '信息有误' })).code, 0)
        assert.equal((await post('/api/memberwithdraw/apply', m.token, { apply_money: 100, account_id: acc })).code, 0, 'the refused one gave its place back')
        assert.equal((await post('/api/memberwithdraw/apply', m.token, { apply_money: 100, account_id: acc })).code, E.WITHDRAW_DAY_COUNT)
        await ledgerMatches(m.memberId)
      } finally {
        await setConfig(CONFIG)
      }
      await setConfig({ ...CONFIG, day_money: 1000 })
      try {
        const m = await member({ balance_money: 100000 })
        const acc = (await post('/api/memberbankaccount/add', m.token, CARD)).data
        const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/memberwithdraw/apply', m.token, { apply_money: 300, account_id: acc })))
        assert.equal(answers.filter((a) => a.code === 0).length, 3)
        const refused = answers.find((a) => a.code !== 0)!
        assert.deepEqual([refused.code, refused.message], [E.WITHDRAW_DAY_MONEY, '今日还可提现 ¥1.00'])
        assert.equal((await post('/api/memberwithdraw/apply', m.token, { apply_money: 100, account_id: acc })).code, 0, 'what is left of the day')
        assert.deepEqual(await ledgerMatches(m.memberId), { balance: 0, balance_money: 100000 - 1000, point: 0, growth: 0 })
      } finally {
        await setConfig(CONFIG)
      }
    })

    it('reviews through the transition table: approve, transfer; refuse releases once even twice at once; the rest is refused', async () => {
      const m = await member({ balance_money: 50000 })
      const acc = (await post('/api/memberbankaccount/add', m.token, CARD)).data
      const applyOne = async (money: number) => (await post('/api/memberwithdraw/apply', m.token, { apply_money: money, account_id: acc })).data
      const a = await applyOne(10000)
      const b = await applyOne(5000)
      const c = await applyOne(3000)

      // the operator's token
      assert.equal((await admin('agree', { withdraw_id: a.id }, null)).status, 403)
      assert.equal((await admin('agree', { withdraw_id: a.id }, `${ADMIN}x`)).status, 403)
      assert.equal((await admin('lists', {}, null)).status, 403)

      // an applied one cannot be marked transferred
      const early = await admin('transferred', { withdraw_id: a.id })
      assert.deepEqual([early.code, early.message], [E.WITHDRAW_ACTION_NOT_ALLOWED, '当前状态（待审核）不能标记为已转账'])
      const agreed = await admin('agree', { withdraw_id: a.id })
      assert.deepEqual([agreed.code, agreed.data.status, agreed.data.actions], [0, 1, ['refuse', 'transferred']])
      assert.ok(agreed.data.audit_time > 0)
      assert.equal((await admin('agree', { withdraw_id: a.id })).code, E.WITHDRAW_ACTION_NOT_ALLOWED)
      const done = await admin('transferred', { withdraw_id: a.id, certificate_remark: '流水号 2026112700001' })
      assert.deepEqual([done.code, done.data.status, done.data.certificate_remark, done.data.actions], [0, 2, '流水号 2026112700001', []])
      assert.equal((await admin('refuse', { withdraw_id: a.id, refuse_reason: 'late' })).code, E.WITHDRAW_ACTION_NOT_ALLOWED, 'a transferred one is final')
      const detail = await post('/api/memberwithdraw/detail', m.token, { id: a.id })
      assert.deepEqual(detail.data.history.map((h: any) => [h.from_status, h.to_status]), [[0, 1], [1, 2]])
      assert.equal(detail.data.status_name, '已转账')
      await ledgerMatches(m.memberId)

      // two refusals at once: one moves, one is told; the amount comes back once
      const twice = await Promise.all([admin('refuse', { withdraw_id: b.id, refuse_reason: '账户信息有误' }), admin('refuse', { withdraw_id: b.id, refuse_reason: '账户信息有误' })])
      // the later one finds it refused (SQLite runs one after the other) or loses the guarded update (PostgreSQL)
      assert.equal(twice.filter((r) => r.code === 0).length, 1)
      assert.ok(twice.every((r) => [0, E.WITHDRAW_STATUS_CHANGED, E.WITHDRAW_ACTION_NOT_ALLOWED].includes(r.code)))
      assert.deepEqual(await ledgerOf(m.memberId, FROM_TYPE.balance.release), [{ account_type: 'balance_money', account_data: 5000, relate_tag: b.withdraw_no }])
      assert.equal((await admin('refuse', { withdraw_id: b.id, refuse_reason: 'again' })).code, E.WITHDRAW_ACTION_NOT_ALLOWED)
      assert.equal((await admin('agree', { withdraw_id: b.id })).code, E.WITHDRAW_ACTION_NOT_ALLOWED, 'a refused one cannot be approved')
      const refusedDetail = await post('/api/memberwithdraw/detail', m.token, { id: b.id })
      assert.deepEqual([refusedDetail.data.status, refusedDetail.data.refuse_reason], [-1, '账户信息有误'])

      // an approved one whose transfer failed is refused: released too
      await admin('agree', { withdraw_id: c.id })
      assert.equal((await admin('refuse', { withdraw_id: c.id, refuse_reason: '转账失败' })).code, 0)
      assert.deepEqual(await ledgerMatches(m.memberId), { balance: 0, balance_money: 50000 - 10000, point: 0, growth: 0 })

      // the operator's list: waiting first; filters; detail; unknown ids
      const d = await applyOne(100)
      const lists = await admin('lists', { member_id: m.memberId })
      assert.deepEqual(lists.data.list.map((x: any) => x.id), [d.id, a.id, b.id, c.id])
      assert.deepEqual((await admin('lists', { member_id: m.memberId, status: -1 })).data.list.map((x: any) => x.id), [b.id, c.id])
      assert.equal((await admin('lists', { member_id: m.memberId, kind: 'point' })).data.count, 0)
      assert.equal((await admin('detail', { withdraw_id: d.id })).data.actions.join(), 'agree,refuse')
      assert.equal((await admin('detail', { withdraw_id: 2147483647 })).code, E.WITHDRAW_NOT_FOUND)
      assert.equal((await admin('agree', { withdraw_id: 2147483647 })).code, E.WITHDRAW_NOT_FOUND)
      assert.equal((await admin('refuse', { withdraw_id: d.id, refuse_reason: '' })).code, -10001)
    })

    it('turns points into money at the operator\'s rate, held on apply, released once on a refusal', async () => {
      const m = await member({ point: 5000 })
      const acc = (await post('/api/memberbankaccount/add', m.token, ALIPAY)).data
      const info = await post('/api/pointwithdraw/info', m.token)
      assert.deepEqual(info.data, { config: POINT_CONFIG, point: 5000, today_count: 0, account: { ...info.data.account, id: acc } })
      assert.equal((await post('/api/pointwithdraw/apply', m.token, { point: 99, account_id: acc })).code, E.POINT_BELOW_MIN)
      assert.equal((await post('/api/pointwithdraw/apply', m.token, { point: 5001, account_id: acc })).code, E.POINT_INSUFFICIENT)
      const r = await post('/api/pointwithdraw/apply', m.token, { point: 1234, account_id: acc })
      assert.equal(r.code, 0, r.message)
      // 1234 points at 100 a yuan: ¥12.34; 10 ‰ fee 12.34 fen -> 12
      assert.deepEqual([r.data.kind, r.data.point, r.data.point_rate, r.data.apply_money, r.data.service_money, r.data.money], ['point', 1234, 100, 1234, 12, 1222])
      assert.match(r.data.withdraw_no, /^P/)
      assert.deepEqual(await ledgerOf(m.memberId, FROM_TYPE.point.hold), [{ account_type: 'point', account_data: -1234, relate_tag: r.data.withdraw_no }])
      assert.deepEqual(await ledgerMatches(m.memberId), { balance: 0, balance_money: 0, point: 5000 - 1234, growth: 0 })
      const page = await post('/api/pointwithdraw/page', m.token)
      assert.deepEqual(page.data.list.map((x: any) => x.id), [r.data.id])
      assert.equal((await post('/api/memberwithdraw/page', m.token)).data.count, 0, 'not a balance withdrawal')
      assert.equal((await post('/api/memberwithdraw/detail', m.token, { id: r.data.id })).code, E.WITHDRAW_NOT_FOUND)
      // a type the point withdrawal does not pay out by
      assert.equal((await post('/api/pointwithdraw/apply', m.token, { point: 100, transfer_type: 'wechatpay', realname: '李四', mobile: '13912345679', account_number: 'wxid_abc123' })).code, E.TRANSFER_TYPE_NOT_ALLOWED)

      const twice = await Promise.all([admin('refuse', { withdraw_id: r.data.id, refuse_reason: 'no' }), admin('refuse', { withdraw_id: r.data.id, refuse_reason: 'no' })])
      assert.equal(twice.filter((x) => x.code === 0).length, 1)
      assert.ok(twice.every((x) => [0, E.WITHDRAW_STATUS_CHANGED, E.WITHDRAW_ACTION_NOT_ALLOWED].includes(x.code)))
      assert.deepEqual(await ledgerOf(m.memberId, FROM_TYPE.point.release), [{ account_type: 'point', account_data: 1234, relate_tag: r.data.withdraw_no }])
      assert.deepEqual(await ledgerMatches(m.memberId), { balance: 0, balance_money: 0, point: 5000, growth: 0 })

      // all the points, 50 times at once: one
      const all = await Promise.all(Array.from({ length: 50 }, () => post('/api/pointwithdraw/apply', m.token, { point: 5000, account_id: acc })))
      assert.equal(all.filter((a) => a.code === 0).length, 1)
      assert.ok(all.every((a) => a.code === 0 || a.code === E.POINT_INSUFFICIENT))
      const one = all.find((a) => a.code === 0)!
      assert.equal((await admin('agree', { withdraw_id: one.data.id })).code, 0)
      assert.equal((await admin('transferred', { withdraw_id: one.data.id })).code, 0)
      assert.equal((await post('/api/pointwithdraw/detail', m.token, { id: one.data.id })).data.status, 2)
      assert.deepEqual(await ledgerMatches(m.memberId), { balance: 0, balance_money: 0, point: 0, growth: 0 })
    })

    it('pays WeChat to a WeChat ID, or to the WeChat bound to the member', async () => {
      const m = await member({ balance_money: 1000 })
      const wechat = { apply_money: 100, transfer_type: 'wechatpay', realname: '王五', mobile: '13912345670' }
      assert.equal((await post('/api/memberwithdraw/apply', m.token, wechat)).code, E.ACCOUNT_NUMBER_INVALID, 'nothing bound')
      assert.equal((await post('/api/memberwithdraw/apply', m.token, { ...wechat, account_number: 'wxid_wangwu' })).data.account_number, 'wxid_wangwu')
      await db().insertInto('member_auth').values({ member_id: m.memberId, website_id: 1, app_type: 'wechat', openid: 'oOA_openid_of_the_official_account', created_at: nowSeconds() }).execute()
      assert.equal((await post('/api/memberwithdraw/apply', m.token, wechat)).data.account_number, 'oOA_openid_of_the_official_account')
      await ledgerMatches(m.memberId)
    })

    it('lets the operator read and set the settings, refusing one switched on without a transfer type', async () => {
      const got = await admin('config')
      assert.deepEqual(got.data, { withdraw: CONFIG, point: POINT_CONFIG })
      const bad = await admin('setconfig', { withdraw: { ...CONFIG, transfer_types: [] } })
      assert.equal(bad.code, E.WITHDRAW_CONFIG_INVALID)
      assert.equal((await admin('setconfig', { withdraw: { ...CONFIG, fee_rate: 501 } })).code, -10001)
      const part = await admin('setconfig', { point: { ...POINT_CONFIG, rate: 200 } })
      assert.deepEqual(part.data, { withdraw: CONFIG, point: { ...POINT_CONFIG, rate: 200 } })
      await setConfig(CONFIG)
    })

    it('seeds the demo settings once, leaving an operator\'s alone', async () => {
      await db().insertInto('website').values({ id: 2, title: 'Mall 2', logo: '', status: 1, created_at: nowSeconds() } as never).execute()
      assert.equal(await seedWithdrawDemo(db(), 2), true)
      assert.equal(await seedWithdrawDemo(db(), 2), false)
      assert.equal(await seedWithdrawDemo(db(), 1), false, 'website 1 has its settings')
      const row = (key: string) => db().selectFrom('website_config').select('value').where('website_id', '=', 2).where('config_key', '=', key).executeTakeFirstOrThrow()
      assert.deepEqual(JSON.parse((await row(WITHDRAW_CONFIG_KEY)).value), DEMO_WITHDRAW_CONFIG)
      assert.deepEqual(JSON.parse((await row(POINT_WITHDRAW_CONFIG_KEY)).value), DEMO_POINT_WITHDRAW_CONFIG)
      assert.deepEqual(parseWithdrawConfig(DEMO_WITHDRAW_CONFIG), DEMO_WITHDRAW_CONFIG, 'the demo settings read back as they are')
    })

    it('stores exactly the machine\'s states', async () => {
      const m = await member()
      const insert = (status: number) => db().insertInto('member_withdraw').values({
        website_id: 1, member_id: m.memberId, withdraw_no: newWithdrawNo('balance'), kind: 'balance', status, transfer_type: 'bank',
        realname: 'x', mobile: '13912345678', apply_money: 100, money: 100, apply_day: '2026-11-27', apply_time: 1,
      }).execute()
      for (const s of WITHDRAW_MACHINE.states) await insert(s)
      await assert.rejects(insert(3))
      await assert.rejects(insert(-2))
      await assert.rejects(sql`update member_withdraw set money = 99 where member_id = ${m.memberId}`.execute(db()), 'money + fee = apply_money')
    })
  })
}
