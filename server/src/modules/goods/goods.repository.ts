import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Dialect } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { GoodsOrder } from './goods.schema.js'
import { GOODS_STATUS } from './goods.table.js'

export interface GoodsFilter {
  websiteId: number
  /** the keyword's words (searchTokens): a phrase looked up in the search index */
  searchTokens?: string[]
  /** the category's own path ('1,5'): goods in it or below it */
  categoryPath?: string
  siteId?: number
  brandId?: number
  recommend?: boolean
}

/** the first code point indexed as a word of its own (as migration 0014 spaces the indexed text) */
const CJK_FROM = 0x2e80

/**
 * A keyword as the index holds words: CJK characters one by one, other runs of letters and digits
 * whole, lower case; everything else (punctuation, %, _, quotes, operators) separates words and is
 * never part of a query. At most 32 words.
 */
export function searchTokens(keyword: string): string[] {
  const spaced = keyword.toLowerCase().replace(/[\u{2e80}-\u{10ffff}]/gu, (c) => ` ${c} `)
  return spaced.split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 32)
}

const isCjk = (token: string) => token.codePointAt(0)! >= CJK_FROM
/** A partly typed last word ('gre') finds 'green'; a CJK character is whole already. */
const prefixLast = (tokens: string[]) => !isCjk(tokens[tokens.length - 1])

/** FTS5: the words as one phrase (tokens hold letters and digits only: nothing to escape). */
export const ftsQuery = (tokens: string[]) => `"${tokens.join(' ')}"${prefixLast(tokens) ? ' *' : ''}`
/** PostgreSQL tsquery: the words next to each other, in order. */
export const tsQuery = (tokens: string[]) =>
  tokens.map((t, i) => `'${t}'${i === tokens.length - 1 && prefixLast(tokens) ? ':*' : ''}`).join(' <-> ')

function conditions(f: GoodsFilter): RawBuilder<unknown>[] {
  const c = [sql`g.website_id = ${f.websiteId}`, sql`g.status = ${sql.lit(GOODS_STATUS.ON_SALE)}`]
  if (f.categoryPath !== undefined) c.push(sql`(g.category_path = ${f.categoryPath} OR g.category_path LIKE ${`${f.categoryPath},%`})`)
  if (f.siteId !== undefined) c.push(sql`g.site_id = ${f.siteId}`)
  if (f.brandId !== undefined) c.push(sql`g.brand_id = ${f.brandId}`)
  if (f.recommend) c.push(sql`g.is_recommend = 1`)
  return c
}

/** FROM and WHERE of a list: the goods, joined to the search index when there is a keyword. */
function source(dialect: Dialect, f: GoodsFilter) {
  const where = conditions(f)
  if (!f.searchTokens?.length) return sql`FROM goods g WHERE ${sql.join(where, sql` AND `)}`
  if (dialect === 'postgres') {
    where.push(sql`g.search_doc @@ to_tsquery('simple', ${tsQuery(f.searchTokens)})`)
    return sql`FROM goods g WHERE ${sql.join(where, sql` AND `)}`
  }
  return sql`FROM goods_fts f JOIN goods g ON g.goods_id = f.rowid WHERE goods_fts MATCH ${ftsQuery(f.searchTokens)} AND ${sql.join(where, sql` AND `)}`
}

export async function countGoods(db: Kysely<Database>, dialect: Dialect, f: GoodsFilter): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n ${source(dialect, f)}`.execute(db)
  return Number(rows[0].n)
}

const ORDER_COLUMNS: Record<Exclude<GoodsOrder, 'default'>, string> = { sale_num: 'g.sale_num', price: 'g.price', create_time: 'g.created_at' }

/**
 * One page of goods ids in the asked order; goods_id breaks ties so pages never overlap. Every order
 * has an index (website or shop, status, order column, goods_id) that yields the page without a sort.
 * With a keyword, 'default' is relevance (most relevant first; sort does not turn it round).
 */
export function pageGoodsIdsQuery(
  dialect: Dialect, f: GoodsFilter, order: GoodsOrder, dir: 'asc' | 'desc', limit: number, offset: number,
): RawBuilder<{ goods_id: number }> {
  const d = sql.raw(dir === 'asc' ? 'ASC' : 'DESC')
  let orderBy: RawBuilder<unknown>
  if (order === 'default' && f.searchTokens?.length) {
    orderBy = dialect === 'postgres'
      ? sql`ts_rank(g.search_doc, to_tsquery('simple', ${tsQuery(f.searchTokens)})) DESC, g.goods_id DESC`
      : sql`f.rank, g.goods_id DESC`
  } else {
    orderBy = sql`${sql.raw(order === 'default' ? 'g.is_recommend' : ORDER_COLUMNS[order])} ${d}, g.goods_id ${d}`
  }
  return sql<{ goods_id: number }>`SELECT g.goods_id ${source(dialect, f)} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${offset}`
}

export async function pageGoodsIds(
  db: Kysely<Database>, dialect: Dialect, f: GoodsFilter, order: GoodsOrder, dir: 'asc' | 'desc', limit: number, offset: number,
): Promise<number[]> {
  const { rows } = await pageGoodsIdsQuery(dialect, f, order, dir, limit, offset).execute(db)
  return rows.map((r) => r.goods_id)
}

/** Goods on sale with their shop's name (any website: the caller keeps its own). */
export async function goodsWithShop(db: Kysely<Database>, goodsIds: number[]) {
  if (!goodsIds.length) return []
  return db.selectFrom('goods as g')
    .innerJoin('shop as p', 'p.site_id', 'g.site_id')
    .select(['g.goods_id', 'g.website_id', 'g.goods_name', 'g.goods_image', 'g.sale_num', 'g.unit', 'g.site_id', 'p.site_name'])
    .where('g.goods_id', 'in', goodsIds)
    .where('g.status', '=', GOODS_STATUS.ON_SALE)
    .execute()
}

export async function skusOf(db: Kysely<Database>, goodsIds: number[]) {
  if (!goodsIds.length) return []
  return db.selectFrom('goods_sku')
    .select(['sku_id', 'goods_id', 'spec_name', 'sku_image', 'price', 'market_price', 'stock'])
    .where('goods_id', 'in', goodsIds)
    .orderBy('sku_id')
    .execute()
}

export interface GoodsRow {
  goods_id: number
  website_id: number
  goods_name: string
  introduction: string
  description: string
  unit: string
  category_id: number
  site_id: number
  goods_image: string
  sale_num: number
  is_virtual: number
  min_buy: number
  max_buy: number
  member_limit: number
  brand_id: number
  /** goods_brand's (migration 0016); '' without a brand */
  brand_name: string
  video_url: string
  /** evaluations shown and the good ones among them (0020_evaluate counters) */
  evaluate: number
  evaluate_good: number
}

export interface DetailSku {
  sku_id: number
  spec_name: string
  sku_image: string
  price: number
  market_price: number
  stock: number
}

export type GoodsDetailRow = GoodsRow & { skus: DetailSku[]; gallery: string[] }

/**
 * Goods on sale with their brand's name, their SKUs (in sku_id order) and their gallery (in sort order),
 * by id, any website (the caller checks website_id): one query for all of them, the detail's hot path
 * (misses of the detail cache that arrive together are asked for together). Ids not for sale are absent.
 */
export async function findGoodsDetails(db: Kysely<Database>, dialect: Dialect, goodsIds: readonly number[]): Promise<Map<number, GoodsDetailRow>> {
  const found = new Map<number, GoodsDetailRow>()
  if (!goodsIds.length) return found
  const skuFields = sql.raw('s.sku_id, s.spec_name, s.sku_image, s.price, s.market_price, s.stock')
  const lists = dialect === 'postgres'
    ? sql`(SELECT coalesce(json_agg(json_build_array(${skuFields}) ORDER BY s.sku_id), '[]') FROM goods_sku s WHERE s.goods_id = g.goods_id)::text AS skus,
        (SELECT coalesce(json_agg(i.image ORDER BY i.sort, i.id), '[]') FROM goods_image i WHERE i.goods_id = g.goods_id)::text AS gallery`
    : sql`(SELECT json_group_array(json_array(${skuFields}) ORDER BY s.sku_id) FROM goods_sku s WHERE s.goods_id = g.goods_id) AS skus,
        (SELECT json_group_array(i.image ORDER BY i.sort, i.id) FROM goods_image i WHERE i.goods_id = g.goods_id) AS gallery`
  // one statement text whatever the number of ids (prepared once, on both databases)
  const byIds = dialect === 'postgres'
    ? sql`g.goods_id = ANY(${[...goodsIds]}::integer[])`
    : sql`g.goods_id IN (SELECT value FROM json_each(${JSON.stringify(goodsIds)}))`
  const { rows } = await sql<GoodsRow & { skus: string; gallery: string }>`SELECT g.goods_id, g.website_id, g.goods_name, g.introduction,
      g.description, g.unit, g.category_id, g.site_id, g.goods_image, g.sale_num, g.is_virtual, g.min_buy, g.max_buy, g.member_limit,
      g.brand_id, g.video_url, g.evaluate, g.evaluate_good, ${lists},
      -- a lookup by key, not a join: PostgreSQL hashed the whole brand table for every detail
      coalesce((SELECT b.brand_name FROM goods_brand b WHERE b.brand_id = g.brand_id AND b.website_id = g.website_id), '') AS brand_name
    FROM goods g
    WHERE ${byIds} AND g.status = ${sql.lit(GOODS_STATUS.ON_SALE)}`.execute(db)
  for (const row of rows) {
    const skus = (JSON.parse(row.skus) as Array<[number, string, string, number, number, number]>).map(
      ([sku_id, spec_name, sku_image, price, market_price, stock]) => ({ sku_id, spec_name, sku_image, price, market_price, stock }),
    )
    found.set(row.goods_id, { ...row, skus, gallery: JSON.parse(row.gallery) as string[] })
  }
  return found
}

export async function goodsIdOfSku(db: Kysely<Database>, skuId: number): Promise<number | undefined> {
  const row = await db.selectFrom('goods_sku').select('goods_id').where('sku_id', '=', skuId).executeTakeFirst()
  return row?.goods_id
}

export async function categoriesOf(db: Kysely<Database>, websiteId: number) {
  return db.selectFrom('goods_category')
    .select(['category_id', 'pid', 'level', 'category_name', 'image', 'sort'])
    .where('website_id', '=', websiteId)
    .orderBy('sort')
    .orderBy('category_id')
    .execute()
}

export async function findCategory(db: Kysely<Database>, websiteId: number, categoryId: number) {
  return db.selectFrom('goods_category').select(['category_id', 'pid', 'level']).where('category_id', '=', categoryId).where('website_id', '=', websiteId).executeTakeFirst()
}
