import crypto from 'node:crypto'
import { nowSeconds } from '../../db/database.js'
import { StaleTransitionError, statusHistory, type Actor } from '../../db/state-machine.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { t } from '../../http/messages.js'
import { paging } from '../catalog/catalog.paging.js'
import { addonFlags, getWebsiteConfig, setWebsiteConfig } from '../config/config.service.js'
import { AccountError } from '../member/member.account.messages.js'
import { moveAccount } from '../member/member.account.repository.js'
import { checkPayPassword } from '../member/member.paypin.js'
// the pay-password codes are the checkout's (the contract declares them in the order group)
import { CheckoutError } from '../order/order.checkout.messages.js'
import { WITHDRAW_ACTIONS, WITHDRAW_MACHINE, withdrawActions, type WithdrawActionName, type WithdrawStatus } from './withdraw.machine.js'
import { WithdrawError } from './withdraw.messages.js'
import * as repo from './withdraw.repository.js'
import type { AccountRow, WithdrawRow } from './withdraw.repository.js'
import {
  ACCOUNT_MAX, BANK_NAME_MAX, REALNAME_MAX, mallDay, normaliseAccount, parsePointWithdrawConfig, parseWithdrawConfig, pointMoney,
  withdrawAmounts, yuan, type AccountFields, type AccountProblem, type PointWithdrawConfig, type WithdrawConfig,
} from './withdraw.rules.js'
import type {
  AccountAddInput, AccountEditInput, AdminListsInput, AdminWithdraw, BankAccount, PointApplyInput, PointWithdrawInfo, SetConfigInput,
  WithdrawApplyInput, WithdrawConfigs, WithdrawDetail, WithdrawInfo, WithdrawPageInput, WithdrawRecord,
} from './withdraw.schema.js'
import type { WithdrawKind, WithdrawType } from './withdraw.table.js'

export const WITHDRAW_CONFIG_KEY = 'withdraw_config'
export const POINT_WITHDRAW_CONFIG_KEY = 'point_withdraw_config'
/** The ledger's from_type of a hold (relate_tag: the withdrawal number) and of its release on a refusal. */
export const FROM_TYPE = {
  balance: { hold: 'withdraw', release: 'withdraw_refuse' },
  point: { hold: 'point_withdraw', release: 'point_withdraw_refuse' },
} as const satisfies Record<WithdrawKind, { hold: string; release: string }>
const AGGREGATE = WITHDRAW_MACHINE.aggregate
const ADMIN_ACTOR: Actor = 'admin:withdraw'

const E = WithdrawError
const accountNotFound = () => new DomainError(E.ACCOUNT_NOT_FOUND, 'withdraw_account_not_found')
const withdrawNotFound = () => new DomainError(E.WITHDRAW_NOT_FOUND, 'withdraw_not_found')
const statusChanged = () => new DomainError(E.WITHDRAW_STATUS_CHANGED, 'withdraw_status_changed')

// ---------------------------------------------------------------------------------------------------
// settings

/** The operator's settings, off while the memberwithdraw add-on is. */
export async function configs(ctx: RequestContext): Promise<{ withdraw: WithdrawConfig; point: PointWithdrawConfig }> {
  const [flags, w, p] = await Promise.all([
    addonFlags(ctx), getWebsiteConfig(ctx, ctx.websiteId, WITHDRAW_CONFIG_KEY), getWebsiteConfig(ctx, ctx.websiteId, POINT_WITHDRAW_CONFIG_KEY),
  ])
  const withdraw = parseWithdrawConfig(w)
  const point = parsePointWithdrawConfig(p)
  if (!flags.memberwithdraw) return { withdraw: { ...withdraw, is_use: 0 }, point: { ...point, is_use: 0 } }
  return { withdraw, point }
}

/** As stored (the add-on flag aside): what the operator set. */
async function storedConfigs(ctx: RequestContext): Promise<WithdrawConfigs> {
  const [w, p] = await Promise.all([getWebsiteConfig(ctx, ctx.websiteId, WITHDRAW_CONFIG_KEY), getWebsiteConfig(ctx, ctx.websiteId, POINT_WITHDRAW_CONFIG_KEY)])
  return { withdraw: parseWithdrawConfig(w), point: parsePointWithdrawConfig(p) }
}

export const adminGetConfig = (ctx: RequestContext) => storedConfigs(ctx)

export async function adminSetConfig(ctx: RequestContext, input: SetConfigInput): Promise<WithdrawConfigs> {
  for (const part of [input.withdraw, input.point]) {
    if (part && part.is_use === 1 && !part.transfer_types.length) {
      throw new DomainError(E.WITHDRAW_CONFIG_INVALID, 'withdraw_config_invalid', { problem: 'withdraw_config_no_types' })
    }
  }
  // stored as read back: bounded and in a fixed order
  if (input.withdraw) await setWebsiteConfig(ctx, ctx.websiteId, WITHDRAW_CONFIG_KEY, parseWithdrawConfig(input.withdraw))
  if (input.point) await setWebsiteConfig(ctx, ctx.websiteId, POINT_WITHDRAW_CONFIG_KEY, parsePointWithdrawConfig(input.point))
  return storedConfigs(ctx)
}

// ---------------------------------------------------------------------------------------------------
// withdrawal accounts

const typeName = (ctx: RequestContext, type: WithdrawType) => t(ctx.lang, `withdraw_type_${type}`)

function accountView(ctx: RequestContext, r: AccountRow): BankAccount {
  return {
    id: r.id, realname: r.realname, mobile: r.mobile, withdraw_type: r.withdraw_type, withdraw_type_name: typeName(ctx, r.withdraw_type),
    bank_name: r.bank_name, account_number: r.account_number, is_default: r.is_default ? 1 : 0,
    created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  }
}

function accountRefusal(problem: AccountProblem, type: WithdrawType): DomainError {
  switch (problem) {
    case 'realname': return new DomainError(E.REALNAME_INVALID, 'withdraw_realname_invalid', { max: REALNAME_MAX })
    case 'mobile': return new DomainError(E.MOBILE_INVALID, 'withdraw_mobile_invalid')
    case 'bank_name': return new DomainError(E.BANK_NAME_INVALID, 'withdraw_bank_name_invalid', { max: BANK_NAME_MAX })
    default: return new DomainError(E.ACCOUNT_NUMBER_INVALID, `withdraw_account_number_invalid_${type}`)
  }
}

function checkedAccount(input: { realname: string; mobile: string; withdraw_type: WithdrawType; bank_name?: string; account_number?: string }): AccountFields {
  const r = normaliseAccount(input)
  if (!r.ok) throw accountRefusal(r.problem, input.withdraw_type)
  return r.account
}

/** One member's account writes, one after another (the member's row lock); a lost race on the one-default index is retried. */
async function memberWrite<T>(ctx: RequestContext, memberId: number, work: (trx: RequestContext['db']) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await ctx.db.transaction().execute(async (trx) => {
        await repo.lockMember(trx, ctx.websiteId, memberId)
        return work(trx)
      })
    } catch (err) {
      if (attempt >= 3 || !repo.isUniqueViolation(err)) throw err
    }
  }
}

export async function accountPage(ctx: RequestContext, input: { page?: number; page_size?: number }) {
  const memberId = requireMember(ctx)
  const pg = paging(input)
  const [count, rows] = await Promise.all([
    repo.countAccounts(ctx.db, ctx.websiteId, memberId),
    repo.pageAccounts(ctx.db, ctx.websiteId, memberId, pg.offset, pg.pageSize),
  ])
  return { list: rows.map((r) => accountView(ctx, r)), count, page_count: Math.ceil(count / pg.pageSize) }
}

export async function accountInfo(ctx: RequestContext, input: { id: number }): Promise<BankAccount> {
  const row = await repo.findAccount(ctx.db, ctx.websiteId, requireMember(ctx), input.id)
  if (!row) throw accountNotFound()
  return accountView(ctx, row)
}

export async function accountDefault(ctx: RequestContext): Promise<BankAccount | null> {
  const row = await repo.findDefaultAccount(ctx.db, ctx.websiteId, requireMember(ctx))
  return row ? accountView(ctx, row) : null
}

export async function accountAdd(ctx: RequestContext, input: AccountAddInput): Promise<number> {
  const memberId = requireMember(ctx)
  const fields = checkedAccount(input)
  return memberWrite(ctx, memberId, async (trx) => {
    if ((await repo.countAccounts(trx, ctx.websiteId, memberId)) >= ACCOUNT_MAX) {
      throw new DomainError(E.ACCOUNT_LIMIT_REACHED, 'withdraw_account_limit_reached', { max: ACCOUNT_MAX })
    }
    const now = nowSeconds()
    const id = await repo.insertAccount(trx, { ...fields, website_id: ctx.websiteId, member_id: memberId, created_at: now, updated_at: now })
    if (input.is_default === 1 || !(await repo.findDefaultAccount(trx, ctx.websiteId, memberId))) await repo.makeDefaultAccount(trx, ctx.websiteId, memberId, id)
    return id
  })
}

export async function accountEdit(ctx: RequestContext, input: AccountEditInput): Promise<number> {
  const memberId = requireMember(ctx)
  if (!(await repo.findAccount(ctx.db, ctx.websiteId, memberId, input.id))) throw accountNotFound()
  const fields = checkedAccount(input)
  return memberWrite(ctx, memberId, async (trx) => {
    if (!(await repo.updateAccount(trx, ctx.websiteId, memberId, input.id, { ...fields, updated_at: nowSeconds() }))) throw accountNotFound()
    if (input.is_default === 1) await repo.makeDefaultAccount(trx, ctx.websiteId, memberId, input.id)
    return input.id
  })
}

export async function accountDelete(ctx: RequestContext, input: { id: number }): Promise<number> {
  const memberId = requireMember(ctx)
  return memberWrite(ctx, memberId, async (trx) => {
    const current = await repo.findAccount(trx, ctx.websiteId, memberId, input.id)
    if (!current || !(await repo.deleteAccount(trx, ctx.websiteId, memberId, input.id))) throw accountNotFound()
    if (current.is_default) {
      const next = await repo.newestAccountId(trx, ctx.websiteId, memberId)
      if (next !== null) await repo.makeDefaultAccount(trx, ctx.websiteId, memberId, next)
    }
    return (await repo.findDefaultAccount(trx, ctx.websiteId, memberId))?.id ?? 0
  })
}

export async function accountSetDefault(ctx: RequestContext, input: { id: number }): Promise<number> {
  const memberId = requireMember(ctx)
  return memberWrite(ctx, memberId, async (trx) => {
    if (!(await repo.makeDefaultAccount(trx, ctx.websiteId, memberId, input.id))) throw accountNotFound()
    return input.id
  })
}

// ---------------------------------------------------------------------------------------------------
// views

function recordView(ctx: RequestContext, r: WithdrawRow): WithdrawRecord {
  return {
    id: r.id, withdraw_no: r.withdraw_no, kind: r.kind, member_id: r.member_id,
    status: r.status as WithdrawStatus, status_name: t(ctx.lang, `withdraw_status.${r.status}`),
    transfer_type: r.transfer_type, transfer_type_name: typeName(ctx, r.transfer_type),
    realname: r.realname, mobile: r.mobile, bank_name: r.bank_name, account_number: r.account_number,
    point: Number(r.point), point_rate: Number(r.point_rate), apply_money: Number(r.apply_money), fee_rate: Number(r.fee_rate),
    service_money: Number(r.service_money), money: Number(r.money), refuse_reason: r.refuse_reason, certificate_remark: r.certificate_remark,
    apply_time: Number(r.apply_time), audit_time: Number(r.audit_time), payment_time: Number(r.payment_time), refuse_time: Number(r.refuse_time),
  }
}

async function detailView(ctx: RequestContext, r: WithdrawRow): Promise<WithdrawDetail> {
  const history = await statusHistory(ctx.db, AGGREGATE, r.id)
  return {
    ...recordView(ctx, r),
    history: history.map((h) => ({ from_status: Number(h.from_status), to_status: Number(h.to_status), reason: h.reason, time: Number(h.created_at) })),
  }
}

async function adminView(ctx: RequestContext, r: WithdrawRow): Promise<AdminWithdraw> {
  return { ...(await detailView(ctx, r)), actions: withdrawActions(r.status as WithdrawStatus) }
}

// ---------------------------------------------------------------------------------------------------
// the member: applications

/** W / P + YYMMDDHHMMSS (China time) + 12 random digits: ours, unique (its index). */
export function newWithdrawNo(kind: WithdrawKind, at = Date.now()): string {
  const d = new Date(at + 8 * 3600_000)
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${p(d.getUTCFullYear() % 100)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`
  return `${kind === 'balance' ? 'W' : 'P'}${stamp}${Array.from({ length: 12 }, () => crypto.randomInt(0, 10)).join('')}`
}

type ApplyAccountInput = Pick<WithdrawApplyInput, 'account_id' | 'transfer_type' | 'realname' | 'mobile' | 'bank_name' | 'account_number'>

/**
 * The account an application pays out to: one of the member's (by id) or the fields sent, checked as an
 * account's; its type must be one the operator pays out by. WeChat without an account takes the openid of
 * the WeChat bound to the member (the mini-program's first), or is refused when none is bound.
 */
async function applyAccount(ctx: RequestContext, memberId: number, input: ApplyAccountInput, allowed: readonly WithdrawType[]): Promise<AccountFields> {
  let account: AccountFields
  if (input.account_id) {
    const row = await repo.findAccount(ctx.db, ctx.websiteId, memberId, input.account_id)
    if (!row) throw accountNotFound()
    account = { realname: row.realname, mobile: row.mobile, withdraw_type: row.withdraw_type, bank_name: row.bank_name, account_number: row.account_number }
  } else {
    if (!input.transfer_type || input.realname === undefined || input.mobile === undefined) throw new DomainError(E.WITHDRAW_ACCOUNT_REQUIRED, 'withdraw_account_required')
    account = checkedAccount({ ...input, withdraw_type: input.transfer_type, realname: input.realname, mobile: input.mobile })
  }
  if (!allowed.includes(account.withdraw_type)) {
    throw new DomainError(E.TRANSFER_TYPE_NOT_ALLOWED, 'withdraw_transfer_type_not_allowed', { type: `withdraw_type_${account.withdraw_type}` })
  }
  if (account.withdraw_type === 'wechatpay' && !account.account_number) {
    const bound = await ctx.db.selectFrom('member_auth').select(['app_type', 'openid'])
      .where('member_id', '=', memberId).where('website_id', '=', ctx.websiteId).where('app_type', 'in', ['weapp', 'wechat']).execute()
    const openid = (bound.find((b) => b.app_type === 'weapp') ?? bound[0])?.openid
    if (!openid) throw new DomainError(E.ACCOUNT_NUMBER_INVALID, 'withdraw_wechat_unbound')
    account = { ...account, account_number: openid.slice(0, 64) }
  }
  return account
}

interface Application {
  kind: WithdrawKind
  account: AccountFields
  amounts: { apply_money: number; service_money: number; money: number }
  feeRate: number
  point: number
  pointRate: number
  limits: { count: number; money: number }
}

/**
 * Writes an application, holds its amount and takes its place in the day's limits, all in one
 * transaction: the ledger's guarded debit keeps the account from going below zero (of 50 parallel
 * applications of the whole balance one passes), the day's counter keeps the limits.
 */
async function apply(ctx: RequestContext, memberId: number, a: Application): Promise<WithdrawDetail> {
  const now = nowSeconds()
  const day = mallDay(now * 1000)
  const withdrawNo = newWithdrawNo(a.kind)
  const slot = { websiteId: ctx.websiteId, memberId, kind: a.kind, day }
  let id: number
  try {
    id = await ctx.db.transaction().execute(async (trx) => {
      if (!(await repo.takeDaySlot(trx, slot, a.amounts.apply_money, a.limits))) {
        const used = await repo.daySlot(trx, slot)
        if (a.limits.count > 0 && used.count >= a.limits.count) throw new DomainError(E.WITHDRAW_DAY_COUNT, 'withdraw_day_count', { max: a.limits.count })
        throw new DomainError(E.WITHDRAW_DAY_MONEY, 'withdraw_day_money', { left: yuan(Math.max(0, a.limits.money - used.money)) })
      }
      const newId = await repo.insertWithdraw(trx, {
        website_id: ctx.websiteId, member_id: memberId, withdraw_no: withdrawNo, kind: a.kind, status: 0,
        transfer_type: a.account.withdraw_type, realname: a.account.realname, mobile: a.account.mobile,
        bank_name: a.account.bank_name, account_number: a.account.account_number,
        point: a.point, point_rate: a.pointRate, ...a.amounts, fee_rate: a.feeRate, apply_day: day, apply_time: now,
      })
      await moveAccount(trx, {
        websiteId: ctx.websiteId, memberId, now,
        accountType: a.kind === 'balance' ? 'balance_money' : 'point',
        amount: a.kind === 'balance' ? -a.amounts.apply_money : -a.point,
        fromType: FROM_TYPE[a.kind].hold, relateTag: withdrawNo, remark: `withdrawal ${withdrawNo}`,
      })
      return newId
    })
  } catch (err) {
    if (err instanceof DomainError && err.code === AccountError.ACCOUNT_INSUFFICIENT) throw insufficient(a.kind)
    throw err
  }
  return detailView(ctx, (await repo.findWithdraw(ctx.db, ctx.websiteId, id))!)
}

const insufficient = (kind: WithdrawKind) => (kind === 'balance'
  ? new DomainError(E.WITHDRAW_BALANCE_INSUFFICIENT, 'withdraw_balance_insufficient')
  : new DomainError(E.POINT_INSUFFICIENT, 'point_insufficient'))

const memberAccounts = (ctx: RequestContext, memberId: number) =>
  ctx.db.selectFrom('member').select(['balance', 'balance_withdraw', 'point', 'pay_password_hash']).where('id', '=', memberId).where('website_id', '=', ctx.websiteId).executeTakeFirstOrThrow()

export async function withdrawInfo(ctx: RequestContext): Promise<WithdrawInfo> {
  const memberId = requireMember(ctx)
  const [{ withdraw }, m, today, account] = await Promise.all([
    configs(ctx), memberAccounts(ctx, memberId),
    repo.daySlot(ctx.db, { websiteId: ctx.websiteId, memberId, kind: 'balance', day: mallDay(Date.now()) }),
    accountDefault(ctx),
  ])
  return { config: withdraw, balance_money: Number(m.balance_withdraw), balance: Number(m.balance), today_count: today.count, today_money: today.money, account }
}

export async function withdrawApply(ctx: RequestContext, input: WithdrawApplyInput): Promise<WithdrawDetail> {
  const memberId = requireMember(ctx)
  const { withdraw: c } = await configs(ctx)
  if (!c.is_use) throw new DomainError(E.WITHDRAW_CLOSED, 'withdraw_closed')
  if (input.apply_money < c.min_money) throw new DomainError(E.WITHDRAW_BELOW_MIN, 'withdraw_below_min', { min: yuan(c.min_money) })
  const amounts = withdrawAmounts(input.apply_money, c.fee_rate)
  if (amounts.money < 1) throw new DomainError(E.WITHDRAW_MONEY_TOO_SMALL, 'withdraw_money_too_small')
  const account = await applyAccount(ctx, memberId, input, c.transfer_types)
  const m = await memberAccounts(ctx, memberId)
  // the guarded debit decides; this only spares a transaction that cannot succeed
  if (Number(m.balance_withdraw) < input.apply_money) throw insufficient('balance')
  // the last check, so a form with another problem costs no pay-password attempt
  await checkPayPassword(ctx, memberId, m.pay_password_hash, input.pay_password, CheckoutError)
  return apply(ctx, memberId, { kind: 'balance', account, amounts, feeRate: c.fee_rate, point: 0, pointRate: 0, limits: { count: c.day_count, money: c.day_money } })
}

export async function pointInfo(ctx: RequestContext): Promise<PointWithdrawInfo> {
  const memberId = requireMember(ctx)
  const [{ point }, m, today, account] = await Promise.all([
    configs(ctx), memberAccounts(ctx, memberId),
    repo.daySlot(ctx.db, { websiteId: ctx.websiteId, memberId, kind: 'point', day: mallDay(Date.now()) }),
    accountDefault(ctx),
  ])
  return { config: point, point: Number(m.point), today_count: today.count, account }
}

export async function pointApply(ctx: RequestContext, input: PointApplyInput): Promise<WithdrawDetail> {
  const memberId = requireMember(ctx)
  const { point: c } = await configs(ctx)
  if (!c.is_use) throw new DomainError(E.POINT_WITHDRAW_CLOSED, 'point_withdraw_closed')
  if (input.point < c.min_point) throw new DomainError(E.POINT_BELOW_MIN, 'point_below_min', { min: c.min_point })
  const amounts = withdrawAmounts(pointMoney(input.point, c.rate), c.fee_rate)
  if (amounts.apply_money < 1 || amounts.money < 1) throw new DomainError(E.WITHDRAW_MONEY_TOO_SMALL, 'withdraw_money_too_small')
  const account = await applyAccount(ctx, memberId, input, c.transfer_types)
  const m = await memberAccounts(ctx, memberId)
  if (Number(m.point) < input.point) throw insufficient('point')
  await checkPayPassword(ctx, memberId, m.pay_password_hash, input.pay_password, CheckoutError)
  return apply(ctx, memberId, { kind: 'point', account, amounts, feeRate: c.fee_rate, point: input.point, pointRate: c.rate, limits: { count: c.day_count, money: 0 } })
}

export async function memberPage(ctx: RequestContext, kind: WithdrawKind, input: WithdrawPageInput) {
  const memberId = requireMember(ctx)
  const pg = paging(input)
  const { list, count } = await repo.pageWithdraws(ctx.db, { websiteId: ctx.websiteId, memberId, kind, status: input.status }, pg.offset, pg.pageSize)
  return { list: list.map((r) => recordView(ctx, r)), count, page_count: Math.ceil(count / pg.pageSize) }
}

export async function memberDetail(ctx: RequestContext, kind: WithdrawKind, input: { id: number }): Promise<WithdrawDetail> {
  const memberId = requireMember(ctx)
  const row = await repo.findWithdraw(ctx.db, ctx.websiteId, input.id)
  if (!row || row.member_id !== memberId || row.kind !== kind) throw withdrawNotFound()
  return detailView(ctx, row)
}

// ---------------------------------------------------------------------------------------------------
// the operator

export async function adminLists(ctx: RequestContext, input: AdminListsInput) {
  const pg = paging(input)
  const { list, count } = await repo.pageWithdraws(ctx.db, { websiteId: ctx.websiteId, memberId: input.member_id, kind: input.kind, status: input.status }, pg.offset, pg.pageSize, true)
  return { list: await Promise.all(list.map((r) => adminView(ctx, r))), count, page_count: Math.ceil(count / pg.pageSize) }
}

async function adminRow(ctx: RequestContext, id: number): Promise<WithdrawRow> {
  const row = await repo.findWithdraw(ctx.db, ctx.websiteId, id)
  if (!row) throw withdrawNotFound()
  return row
}

export async function adminDetail(ctx: RequestContext, input: { withdraw_id: number }): Promise<AdminWithdraw> {
  return adminView(ctx, await adminRow(ctx, input.withdraw_id))
}

/**
 * One operator action through the transition table: refused when the current status does not allow
 * it, and when another request moved the withdrawal first (the guarded update matched nothing). `also`
 * runs in the move's transaction (the release of a refusal).
 */
async function act(
  ctx: RequestContext, id: number, action: WithdrawActionName, reason: string, set: Record<string, unknown>,
  also?: (trx: RequestContext['db'], row: WithdrawRow, now: number) => Promise<void>,
): Promise<AdminWithdraw> {
  const row = await adminRow(ctx, id)
  const from = row.status as WithdrawStatus
  const rule = WITHDRAW_ACTIONS[action]
  if (!(rule.from as readonly number[]).includes(from)) {
    throw new DomainError(E.WITHDRAW_ACTION_NOT_ALLOWED, 'withdraw_action_not_allowed', { status: `withdraw_status.${from}`, action: `withdraw_action_${action}` })
  }
  const now = nowSeconds()
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await WITHDRAW_MACHINE.move(trx, { id, from, to: rule.to, actor: ADMIN_ACTOR, reason, set, where: { website_id: ctx.websiteId }, at: now })
      if (also) await also(trx, row, now)
    })
  } catch (err) {
    if (err instanceof StaleTransitionError) throw statusChanged()
    throw err
  }
  return adminView(ctx, await adminRow(ctx, id))
}

export function adminAgree(ctx: RequestContext, input: { withdraw_id: number }): Promise<AdminWithdraw> {
  return act(ctx, input.withdraw_id, 'agree', 'approved', { audit_time: nowSeconds() })
}

/** The held amount goes back in the refusal's transaction: the move happens once, so the release does. */
export function adminRefuse(ctx: RequestContext, input: { withdraw_id: number; refuse_reason: string }): Promise<AdminWithdraw> {
  const reason = input.refuse_reason.trim().slice(0, 255)
  return act(ctx, input.withdraw_id, 'refuse', reason, { refuse_reason: reason, refuse_time: nowSeconds() }, async (trx, row, now) => {
    const kind = row.kind
    await moveAccount(trx, {
      websiteId: row.website_id, memberId: row.member_id, now,
      accountType: kind === 'balance' ? 'balance_money' : 'point',
      amount: kind === 'balance' ? Number(row.apply_money) : Number(row.point),
      fromType: FROM_TYPE[kind].release, relateTag: row.withdraw_no, remark: `withdrawal ${row.withdraw_no} refused`,
    })
    await repo.releaseDaySlot(trx, { websiteId: row.website_id, memberId: row.member_id, kind, day: row.apply_day }, Number(row.apply_money))
  })
}

export function adminTransferred(ctx: RequestContext, input: { withdraw_id: number; certificate_remark?: string }): Promise<AdminWithdraw> {
  const remark = (input.certificate_remark ?? '').trim().slice(0, 255)
  return act(ctx, input.withdraw_id, 'transferred', remark || 'transferred', { payment_time: nowSeconds(), certificate_remark: remark })
}
