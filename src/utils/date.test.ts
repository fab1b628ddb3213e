import dayjs from 'dayjs'
import i18next from 'i18next'
import zhUtils from '@/locales/zh-cn/utils.json'
import enUtils from '@/locales/en-us/utils.json'
import {
  countdownParts,
  countdownTo,
  formatDate,
  formatDateTime,
  formatTime,
  isShopOpen,
  relativeTime,
  relativeTimeKey,
  siteMessageDate,
  weekdayKey,
  weekdayName,
} from './date'

// a fake t that shows exactly which key and count were asked for
const t = (key: string, opts?: Record<string, unknown>) => (opts ? `${key}:${String(opts.count)}` : key)
const ts = (s: string) => dayjs(s).unix()

// a real i18next instance configured like src/i18n (nsSeparator ':', keySeparator '.')
function realT(lng: 'zh-cn' | 'en-us') {
  const inst = i18next.createInstance()
  inst.init({
    lng,
    lowerCaseLng: true,
    fallbackLng: false,
    ns: ['utils'],
    defaultNS: 'pages',
    nsSeparator: ':',
    keySeparator: '.',
    resources: { 'zh-cn': { utils: zhUtils }, 'en-us': { utils: enUtils } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return inst.t
}

describe('formats', () => {
  it('date, time and both', () => {
    const x = ts('2026-03-05 07:08:09')
    expect(formatDate(x)).toBe('2026-03-05')
    expect(formatTime(x)).toBe('07:08:09')
    expect(formatDateTime(x)).toBe('2026-03-05 07:08:09')
    expect(formatTime(ts('2026-12-31 23:59:59'))).toBe('23:59:59')
  })

  it('take seconds, not milliseconds', () => {
    expect(formatDateTime(ts('2026-03-05 07:08:09') + 1)).toBe('2026-03-05 07:08:10')
  })

  it('print nothing for a missing time', () => {
    expect(formatDate(NaN)).toBe('')
    expect(formatTime(Infinity)).toBe('')
    expect(formatDateTime(Number(undefined))).toBe('')
  })
})

describe('relative time', () => {
  const now = ts('2026-11-23 12:00:00')

  it('switches unit exactly at 60 s, 1 h, 1 day and 30 days', () => {
    expect(relativeTime(now, t, now)).toBe('utils:time.secondsAgo:0')
    expect(relativeTime(now - 59, t, now)).toBe('utils:time.secondsAgo:59')
    expect(relativeTime(now - 60, t, now)).toBe('utils:time.minutesAgo:1')
    expect(relativeTime(now - 119, t, now)).toBe('utils:time.minutesAgo:1')
    expect(relativeTime(now - 3599, t, now)).toBe('utils:time.minutesAgo:59')
    expect(relativeTime(now - 3600, t, now)).toBe('utils:time.hoursAgo:1')
    expect(relativeTime(now - 86399, t, now)).toBe('utils:time.hoursAgo:23')
    expect(relativeTime(now - 86400, t, now)).toBe('utils:time.daysAgo:1')
    expect(relativeTime(now - (30 * 86400 - 1), t, now)).toBe('utils:time.daysAgo:29')
    expect(relativeTime(now - 30 * 86400, t, now)).toBe('2026-10-24')
    expect(relativeTime(now - 400 * 86400, t, now)).toBe('2025-10-19')
  })

  it('treats future times as just now', () => {
    expect(relativeTime(now + 100, t, now)).toBe('utils:time.secondsAgo:0')
  })

  it('offers the key and count for callers with their own texts', () => {
    expect(relativeTimeKey(now - 7200, now)).toEqual({ key: 'utils:time.hoursAgo', count: 2 })
    expect(relativeTimeKey(now - 31 * 86400, now)).toEqual({ date: '2026-10-23' })
    expect(relativeTimeKey(NaN, now)).toEqual({ date: '' })
  })

  it('reads in both languages through the real locale files', () => {
    expect(relativeTime(now - 5, realT('zh-cn'), now)).toBe('5秒前')
    expect(relativeTime(now - 180, realT('zh-cn'), now)).toBe('3分钟前')
    expect(relativeTime(now - 7200, realT('zh-cn'), now)).toBe('2小时前')
    expect(relativeTime(now - 3 * 86400, realT('zh-cn'), now)).toBe('3天前')
    expect(relativeTime(now - 5, realT('en-us'), now)).toBe('5 seconds ago')
    expect(relativeTime(now - 1, realT('en-us'), now)).toBe('1 second ago')
    expect(relativeTime(now - 60, realT('en-us'), now)).toBe('1 minute ago')
    expect(relativeTime(now - 180, realT('en-us'), now)).toBe('3 minutes ago')
    expect(relativeTime(now - 3600, realT('en-us'), now)).toBe('1 hour ago')
    expect(relativeTime(now - 86400, realT('en-us'), now)).toBe('1 day ago')
    expect(relativeTime(now - 3 * 86400, realT('en-us'), now)).toBe('3 days ago')
  })
})

describe('site message dates', () => {
  const now = ts('2026-11-23 12:00:00')

  it('earlier year: full date; same year before yesterday: month-day', () => {
    expect(siteMessageDate(ts('2025-12-31 23:59:59'), t, now)).toBe('2025-12-31')
    expect(siteMessageDate(ts('2026-01-01 00:00:00'), t, now)).toBe('01-01')
    expect(siteMessageDate(ts('2026-11-21 23:59:59'), t, now)).toBe('11-21')
  })

  it('yesterday by calendar day: 昨天 plus time; today: the time', () => {
    expect(siteMessageDate(ts('2026-11-22 00:00:00'), t, now)).toBe('utils:time.yesterday 00:00')
    expect(siteMessageDate(ts('2026-11-22 23:59:00'), t, now)).toBe('utils:time.yesterday 23:59')
    expect(siteMessageDate(ts('2026-11-23 00:05:00'), t, now)).toBe('00:05')
    expect(siteMessageDate(ts('2026-11-22 09:30:00'), realT('zh-cn'), now)).toBe('昨天 09:30')
    expect(siteMessageDate(ts('2026-11-22 09:30:00'), realT('en-us'), now)).toBe('Yesterday 09:30')
  })

  it('just after midnight, a minute ago is yesterday', () => {
    const early = ts('2026-01-01 00:00:30')
    expect(siteMessageDate(ts('2025-12-31 23:59:00'), t, early)).toBe('2025-12-31')
    const early2 = ts('2026-03-02 00:00:30')
    expect(siteMessageDate(ts('2026-03-01 23:59:00'), t, early2)).toBe('utils:time.yesterday 23:59')
  })

  it('prints nothing for a missing time', () => {
    expect(siteMessageDate(NaN, t, now)).toBe('')
  })
})

describe('countdown', () => {
  it('splits into zero-padded days, hours, minutes, seconds', () => {
    expect(countdownParts(90061)).toEqual({ d: '01', h: '01', i: '01', s: '01' })
    expect(countdownParts(59)).toEqual({ d: '00', h: '00', i: '00', s: '59' })
    expect(countdownParts(60)).toEqual({ d: '00', h: '00', i: '01', s: '00' })
    expect(countdownParts(3600)).toEqual({ d: '00', h: '01', i: '00', s: '00' })
    expect(countdownParts(86399)).toEqual({ d: '00', h: '23', i: '59', s: '59' })
    expect(countdownParts(86400)).toEqual({ d: '01', h: '00', i: '00', s: '00' })
    expect(countdownParts(100 * 86400 + 5)).toEqual({ d: '100', h: '00', i: '00', s: '05' })
    expect(countdownParts(1.9)).toEqual({ d: '00', h: '00', i: '00', s: '01' })
  })

  it('is all zeros when over or garbled', () => {
    const zero = { d: '00', h: '00', i: '00', s: '00' }
    expect(countdownParts(0)).toEqual(zero)
    expect(countdownParts(-5)).toEqual(zero)
    expect(countdownParts(NaN)).toEqual(zero)
    expect(countdownTo(1000, 2000)).toEqual(zero)
    expect(countdownTo(2000 + 3661, 2000)).toEqual({ d: '00', h: '01', i: '01', s: '01' })
  })
})

describe('weekdays', () => {
  it('are Chinese by default and English through the keys', () => {
    const monday = ts('2026-11-23 12:00:00')
    const sunday = ts('2026-11-22 12:00:00')
    expect(weekdayKey(monday)).toBe('utils:weekday.1')
    expect(weekdayKey(sunday)).toBe('utils:weekday.0')
    expect(weekdayName(monday, realT('zh-cn'))).toBe('星期一')
    expect(weekdayName(sunday, realT('zh-cn'))).toBe('星期日')
    expect(weekdayName(ts('2026-11-28 00:00:00'), realT('zh-cn'))).toBe('星期六')
    expect(weekdayName(monday, realT('en-us'))).toBe('Monday')
    expect(weekdayName(NaN, realT('en-us'))).toBe('')
  })
})

it('re-exports the shop hours rule', () => {
  expect(isShopOpen('09:00:00', '21:00:00', new Date(2026, 10, 23, 12))).toBe(true)
})

describe('locale files', () => {
  // every key in one language exists in the other, and no text is empty
  const keys = (o: object, prefix = ''): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`]))
  // English plural forms (_one/_other) stand for the one Chinese key
  const base = (o: object) => [...new Set(keys(o).map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort()
  it('are complete in both languages', () => {
    expect(base(enUtils)).toEqual(base(zhUtils))
    expect(base(zhUtils)).toContain('time.secondsAgo')
    const texts = (o: object): unknown[] => Object.values(o).flatMap((v) => (v && typeof v === 'object' ? texts(v as object) : [v]))
    for (const v of [...texts(zhUtils), ...texts(enUtils)]) expect(typeof v === 'string' && v.trim() !== '').toBe(true)
  })
})
