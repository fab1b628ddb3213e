import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

export const CARD_COLUMNS = [
  'site_id', 'site_name', 'logo', 'banner', 'address', 'full_address', 'lat', 'lng', 'start_time', 'end_time', 'is_recommend',
] as const

export interface ShopFilter {
  websiteId: number
  keywordPattern?: string
  recommend?: boolean
}

function filtered(db: Kysely<Database>, f: ShopFilter) {
  let q = db.selectFrom('shop').where('website_id', '=', f.websiteId).where('status', '=', 1)
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
  return db.selectFrom('shop').selectAll().where('site_id', '=', siteId).where('website_id', '=', websiteId).where('status', '=', 1).executeTakeFirst()
}

export async function goodsCounts(db: Kysely<Database>, siteIds: number[]): Promise<Map<number, number>> {
  if (!siteIds.length) return new Map()
  const rows = await db.selectFrom('goods')
    .select(['site_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('site_id', 'in', siteIds)
    .where('status', '=', 1)
    .groupBy('site_id')
    .execute()
  return new Map(rows.map((r) => [r.site_id, Number(r.n)]))
}
