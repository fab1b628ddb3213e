import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

export type CartTableName = 'cart' | 'wholesale_cart'

/** Pieces in the member's cart whose goods are still on sale in this website. */
export async function sumCartNum(db: Kysely<Database>, table: CartTableName, websiteId: number, memberId: number): Promise<number> {
  const row = await db.selectFrom(`${table} as c` as 'cart as c')
    .innerJoin('goods_sku as s', 's.sku_id', 'c.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select((eb) => eb.fn.sum<number | string | null>('c.num').as('n'))
    .where('c.member_id', '=', memberId)
    .where('g.website_id', '=', websiteId)
    .where('g.status', '=', 1)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function cartRows(db: Kysely<Database>, websiteId: number, memberId: number) {
  return db.selectFrom('cart as c')
    .innerJoin('goods_sku as s', 's.sku_id', 'c.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as p', 'p.site_id', 'g.site_id')
    .select([
      'c.cart_id', 'g.site_id', 'p.site_name', 'c.sku_id', 'g.goods_id', 'g.goods_name', 's.sku_image', 'g.goods_image',
      's.spec_name', 's.price', 'c.num', 's.stock',
    ])
    .where('c.member_id', '=', memberId)
    .where('g.website_id', '=', websiteId)
    .where('g.status', '=', 1)
    .orderBy('c.cart_id', 'desc')
    .execute()
}
