import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { ORDER_STATUS } from './order.table.js'

/** A basket line as checkout reads it: the SKU, its goods and its shop (null fields: gone). */
export interface BasketRow {
  cart_id: number
  sku_id: number
  num: number
  goods_id: number | null
  goods_name: string | null
  goods_image: string | null
  goods_status: number | null
  goods_website_id: number | null
  is_virtual: number | null
  freight_template_id: number | null
  min_buy: number | null
  max_buy: number | null
  member_limit: number | null
  site_id: number | null
  spec_name: string | null
  sku_image: string | null
  price: number | null
  stock: number | null
  weight: number | null
}

function basketSelect(db: Kysely<Database>) {
  return db.selectFrom('goods_sku as s')
    .innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select([
      's.sku_id', 'g.goods_id', 'g.goods_name', 'g.goods_image', 'g.status as goods_status', 'g.website_id as goods_website_id',
      'g.is_virtual', 'g.freight_template_id', 'g.min_buy', 'g.max_buy', 'g.member_limit', 'g.site_id',
      's.spec_name', 's.sku_image', 's.price', 's.stock', 's.weight',
    ])
}

/** The caller's cart lines among `cartIds` (another member's ids are simply not found). */
export async function cartBasket(db: Kysely<Database>, memberId: number, cartIds: number[]): Promise<BasketRow[]> {
  const cart = await db.selectFrom('cart').select(['cart_id', 'sku_id', 'num'])
    .where('member_id', '=', memberId).where('cart_id', 'in', cartIds).orderBy('cart_id').execute()
  if (!cart.length) return []
  const skus = await basketSelect(db).where('s.sku_id', 'in', [...new Set(cart.map((c) => c.sku_id))]).execute()
  const bySku = new Map(skus.map((s) => [s.sku_id, s]))
  return cart.map((c) => toRow(c.cart_id, c.sku_id, c.num, bySku.get(c.sku_id)))
}

export async function skuBasket(db: Kysely<Database>, skuId: number, num: number): Promise<BasketRow[]> {
  const sku = await basketSelect(db).where('s.sku_id', '=', skuId).executeTakeFirst()
  return [toRow(0, skuId, num, sku)]
}

type SkuRow = Awaited<ReturnType<ReturnType<typeof basketSelect>['executeTakeFirst']>>

function toRow(cartId: number, skuId: number, num: number, s: SkuRow): BasketRow {
  return {
    cart_id: cartId, sku_id: skuId, num,
    goods_id: s?.goods_id ?? null, goods_name: s?.goods_name ?? null, goods_image: s?.goods_image ?? null,
    goods_status: s?.goods_status ?? null, goods_website_id: s?.goods_website_id ?? null, is_virtual: s?.is_virtual ?? null,
    freight_template_id: s?.freight_template_id ?? null, min_buy: s?.min_buy ?? null, max_buy: s?.max_buy ?? null,
    member_limit: s?.member_limit ?? null, site_id: s?.site_id ?? null, spec_name: s?.spec_name ?? null,
    sku_image: s?.sku_image ?? null, price: s ? Number(s.price) : null, stock: s ? Number(s.stock) : null, weight: s ? Number(s.weight) : null,
  }
}

export async function shopsOf(db: Kysely<Database>, websiteId: number, siteIds: number[]) {
  if (!siteIds.length) return []
  return db.selectFrom('shop').select([
    'site_id', 'site_name', 'status', 'lat', 'lng', 'start_time', 'end_time', 'express_enabled', 'store_enabled', 'local_enabled',
    'local_radius', 'local_delivery_money', 'local_min_money', 'invoice_enabled', 'invoice_content', 'freight_template_id',
  ]).where('website_id', '=', websiteId).where('site_id', 'in', siteIds).execute()
}
export type ShopRow = Awaited<ReturnType<typeof shopsOf>>[number]

/** Pieces of each goods in the member's orders that are not closed (per-member limits). */
export async function boughtPieces(db: Kysely<Database>, memberId: number, goodsIds: number[]): Promise<Map<number, number>> {
  const map = new Map<number, number>()
  if (!goodsIds.length) return map
  const rows = await db.selectFrom('order_goods as og').innerJoin('orders as o', 'o.order_id', 'og.order_id')
    .select(['og.goods_id', (eb) => eb.fn.sum<number | string>('og.num').as('n')])
    .where('og.member_id', '=', memberId).where('og.goods_id', 'in', goodsIds).where('o.order_status', '!=', ORDER_STATUS.CLOSED)
    .groupBy('og.goods_id').execute()
  for (const r of rows) map.set(r.goods_id, Number(r.n))
  return map
}

/** What the member holds in orders waiting for payment: orders, pieces, and pieces per goods among `goodsIds`. */
export async function unpaidHolds(db: Kysely<Database>, websiteId: number, memberId: number, goodsIds: number[]) {
  // one row per unpaid line (orders_member_status finds the orders, order_goods_order their lines)
  const lines = db.selectFrom('orders as o').innerJoin('order_goods as og', 'og.order_id', 'o.order_id')
    .where('o.member_id', '=', memberId).where('o.order_status', '=', ORDER_STATUS.WAIT_PAY).where('o.website_id', '=', websiteId)
  const total = await lines
    .select((eb) => [eb.fn.count<number | string>('o.order_id').distinct().as('orders'), eb.fn.sum<number | string | null>('og.num').as('units')])
    .executeTakeFirst()
  const perGoods = goodsIds.length
    ? await lines.where('og.goods_id', 'in', goodsIds).select(['og.goods_id', (eb) => eb.fn.sum<number | string>('og.num').as('n')]).groupBy('og.goods_id').execute()
    : []
  return {
    orders: Number(total?.orders ?? 0),
    units: Number(total?.units ?? 0),
    perGoods: new Map(perGoods.map((r) => [r.goods_id, Number(r.n)])),
  }
}
export type UnpaidHolds = Awaited<ReturnType<typeof unpaidHolds>>

/** The member's address by id, or the default one (id 0 / absent); another member's id: null. */
export async function memberAddress(db: Kysely<Database>, websiteId: number, memberId: number, id: number | undefined) {
  let q = db.selectFrom('member_address').selectAll().where('website_id', '=', websiteId).where('member_id', '=', memberId)
  q = id ? q.where('id', '=', id) : q.orderBy('is_default', 'desc').orderBy('id', 'desc')
  return (await q.limit(1).executeTakeFirst()) ?? null
}
export type AddressRow = NonNullable<Awaited<ReturnType<typeof memberAddress>>>

export async function memberAssets(db: Kysely<Database>, websiteId: number, memberId: number) {
  return db.selectFrom('member').select(['id', 'point', 'balance', 'balance_withdraw', 'member_level', 'pay_password_hash'])
    .where('id', '=', memberId).where('website_id', '=', websiteId).executeTakeFirst()
}

/** Takes `num` of a SKU's stock, guarded: false when there is not that much left. */
export async function reserveStock(trx: Kysely<Database>, skuId: number, num: number): Promise<boolean> {
  const res = await trx.updateTable('goods_sku')
    .set((eb) => ({ stock: eb(eb.ref('stock'), '-', num), sale_num: eb(eb.ref('sale_num'), '+', num), version: eb(eb.ref('version'), '+', 1) }))
    .where('sku_id', '=', skuId).where('stock', '>=', num)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export async function bumpGoodsSales(trx: Kysely<Database>, goodsId: number, num: number) {
  await trx.updateTable('goods').set((eb) => ({ sale_num: eb(eb.ref('sale_num'), '+', num) })).where('goods_id', '=', goodsId).execute()
}

export async function findCreateRequest(db: Kysely<Database>, memberId: number, requestKey: string) {
  const req = await db.selectFrom('order_create_request').select(['out_trade_no', 'website_id'])
    .where('member_id', '=', memberId).where('request_key', '=', requestKey).executeTakeFirst()
  if (!req || !req.out_trade_no) return null
  // the orders of the checkout by their numbers (out_trade_no + 2 digits): a later "pay again" gives them a new out_trade_no
  const orders = await db.selectFrom('orders').select(['order_id', 'pay_money', 'out_trade_no'])
    .where('website_id', '=', req.website_id).where('member_id', '=', memberId).where('order_no', 'like', `${req.out_trade_no}__`)
    .orderBy('order_id').execute()
  return {
    out_trade_no: orders[0]?.out_trade_no ?? req.out_trade_no,
    order_ids: orders.map((o) => o.order_id),
    pay_money: orders.reduce((a, o) => a + Number(o.pay_money), 0),
  }
}
