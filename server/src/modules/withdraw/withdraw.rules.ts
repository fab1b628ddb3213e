import { WITHDRAW_TYPES, type WithdrawType } from './withdraw.table.js'

/** Bounds of the account fields (characters after trimming). */
export const REALNAME_MAX = 30
export const BANK_NAME_MAX = 50
export const ACCOUNT_NUMBER_MAX = 64
/** A member keeps at most this many withdrawal accounts. */
export const ACCOUNT_MAX = 10

/** Bounds of the operator's settings. */
export const FEE_RATE_MAX = 500
export const DAY_COUNT_MAX = 100
/** fen: ¥100,000,000.00 */
export const MONEY_MAX = 10_000_000_000
export const POINT_RATE_MAX = 1_000_000
export const POINT_MAX = 1_000_000_000

export const MOBILE = /^1[3-9]\d{9}$/
/** card numbers: 12 … 30 digits (spaces the member typed are dropped first) */
const CARD = /^\d{12,30}$/
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[A-Za-z]{2,}$/
/** a WeChat ID: 6 … 20 letters, digits, _ and -, starting with a letter */
const WECHAT_ID = /^[A-Za-z][A-Za-z0-9_-]{5,19}$/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]/

const chars = (s: string) => [...s].length

/** The operator's balance withdrawal settings (website_config 'withdraw_config'). */
export interface WithdrawConfig {
  is_use: 0 | 1
  /** fen, the least one application may ask for */
  min_money: number
  /** per mille of the amount, 0 … 500 */
  fee_rate: number
  /** applications a member may make a day (0: no limit) */
  day_count: number
  /** fen a member may ask for a day (0: no limit) */
  day_money: number
  transfer_types: WithdrawType[]
}

/** The operator's point withdrawal settings (website_config 'point_withdraw_config'). */
export interface PointWithdrawConfig {
  is_use: 0 | 1
  /** points per yuan */
  rate: number
  /** the fewest points one application may convert */
  min_point: number
  /** per mille of the converted money, 0 … 500 */
  fee_rate: number
  /** applications a member may make a day (0: no limit) */
  day_count: number
  transfer_types: WithdrawType[]
}

const record = (raw: unknown): Record<string, unknown> => (raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {})
const int = (v: unknown, min: number, max: number, fallback: number) => {
  const n = Number(v)
  return Number.isSafeInteger(n) && n >= min && n <= max ? n : fallback
}
const on = (v: unknown): 0 | 1 => (v === 1 || v === '1' || v === true ? 1 : 0)
const types = (v: unknown): WithdrawType[] => {
  const list = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : []
  return WITHDRAW_TYPES.filter((t) => list.includes(t))
}

/** A stored setting read bounded; anything malformed falls back, and without a transfer type it is off. */
export function parseWithdrawConfig(raw: unknown): WithdrawConfig {
  const s = record(raw)
  const transfer = types(s.transfer_types)
  return {
    is_use: transfer.length ? on(s.is_use) : 0,
    min_money: int(s.min_money, 1, MONEY_MAX, 100),
    fee_rate: int(s.fee_rate, 0, FEE_RATE_MAX, 0),
    day_count: int(s.day_count, 0, DAY_COUNT_MAX, 0),
    day_money: int(s.day_money, 0, MONEY_MAX, 0),
    transfer_types: transfer,
  }
}

export function parsePointWithdrawConfig(raw: unknown): PointWithdrawConfig {
  const s = record(raw)
  const transfer = types(s.transfer_types)
  return {
    is_use: transfer.length ? on(s.is_use) : 0,
    rate: int(s.rate, 1, POINT_RATE_MAX, 100),
    min_point: int(s.min_point, 1, POINT_MAX, 100),
    fee_rate: int(s.fee_rate, 0, FEE_RATE_MAX, 0),
    day_count: int(s.day_count, 0, DAY_COUNT_MAX, 0),
    transfer_types: transfer,
  }
}

/**
 * The fee of an amount, in fen: amount × rate ‰, rounded half up to the fen (¥2.50 at 6 ‰ is 1.5 fen:
 * 2 fen; ¥0.83 at 6 ‰ is 0.498 fen: none). Integers throughout: never a float of money.
 */
export function feeOf(amount: number, feeRatePerMille: number): number {
  return Math.floor((amount * feeRatePerMille + 500) / 1000)
}

/** What an application of `amount` fen costs and pays out: the fee and the net amount transferred. */
export function withdrawAmounts(amount: number, feeRatePerMille: number): { apply_money: number; service_money: number; money: number } {
  const service = feeOf(amount, feeRatePerMille)
  return { apply_money: amount, service_money: service, money: amount - service }
}

/** Points converted at `rate` points per yuan, in fen, rounded down to the fen (the points are taken whole). */
export function pointMoney(point: number, rate: number): number {
  return Math.floor((point * 100) / rate)
}

/** Fen as yuan with two decimals, for messages. */
export const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`

export interface AccountFields {
  realname: string
  mobile: string
  withdraw_type: WithdrawType
  bank_name: string
  account_number: string
}

/** Which rule an account field breaks, as the service turns it into a refusal. */
export type AccountProblem = 'realname' | 'mobile' | 'bank_name' | 'account_number'

/**
 * Checks and normalises an account: trimmed texts; a card number without the spaces typed into it;
 * bank_name only for cards. WeChat may leave the account empty: the WeChat bound to the member is used.
 */
export function normaliseAccount(input: { realname: string; mobile: string; withdraw_type: WithdrawType; bank_name?: string; account_number?: string }):
  { ok: true; account: AccountFields } | { ok: false; problem: AccountProblem } {
  const realname = input.realname.trim()
  if (chars(realname) < 1 || chars(realname) > REALNAME_MAX || CONTROL.test(realname)) return { ok: false, problem: 'realname' }
  const mobile = input.mobile.trim()
  if (!MOBILE.test(mobile)) return { ok: false, problem: 'mobile' }
  const type = input.withdraw_type
  let bankName = ''
  let account = (input.account_number ?? '').trim()
  if (type === 'bank') {
    bankName = (input.bank_name ?? '').trim()
    if (chars(bankName) < 2 || chars(bankName) > BANK_NAME_MAX || CONTROL.test(bankName)) return { ok: false, problem: 'bank_name' }
    account = account.replace(/ /g, '')
    if (!CARD.test(account)) return { ok: false, problem: 'account_number' }
  } else if (type === 'alipay') {
    if (account.length > ACCOUNT_NUMBER_MAX || !(MOBILE.test(account) || EMAIL.test(account))) return { ok: false, problem: 'account_number' }
  } else if (account && !(WECHAT_ID.test(account) || MOBILE.test(account))) {
    return { ok: false, problem: 'account_number' }
  }
  return { ok: true, account: { realname, mobile, withdraw_type: type, bank_name: bankName, account_number: account } }
}

/** YYYY-MM-DD of an instant in the mall's calendar (China time, as the sign-in's days). */
export function mallDay(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
}
