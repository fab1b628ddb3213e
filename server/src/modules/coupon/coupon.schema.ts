import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../catalog/catalog.paging.js'

export const COUPON_KINDS = ['reward', 'discount'] as const
/** 'reward': money off (`money`, fen); 'discount': tenths of the price paid (95 = 9.5折) */
export const CouponKind = StringEnum(COUPON_KINDS, 'CouponKind', "'reward': money off (money, fen); 'discount': tenths of the price paid (95 = 9.5折)")

/** 1 unused, 2 used, 3 expired (coupon.table.ts COUPON_STATE) */
export const CouponState = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], { title: 'CouponState', description: '1 unused, 2 used, 3 expired' })

export const MemberCouponPageBody = Type.Object({
  ...PagingFields,
  /** 1 unused (default), 2 used, 3 expired */
  state: Type.Optional(Type.Integer({ minimum: 1, maximum: 3, description: '1 unused (default), 2 used, 3 expired' })),
})
export type MemberCouponPageInput = Static<typeof MemberCouponPageBody>

/** A coupon as the member's coupon list shows it. */
export const MemberCoupon = Type.Object({
  coupon_id: Type.Integer(),
  coupon_type_id: Type.Integer(),
  coupon_name: Type.String(),
  type: CouponKind,
  money: Type.Integer({ description: "fen, for 'reward'" }),
  discount: Type.Integer({ description: "tenths (95 = 9.5折), for 'discount'" }),
  at_least: Type.Integer({ description: 'fen; 0: no threshold' }),
  state: CouponState,
  get_type: Type.String({ description: "how it was obtained: 'register' …" }),
  start_time: Type.Integer(),
  end_time: Type.Integer({ description: '0: never expires' }),
}, { title: 'MemberCoupon' })
export type MemberCouponView = Static<typeof MemberCoupon>

export const MemberCouponPage = PageOf(MemberCoupon, 'MemberCouponPage')
export type MemberCouponPage = Static<typeof MemberCouponPage>

/** A platform coupon type as the registration reward popup lists it. */
export const CouponType = Type.Object({
  coupon_type_id: Type.Integer(),
  platformcoupon_name: Type.String(),
  type: CouponKind,
  money: Type.Integer({ description: "fen, for 'reward'" }),
  discount: Type.Integer({ description: "tenths (95 = 9.5折), for 'discount'" }),
  at_least: Type.Integer({ description: 'fen; 0: no threshold' }),
  validity_days: Type.Integer({ description: 'days from issue; 0: never expires' }),
}, { title: 'CouponType' })
export type CouponTypeView = Static<typeof CouponType>

export const couponApi = defineEndpoints('coupon', {
  memberPage: {
    method: ['GET', 'POST'], path: '/api/coupon/memberpage', auth: 'member',
    summary: "A page of the caller's coupons in one state, newest first",
    description:
      'state 1 unused (default), 2 used, 3 expired. Unused coupons past end_time are stored as expired before the page is read, so ' +
      '"unused" never shows an expired coupon. Newest first; page_size 10 by default, 50 at most.',
    input: MemberCouponPageBody, response: MemberCouponPage,
  },
})
