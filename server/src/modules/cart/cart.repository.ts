import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { SHOP_STATUS } from '../shop/shop.table.js'

type Db = Kysely<Database>
export type CartTableName = 'cart' | 'wholesale_cart'

/** Pieces in the member's cart whose goods are still on sale in this website (the wholesale count). */
export async function sumCartNum(db: Db, table: CartTableName, websiteId: number, memberId: number): Promise<number> {
  const row = await db.selectFrom(`${table} as c` as 'cart as c')
    .innerJoin('goods_sku as s', 's.sku_id', 'c.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select((eb) => eb.fn.sum<number | string | null>('c.num').as('n'))
    .where('c.member_id', '=', memberId)
    .where('g.website_id', '=', websiteId)
    .where('g.status', '=', 1) // GOODS_STATUS.ON_SALE; goods imports cart, so cart cannot import it
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Pieces in the member's retail cart lines that can be bought: goods and shop on sale, stock above 0. */
export async function sumValidCartNum(db: Db, websiteId: number, memberId: number): Promise<number> {
  const row = await db.selectFrom('cart as c')
    .innerJoin('goods_sku as s', 's.sku_id', 'c.sku_id')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .innerJoin('shop as p', 'p.site_id', 'g.site_id')
    .select((eb) => eb.fn.sum<number | string | null>('c.num').as('n'))
    .where('c.member_id', '=', memberId)
    .where('g.website_id', '=', websiteId)
    .where('g.status', '=', 1) // GOODS_STATUS.ON_SALE; goods imports cart, so cart cannot import it
    .where('p.status', '=', SHOP_STATUS.OPEN)
    .where('s.stock', '>', 0)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * Every cart line of the member with what is known of its SKU, newest first. LEFT JOINs: a line whose
 * SKU or goods vanished still shows (as 'sku_gone'); lines of goods in another website do not.
 */
export function cartRows(db: Db, websiteId: number, memberId: number) {
  return db.selectFrom('cart as c')
    .leftJoin('goods_sku as s', 's.sku_id', 'c.sku_id')
    .leftJoin('goods as g', 'g.goods_id', 's.goods_id')
    .leftJoin('shop as p', 'p.site_id', 'g.site_id')
    .select([
      'c.cart_id', 'c.site_id', 'c.sku_id', 'c.num', 'p.site_name', 'p.status as shop_status',
      'g.goods_id', 'g.goods_name', 'g.goods_image', 'g.status as goods_status', 'g.is_virtual', 'g.min_buy', 'g.max_buy', 'g.member_limit',
      's.sku_id as sku_exists', 's.sku_image', 's.spec_name', 's.price', 's.market_price', 's.stock',
    ])
    .where('c.member_id', '=', memberId)
    .where((eb) => eb.or([eb('g.website_id', '=', websiteId), eb('g.goods_id', 'is', null)]))
    .orderBy('c.cart_id', 'desc')
    .execute()
}
export type CartRow = Awaited<ReturnType<typeof cartRows>>[number]

/**
 * A SKU sold in this website with what the cart rules need; undefined when it does not exist here.
 * Written as SQL: every cart add runs it, and building it through the query builder cost about as
 * much as running it (bench/buying.mjs profile).
 */
export async function findSku(db: Db, websiteId: number, skuId: number) {
  const { rows } = await sql<{
    sku_id: number; stock: number; goods_id: number; site_id: number; goods_status: number; shop_status: number
    min_buy: number; max_buy: number; member_limit: number
  }>`select s.sku_id, s.stock, g.goods_id, g.site_id, g.status as goods_status, p.status as shop_status, g.min_buy, g.max_buy, g.member_limit
    from goods_sku s join goods g on g.goods_id = s.goods_id join shop p on p.site_id = g.site_id
    where s.sku_id = ${skuId} and g.website_id = ${websiteId}`.execute(db)
  return rows[0]
}
export type CartSku = NonNullable<Awaited<ReturnType<typeof findSku>>>

/** Pieces of the goods the member bought in orders that are not closed. */
export async function boughtPieces(db: Db, memberId: number, goodsId: number): Promise<number> {
  const row = await db.selectFrom('order_goods as og')
    .innerJoin('orders as o', 'o.order_id', 'og.order_id')
    .select((eb) => eb.fn.sum<number | string | null>('og.num').as('n'))
    .where('og.member_id', '=', memberId)
    .where('og.goods_id', '=', goodsId)
    .where('o.order_status', '!=', -1) // ORDER_STATUS.CLOSED; order reaches cart through goods, so cart cannot import it
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Pieces in the member's cart lines of the goods' other SKUs. */
export async function otherLinesPieces(db: Db, memberId: number, goodsId: number, exceptSkuId: number): Promise<number> {
  const row = await db.selectFrom('cart as c')
    .innerJoin('goods_sku as s', 's.sku_id', 'c.sku_id')
    .select((eb) => eb.fn.sum<number | string | null>('c.num').as('n'))
    .where('c.member_id', '=', memberId)
    .where('s.goods_id', '=', goodsId)
    .where('c.sku_id', '!=', exceptSkuId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export function findLine(db: Db, memberId: number, where: { cartId: number } | { skuId: number }) {
  let q = db.selectFrom('cart').select(['cart_id', 'sku_id', 'num']).where('member_id', '=', memberId)
  q = 'cartId' in where ? q.where('cart_id', '=', where.cartId) : q.where('sku_id', '=', where.skuId)
  return q.executeTakeFirst()
}

/** Adds pieces to a line unless the line would pass `cap` (guarded: concurrent adds never pass it). */
export async function addToLine(db: Db, cartId: number, memberId: number, num: number, cap: number): Promise<boolean> {
  const res = await db.updateTable('cart')
    .set((eb) => ({ num: eb('num', '+', num) }))
    .where('cart_id', '=', cartId)
    .where('member_id', '=', memberId)
    .where((eb) => eb(eb('num', '+', num), '<=', cap))
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/**
 * Adds pieces to the member's line of a SKU in one statement, unless the line would pass `cap` or
 * stay below `minBuy` (guarded like addToLine). Answers the line's cart_id, or null when there is no
 * such line or a rule refused it (the caller then finds out which).
 */
export async function growLine(db: Db, memberId: number, skuId: number, num: number, cap: number, minBuy: number): Promise<number | null> {
  // SQL for the same reason as findSku: the hot path of every add to an existing line
  const { rows } = await sql<{ cart_id: number }>`update cart set num = num + ${num}
    where member_id = ${memberId} and sku_id = ${skuId} and num + ${num} <= ${cap} and num + ${num} >= ${minBuy}
    returning cart_id`.execute(db)
  return rows[0]?.cart_id ?? null
}

export async function setLineNum(db: Db, cartId: number, memberId: number, num: number): Promise<boolean> {
  const res = await db.updateTable('cart').set({ num }).where('cart_id', '=', cartId).where('member_id', '=', memberId).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/**
 * Inserts the member's line of a SKU unless they already hold `maxLines` lines or a line of that SKU
 * exists (the unique index on member_id, sku_id; ON CONFLICT keeps a concurrent insert from failing).
 * Answers the new cart_id, or null when nothing was inserted.
 */
export async function insertLine(
  db: Db,
  line: { memberId: number; siteId: number; skuId: number; num: number; now: number },
  maxLines: number,
): Promise<number | null> {
  // typed casts: PostgreSQL cannot infer the type of a bare parameter in a SELECT list
  const values = db.selectNoFrom([
    sql<number>`cast(${line.memberId} as integer)`.as('member_id'),
    sql<number>`cast(${line.siteId} as integer)`.as('site_id'),
    sql<number>`cast(${line.skuId} as integer)`.as('sku_id'),
    sql<number>`cast(${line.num} as integer)`.as('num'),
    sql<number>`cast(${line.now} as bigint)`.as('created_at'),
  ]).where((eb) => eb(
    eb.selectFrom('cart').select((e) => e.fn.countAll().as('n')).where('member_id', '=', line.memberId),
    '<', maxLines,
  ))
  const row = await db.insertInto('cart')
    .columns(['member_id', 'site_id', 'sku_id', 'num', 'created_at'])
    .expression(values)
    .onConflict((oc) => oc.columns(['member_id', 'sku_id']).doNothing())
    .returning('cart_id')
    .executeTakeFirst()
  return row?.cart_id ?? null
}

/** Deletes the member's lines among the ids; answers how many went. */
export async function deleteLines(db: Db, memberId: number, cartIds: number[]): Promise<number> {
  if (!cartIds.length) return 0
  const res = await db.deleteFrom('cart').where('member_id', '=', memberId).where('cart_id', 'in', cartIds).executeTakeFirst()
  return Number(res.numDeletedRows)
}
