import { CURRENCY_SYMBOL, fenToYuan, formatMoney, tryYuanToFen, yuanToFen } from './money'

describe('fenToYuan', () => {
  it('prints two decimals', () => {
    expect(fenToYuan(1990)).toBe('19.90')
    expect(fenToYuan(1999)).toBe('19.99')
    expect(fenToYuan(100)).toBe('1.00')
    expect(fenToYuan(5)).toBe('0.05')
    expect(fenToYuan(50)).toBe('0.50')
    expect(fenToYuan(0)).toBe('0.00')
    expect(fenToYuan(-105)).toBe('-1.05')
    expect(fenToYuan(-5)).toBe('-0.05')
    expect(fenToYuan(123456789)).toBe('1234567.89')
  })

  it('rejects anything that is not integer fen', () => {
    expect(() => fenToYuan(19.9)).toThrow('money must be integer fen, got 19.9')
    expect(() => fenToYuan(NaN)).toThrow(TypeError)
    expect(() => fenToYuan(Infinity)).toThrow(TypeError)
    expect(() => fenToYuan(2 ** 53)).toThrow(TypeError)
  })
})

describe('formatMoney', () => {
  it('puts the ¥ symbol after the sign', () => {
    expect(CURRENCY_SYMBOL).toBe('¥')
    expect(formatMoney(1990)).toBe('¥19.90')
    expect(formatMoney(123456)).toBe('¥1234.56')
    expect(formatMoney(0)).toBe('¥0.00')
    expect(formatMoney(-105)).toBe('-¥1.05')
    expect(formatMoney(1990, '')).toBe('19.90')
    expect(() => formatMoney(0.5)).toThrow(TypeError)
  })
})

describe('yuanToFen', () => {
  it('parses typed amounts without floats', () => {
    expect(yuanToFen('19.9')).toBe(1990)
    expect(yuanToFen('19.90')).toBe(1990)
    expect(yuanToFen('0.29')).toBe(29) // parseFloat('0.29') * 100 = 28.999999999999996
    expect(yuanToFen('1.15')).toBe(115) // 1.15 * 100 = 114.99999999999999
    expect(yuanToFen('0.07')).toBe(7)
    expect(yuanToFen('20')).toBe(2000)
    expect(yuanToFen('20.')).toBe(2000)
    expect(yuanToFen('.5')).toBe(50)
    expect(yuanToFen(' 8.8 ')).toBe(880)
    expect(yuanToFen('+3')).toBe(300)
    expect(yuanToFen('-3.10')).toBe(-310)
    expect(Object.is(yuanToFen('-0'), 0)).toBe(true)
    expect(yuanToFen('007.01')).toBe(701)
  })

  it('rejects more than two decimals and non-numbers', () => {
    for (const bad of ['1.234', 'abc', '', ' ', '.', '-', '1e3', '1,000', '1.2.3', '¥1', '0x10', 'Infinity', '1 2']) {
      expect(() => yuanToFen(bad)).toThrow(TypeError)
    }
    expect(() => yuanToFen('1.234')).toThrow('not an amount: 1.234')
    expect(() => yuanToFen('99999999999999999')).toThrow('amount too large')
  })

  it('round-trips with fenToYuan', () => {
    for (const fen of [0, 1, 9, 10, 99, 100, 101, 1990, 123456, -1, -250]) {
      expect(yuanToFen(fenToYuan(fen))).toBe(fen)
    }
  })

  it('tryYuanToFen answers null instead of throwing', () => {
    expect(tryYuanToFen('12.3')).toBe(1230)
    expect(tryYuanToFen('12.345')).toBeNull()
    expect(tryYuanToFen('')).toBeNull()
    expect(tryYuanToFen(undefined)).toBeNull()
    expect(tryYuanToFen(null)).toBeNull()
  })
})
