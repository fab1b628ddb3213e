import { clockSeconds, isShopOpen, shopStateKey } from './shopHours'

const at = (h: number, m = 0, s = 0) => new Date(2026, 10, 23, h, m, s)

test('open strictly between opening and closing', () => {
  expect(isShopOpen('09:00:00', '21:00:00', at(8, 59, 59))).toBe(false)
  expect(isShopOpen('09:00:00', '21:00:00', at(9, 0, 0))).toBe(false)
  expect(isShopOpen('09:00:00', '21:00:00', at(9, 0, 1))).toBe(true)
  expect(isShopOpen('09:00:00', '21:00:00', at(20, 59, 59))).toBe(true)
  expect(isShopOpen('09:00:00', '21:00:00', at(21, 0, 0))).toBe(false)
})

test('missing times default to 00:00:00 and 23:59:59', () => {
  expect(isShopOpen(null, null, at(12))).toBe(true)
  expect(isShopOpen(null, '11:00:00', at(10))).toBe(true)
  expect(isShopOpen(null, '11:00:00', at(12))).toBe(false)
  expect(isShopOpen('10:00:00', undefined, at(23, 59, 0))).toBe(true)
  expect(isShopOpen('', '', at(0, 0, 0))).toBe(false)
})

test('hours across midnight', () => {
  expect(isShopOpen('22:00:00', '02:00:00', at(23))).toBe(true)
  expect(isShopOpen('22:00:00', '02:00:00', at(1))).toBe(true)
  expect(isShopOpen('22:00:00', '02:00:00', at(12))).toBe(false)
})

test('labels and parsing', () => {
  expect(shopStateKey('09:00:00', '21:00:00', at(10))).toBe('utils:shop.open')
  expect(shopStateKey('09:00:00', '21:00:00', at(22))).toBe('utils:shop.closed')
  expect(clockSeconds('9:05')).toBe(9 * 3600 + 300)
  expect(clockSeconds('24:00:00')).toBeNull()
  expect(clockSeconds('abc')).toBeNull()
})
