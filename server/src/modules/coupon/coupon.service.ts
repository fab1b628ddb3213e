import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { pageResult, paging } from '../../http/paging.js'
import { DomainError } from '../../http/errors.js'
import { expireMemberCoupons, heldCounts, pageMemberCoupons, receivableCouponTypes, shownCouponType } from './coupon.repository.js'
import { CouponError } from './coupon.messages.js'
import type {
  CouponReceiveInput, CouponTypeInfoInput, CouponTypeView, GoodsCouponTypesInput, MemberCouponPage, MemberCouponPageInput, ReceivableCouponTypeView,
} from './coupon.schema.js'
import { COUPON_STATE, COUPON_TYPE_STATUS } from './coupon.table.js'

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
    site_id: r.site_id,
    site_name: r.site_id ? r.site_name ?? '' : '',
    use_time: Number(r.use_time),
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

/** The coupons a buyer of the goods may receive: its shop's and the platform's, with what the caller may still take. */
export async function goodsCouponTypes(ctx: RequestContext, input: GoodsCouponTypesInput): Promise<ReceivableCouponTypeView[]> {
  // status 1: GOODS_STATUS.ON_SALE, not importable here (goods reaches coupon: a module circle)
  const goods = await ctx.db.selectFrom('goods').select(['site_id']).where('goods_id', '=', input.goods_id)
    .where('website_id', '=', ctx.websiteId).where('status', '=', 1).executeTakeFirst()
  if (!goods) return []
  const now = nowSeconds()
  const types = await receivableCouponTypes(ctx.db, ctx.websiteId, [goods.site_id, 0], now)
  const held = ctx.memberId ? await heldCounts(ctx.db, ctx.memberId, types.map((t) => t.id)) : new Map<number, number>()
  return types.map((t) => receivableView(t, held.get(t.id) ?? 0, now))
}

type ReceivableRow = NonNullable<Awaited<ReturnType<typeof shownCouponType>>>

/** A receivable type with what the caller holds; can_receive also says no when it is expired or sold out. */
function receivableView(t: ReceivableRow, received: number, now: number): ReceivableCouponTypeView {
  const expired = Number(t.end_time) > 0 && Number(t.end_time) <= now
  const soldOut = t.count > 0 && t.lead_count >= t.count
  return {
    coupon_type_id: t.id,
    site_id: t.site_id,
    site_name: t.site_id ? t.site_name ?? '' : '',
    coupon_name: t.name,
    type: t.type,
    money: Number(t.money),
    discount: t.discount,
    at_least: Number(t.at_least),
    validity_days: t.validity_days,
    end_time: Number(t.end_time),
    count: t.count,
    lead_count: t.lead_count,
    max_fetch: t.max_fetch,
    received,
    can_receive: !expired && !soldOut && (t.max_fetch === 0 || received < t.max_fetch) ? 1 : 0,
  }
}

/** One receivable type for the receive page; unknown, hidden and withdrawn types answer -21006. */
export async function couponTypeInfo(ctx: RequestContext, input: CouponTypeInfoInput): Promise<ReceivableCouponTypeView> {
  const t = await shownCouponType(ctx.db, ctx.websiteId, input.coupon_type_id)
  if (!t) throw new DomainError(CouponError.TYPE_NOT_FOUND, 'coupon_type_not_found')
  const received = ctx.memberId ? (await heldCounts(ctx.db, ctx.memberId, [t.id])).get(t.id) ?? 0 : 0
  return receivableView(t, received, nowSeconds())
}

/**
 * One coupon of a type for the caller. The issue count is taken by a guarded update, which also locks the
 * type's row until the transaction ends, so concurrent receivers of one type queue there; the per-member
 * limit is then counted after inserting, within the transaction, and an excess rolls everything back.
 */
export async function receiveCoupon(ctx: RequestContext, input: CouponReceiveInput) {
  const memberId = requireMember(ctx)
  const now = nowSeconds()
  return ctx.db.transaction().execute(async (trx) => {
    const type = await trx.selectFrom('platform_coupon_type').selectAll()
      .where('id', '=', input.coupon_type_id).where('website_id', '=', ctx.websiteId).executeTakeFirst()
    if (!type || type.status !== COUPON_TYPE_STATUS.ISSUABLE || type.is_show !== 1 || (Number(type.end_time) > 0 && Number(type.end_time) <= now)) {
      throw new DomainError(CouponError.NOT_RECEIVABLE, 'coupon_not_receivable')
    }
    const taken = await trx.updateTable('platform_coupon_type')
      .set((eb) => ({ lead_count: eb(eb.ref('lead_count'), '+', 1) }))
      .where('id', '=', type.id)
      .where((eb) => eb.or([eb('count', '=', 0), eb('lead_count', '<', eb.ref('count'))]))
      .executeTakeFirst()
    if (Number(taken.numUpdatedRows) !== 1) throw new DomainError(CouponError.SOLD_OUT, 'coupon_sold_out')
    const endTime = Number(type.end_time) > 0 ? Number(type.end_time) : type.validity_days > 0 ? now + type.validity_days * 86400 : 0
    const { id } = await trx.insertInto('member_coupon').values({
      website_id: ctx.websiteId, member_id: memberId, coupon_type_id: type.id, name: type.name, type: type.type,
      money: Number(type.money), discount: type.discount, at_least: Number(type.at_least), state: COUPON_STATE.UNUSED,
      get_type: 'receive', relate_tag: '', start_time: now, end_time: endTime, created_at: now, site_id: type.site_id,
    }).returning('id').executeTakeFirstOrThrow()
    const held = (await heldCounts(trx, memberId, [type.id])).get(type.id) ?? 0
    if (type.max_fetch > 0 && held > type.max_fetch) throw new DomainError(CouponError.FETCH_LIMIT, 'coupon_fetch_limit')
    return { coupon_id: id, end_time: endTime, can_receive: type.max_fetch === 0 || held < type.max_fetch ? 1 : 0 }
  })
}
