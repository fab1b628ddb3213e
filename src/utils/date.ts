import dayjs from 'dayjs'

/**
 * Times are Unix seconds (spec section 9). Formats: date YYYY-MM-DD, time HH:mm:ss, both.
 * i18n keys used (namespace utils): time.secondsAgo, time.minutesAgo, time.hoursAgo, time.daysAgo,
 * time.yesterday, weekday.0 … weekday.6
 */
export type Translate = (key: string, opts?: Record<string, unknown>) => string

export const formatDate = (seconds: number) => dayjs.unix(seconds).format('YYYY-MM-DD')
export const formatTime = (seconds: number) => dayjs.unix(seconds).format('HH:mm:ss')
export const formatDateTime = (seconds: number) => dayjs.unix(seconds).format('YYYY-MM-DD HH:mm:ss')

/** Under 60 s seconds ago, under an hour minutes ago, under a day hours ago, under 30 days days ago, else the date. */
export function relativeTime(seconds: number, t: Translate, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const diff = Math.max(0, nowSeconds - seconds)
  if (diff < 60) return t('utils:time.secondsAgo', { count: diff })
  if (diff < 3600) return t('utils:time.minutesAgo', { count: Math.floor(diff / 60) })
  if (diff < 86400) return t('utils:time.hoursAgo', { count: Math.floor(diff / 3600) })
  if (diff < 30 * 86400) return t('utils:time.daysAgo', { count: Math.floor(diff / 86400) })
  return formatDate(seconds)
}

/**
 * Site message dates: an earlier year shows the full date; older than yesterday in the same year
 * month-day; yesterday 昨天 plus the time; today the time.
 */
export function siteMessageDate(seconds: number, t: Translate, nowSeconds = Math.floor(Date.now() / 1000)): string {
  const d = dayjs.unix(seconds)
  const now = dayjs.unix(nowSeconds)
  if (d.year() < now.year()) return d.format('YYYY-MM-DD')
  if (d.isSame(now, 'day')) return d.format('HH:mm')
  if (d.isSame(now.subtract(1, 'day'), 'day')) return `${t('utils:time.yesterday')} ${d.format('HH:mm')}`
  return d.format('MM-DD')
}

export interface CountdownParts {
  d: string
  h: string
  i: string
  s: string
}

/** A remaining number of seconds split into zero-padded days, hours, minutes, seconds. */
export function countdownParts(remainingSeconds: number): CountdownParts {
  const total = Math.max(0, Math.floor(remainingSeconds))
  const pad = (n: number) => String(n).padStart(2, '0')
  return {
    d: pad(Math.floor(total / 86400)),
    h: pad(Math.floor((total % 86400) / 3600)),
    i: pad(Math.floor((total % 3600) / 60)),
    s: pad(total % 60),
  }
}

/** 星期日 … 星期六 (Chinese by default, through the weekday keys in English). */
export function weekdayName(seconds: number, t: Translate): string {
  return t(`utils:weekday.${dayjs.unix(seconds).day()}`)
}
