import type { Kysely, Updateable } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { GoodsCategoryTable, GoodsSkuTable, GoodsTable } from './goods.table.js'

/** A goods of the website, on sale or not. */
export async function findGoods(db: Kysely<Database>, websiteId: number, goodsId: number) {
  return db.selectFrom('goods')
    .select(['goods_id', 'site_id', 'goods_name', 'introduction', 'description', 'status'])
    .where('goods_id', '=', goodsId).where('website_id', '=', websiteId)
    .executeTakeFirst()
}

export async function skusOfGoods(db: Kysely<Database>, goodsId: number) {
  return db.selectFrom('goods_sku')
    .select(['sku_id', 'spec_name', 'price', 'market_price', 'stock'])
    .where('goods_id', '=', goodsId).orderBy('sku_id')
    .execute()
}

export async function updateGoods(trx: Kysely<Database>, websiteId: number, goodsId: number, set: Updateable<GoodsTable>): Promise<void> {
  await trx.updateTable('goods').set(set).where('goods_id', '=', goodsId).where('website_id', '=', websiteId).execute()
}

/** A stock set by the operator bumps version too: a writer holding the old version must read again. */
export async function updateSku(
  trx: Kysely<Database>, goodsId: number, skuId: number, set: Pick<Updateable<GoodsSkuTable>, 'price' | 'market_price' | 'stock'>,
): Promise<void> {
  await trx.updateTable('goods_sku')
    .set((eb) => ({ ...set, ...(set.stock === undefined ? {} : { version: eb(eb.ref('version'), '+', 1) }) }))
    .where('sku_id', '=', skuId).where('goods_id', '=', goodsId)
    .execute()
}

export async function findCategory(db: Kysely<Database>, websiteId: number, categoryId: number) {
  return db.selectFrom('goods_category')
    .select(['category_id', 'pid', 'level', 'category_name', 'image', 'sort'])
    .where('category_id', '=', categoryId).where('website_id', '=', websiteId)
    .executeTakeFirst()
}

export async function updateCategory(
  trx: Kysely<Database>, websiteId: number, categoryId: number, set: Pick<Updateable<GoodsCategoryTable>, 'category_name' | 'image' | 'sort'>,
): Promise<void> {
  await trx.updateTable('goods_category').set(set).where('category_id', '=', categoryId).where('website_id', '=', websiteId).execute()
}
