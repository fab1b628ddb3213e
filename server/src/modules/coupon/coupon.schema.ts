import { Type, type Static } from '@sinclair/typebox'
import { PagingFields } from '../catalog/catalog.paging.js'

export const MemberCouponPageBody = Type.Object({
  ...PagingFields,
  /** 1 unused (default), 2 used, 3 expired */
  state: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
})
export type MemberCouponPageInput = Static<typeof MemberCouponPageBody>

/** A coupon as the member's coupon list shows it. */
export interface MemberCouponView {
  coupon_id: number
  coupon_type_id: number
  coupon_name: string
  type: 'reward' | 'discount'
  /** fen, for 'reward' */
  money: number
  /** tenths (95 = 9.5折), for 'discount' */
  discount: number
  /** fen; 0: no threshold */
  at_least: number
  state: number
  get_type: string
  start_time: number
  /** 0: never expires */
  end_time: number
}

/** A platform coupon type as the registration reward popup lists it. */
export interface CouponTypeView {
  coupon_type_id: number
  platformcoupon_name: string
  type: 'reward' | 'discount'
  money: number
  discount: number
  at_least: number
  validity_days: number
}
