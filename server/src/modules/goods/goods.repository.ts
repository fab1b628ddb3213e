import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { GoodsOrder } from './goods.schema.js'

export interface GoodsFilter {
  websiteId: number
  /** already a LIKE pattern (catalog.paging likePattern) */
  keywordPattern?: string
  /** the category's own path ('1,5'): goods in it or below it */
  categoryPath?: string
  siteId?: number
  recommend?: boolean
}

function filtered(db: Kysely<Database>, f: GoodsFilter) {
  let q = db.selectFrom('goods as g').where('g.website_id', '=', f.websiteId).where('g.status', '=', 1)
  if (f.keywordPattern !== undefined) q = q.where(sql<boolean>`lower(g.goods_name) like ${f.keywordPattern} escape '\\'`)
  if (f.categoryPath !== undefined) {
    const path = f.categoryPath
    q = q.where((eb) => eb.or([eb('g.category_path', '=', path), eb('g.category_path', 'like', `${path},%`)]))
  }
  if (f.siteId !== undefined) q = q.where('g.site_id', '=', f.siteId)
  if (f.recommend) q = q.where('g.is_recommend', '=', 1)
  return q
}

export async function countGoods(db: Kysely<Database>, f: GoodsFilter): Promise<number> {
  const row = await filtered(db, f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** One page of goods ids in the asked order; goods_id breaks ties so pages never overlap. */
export async function pageGoodsIds(
  db: Kysely<Database>, f: GoodsFilter, order: GoodsOrder, dir: 'asc' | 'desc', limit: number, offset: number,
): Promise<number[]> {
  let q = filtered(db, f).select('g.goods_id')
  switch (order) {
    case 'price':
      q = q.orderBy(sql`(select min(s.price) from goods_sku s where s.goods_id = g.goods_id)`, dir)
      break
    case 'sale_num':
      q = q.orderBy('g.sale_num', dir)
      break
    case 'create_time':
      q = q.orderBy('g.created_at', dir)
      break
    default:
      q = q.orderBy('g.is_recommend', dir)
  }
  const rows = await q.orderBy('g.goods_id', dir).limit(limit).offset(offset).execute()
  return rows.map((r) => r.goods_id)
}

export async function goodsWithShop(db: Kysely<Database>, websiteId: number, goodsIds: number[]) {
  if (!goodsIds.length) return []
  return db.selectFrom('goods as g')
    .innerJoin('shop as p', 'p.site_id', 'g.site_id')
    .select(['g.goods_id', 'g.goods_name', 'g.goods_image', 'g.sale_num', 'g.unit', 'g.site_id', 'p.site_name'])
    .where('g.website_id', '=', websiteId)
    .where('g.status', '=', 1)
    .where('g.goods_id', 'in', goodsIds)
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

export async function findGoods(db: Kysely<Database>, websiteId: number, goodsId: number) {
  return db.selectFrom('goods').selectAll().where('goods_id', '=', goodsId).where('website_id', '=', websiteId).where('status', '=', 1).executeTakeFirst()
}

export async function galleryOf(db: Kysely<Database>, goodsId: number): Promise<string[]> {
  const rows = await db.selectFrom('goods_image').select('image').where('goods_id', '=', goodsId).orderBy('sort').orderBy('id').execute()
  return rows.map((r) => r.image)
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
