import crypto from 'node:crypto'
import { nowSeconds } from '../../db/database.js'
import { statusHistory } from '../../db/state-machine.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { t } from '../../http/messages.js'
import { paging } from '../../http/paging.js'
import { addonFlags, getWebsiteConfig } from '../config/config.service.js'
import { AccountError } from '../account/account.ledger.messages.js'
import { moveAccount } from '../account/account.ledger.js'
import { checkPayPassword } from '../member/member.paypin.js'
// the pay-password codes are the checkout's (the contract declares them in the order group)
import { CheckoutError } from '../order/order.checkout.messages.js'
import { accountDefault, accountNotFound, checkedAccount, typeName } from './withdraw.account.service.js'
import { WITHDRAW_MACHINE, WITHDRAW_STATUS, type WithdrawStatus } from './withdraw.machine.js'
import { WithdrawError as E } from './withdraw.messages.js'
import * as repo from './withdraw.repository.js'
import type { MemberHoldings, WithdrawRow } from './withdraw.repository.js'
import {
  mallDay, parsePointWithdrawConfig, parseWithdrawConfig, pointMoney, withdrawAmounts, yuan,
  type AccountFields, type PointWithdrawConfig, type WithdrawConfig,
} from './withdraw.rules.js'
import type { PointApplyInput, PointWithdrawInfo, WithdrawApplyInput, WithdrawDetail, WithdrawInfo, WithdrawPageInput, WithdrawRecord } from './withdraw.schema.js'
import type { WithdrawKind, WithdrawType } from './withdraw.table.js'

export const WITHDRAW_CONFIG_KEY = 'withdraw_config'
export const POINT_WITHDRAW_CONFIG_KEY = 'point_withdraw_config'
/** The ledger's from_type of a hold (relate_tag: the withdrawal number) and of its release on a refusal. */
export const FROM_TYPE = {
  balance: { hold: 'withdraw', release: 'withdraw_refuse' },
  point: { hold: 'point_withdraw', release: 'point_withdraw_refuse' },
} as const satisfies Record<WithdrawKind, { hold: string; release: string }>

/** Where each kind's amount is held in the ledger, how much a withdrawal holds, and the refusal when the member has less. */
export const HOLD = {
  balance: {
    account: 'balance_money',
    held: (w: Pick<WithdrawRow, 'apply_money' | 'point'>) => Number(w.apply_money),
    has: (m: MemberHoldings) => Number(m.balance_withdraw),
    insufficient: () => new DomainError(E.WITHDRAW_BALANCE_INSUFFICIENT, 'withdraw_balance_insufficient'),
  },
  point: {
    account: 'point',
    held: (w: Pick<WithdrawRow, 'apply_money' | 'point'>) => Number(w.point),
    has: (m: MemberHoldings) => Number(m.point),
    insufficient: () => new DomainError(E.POINT_INSUFFICIENT, 'point_insufficient'),
  },
} as const

// ---------------------------------------------------------------------------------------------------
// settings and views

type Configs = { withdraw: WithdrawConfig; point: PointWithdrawConfig }

/** The operator's settings, off while the memberwithdraw add-on is. */
export async function configs(ctx: RequestContext): Promise<Configs> {
  const [flags, w, p] = await Promise.all([
    addonFlags(ctx), getWebsiteConfig(ctx, ctx.websiteId, WITHDRAW_CONFIG_KEY), getWebsiteConfig(ctx, ctx.websiteId, POINT_WITHDRAW_CONFIG_KEY),
  ])
  const withdraw = parseWithdrawConfig(w)
  const point = parsePointWithdrawConfig(p)
  if (!flags.memberwithdraw) return { withdraw: { ...withdraw, is_use: 0 }, point: { ...point, is_use: 0 } }
  return { withdraw, point }
}

export function recordView(ctx: RequestContext, r: WithdrawRow): WithdrawRecord {
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

export async function detailView(ctx: RequestContext, r: WithdrawRow): Promise<WithdrawDetail> {
  const history = await statusHistory(ctx.db, WITHDRAW_MACHINE.aggregate, r.id)
  return {
    ...recordView(ctx, r),
    history: history.map((h) => ({ from_status: Number(h.from_status), to_status: Number(h.to_status), reason: h.reason, time: Number(h.created_at) })),
  }
}

// ---------------------------------------------------------------------------------------------------
// the member: applications of either kind

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
    const openid = await repo.boundWechatOpenid(ctx.db, ctx.websiteId, memberId)
    if (!openid) throw new DomainError(E.ACCOUNT_NUMBER_INVALID, 'withdraw_wechat_unbound')
    account = { ...account, account_number: openid.slice(0, 64) }
  }
  return account
}

/** An application after its kind's own checks: what the shared steps need. */
interface Asked {
  kind: WithdrawKind
  /** what the member's column must hold and the ledger holds: fen of withdrawable balance, or points */
  quantity: number
  amounts: { apply_money: number; service_money: number; money: number }
  feeRate: number
  /** points per yuan (point withdrawals; 0 otherwise) */
  pointRate: number
  transferTypes: readonly WithdrawType[]
  limits: { count: number; money: number }
}

/** The balance: fen of the withdrawable balance, at least the operator's minimum. */
function askBalance(c: WithdrawConfig, money: number): Asked {
  if (!c.is_use) throw new DomainError(E.WITHDRAW_CLOSED, 'withdraw_closed')
  if (money < c.min_money) throw new DomainError(E.WITHDRAW_BELOW_MIN, 'withdraw_below_min', { min: yuan(c.min_money) })
  return {
    kind: 'balance', quantity: money, amounts: withdrawAmounts(money, c.fee_rate), feeRate: c.fee_rate, pointRate: 0,
    transferTypes: c.transfer_types, limits: { count: c.day_count, money: c.day_money },
  }
}

/** Points, at least the operator's minimum, worth money at the operator's rate. */
function askPoint(c: PointWithdrawConfig, point: number): Asked {
  if (!c.is_use) throw new DomainError(E.POINT_WITHDRAW_CLOSED, 'point_withdraw_closed')
  if (point < c.min_point) throw new DomainError(E.POINT_BELOW_MIN, 'point_below_min', { min: c.min_point })
  return {
    kind: 'point', quantity: point, amounts: withdrawAmounts(pointMoney(point, c.rate), c.fee_rate), feeRate: c.fee_rate, pointRate: c.rate,
    transferTypes: c.transfer_types, limits: { count: c.day_count, money: 0 },
  }
}

/**
 * An application of either kind, checked in this order so a form with another problem costs no
 * pay-password attempt: the kind's rules, what arrives, the account, what the member holds, the pay
 * password. Then it is written, its amount held and its place in the day's limits taken, all in one
 * transaction: the ledger's guarded debit keeps the account from going below zero (of 50 parallel
 * applications of the whole balance one passes), the day's counter keeps the limits.
 */
async function applyFor(
  ctx: RequestContext, input: ApplyAccountInput & Pick<WithdrawApplyInput, 'pay_password'>, ask: (c: Configs) => Asked,
): Promise<WithdrawDetail> {
  const memberId = requireMember(ctx)
  const a = ask(await configs(ctx))
  // the fee never exceeds the amount: nothing arrives only when both are tiny
  if (a.amounts.money < 1) throw new DomainError(E.WITHDRAW_MONEY_TOO_SMALL, 'withdraw_money_too_small')
  const account = await applyAccount(ctx, memberId, input, a.transferTypes)
  const hold = HOLD[a.kind]
  const m = await repo.memberHoldings(ctx.db, ctx.websiteId, memberId)
  // the guarded debit decides; this only spares a transaction that cannot succeed
  if (hold.has(m) < a.quantity) throw hold.insufficient()
  await checkPayPassword(ctx, memberId, m.pay_password_hash, input.pay_password, CheckoutError)

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
        website_id: ctx.websiteId, member_id: memberId, withdraw_no: withdrawNo, kind: a.kind, status: WITHDRAW_STATUS.APPLIED,
        transfer_type: account.withdraw_type, realname: account.realname, mobile: account.mobile,
        bank_name: account.bank_name, account_number: account.account_number,
        point: a.kind === 'point' ? a.quantity : 0, point_rate: a.pointRate, ...a.amounts, fee_rate: a.feeRate, apply_day: day, apply_time: now,
      })
      await moveAccount(trx, {
        websiteId: ctx.websiteId, memberId, now, accountType: hold.account, amount: -a.quantity,
        fromType: FROM_TYPE[a.kind].hold, relateTag: withdrawNo, remark: `withdrawal ${withdrawNo}`,
      })
      return newId
    })
  } catch (err) {
    if (err instanceof DomainError && err.code === AccountError.ACCOUNT_INSUFFICIENT) throw hold.insufficient()
    throw err
  }
  return detailView(ctx, (await repo.findWithdraw(ctx.db, ctx.websiteId, id))!)
}

export const withdrawApply = (ctx: RequestContext, input: WithdrawApplyInput) => applyFor(ctx, input, (c) => askBalance(c.withdraw, input.apply_money))
export const pointApply = (ctx: RequestContext, input: PointApplyInput) => applyFor(ctx, input, (c) => askPoint(c.point, input.point))

/** What an application page shows first, of either kind: the settings, what the member holds, today's use, the default account. */
async function applyPage(ctx: RequestContext, kind: WithdrawKind) {
  const memberId = requireMember(ctx)
  const [c, m, today, account] = await Promise.all([
    configs(ctx), repo.memberHoldings(ctx.db, ctx.websiteId, memberId),
    repo.daySlot(ctx.db, { websiteId: ctx.websiteId, memberId, kind, day: mallDay(Date.now()) }),
    accountDefault(ctx),
  ])
  return { c, m, today, account }
}

export async function withdrawInfo(ctx: RequestContext): Promise<WithdrawInfo> {
  const { c, m, today, account } = await applyPage(ctx, 'balance')
  return { config: c.withdraw, balance_money: Number(m.balance_withdraw), balance: Number(m.balance), today_count: today.count, today_money: today.money, account }
}

export async function pointInfo(ctx: RequestContext): Promise<PointWithdrawInfo> {
  const { c, m, today, account } = await applyPage(ctx, 'point')
  return { config: c.point, point: Number(m.point), today_count: today.count, account }
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
  if (!row || row.member_id !== memberId || row.kind !== kind) throw new DomainError(E.WITHDRAW_NOT_FOUND, 'withdraw_not_found')
  return detailView(ctx, row)
}
