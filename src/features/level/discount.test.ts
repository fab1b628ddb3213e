import { makeTestI18n } from '@/testing'
import { formatLevelDiscount, levelDiscountParts } from './discount'

describe('level discount', () => {
  it('tenths of a percent as N折 and the percentage off; 100 (or nonsense) is no discount', () => {
    expect(levelDiscountParts(95)).toEqual({ fold: '9.5', off: '5' })
    expect(levelDiscountParts(90)).toEqual({ fold: '9', off: '10' })
    expect(levelDiscountParts(88)).toEqual({ fold: '8.8', off: '12' })
    expect(levelDiscountParts(5)).toEqual({ fold: '0.5', off: '95' })
    for (const none of [100, 0, -5, 101, 9.5, NaN]) expect(levelDiscountParts(none)).toBeNull()
  })

  it('reads 9.5折 / 9折 / 无折扣 in Chinese and 5% off / No discount in English', () => {
    const zh = makeTestI18n('zh-cn').t
    expect([95, 90, 100].map((d) => formatLevelDiscount(zh, d))).toEqual(['9.5折', '9折', '无折扣'])
    const en = makeTestI18n('en-us').t
    expect([95, 90, 100].map((d) => formatLevelDiscount(en, d))).toEqual(['5% off', '10% off', 'No discount'])
  })
})
