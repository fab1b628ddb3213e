import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely'
import { REFUNDING_STATES } from './order.table.js'
import type { Database } from '../../db/schema.js'
import { ORDER_STATUS as S, ORDER_TYPE } from './order.table.js'
import type { OrderTab } from './order.schema.js'

export type OrderRow = Selectable<Database['orders']>
export type OrderGoodsRow = Selectable<Database['order_goods']>
export type OrderPackageRow = Selectable<Database['order_package']>

/** Whose orders a query sees: a member's (not deleted), or a shop's. */
export type OrderOwner = { websiteId: number; memberId: number } | { websiteId: number; siteId: number }

/** `%text%` with LIKE's own characters taken literally (ESCAPE '\'). */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

type OrdersQuery = SelectQueryBuilder<Database, 'orders', object>

function owned(q: OrdersQuery, owner: OrderOwner): OrdersQuery {
  q = q.where('orders.website_id', '=', owner.websiteId)
  if ('memberId' in owner) return q.where('orders.member_id', '=', owner.memberId).where('orders.is_delete', '=', 0)
  return q.where('orders.site_id', '=', owner.siteId)
}

export function tabFilter(q: OrdersQuery, tab: OrderTab): OrdersQuery {
  switch (tab) {
    case 'waitpay': return q.where('orders.order_status', '=', S.WAIT_PAY)
    case 'waitsend': return q.where('orders.order_status', 'in', [S.WAIT_SEND, S.WAIT_PICKUP])
    case 'waitconfirm': return q.where('orders.order_status', '=', S.SHIPPED)
    // as isEvaluable (order.machine.ts): a virtual order waits for its code to be used
    case 'waitrate': return q.where('orders.is_evaluate', '=', 0).where((eb) => eb.or([
      eb('orders.order_status', '=', S.COMPLETED),
      eb.and([eb('orders.order_status', '=', S.RECEIVED), eb('orders.order_type', '!=', ORDER_TYPE.VIRTUAL)]),
    ]))
    case 'refunding': return q.where((eb) => eb.exists(eb.selectFrom('order_goods').select('order_goods.order_goods_id')
      .whereRef('order_goods.order_id', '=', 'orders.order_id').where('order_goods.refund_status', 'in', REFUNDING_STATES)))
    default: return q
  }
}

function searchFilter(q: OrdersQuery, search: string | undefined, wide: boolean): OrdersQuery {
  const text = (search ?? '').trim()
  if (!text) return q
  const pattern = likeContains(text)
  const like = (column: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`
  return q.where((eb) => eb.or([
    like('orders.order_no'),
    eb.exists(eb.selectFrom('order_goods').select('order_goods.order_goods_id')
      .whereRef('order_goods.order_id', '=', 'orders.order_id')
      .where(like('order_goods.sku_name'))),
    ...(wide ? [like('orders.name'), like('orders.mobile')] : []),
  ]))
}

export async function pageOrders(
  db: Kysely<Database>, owner: OrderOwner, p: { tab: OrderTab; search?: string; offset: number; limit: number },
): Promise<{ rows: OrderRow[]; count: number }> {
  const base = searchFilter(tabFilter(owned(db.selectFrom('orders'), owner), p.tab), p.search, 'siteId' in owner)
  const [rows, total] = await Promise.all([
    base.selectAll('orders').orderBy('orders.create_time', 'desc').orderBy('orders.order_id', 'desc').limit(p.limit).offset(p.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, count: Number(total.n) }
}

export async function countTab(db: Kysely<Database>, owner: OrderOwner, tab: OrderTab): Promise<number> {
  const r = await tabFilter(owned(db.selectFrom('orders'), owner), tab).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(r.n)
}

export async function findOrder(db: Kysely<Database>, owner: OrderOwner, orderId: number): Promise<OrderRow | undefined> {
  return owned(db.selectFrom('orders'), owner).selectAll('orders').where('orders.order_id', '=', orderId).executeTakeFirst()
}

export async function linesOf(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, OrderGoodsRow[]>> {
  const out = new Map<number, OrderGoodsRow[]>()
  if (!orderIds.length) return out
  const rows = await db.selectFrom('order_goods').selectAll().where('order_id', 'in', orderIds).orderBy('order_goods_id').execute()
  for (const r of rows) {
    const list = out.get(r.order_id) ?? []
    list.push(r)
    out.set(r.order_id, list)
  }
  return out
}

export async function packagesOf(db: Kysely<Database>, orderId: number): Promise<OrderPackageRow[]> {
  return db.selectFrom('order_package').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
}
