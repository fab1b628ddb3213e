import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, IntegerEnum, PageOf, StringEnum } from '../../contract/endpoint.js'
import { CouponError } from './coupon.messages.js'
import { COUPON_STATE } from './coupon.table.js'
import { PagingFields } from '../../http/paging.js'

export const COUPON_KINDS = ['reward', 'discount'] as const
/** 'reward': money off (`money`, fen); 'discount': tenths of the price paid (95 = 9.5折) */
export const CouponKind = StringEnum(COUPON_KINDS, 'CouponKind', "'reward': money off (money, fen); 'discount': tenths of the price paid (95 = 9.5折)")

export const CouponState = IntegerEnum(COUPON_STATE, 'CouponState', '1 unused, 2 used, 3 expired')

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
  get_type: Type.String({ description: "how it was obtained: 'register', 'receive' …" }),
  start_time: Type.Integer(),
  end_time: Type.Integer({ description: '0: never expires' }),
  site_id: Type.Integer({ description: 'the shop it is for; 0: a platform coupon (usable in every shop)' }),
  site_name: Type.String({ description: "the shop's name; '' for a platform coupon" }),
  use_time: Type.Integer({ description: 'when it was used; 0: not used' }),
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

export const GoodsCouponTypesBody = Type.Object({ goods_id: Id() })
export type GoodsCouponTypesInput = Static<typeof GoodsCouponTypesBody>

/** A coupon type a member may receive (goods detail, coupon receive page). */
export const ReceivableCouponType = Type.Object({
  coupon_type_id: Type.Integer(),
  site_id: Type.Integer({ description: '0: a platform coupon' }),
  site_name: Type.String({ description: "'' for a platform coupon" }),
  coupon_name: Type.String(),
  type: CouponKind,
  money: Type.Integer({ description: "fen, for 'reward'" }),
  discount: Type.Integer({ description: "tenths (95 = 9.5折), for 'discount'" }),
  at_least: Type.Integer({ description: 'fen; 0: no threshold' }),
  validity_days: Type.Integer({ description: 'days from receiving; 0: see end_time' }),
  end_time: Type.Integer({ description: 'a fixed last moment; 0: validity_days counts' }),
  count: Type.Integer({ description: 'issued at most; 0: unlimited' }),
  lead_count: Type.Integer({ description: 'issued so far' }),
  max_fetch: Type.Integer({ description: 'per member; 0: unlimited' }),
  received: Type.Integer({ description: 'how many of it the caller holds (0 for visitors)' }),
  can_receive: Type.Integer({ description: '1: the caller (or a visitor after login) can still receive one' }),
}, { title: 'ReceivableCouponType' })
export type ReceivableCouponTypeView = Static<typeof ReceivableCouponType>

export const CouponTypeInfoBody = Type.Object({ coupon_type_id: Id() })
export type CouponTypeInfoInput = Static<typeof CouponTypeInfoBody>

export const CouponReceiveBody = Type.Object({ coupon_type_id: Id() })
export type CouponReceiveInput = Static<typeof CouponReceiveBody>

export const CouponReceived = Type.Object({
  coupon_id: Type.Integer({ description: 'the new member_coupon id' }),
  end_time: Type.Integer({ description: '0: never expires' }),
  can_receive: Type.Integer({ description: '1: the caller may receive another one' }),
}, { title: 'CouponReceived' })

export const couponApi = defineEndpoints('coupon', {
  goodsCouponTypes: {
    method: ['GET', 'POST'], path: '/api/coupon/goodscoupontypelist',
    summary: "The coupons a goods' buyer may receive: its shop's and the platform's",
    description:
      'Coupon types with is_show 1 and status 1, not past end_time and not sold out, of the goods\' shop and of the platform ' +
      '(site_id 0). For a member, received and can_receive say what the per-member limit (max_fetch) still allows. ' +
      'An unknown or off-sale goods answers an empty list.',
    input: GoodsCouponTypesBody, response: Type.Array(ReceivableCouponType),
  },
  typeInfo: {
    method: ['GET', 'POST'], path: '/api/coupon/typeinfo',
    summary: 'One receivable coupon type (the coupon receive page)',
    description:
      'The type as the goods coupon list shows it. A type past end_time or with none left is still answered, with can_receive 0 ' +
      '(the page says why from end_time, count and lead_count). For a member, received and can_receive also count the per-member ' +
      'limit max_fetch. -21006 the type is unknown, hidden (is_show 0), withdrawn (status not 1) or of another website.',
    input: CouponTypeInfoBody, response: ReceivableCouponType,
    errors: [CouponError.TYPE_NOT_FOUND],
  },
  receive: {
    method: 'POST', path: '/api/coupon/receive', auth: 'member',
    summary: 'Receive one coupon of a type',
    description:
      'The issue count is taken by a guarded update (lead_count < count), and the per-member limit max_fetch is checked ' +
      'after inserting, in the same transaction, so concurrent taps never exceed either. -21001 the type is withdrawn, hidden or ' +
      'expired; -21002 none left; -21003 the caller holds max_fetch of it already. The validity runs from now (validity_days) or ' +
      'to the type\'s end_time.',
    input: CouponReceiveBody, response: CouponReceived,
    errors: [CouponError.NOT_RECEIVABLE, CouponError.SOLD_OUT, CouponError.FETCH_LIMIT],
  },
  memberPage: {
    method: ['GET', 'POST'], path: '/api/coupon/memberpage', auth: 'member',
    summary: "A page of the caller's coupons in one state, newest first",
    description:
      'state 1 unused (default), 2 used, 3 expired. Unused coupons past end_time are stored as expired before the page is read, so ' +
      '"unused" never shows an expired coupon. Newest first; page_size 10 by default, 50 at most. site_id / site_name name the shop ' +
      'of a shop coupon (0 / \'\' for platform coupons).',
    input: MemberCouponPageBody, response: MemberCouponPage,
  },
})
