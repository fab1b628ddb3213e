import dayjs from 'dayjs'

/**
 * Date and time texts. Times are Unix seconds (spec section 9) and are shown in the device's time
 * zone. Texts go through i18n: every function that prints words takes the app's `t` and uses these
 * keys of the `utils` namespace (src/locales/<lang>/utils.json):
 *   utils:time.secondsAgo {count}   utils:time.minutesAgo {count}   utils:time.hoursAgo {count}
 *   utils:time.daysAgo {count}      utils:time.yesterday
 *   utils:weekday.0 … utils:weekday.6 (0 = Sunday, dayjs numbering)
 *   utils:shop.open  utils:shop.closed (see ./shopHours, re-exported below)
 */
export type Translate = (key: string, opts?: Record<string, unknown>) => string

export const DATE_FORMAT = 'YYYY-MM-DD'
export const TIME_FORMAT = 'HH:mm:ss'
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss'

const MINUTE = 60
const HOUR = 3600
const DAY = 86400

/** Seconds now; the default "now" of every function below, which all take it as a parameter for tests. */
export const nowSeconds = (): number => Math.floor(Date.now() / 1000)

// A missing or garbled time prints as '' rather than dayjs's "Invalid Date".
const format = (seconds: number, pattern: string): string => (Number.isFinite(seconds) ? dayjs.unix(seconds).format(pattern) : '')

/** 2026-03-05 */
export const formatDate = (seconds: number): string => format(seconds, DATE_FORMAT)
/** 07:08:09 */
export const formatTime = (seconds: number): string => format(seconds, TIME_FORMAT)
/** 2026-03-05 07:08:09 */
export const formatDateTime = (seconds: number): string => format(seconds, DATE_TIME_FORMAT)

export type RelativeTime =
  | { key: 'utils:time.secondsAgo' | 'utils:time.minutesAgo' | 'utils:time.hoursAgo' | 'utils:time.daysAgo'; count: number }
  | { date: string }

/**
 * Spec section 9: under 60 s seconds ago, under an hour minutes ago, under a day hours ago, under 30
 * days days ago, otherwise the date (YYYY-MM-DD). Counts are floored; a time in the future (clock
 * skew between device and server) counts as 0 seconds ago.
 */
export function relativeTimeKey(seconds: number, now: number = nowSeconds()): RelativeTime {
  if (!Number.isFinite(seconds)) return { date: '' }
  const diff = Math.max(0, Math.floor(now - seconds))
  if (diff < MINUTE) return { key: 'utils:time.secondsAgo', count: diff }
  if (diff < HOUR) return { key: 'utils:time.minutesAgo', count: Math.floor(diff / MINUTE) }
  if (diff < DAY) return { key: 'utils:time.hoursAgo', count: Math.floor(diff / HOUR) }
  if (diff < 30 * DAY) return { key: 'utils:time.daysAgo', count: Math.floor(diff / DAY) }
  return { date: formatDate(seconds) }
}

/** relativeTimeKey put through `t`: '5秒前', '3 min ago', or '2026-10-24'. */
export function relativeTime(seconds: number, t: Translate, now: number = nowSeconds()): string {
  const r = relativeTimeKey(seconds, now)
  return 'date' in r ? r.date : t(r.key, { count: r.count })
}

/**
 * Site message list dates (spec section 9): an earlier year shows the full date (YYYY-MM-DD), older
 * than yesterday in the same year month-day (MM-DD), yesterday 昨天 plus HH:mm, today HH:mm. Calendar
 * days in local time, not 24-hour spans. Times after today (clock skew) fall in the month-day case.
 */
export function siteMessageDate(seconds: number, t: Translate, now: number = nowSeconds()): string {
  if (!Number.isFinite(seconds)) return ''
  const d = dayjs.unix(seconds)
  const today = dayjs.unix(now)
  if (d.year() < today.year()) return d.format(DATE_FORMAT)
  if (d.isSame(today, 'day')) return d.format('HH:mm')
  if (d.isSame(today.subtract(1, 'day'), 'day')) return `${t('utils:time.yesterday')} ${d.format('HH:mm')}`
  return d.format('MM-DD')
}

export interface CountdownParts {
  d: string
  h: string
  i: string
  s: string
}

const pad2 = (n: number) => String(n).padStart(2, '0')

/**
 * Remaining seconds split into zero-padded days, hours, minutes, seconds (spec section 9):
 * 90061 -> {d:'01', h:'01', i:'01', s:'01'}. Days are not capped (100 days -> '100'); negative or
 * non-finite input is all zeros, fractions are floored.
 */
export function countdownParts(remainingSeconds: number): CountdownParts {
  const total = Number.isFinite(remainingSeconds) ? Math.max(0, Math.floor(remainingSeconds)) : 0
  return {
    d: pad2(Math.floor(total / DAY)),
    h: pad2(Math.floor((total % DAY) / HOUR)),
    i: pad2(Math.floor((total % HOUR) / MINUTE)),
    s: pad2(total % MINUTE),
  }
}

/** The countdown to an end time (Unix seconds), all zeros once it has passed. */
export function countdownTo(endSeconds: number, now: number = nowSeconds()): CountdownParts {
  return countdownParts(endSeconds - now)
}

/** The weekday's i18n key: 'utils:weekday.0' (Sunday) … 'utils:weekday.6' (Saturday). */
export function weekdayKey(seconds: number): string {
  return `utils:weekday.${dayjs.unix(seconds).day()}`
}

/** 星期一 … 星期日 in Chinese (the default language), Monday … Sunday in English. */
export function weekdayName(seconds: number, t: Translate): string {
  return Number.isFinite(seconds) ? t(weekdayKey(seconds)) : ''
}

// Shop business hours live in their own file; re-exported so all time rules are found here.
export { clockSeconds, isShopOpen, shopStateKey, shopStateLabel } from './shopHours'
