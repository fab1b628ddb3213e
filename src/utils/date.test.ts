import dayjs from 'dayjs'
import { countdownParts, formatDate, formatDateTime, formatTime, relativeTime, siteMessageDate, weekdayName } from './date'

const t = (key: string, opts?: Record<string, unknown>) => (opts ? `${key}:${opts.count}` : key)
const ts = (s: string) => dayjs(s).unix()

test('formats', () => {
  const x = ts('2026-03-05 07:08:09')
  expect(formatDate(x)).toBe('2026-03-05')
  expect(formatTime(x)).toBe('07:08:09')
  expect(formatDateTime(x)).toBe('2026-03-05 07:08:09')
})

test('relative time boundaries', () => {
  const now = ts('2026-11-23 12:00:00')
  expect(relativeTime(now - 59, t, now)).toBe('utils:time.secondsAgo:59')
  expect(relativeTime(now - 60, t, now)).toBe('utils:time.minutesAgo:1')
  expect(relativeTime(now - 3599, t, now)).toBe('utils:time.minutesAgo:59')
  expect(relativeTime(now - 3600, t, now)).toBe('utils:time.hoursAgo:1')
  expect(relativeTime(now - 86399, t, now)).toBe('utils:time.hoursAgo:23')
  expect(relativeTime(now - 86400, t, now)).toBe('utils:time.daysAgo:1')
  expect(relativeTime(now - 29 * 86400, t, now)).toBe('utils:time.daysAgo:29')
  expect(relativeTime(now - 30 * 86400, t, now)).toBe('2026-10-24')
  expect(relativeTime(now + 100, t, now)).toBe('utils:time.secondsAgo:0')
})

test('site message dates', () => {
  const now = ts('2026-11-23 12:00:00')
  expect(siteMessageDate(ts('2025-12-31 23:00:00'), t, now)).toBe('2025-12-31')
  expect(siteMessageDate(ts('2026-11-21 09:30:00'), t, now)).toBe('11-21')
  expect(siteMessageDate(ts('2026-11-22 09:30:00'), t, now)).toBe('utils:time.yesterday 09:30')
  expect(siteMessageDate(ts('2026-11-23 00:05:00'), t, now)).toBe('00:05')
})

test('countdown split and weekdays', () => {
  expect(countdownParts(90061)).toEqual({ d: '01', h: '01', i: '01', s: '01' })
  expect(countdownParts(59)).toEqual({ d: '00', h: '00', i: '00', s: '59' })
  expect(countdownParts(-5)).toEqual({ d: '00', h: '00', i: '00', s: '00' })
  expect(weekdayName(ts('2026-11-23 12:00:00'), t)).toBe('utils:weekday.1')
})
