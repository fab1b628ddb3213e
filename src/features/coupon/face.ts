import type { MemberCoupon, ReceivableCouponType } from '@/services/api/contract.gen'
import type { CouponFace } from './format'

export function memberCouponFace(c: MemberCoupon): CouponFace {
  return {
    name: c.coupon_name, type: c.type, money: c.money, discount: c.discount, at_least: c.at_least,
    site_name: c.site_name, start_time: c.start_time, end_time: c.end_time,
  }
}

/** A type not received yet: a fixed end_time, else validity_days from receipt. */
export function couponTypeFace(c: ReceivableCouponType): CouponFace {
  const base = { name: c.coupon_name, type: c.type, money: c.money, discount: c.discount, at_least: c.at_least, site_name: c.site_name }
  return c.end_time > 0 ? { ...base, end_time: c.end_time } : { ...base, validity_days: c.validity_days }
}
