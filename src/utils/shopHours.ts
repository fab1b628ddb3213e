/**
 * Shop business hours (spec section 4). The server sends opening and closing times as 'HH:mm:ss'
 * (or 'HH:mm') in the shop's local time, which we take to be the device's time zone.
 * Labels: 'utils:shop.open' (营业中) and 'utils:shop.closed' (休息中).
 */
import type { Translate } from './date'

export const DEFAULT_OPENING = '00:00:00'
export const DEFAULT_CLOSING = '23:59:59'
const END_OF_DAY = 24 * 3600

/**
 * 'HH:mm:ss' or 'HH:mm' to seconds since midnight; null when malformed. '24:00' / '24:00:00' is
 * accepted as the end of the day (86400), a common way to write "until midnight".
 */
export function clockSeconds(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim())
  if (!m) return null
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)]
  if (h === 24 && min === 0 && s === 0) return END_OF_DAY
  if (h > 23 || min > 59 || s > 59) return null
  return h * 3600 + min * 60 + s
}

/** Seconds since local midnight of a Date, or of Unix seconds. */
function secondsOfDay(now: Date | number): number {
  const d = typeof now === 'number' ? new Date(now * 1000) : now
  return d.getHours() * 3600 + d.getMinutes() * 60 + d.getSeconds()
}

/**
 * Open when now is strictly after the opening time and strictly before the closing time, as the
 * spec words it. A missing (or malformed) opening time counts as 00:00:00, a missing closing time as
 * 23:59:59, so a shop without hours is open all day except those two edge seconds.
 * Midnight crossing: when the closing time is earlier than the opening time (22:00 to 02:00) the
 * hours run overnight, i.e. open after 22:00 or before 02:00. Equal times are an empty range: closed.
 * `now` is a Date or Unix seconds.
 */
export function isShopOpen(start: string | null | undefined, end: string | null | undefined, now: Date | number = new Date()): boolean {
  const open = clockSeconds(start || DEFAULT_OPENING) ?? 0
  const close = clockSeconds(end || DEFAULT_CLOSING) ?? END_OF_DAY - 1
  const t = secondsOfDay(now)
  if (open <= close) return t > open && t < close
  return t > open || t < close
}

/** The i18n key of the label: 营业中 / 休息中. */
export function shopStateKey(
  start: string | null | undefined,
  end: string | null | undefined,
  now?: Date | number,
): 'utils:shop.open' | 'utils:shop.closed' {
  return isShopOpen(start, end, now) ? 'utils:shop.open' : 'utils:shop.closed'
}

/** The label itself, through the app's `t`. */
export function shopStateLabel(start: string | null | undefined, end: string | null | undefined, t: Translate, now?: Date | number): string {
  return t(shopStateKey(start, end, now))
}
