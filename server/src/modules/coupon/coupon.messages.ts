import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Coupon codes: -21001 … -21049 (receiving, and using one at checkout). */
export const CouponError = defineErrors('coupon', {
  /** the coupon type is withdrawn, hidden, expired, or not of this website */
  NOT_RECEIVABLE: -21001,
  /** every coupon of the type has been handed out */
  SOLD_OUT: -21002,
  /** the member holds as many of the type as max_fetch allows */
  FETCH_LIMIT: -21003,
  /** checkout: not the caller's, not unused, expired, of another shop, or its threshold not met */
  NOT_USABLE: -21004,
  /** checkout: the coupon was used by another order meanwhile */
  TAKEN: -21005,
  /** the coupon type is unknown, hidden or withdrawn (or of another website) */
  TYPE_NOT_FOUND: -21006,
})

addMessages({
  'zh-cn': {
    coupon_not_receivable: '该优惠券不可领取',
    coupon_sold_out: '优惠券已被领完',
    coupon_fetch_limit: '已达到该优惠券的领取上限',
    coupon_not_usable: '优惠券不可用',
    coupon_taken: '优惠券已被使用',
    coupon_type_not_found: '优惠券不存在或已下架',
  },
  'en-us': {
    coupon_not_receivable: 'This coupon cannot be received',
    coupon_sold_out: 'All of these coupons have been handed out',
    coupon_fetch_limit: 'You already hold as many of this coupon as allowed',
    coupon_not_usable: 'This coupon cannot be used',
    coupon_taken: 'This coupon has already been used',
    coupon_type_not_found: 'This coupon does not exist or has been withdrawn',
  },
})
