import { fenToYuan, formatMoney, yuanToFen } from './money'

test('fen to yuan', () => {
  expect(fenToYuan(1990)).toBe('19.90')
  expect(fenToYuan(5)).toBe('0.05')
  expect(fenToYuan(0)).toBe('0.00')
  expect(fenToYuan(-105)).toBe('-1.05')
  expect(() => fenToYuan(1.5)).toThrow()
  expect(formatMoney(123456)).toBe('¥1234.56')
})

test('yuan text to fen without floats', () => {
  expect(yuanToFen('19.9')).toBe(1990)
  expect(yuanToFen('0.07')).toBe(7)
  expect(yuanToFen('20')).toBe(2000)
  expect(yuanToFen('1.005'.slice(0, 4))).toBe(100)
  expect(yuanToFen('-3.10')).toBe(-310)
  expect(() => yuanToFen('1.234')).toThrow()
  expect(() => yuanToFen('abc')).toThrow()
})
