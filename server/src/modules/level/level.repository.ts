import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/schema.js'
import { effectiveDiscount } from './level.rules.js'
import type { MemberGiftTable, MemberLevelTable } from './level.table.js'
import { COUPON_TYPE_STATUS } from '../coupon/coupon.table.js'
import { LEVEL_STATUS } from './level.table.js'

export type LevelRow = Selectable<MemberLevelTable>
export type GiftRow = Selectable<MemberGiftTable>

/** The levels of a website, lowest threshold first (only those switched on unless `all`). */
export async function listLevels(db: Kysely<Database>, websiteId: number, opts: { all?: boolean } = {}): Promise<LevelRow[]> {
  let q = db.selectFrom('member_level').selectAll().where('website_id', '=', websiteId)
  if (!opts.all) q = q.where('status', '=', LEVEL_STATUS.ON)
  const rows = await q.orderBy('growth').orderBy('level_id').execute()
  return rows.map((r) => ({ ...r, growth: Number(r.growth) }))
}

export async function findLevel(db: Kysely<Database>, websiteId: number, levelId: number): Promise<LevelRow | undefined> {
  const row = await db.selectFrom('member_level').selectAll().where('website_id', '=', websiteId).where('level_id', '=', levelId).executeTakeFirst()
  return row && { ...row, growth: Number(row.growth) }
}

/**
 * Tenths of the goods the member's level takes at checkout (100: none): the level the member holds
 * (member.member_level, a level_id), while it is switched on.
 */
export async function levelDiscountOf(db: Kysely<Database>, websiteId: number, levelId: number): Promise<number> {
  if (!Number.isSafeInteger(levelId) || levelId <= 0) return 100
  const row = await db.selectFrom('member_level').select('discount')
    .where('website_id', '=', websiteId).where('level_id', '=', levelId).where('status', '=', LEVEL_STATUS.ON).executeTakeFirst()
  return row ? effectiveDiscount(Number(row.discount)) : 100
}

/** Members holding each level of the website. */
export async function memberCounts(db: Kysely<Database>, websiteId: number): Promise<Map<number, number>> {
  const rows = await db.selectFrom('member').select(['member_level', (eb) => eb.fn.countAll<number>().as('n')])
    .where('website_id', '=', websiteId).where('member_level', '>', 0).groupBy('member_level').execute()
  return new Map(rows.map((r) => [r.member_level, Number(r.n)]))
}

/** A JSON array of positive integers stored in a text column; anything else is empty. */
export function idList(text: string): number[] {
  try {
    const v = JSON.parse(text)
    return Array.isArray(v) ? [...new Set(v.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0))] : []
  } catch {
    return []
  }
}

/** A JSON array of strings stored in a text column; anything else is empty. */
export function stringList(text: string): string[] {
  try {
    const v = JSON.parse(text)
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []
  } catch {
    return []
  }
}

/** Platform coupon types (site 0) of the website that can be issued now, by id. */
export async function issuablePlatformCouponTypes(db: Kysely<Database>, websiteId: number, ids: number[]) {
  if (!ids.length) return []
  return db.selectFrom('platform_coupon_type')
    .select(['id', 'name', 'type', 'money', 'discount', 'at_least', 'validity_days'])
    .where('website_id', '=', websiteId).where('status', '=', COUPON_TYPE_STATUS.ISSUABLE).where('site_id', '=', 0).where('id', 'in', ids)
    .orderBy('id').execute()
}
