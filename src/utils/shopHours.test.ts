import dayjs from 'dayjs'
import { clockSeconds, DEFAULT_CLOSING, DEFAULT_OPENING, isShopOpen, shopStateKey, shopStateLabel } from './shopHours'

const at = (h: number, m = 0, s = 0) => new Date(2026, 10, 23, h, m, s)
const labels: Record<string, string> = { 'utils:shop.open': '营业中', 'utils:shop.closed': '休息中' }
const t = (key: string) => labels[key] ?? key

describe('isShopOpen', () => {
  it('is open strictly between opening and closing', () => {
    expect(isShopOpen('09:00:00', '21:00:00', at(8, 59, 59))).toBe(false)
    expect(isShopOpen('09:00:00', '21:00:00', at(9, 0, 0))).toBe(false)
    expect(isShopOpen('09:00:00', '21:00:00', at(9, 0, 1))).toBe(true)
    expect(isShopOpen('09:00:00', '21:00:00', at(20, 59, 59))).toBe(true)
    expect(isShopOpen('09:00:00', '21:00:00', at(21, 0, 0))).toBe(false)
    expect(isShopOpen('09:00', '21:30', at(21, 29, 59))).toBe(true)
  })

  it('defaults a missing opening to 00:00:00 and a missing closing to 23:59:59', () => {
    expect(DEFAULT_OPENING).toBe('00:00:00')
    expect(DEFAULT_CLOSING).toBe('23:59:59')
    expect(isShopOpen(null, null, at(12))).toBe(true)
    expect(isShopOpen(undefined, undefined, at(0, 0, 1))).toBe(true)
    expect(isShopOpen('', '', at(0, 0, 0))).toBe(false)
    expect(isShopOpen('', '', at(23, 59, 58))).toBe(true)
    expect(isShopOpen('', '', at(23, 59, 59))).toBe(false)
    expect(isShopOpen(null, '11:00:00', at(10))).toBe(true)
    expect(isShopOpen(null, '11:00:00', at(12))).toBe(false)
    expect(isShopOpen('10:00:00', undefined, at(23, 59, 0))).toBe(true)
    expect(isShopOpen('10:00:00', undefined, at(9, 59, 59))).toBe(false)
  })

  it('treats malformed times like missing ones', () => {
    expect(isShopOpen('soon', '21:00:00', at(1))).toBe(true)
    expect(isShopOpen('09:00:00', '25:00:00', at(23))).toBe(true)
  })

  it('runs overnight when closing is before opening', () => {
    expect(isShopOpen('22:00:00', '02:00:00', at(22, 0, 0))).toBe(false)
    expect(isShopOpen('22:00:00', '02:00:00', at(22, 0, 1))).toBe(true)
    expect(isShopOpen('22:00:00', '02:00:00', at(23))).toBe(true)
    expect(isShopOpen('22:00:00', '02:00:00', at(0, 0, 0))).toBe(true)
    expect(isShopOpen('22:00:00', '02:00:00', at(1, 59, 59))).toBe(true)
    expect(isShopOpen('22:00:00', '02:00:00', at(2, 0, 0))).toBe(false)
    expect(isShopOpen('22:00:00', '02:00:00', at(12))).toBe(false)
  })

  it('treats equal times as closed and 24:00 as the end of the day', () => {
    expect(isShopOpen('09:00:00', '09:00:00', at(9, 0, 0))).toBe(false)
    expect(isShopOpen('09:00:00', '09:00:00', at(15))).toBe(false)
    expect(isShopOpen('08:00:00', '24:00:00', at(23, 59, 59))).toBe(true)
  })

  it('accepts now as Unix seconds', () => {
    expect(isShopOpen('09:00:00', '21:00:00', dayjs('2026-11-23 10:00:00').unix())).toBe(true)
    expect(isShopOpen('09:00:00', '21:00:00', dayjs('2026-11-23 22:00:00').unix())).toBe(false)
  })
})

describe('labels', () => {
  it('give the i18n key and the text', () => {
    expect(shopStateKey('09:00:00', '21:00:00', at(10))).toBe('utils:shop.open')
    expect(shopStateKey('09:00:00', '21:00:00', at(22))).toBe('utils:shop.closed')
    expect(shopStateLabel('09:00:00', '21:00:00', t, at(10))).toBe('营业中')
    expect(shopStateLabel('09:00:00', '21:00:00', t, at(21))).toBe('休息中')
  })
})

describe('clockSeconds', () => {
  it('parses HH:mm:ss and HH:mm', () => {
    expect(clockSeconds('00:00:00')).toBe(0)
    expect(clockSeconds('9:05')).toBe(9 * 3600 + 300)
    expect(clockSeconds(' 23:59:59 ')).toBe(86399)
    expect(clockSeconds('24:00')).toBe(86400)
    expect(clockSeconds('24:00:00')).toBe(86400)
  })

  it('refuses anything else', () => {
    for (const bad of ['24:00:01', '25:00', '12:60', '12:00:60', 'abc', '', '12', '12:5', '-1:00']) {
      expect(clockSeconds(bad)).toBeNull()
    }
  })
})
