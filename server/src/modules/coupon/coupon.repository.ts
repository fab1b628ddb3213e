import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { COUPON_STATE, COUPON_TYPE_STATUS } from './coupon.table.js'

export async function findActiveCouponTypes(db: Kysely<Database>, websiteId: number, ids: number[]) {
  if (!ids.length) return []
  return db.selectFrom('platform_coupon_type')
    .select(['id', 'name', 'type', 'money', 'discount', 'at_least', 'validity_days', 'site_id', 'end_time'])
    .where('website_id', '=', websiteId).where('status', '=', COUPON_TYPE_STATUS.ISSUABLE).where('id', 'in', ids)
    .orderBy('id').execute()
}

export interface CouponGrant {
  websiteId: number
  memberId: number
  typeIds: number[]
  getType: string
  /** names the grant: one coupon per (member, type, getType, relateTag) */
  relateTag: string
  now: number
}

/**
 * Issues one coupon of each active type to a member, with the validity counted from `now`.
 * A grant already made (same member, type, getType and relateTag) issues nothing again.
 * Answers the ids of the types actually issued.
 */
export async function issueCoupons(trx: Kysely<Database>, g: CouponGrant): Promise<number[]> {
  if (!g.relateTag) throw new Error('a coupon grant needs a relate tag')
  const types = await findActiveCouponTypes(trx, g.websiteId, [...new Set(g.typeIds)])
  const issued: number[] = []
  for (const type of types) {
    const res = await trx.insertInto('member_coupon')
      .values({
        website_id: g.websiteId, member_id: g.memberId, coupon_type_id: type.id, name: type.name, type: type.type,
        money: type.money, discount: type.discount, at_least: type.at_least, state: COUPON_STATE.UNUSED,
        get_type: g.getType, relate_tag: g.relateTag, start_time: g.now, site_id: type.site_id,
        end_time: Number(type.end_time) > 0 ? Number(type.end_time) : type.validity_days > 0 ? g.now + type.validity_days * 86400 : 0, created_at: g.now,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst()
    if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) issued.push(type.id)
  }
  return issued
}

/** Unused coupons past their end become expired (guarded: only state 1 moves). */
export async function expireMemberCoupons(db: Kysely<Database>, websiteId: number, memberId: number, now: number) {
  await db.updateTable('member_coupon').set({ state: COUPON_STATE.EXPIRED })
    .where('website_id', '=', websiteId).where('member_id', '=', memberId)
    .where('state', '=', COUPON_STATE.UNUSED).where('end_time', '>', 0).where('end_time', '<', now)
    .execute()
}

export async function pageMemberCoupons(db: Kysely<Database>, websiteId: number, memberId: number, state: number, limit: number, offset: number) {
  const base = db.selectFrom('member_coupon').where('website_id', '=', websiteId).where('member_id', '=', memberId).where('state', '=', state)
  const [rows, total] = await Promise.all([
    base.selectAll('member_coupon')
      .select((eb) => eb.selectFrom('shop').select('shop.site_name').whereRef('shop.site_id', '=', 'member_coupon.site_id').as('site_name'))
      .orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, count: Number(total.n) }
}

/** Receivable coupon types of the given shops (0: the platform's): shown, issuable, not past end_time, not sold out. */
export async function receivableCouponTypes(db: Kysely<Database>, websiteId: number, siteIds: number[], now: number) {
  return db.selectFrom('platform_coupon_type as t')
    .leftJoin('shop as s', 's.site_id', 't.site_id')
    .select(['t.id', 't.site_id', 's.site_name', 't.name', 't.type', 't.money', 't.discount', 't.at_least', 't.validity_days', 't.end_time', 't.count', 't.lead_count', 't.max_fetch'])
    .where('t.website_id', '=', websiteId).where('t.site_id', 'in', siteIds).where('t.status', '=', COUPON_TYPE_STATUS.ISSUABLE).where('t.is_show', '=', 1)
    .where((eb) => eb.or([eb('t.end_time', '=', 0), eb('t.end_time', '>', now)]))
    .where((eb) => eb.or([eb('t.count', '=', 0), eb('t.lead_count', '<', eb.ref('t.count'))]))
    .orderBy('t.site_id', 'desc').orderBy('t.id')
    .execute()
}

/** One shown, issuable coupon type (expired or sold out ones too: the receive page says so); undefined when unknown, hidden or withdrawn. */
export async function shownCouponType(db: Kysely<Database>, websiteId: number, id: number) {
  return db.selectFrom('platform_coupon_type as t')
    .leftJoin('shop as s', 's.site_id', 't.site_id')
    .select(['t.id', 't.site_id', 's.site_name', 't.name', 't.type', 't.money', 't.discount', 't.at_least', 't.validity_days', 't.end_time', 't.count', 't.lead_count', 't.max_fetch'])
    .where('t.website_id', '=', websiteId).where('t.id', '=', id).where('t.status', '=', COUPON_TYPE_STATUS.ISSUABLE).where('t.is_show', '=', 1)
    .executeTakeFirst()
}

/** How many coupons of each type a member holds (whatever their state). */
export async function heldCounts(db: Kysely<Database>, memberId: number, typeIds: number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>()
  if (!typeIds.length) return map
  const rows = await db.selectFrom('member_coupon').select(['coupon_type_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('member_id', '=', memberId).where('coupon_type_id', 'in', typeIds).groupBy('coupon_type_id').execute()
  for (const r of rows) map.set(r.coupon_type_id, Number(r.n))
  return map
}

/** A member's unused, unexpired coupons of the given shops (0: platform coupons). */
export async function usableMemberCoupons(db: Kysely<Database>, websiteId: number, memberId: number, siteIds: number[], now: number) {
  if (!siteIds.length) return []
  return db.selectFrom('member_coupon')
    .select(['id', 'coupon_type_id', 'site_id', 'name', 'type', 'money', 'discount', 'at_least', 'start_time', 'end_time'])
    .where('website_id', '=', websiteId).where('member_id', '=', memberId).where('state', '=', COUPON_STATE.UNUSED)
    .where('site_id', 'in', siteIds).where('start_time', '<=', now)
    .where((eb) => eb.or([eb('end_time', '=', 0), eb('end_time', '>', now)]))
    .orderBy('id').execute()
}

/**
 * Takes an unused coupon for an order (state 1 -> 2), guarded: answers false when no row moved (used
 * meanwhile, expired, or not the member's).
 */
export async function useCoupon(trx: Kysely<Database>, p: { websiteId: number; memberId: number; couponId: number; orderId: number; now: number }): Promise<boolean> {
  const res = await trx.updateTable('member_coupon')
    .set({ state: COUPON_STATE.USED, use_time: p.now, use_order_id: p.orderId })
    .where('id', '=', p.couponId).where('website_id', '=', p.websiteId).where('member_id', '=', p.memberId)
    .where('state', '=', COUPON_STATE.UNUSED)
    .where((eb) => eb.or([eb('end_time', '=', 0), eb('end_time', '>', p.now)]))
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}
