/**
 * The withdrawal arithmetic the apply pages show, the server's rule (modules/withdraw/withdraw.rules.ts):
 * integer fen only; the fee is amount × rate ‰ rounded half up to the fen; points convert at rate
 * points per yuan rounded down to the fen. The server decides; the page shows the same numbers first.
 */
import { isEmail, isMobile } from '@/utils/validate'

export interface WithdrawAmounts {
  apply_money: number
  service_money: number
  money: number
}

export function feeOf(amount: number, feeRatePerMille: number): number {
  return Math.floor((amount * feeRatePerMille + 500) / 1000)
}

export function withdrawAmounts(amount: number, feeRatePerMille: number): WithdrawAmounts {
  const fee = feeOf(amount, feeRatePerMille)
  return { apply_money: amount, service_money: fee, money: amount - fee }
}

export function pointMoney(point: number, rate: number): number {
  return rate > 0 ? Math.floor((point * 100) / rate) : 0
}

/** A per-mille rate as a percentage without floating point: 6 -> "0.6%", 25 -> "2.5%", 100 -> "10%". */
export function perMilleText(rate: number): string {
  const whole = Math.floor(rate / 10)
  const tenth = rate % 10
  return `${whole}${tenth ? `.${tenth}` : ''}%`
}

export interface BalanceLimits {
  min_money: number
  fee_rate: number
  day_count: number
  day_money: number
}

/** The most one application may ask for now: the withdrawable balance, within what is left of the day's amount. */
export function maxApply(balance: number, limits: BalanceLimits, todayMoney: number): number {
  const dayLeft = limits.day_money > 0 ? Math.max(0, limits.day_money - todayMoney) : balance
  return Math.max(0, Math.min(balance, dayLeft))
}

export type ApplyProblem =
  | { key: 'empty' }
  | { key: 'belowMin'; min: number }
  | { key: 'overBalance' }
  | { key: 'dayCount'; max: number }
  | { key: 'dayMoney'; left: number }
  | { key: 'tooSmall' }

/** Why an amount of fen cannot be applied for now, or null (the server checks again). */
export function balanceApplyProblem(amount: number | null, balance: number, limits: BalanceLimits, today: { count: number; money: number }): ApplyProblem | null {
  if (amount === null || amount <= 0) return { key: 'empty' }
  if (amount < limits.min_money) return { key: 'belowMin', min: limits.min_money }
  if (amount > balance) return { key: 'overBalance' }
  if (limits.day_count > 0 && today.count >= limits.day_count) return { key: 'dayCount', max: limits.day_count }
  if (limits.day_money > 0 && today.money + amount > limits.day_money) return { key: 'dayMoney', left: Math.max(0, limits.day_money - today.money) }
  if (withdrawAmounts(amount, limits.fee_rate).money < 1) return { key: 'tooSmall' }
  return null
}

export interface PointLimits {
  rate: number
  min_point: number
  fee_rate: number
  day_count: number
}

export type PointProblem = { key: 'emptyPoint' } | { key: 'belowMinPoint'; min: number } | { key: 'overPoint' } | { key: 'dayCount'; max: number } | { key: 'tooSmall' }

export function pointApplyProblem(point: number | null, available: number, limits: PointLimits, todayCount: number): PointProblem | null {
  if (point === null || point <= 0) return { key: 'emptyPoint' }
  if (point < limits.min_point) return { key: 'belowMinPoint', min: limits.min_point }
  if (point > available) return { key: 'overPoint' }
  if (limits.day_count > 0 && todayCount >= limits.day_count) return { key: 'dayCount', max: limits.day_count }
  if (withdrawAmounts(pointMoney(point, limits.rate), limits.fee_rate).money < 1) return { key: 'tooSmall' }
  return null
}

/** Whole points typed by a person: digits only, else null. */
export function parsePoints(text: string): number | null {
  const s = text.trim()
  if (!/^\d{1,10}$/.test(s)) return null
  const n = Number(s)
  return Number.isSafeInteger(n) ? n : null
}

export type WithdrawTypeKey = 'bank' | 'wechatpay' | 'alipay'

export interface AccountForm {
  realname: string
  mobile: string
  withdraw_type: WithdrawTypeKey
  bank_name: string
  account_number: string
  is_default: boolean
}

export const EMPTY_ACCOUNT_FORM: AccountForm = { realname: '', mobile: '', withdraw_type: 'bank', bank_name: '', account_number: '', is_default: false }
export const REALNAME_MAX = 30
export const BANK_NAME_MAX = 50
export const ACCOUNT_NUMBER_MAX = 64

const chars = (s: string) => [...s].length

/** The field an account form gets wrong first (the server's rules), or null. */
export function accountFormProblem(f: AccountForm): 'realname' | 'mobile' | 'bankName' | 'accountNumber' | null {
  const name = f.realname.trim()
  if (chars(name) < 1 || chars(name) > REALNAME_MAX) return 'realname'
  if (!isMobile(f.mobile.trim())) return 'mobile'
  const account = f.account_number.trim()
  if (f.withdraw_type === 'bank') {
    const bank = f.bank_name.trim()
    if (chars(bank) < 2 || chars(bank) > BANK_NAME_MAX) return 'bankName'
    if (!/^\d{12,30}$/.test(account.replace(/ /g, ''))) return 'accountNumber'
  } else if (f.withdraw_type === 'alipay') {
    if (account.length > ACCOUNT_NUMBER_MAX || !(isMobile(account) || isEmail(account))) return 'accountNumber'
  } else if (account && !(/^[A-Za-z][A-Za-z0-9_-]{5,19}$/.test(account) || isMobile(account))) {
    return 'accountNumber'
  }
  return null
}

/** The tail of an account number for lists: "**** 6789"; a short one (WeChat ID) as it is. */
export function maskAccount(account: string): string {
  return account.length > 8 ? `**** ${account.slice(-4)}` : account
}

/** The account to preselect: the one chosen before if still there, else the default, else the first the operator pays out to. */
export function pickAccount(accounts: Array<{ id: number; withdraw_type: string; is_default: number }>, allowed: readonly string[], current: number): number {
  const usable = accounts.filter((a) => allowed.includes(a.withdraw_type))
  return (usable.find((a) => a.id === current) ?? usable.find((a) => a.is_default === 1) ?? usable[0])?.id ?? 0
}
