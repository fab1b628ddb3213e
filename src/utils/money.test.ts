import { fenToYuan } from './money'

test('fen to yuan', () => {
  expect(fenToYuan(1990)).toBe('19.90')
  expect(fenToYuan(5)).toBe('0.05')
  expect(fenToYuan(-105)).toBe('-1.05')
  expect(() => fenToYuan(1.5)).toThrow()
})
