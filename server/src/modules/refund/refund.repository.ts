import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { OrderOwner } from '../order/order.repository.js'
import type { OrderRefundTable } from './refund.table.js'

// The queries of after-sale applications and the order lines they are about (paying back:
// refund.transfer.repository.ts; the rules: refund.service.ts, refund.transfer.ts).

type Db = Kysely<Database>
export type RefundRow = Selectable<Database['order_refund']>

// ---------------------------------------------------------------------------------------------------
// order lines and their orders

/** A line of the member's orders, or of the shop's. */
export function findOwnedLine(db: Db, owner: OrderOwner, orderGoodsId: number) {
  const q = db.selectFrom('order_goods').selectAll().where('order_goods_id', '=', orderGoodsId).where('website_id', '=', owner.websiteId)
  return ('memberId' in owner ? q.where('member_id', '=', owner.memberId) : q.where('site_id', '=', owner.siteId)).executeTakeFirst()
}

export const findLine = (db: Db, orderGoodsId: number) =>
  db.selectFrom('order_goods').selectAll().where('order_goods_id', '=', orderGoodsId).executeTakeFirst()

export const findOrderById = (db: Db, orderId: number) =>
  db.selectFrom('orders').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow()

/** The order's lines in their order. */
export const linesOfOrder = (db: Db, orderId: number) =>
  db.selectFrom('order_goods').selectAll().where('order_id', '=', orderId).orderBy('order_goods_id').execute()

export const linesByIds = (db: Db, orderGoodsIds: number[]) =>
  db.selectFrom('order_goods').selectAll().where('order_goods_id', 'in', orderGoodsIds).execute()

export const ordersByIds = (db: Db, orderIds: number[]) =>
  db.selectFrom('orders').selectAll().where('order_id', 'in', orderIds).execute()

// ---------------------------------------------------------------------------------------------------
// applications

/** The line's current application (the newest). */
export async function currentRefund(db: Db, orderGoodsId: number): Promise<RefundRow | undefined> {
  return db.selectFrom('order_refund').selectAll().where('order_goods_id', '=', orderGoodsId).orderBy('id', 'desc').limit(1).executeTakeFirst()
}

export const findRefund = (db: Db, refundId: number) =>
  db.selectFrom('order_refund').selectAll().where('id', '=', refundId).executeTakeFirstOrThrow()

/** The application a gateway's refund notification names. */
export const findRefundByNo = (db: Db, refundNo: string, payType: string) =>
  db.selectFrom('order_refund').selectAll().where('refund_no', '=', refundNo).where('channel_pay_type', '=', payType).executeTakeFirst()

export const refundStatesOf = (db: Db, refundId: number) =>
  db.selectFrom('order_refund').select(['refund_status', 'channel_status']).where('id', '=', refundId).executeTakeFirstOrThrow()

export async function insertRefund(trx: Db, row: Insertable<OrderRefundTable>): Promise<void> {
  await trx.insertInto('order_refund').values(row).execute()
}

/** Columns of an application other than refund_status (the line's moves carry it: refund.machine.ts). */
export async function updateRefund(trx: Db, refundId: number, set: Omit<Updateable<OrderRefundTable>, 'refund_status'>): Promise<void> {
  if (Object.keys(set).length) await trx.updateTable('order_refund').set(set).where('id', '=', refundId).execute()
}

/**
 * Writes the line's status onto its current application. Only the machine's move listener calls it
 * (refund.machine.ts), in the transaction of the move.
 */
export async function mirrorOntoCurrentRefund(trx: Db, orderGoodsId: number, refundStatus: number): Promise<void> {
  const current = await currentRefund(trx, orderGoodsId)
  if (current) await trx.updateTable('order_refund').set({ refund_status: refundStatus }).where('id', '=', current.id).execute()
}

/** One page of applications, each line's newest only, filtered by the applications' status (null: all). */
export async function pageCurrentRefunds(db: Db, owner: OrderOwner, statuses: readonly number[] | null, offset: number, limit: number) {
  const base = () => {
    let q = db.selectFrom('order_refund as r').where('r.website_id', '=', owner.websiteId)
      .where('r.id', '=', (eb) => eb.selectFrom('order_refund as n').select((e) => e.fn.max('n.id').as('m')).where('n.order_goods_id', '=', eb.ref('r.order_goods_id')))
    q = 'memberId' in owner ? q.where('r.member_id', '=', owner.memberId) : q.where('r.site_id', '=', owner.siteId)
    if (statuses) q = q.where('r.refund_status', 'in', statuses)
    return q
  }
  const [rows, total] = await Promise.all([
    base().selectAll('r').orderBy('r.id', 'desc').offset(offset).limit(limit).execute(),
    base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, count: Number(total.n) }
}

// ---------------------------------------------------------------------------------------------------
// what an application refers to

/** Of `paths`, those the member uploaded. */
export const memberUploadPaths = (db: Db, websiteId: number, memberId: number, paths: string[]) =>
  db.selectFrom('member_upload').select('path').where('website_id', '=', websiteId).where('member_id', '=', memberId).where('path', 'in', paths).execute()

/** Where returned goods go: the shop's address, name and telephone. */
export const findShopAddress = (db: Db, siteId: number) =>
  db.selectFrom('shop').select(['site_name', 'full_address', 'telephone']).where('site_id', '=', siteId).executeTakeFirst()
