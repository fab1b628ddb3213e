import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { COUPON_STATE } from './coupon.table.js'

export async function findActiveCouponTypes(db: Kysely<Database>, websiteId: number, ids: number[]) {
  if (!ids.length) return []
  return db.selectFrom('platform_coupon_type')
    .select(['id', 'name', 'type', 'money', 'discount', 'at_least', 'validity_days'])
    .where('website_id', '=', websiteId).where('status', '=', 1).where('id', 'in', ids)
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
        get_type: g.getType, relate_tag: g.relateTag, start_time: g.now,
        end_time: type.validity_days > 0 ? g.now + type.validity_days * 86400 : 0, created_at: g.now,
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
    base.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, count: Number(total.n) }
}
