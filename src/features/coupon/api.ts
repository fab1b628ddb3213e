import {
  CouponError, couponGoodsCouponTypes, couponMemberPage, couponReceive, couponTypeInfo,
  type CouponReceived, type MemberCouponPage, type ReceivableCouponType,
} from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import type { ReceiveState } from './receive'

export type { CouponReceived, MemberCoupon, MemberCouponPage, ReceivableCouponType } from '@/services/api/contract.gen'

/** The shop's and the platform's coupons a buyer of this goods may receive. */
export function fetchGoodsCoupons(goodsId: number): Promise<ReceivableCouponType[]> {
  return couponGoodsCouponTypes({ goods_id: goodsId })
}

export type TypeInfoResult = { ok: true; type: ReceivableCouponType } | { ok: false; notFound: boolean }

/** One coupon type for the receive page; notFound: unknown, hidden or withdrawn (no toast: the page says it). */
export async function fetchCouponTypeInfo(couponTypeId: number): Promise<TypeInfoResult> {
  try {
    return { ok: true, type: await couponTypeInfo({ coupon_type_id: couponTypeId }, { silent: true }) }
  } catch (err) {
    return { ok: false, notFound: err instanceof ApiError && err.code === CouponError.TYPE_NOT_FOUND }
  }
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
