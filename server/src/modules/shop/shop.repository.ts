import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { SHOP_STATUS } from './shop.table.js'

export const CARD_COLUMNS = [
  'site_id', 'site_name', 'logo', 'banner', 'address', 'full_address', 'lat', 'lng', 'start_time', 'end_time', 'is_recommend',
] as const

export interface ShopFilter {
  websiteId: number
  keywordPattern?: string
  recommend?: boolean
}

function filtered(db: Kysely<Database>, f: ShopFilter) {
  let q = db.selectFrom('shop').where('website_id', '=', f.websiteId).where('status', '=', SHOP_STATUS.OPEN)
  if (f.keywordPattern !== undefined) q = q.where(sql<boolean>`lower(site_name) like ${f.keywordPattern} escape '\\'`)
  if (f.recommend) q = q.where('is_recommend', '=', 1)
  return q
}

export async function countShops(db: Kysely<Database>, f: ShopFilter): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function pageShops(db: Kysely<Database>, f: ShopFilter, limit: number, offset: number) {
  return filtered(db, f).select(CARD_COLUMNS).orderBy('is_recommend', 'desc').orderBy('site_id').limit(limit).offset(offset).execute()
}

/**
 * Positions of every matching shop, the candidate set of a distance sort: three columns a row, so
 * even a few thousand shops stay cheap; distances are computed in JS (same on both databases).
 */
export async function shopPositions(db: Kysely<Database>, f: ShopFilter) {
  return filtered(db, f).select(['site_id', 'lat', 'lng']).execute()
}

export async function shopsByIds(db: Kysely<Database>, websiteId: number, siteIds: number[]) {
  if (!siteIds.length) return []
  return db.selectFrom('shop').select(CARD_COLUMNS).where('website_id', '=', websiteId).where('site_id', 'in', siteIds).execute()
}

export async function findShop(db: Kysely<Database>, websiteId: number, siteId: number) {
  return db.selectFrom('shop').selectAll().where('site_id', '=', siteId).where('website_id', '=', websiteId).where('status', '=', SHOP_STATUS.OPEN).executeTakeFirst()
}

export async function goodsCounts(db: Kysely<Database>, siteIds: number[]): Promise<Map<number, number>> {
  if (!siteIds.length) return new Map()
  const rows = await db.selectFrom('goods')
    .select(['site_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('site_id', 'in', siteIds)
    .where('status', '=', SHOP_STATUS.OPEN)
    .groupBy('site_id')
    .execute()
  return new Map(rows.map((r) => [r.site_id, Number(r.n)]))
}

// ---- following (0015_shop_follow)

export async function followNum(db: Kysely<Database>, websiteId: number, siteId: number): Promise<number | undefined> {
  const row = await db.selectFrom('shop').select('follow_num').where('site_id', '=', siteId).where('website_id', '=', websiteId).executeTakeFirst()
  return row ? Number(row.follow_num) : undefined
}

export async function isFollowing(db: Kysely<Database>, siteId: number, memberId: number): Promise<boolean> {
  const row = await db.selectFrom('shop_member').select('id').where('site_id', '=', siteId).where('member_id', '=', memberId).executeTakeFirst()
  return row !== undefined
}

/** Inserts the follow row unless it exists; true when this call inserted it. */
export async function insertFollow(trx: Kysely<Database>, v: { websiteId: number; siteId: number; memberId: number; now: number }): Promise<boolean> {
  const rows = await trx.insertInto('shop_member')
    .values({ website_id: v.websiteId, site_id: v.siteId, member_id: v.memberId, created_at: v.now })
    .onConflict((oc) => oc.columns(['site_id', 'member_id']).doNothing())
    .returning('id')
    .execute()
  return rows.length === 1
}

export async function deleteFollow(trx: Kysely<Database>, siteId: number, memberId: number): Promise<boolean> {
  const r = await trx.deleteFrom('shop_member').where('site_id', '=', siteId).where('member_id', '=', memberId).executeTakeFirst()
  return Number(r.numDeletedRows) === 1
}

export async function addFollowNum(trx: Kysely<Database>, siteId: number, delta: 1 | -1): Promise<void> {
  let q = trx.updateTable('shop').set((eb) => ({ follow_num: eb(eb.ref('follow_num'), delta > 0 ? '+' : '-', 1) })).where('site_id', '=', siteId)
  if (delta < 0) q = q.where('follow_num', '>', 0)
  await q.execute()
}

export async function countFollows(db: Kysely<Database>, websiteId: number, memberId: number, openOnly = false): Promise<number> {
  let q = db.selectFrom('shop_member').where('shop_member.member_id', '=', memberId).where('shop_member.website_id', '=', websiteId)
  if (openOnly) q = q.innerJoin('shop', 'shop.site_id', 'shop_member.site_id').where('shop.status', '=', SHOP_STATUS.OPEN)
  const row = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function pageFollowedShops(db: Kysely<Database>, websiteId: number, memberId: number, limit: number, offset: number) {
  return db.selectFrom('shop_member')
    .innerJoin('shop', 'shop.site_id', 'shop_member.site_id')
    .select(CARD_COLUMNS.map((c) => `shop.${c}` as const))
    .select(['shop.follow_num', 'shop_member.created_at as follow_time'])
    .where('shop_member.member_id', '=', memberId)
    .where('shop_member.website_id', '=', websiteId)
    .where('shop.status', '=', SHOP_STATUS.OPEN)
    .orderBy('shop_member.created_at', 'desc')
    .orderBy('shop_member.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute()
}

// ---- categories and stores

/** The distinct category paths ('1,5,23') of the shop's goods on sale. */
export async function shopCategoryPaths(db: Kysely<Database>, websiteId: number, siteId: number): Promise<string[]> {
  const rows = await db.selectFrom('goods').select('category_path').distinct()
    .where('site_id', '=', siteId).where('website_id', '=', websiteId).where('status', '=', SHOP_STATUS.OPEN).execute()
  return rows.map((r) => r.category_path)
}

export async function categoriesByIds(db: Kysely<Database>, websiteId: number, ids: number[]) {
  if (!ids.length) return []
  return db.selectFrom('goods_category').select(['category_id', 'pid', 'level', 'category_name', 'image', 'sort'])
    .where('website_id', '=', websiteId).where('category_id', 'in', ids)
    .orderBy('sort').orderBy('category_id').execute()
}

export async function shopStores(db: Kysely<Database>, websiteId: number, siteId: number) {
  return db.selectFrom('pickup_store').select(['store_id', 'store_name', 'telephone', 'full_address', 'lat', 'lng', 'open_date'])
    .where('website_id', '=', websiteId).where('site_id', '=', siteId).where('status', '=', SHOP_STATUS.OPEN)
    .orderBy('store_id').execute()
}
