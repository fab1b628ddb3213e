import '@/features/member/i18n'
import type { Translate } from '@/utils/date'
import type { RewardConfig, RewardCoupon } from './api'

const num = (v: unknown): number => {
  const n = Number(v)
  return Number.isFinite(n) ? n : 0
}

/** The reward's value as the contract answers it; the helpers also take a part of it. */
export type RewardValue = Partial<RewardConfig['value']>

/** The coupons of the reward: the listed ones, else as many as the configured ids. */
export function rewardCouponCount(value: RewardValue | null | undefined): number {
  if (!value) return 0
  if (Array.isArray(value.coupon_list) && value.coupon_list.length) return value.coupon_list.length
  return Array.isArray(value.coupon) ? value.coupon.length : 0
}

/**
 * Spec section 9: the registration reward is shown only if enabled and any of point, balance, growth
 * or coupon is above zero.
 */
export function rewardShows(config: { is_use: number; value: RewardValue | null } | null | undefined): boolean {
  if (!config || !num(config.is_use) || !config.value) return false
  const v = config.value
  return num(v.point) > 0 || num(v.balance) > 0 || num(v.growth) > 0 || rewardCouponCount(v) > 0
}

/** Integer fen as short yuan for coupon texts: 1000 -> '10', 1050 -> '10.5', 1005 -> '10.05'. */
export function yuanText(fen: number): string {
  const f = Math.round(num(fen))
  const sign = f < 0 ? '-' : ''
  const abs = Math.abs(f)
  const cents = abs % 100
  const int = String(Math.floor(abs / 100))
  if (!cents) return sign + int
  return `${sign}${int}.${String(cents).padStart(2, '0').replace(/0$/, '')}`
}

/** Discount in tenths as the 折 number: 95 -> '9.5', 80 -> '8'. */
export function discountText(tenths: number): string {
  const d = Math.round(num(tenths))
  return d % 10 ? `${Math.floor(d / 10)}.${d % 10}` : String(d / 10)
}

/**
 * 'discount' coupons: 满{at_least}元{discount}折; any other type: 满{at_least}元减{money}元; a zero
 * threshold reads 无门槛. Keys: member:reward.coupon.{discount,money}[NoThreshold].
 */
export function couponCondition(c: Pick<RewardCoupon, 'type'> & Partial<RewardCoupon>, t: Translate): string {
  const atLeast = num(c.at_least)
  const suffix = atLeast > 0 ? '' : 'NoThreshold'
  if (c.type === 'discount') {
    const d = Math.round(num(c.discount))
    return t(`member:reward.coupon.discount${suffix}`, { atLeast: yuanText(atLeast), discount: discountText(d), off: 100 - d })
  }
  return t(`member:reward.coupon.money${suffix}`, { atLeast: yuanText(atLeast), money: yuanText(num(c.money)) })
}
