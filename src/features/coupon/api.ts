import {
  CouponError, couponGoodsCouponTypes, couponMemberPage, couponReceive,
  type CouponReceived, type MemberCouponPage, type ReceivableCouponType,
} from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import type { ReceiveState } from './receive'

export type { CouponReceived, MemberCoupon, MemberCouponPage, ReceivableCouponType } from '@/services/api/contract.gen'

/** The shop's and the platform's coupons a buyer of this goods may receive. */
export function fetchGoodsCoupons(goodsId: number): Promise<ReceivableCouponType[]> {
  return couponGoodsCouponTypes({ goods_id: goodsId })
}

/** 1 unused, 2 used, 3 expired */
export function fetchMemberCoupons(state: 1 | 2 | 3, page: number, pageSize: number): Promise<MemberCouponPage> {
  return couponMemberPage({ state, page, page_size: pageSize })
}

export type ReceiveResult = { ok: true; received: CouponReceived } | { ok: false; state: ReceiveState | null }

/**
 * Receives one coupon. A refusal's message is shown by the request layer (in the caller's language);
 * its code says which state the button moves to (null: a failure that changes nothing, e.g. network).
 */
export async function receiveCoupon(couponTypeId: number): Promise<ReceiveResult> {
  try {
    return { ok: true, received: await couponReceive({ coupon_type_id: couponTypeId }) }
  } catch (err) {
    return { ok: false, state: err instanceof ApiError ? stateOfRefusal(err.code) : null }
  }
}

export function stateOfRefusal(code: number): ReceiveState | null {
  switch (code) {
    case CouponError.SOLD_OUT:
      return 'soldout'
    case CouponError.FETCH_LIMIT:
      return 'limit'
    case CouponError.NOT_RECEIVABLE:
      return 'unavailable'
    default:
      return null
  }
}
