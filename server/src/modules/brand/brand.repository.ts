import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { GOODS_STATUS } from '../goods/goods.table.js'

function wall(db: Kysely<Database>, websiteId: number, recommendOnly: boolean) {
  let q = db.selectFrom('goods_brand').where('website_id', '=', websiteId)
  if (recommendOnly) q = q.where('is_recommend', '=', 1)
  return q
}

export async function countBrands(db: Kysely<Database>, websiteId: number, recommendOnly: boolean): Promise<number> {
  const row = await wall(db, websiteId, recommendOnly).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function pageBrands(db: Kysely<Database>, websiteId: number, recommendOnly: boolean, limit: number, offset: number) {
  return wall(db, websiteId, recommendOnly)
    .select(['brand_id', 'brand_name', 'image', 'sort', 'is_recommend'])
    .orderBy('is_recommend', 'desc').orderBy('sort').orderBy('brand_id')
    .limit(limit).offset(offset).execute()
}

/** Goods on sale per brand (read off the goods_brand_list index of 0014). */
export async function goodsCountsByBrand(db: Kysely<Database>, websiteId: number, brandIds: number[]): Promise<Map<number, number>> {
  if (!brandIds.length) return new Map()
  const rows = await db.selectFrom('goods')
    .select(['brand_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('brand_id', 'in', brandIds).where('status', '=', GOODS_STATUS.ON_SALE).where('website_id', '=', websiteId)
    .groupBy('brand_id').execute()
  return new Map(rows.map((r) => [Number(r.brand_id), Number(r.n)]))
}
