import { formatMoney } from '@/utils/money'
import type { LedgerAccount, LedgerRow } from './api'

/**
 * The rules of the ledger pages: months of the mall's calendar (China time, as the server filters
 * and groups them), the month a filter may move to, rows grouped by month, signed amounts.
 */

/** China time: UTC+8, no daylight saving. */
const OFFSET_S = 8 * 3600
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** 'YYYY-MM' of an instant (Unix seconds) in the mall's calendar. */
export function mallMonth(seconds: number): string {
  return new Date((seconds + OFFSET_S) * 1000).toISOString().slice(0, 7)
}

export function isMonth(v: unknown): v is string {
  return typeof v === 'string' && MONTH.test(v) && Number(v.slice(0, 4)) >= 1970
}

/** The month `delta` months after (before, when negative) a month. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number)
  const n = y * 12 + (m - 1) + delta
  return `${String(Math.floor(n / 12)).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`
}

/** How far back the month filter goes: this many months before the current one. */
export const MONTHS_BACK = 35

export interface MonthRange {
  /** the earliest month offered */
  min: string
  /** the current month: nothing later is offered */
  max: string
}

export function monthRange(nowSeconds: number, back = MONTHS_BACK): MonthRange {
  const max = mallMonth(nowSeconds)
  return { min: shiftMonth(max, -back), max }
}

/** A month kept inside the range ('' stays '': every month). */
export function clampMonth(month: string, range: MonthRange): string {
  if (!month) return ''
  if (!isMonth(month)) return ''
  if (month < range.min) return range.min
  if (month > range.max) return range.max
  return month
}

export const canGoBack = (month: string, range: MonthRange) => Boolean(month) && month > range.min
export const canGoForward = (month: string, range: MonthRange) => Boolean(month) && month < range.max

/** True when a row starts a new month group (the first row, or a month other than the one before). */
export function startsGroup(rows: ReadonlyArray<Pick<LedgerRow, 'month'>>, index: number): boolean {
  return index === 0 || rows[index - 1]?.month !== rows[index]?.month
}

/** Rows in runs of the same month, in their order. */
export function groupByMonth<T extends Pick<LedgerRow, 'month'>>(rows: readonly T[]): Array<{ month: string; rows: T[] }> {
  const groups: Array<{ month: string; rows: T[] }> = []
  rows.forEach((r, i) => {
    if (startsGroup(rows, i)) groups.push({ month: r.month, rows: [] })
    groups[groups.length - 1].rows.push(r)
  })
  return groups
}

/** True for the accounts kept in fen. */
export const isMoney = (accountType: string) => accountType === 'balance' || accountType === 'balance_money' || accountType === 'balance,balance_money'

/** A signed amount as shown: '+¥12.34' / '-¥0.05' for money (fen), '+5' / '-300' for points and growth. */
export function signedAmount(amount: number, accountType: string): string {
  if (!Number.isSafeInteger(amount)) return '-'
  const sign = amount > 0 ? '+' : amount < 0 ? '-' : ''
  const abs = Math.abs(amount)
  return `${sign}${isMoney(accountType) ? formatMoney(abs) : String(abs)}`
}

/** A sum (income / expense) shown without a sign. */
export function plainAmount(amount: number, account: LedgerAccount | string): string {
  if (!Number.isSafeInteger(amount)) return '-'
  return isMoney(account) ? formatMoney(amount) : String(amount)
}

/** The parts of a month for its label. */
export function monthParts(month: string): { year: number; month: number } {
  const [y, m] = month.split('-').map(Number)
  return { year: y, month: m }
}
