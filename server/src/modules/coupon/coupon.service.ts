import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { pageResult, paging } from '../catalog/catalog.paging.js'
import { expireMemberCoupons, pageMemberCoupons } from './coupon.repository.js'
import type { CouponTypeView, MemberCouponPage, MemberCouponPageInput } from './coupon.schema.js'
import { COUPON_STATE } from './coupon.table.js'

/** The caller's own coupons in one state, newest first. */
export async function memberCouponPage(ctx: RequestContext, input: MemberCouponPageInput): Promise<MemberCouponPage> {
  const memberId = requireMember(ctx)
  const p = paging(input)
  // the expiry is a stored state: settle it before listing, so "unused" never shows an expired coupon
  await expireMemberCoupons(ctx.db, ctx.websiteId, memberId, nowSeconds())
  const { rows, count } = await pageMemberCoupons(ctx.db, ctx.websiteId, memberId, input.state ?? COUPON_STATE.UNUSED, p.pageSize, p.offset)
  return pageResult(rows.map((r) => ({
    coupon_id: r.id,
    coupon_type_id: r.coupon_type_id,
    coupon_name: r.name,
    type: r.type,
    money: Number(r.money),
    discount: r.discount,
    at_least: Number(r.at_least),
    state: r.state as MemberCouponPage['list'][number]['state'],
    get_type: r.get_type,
    start_time: Number(r.start_time),
    end_time: Number(r.end_time),
  })), count, p.pageSize)
}

export function couponTypeView(t: { id: number; name: string; type: 'reward' | 'discount'; money: number; discount: number; at_least: number; validity_days: number }): CouponTypeView {
  return {
    coupon_type_id: t.id,
    platformcoupon_name: t.name,
    type: t.type,
    money: Number(t.money),
    discount: t.discount,
    at_least: Number(t.at_least),
    validity_days: t.validity_days,
  }
}
