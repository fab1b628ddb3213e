import { makeTestI18n } from '@/testing'
import { couponCondition, discountText, rewardCouponCount, rewardShows, yuanText } from './reward'

const base = { point: 0, balance: 0, growth: 0, coupon: [] as number[], coupon_list: [] }

describe('registration reward rule (spec section 9)', () => {
  it.each([
    ['point', { point: 10 }],
    ['balance', { balance: 500 }],
    ['growth', { growth: 3 }],
    ['coupon ids', { coupon: [7] }],
    ['coupon list', { coupon_list: [{ coupon_type_id: 1, platformcoupon_name: 'c', type: 'reward' as const, money: 500, discount: 0, at_least: 0, validity_days: 0 }] }],
  ])('%s alone above zero shows it', (_name, part) => {
    expect(rewardShows({ is_use: 1, value: { ...base, ...part } })).toBe(true)
  })

  it('all zero, switched off, or no answer does not', () => {
    expect(rewardShows({ is_use: 1, value: base })).toBe(false)
    expect(rewardShows({ is_use: 0, value: { ...base, point: 10, balance: 100 } })).toBe(false)
    expect(rewardShows({ is_use: 1, value: null })).toBe(false)
    expect(rewardShows(null)).toBe(false)
    expect(rewardShows({ is_use: 1, value: { ...base, point: -5 } })).toBe(false)
  })

  it('counts coupons from the list, else from the ids', () => {
    expect(rewardCouponCount({ coupon: [1, 2], coupon_list: [] })).toBe(2)
    const listed = (name: string) => ({ coupon_type_id: 1, platformcoupon_name: name, type: 'reward' as const, money: 100, discount: 0, at_least: 0, validity_days: 0 })
    expect(rewardCouponCount({ coupon: [1], coupon_list: [listed('a'), listed('b')] })).toBe(2)
    expect(rewardCouponCount({})).toBe(0)
  })
})

describe('coupon formatting', () => {
  it('fen as short yuan and tenths as 折', () => {
    expect(yuanText(1000)).toBe('10')
    expect(yuanText(1050)).toBe('10.5')
    expect(yuanText(1005)).toBe('10.05')
    expect(yuanText(99)).toBe('0.99')
    expect(discountText(95)).toBe('9.5')
    expect(discountText(80)).toBe('8')
    expect(discountText(5)).toBe('0.5')
  })

  it('discount vs money, in both languages', () => {
    const zh = makeTestI18n('zh-cn').t
    const en = makeTestI18n('en-us').t
    const discount = { platformcoupon_name: 'd', type: 'discount' as const, discount: 95, at_least: 10000 }
    const money = { platformcoupon_name: 'm', type: 'reward' as const, money: 550, at_least: 5000 }
    expect(couponCondition(discount, zh)).toBe('满100元9.5折')
    expect(couponCondition(money, zh)).toBe('满50元减5.5元')
    expect(couponCondition({ ...money, at_least: 0 }, zh)).toBe('无门槛减5.5元')
    expect(couponCondition({ ...discount, at_least: 0 }, zh)).toBe('无门槛9.5折')
    expect(couponCondition(discount, en)).toBe('Spend ¥100, 5% off')
    expect(couponCondition(money, en)).toBe('Spend ¥50, ¥5.5 off')
  })
})
