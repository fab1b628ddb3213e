import type { Generated } from 'kysely'

export type CouponKind = 'reward' | 'discount'

/** A coupon the platform hands out: money off (`money`, fen) or a discount in tenths (95 = 9.5折). */
export interface PlatformCouponTypeTable {
  id: Generated<number>
  website_id: number
  name: string
  type: CouponKind
  /** fen, for 'reward' */
  money: Generated<number>
  /** tenths of the price paid, for 'discount' (95 = 9.5折) */
  discount: Generated<number>
  /** the order must reach this amount (fen); 0: no threshold */
  at_least: Generated<number>
  /** days from issue; 0: never expires */
  validity_days: number
  /** COUPON_TYPE_STATUS: 1 can be issued, 0 withdrawn */
  status: Generated<number>
  created_at: number
  // added by 0011_buying
  /** the shop that gives it; 0: the platform */
  site_id: Generated<number>
  /** how many may be issued; 0: unlimited (guarded: lead_count < count) */
  count: Generated<number>
  /** how many were issued */
  lead_count: Generated<number>
  /** per member; 0: unlimited */
  max_fetch: Generated<number>
  /** 1: members may receive it themselves */
  is_show: Generated<number>
  /** a fixed expiry instead of validity_days; 0: use validity_days */
  end_time: Generated<number>
}

/** platform_coupon_type.status */
export const COUPON_TYPE_STATUS = { WITHDRAWN: 0, ISSUABLE: 1 } as const

export const COUPON_STATE = { UNUSED: 1, USED: 2, EXPIRED: 3 } as const

/** A coupon a member holds: a snapshot of its type at issue time. */
export interface MemberCouponTable {
  id: Generated<number>
  website_id: number
  member_id: number
  coupon_type_id: number
  name: string
  type: CouponKind
  money: number
  discount: number
  at_least: number
  /** 1 unused, 2 used, 3 expired */
  state: Generated<number>
  /** how it was obtained: 'register' … */
  get_type: string
  /** with get_type, the grant it came from ('' when the grant may repeat) */
  relate_tag: Generated<string>
  start_time: number
  /** 0: never expires */
  end_time: number
  created_at: number
  // added by 0011_buying
  /** the shop it is for; 0: a platform coupon */
  site_id: Generated<number>
  use_time: Generated<number>
  use_order_id: Generated<number>
}

export interface CouponTables {
  platform_coupon_type: PlatformCouponTypeTable
  member_coupon: MemberCouponTable
}
