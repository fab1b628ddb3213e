import type { Kysely, Updateable } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { OrderRow } from '../order/order.repository.js'
import { REFUND_STATUS as R } from '../order/order.table.js'
import { CHANNEL_STATUS as C, type OrderRefundTable } from './refund.table.js'

// The queries of paying a refund back (the rules: refund.transfer.ts).

type Db = Kysely<Database>

/** The gateway part is with the gateway (sent) or paid by it: it counts as given back. */
const CHANNEL_UNDER_WAY = [C.PROCESSING, C.SUCCESS]
/** the line's states that wait for the money */
const TO_PAY_BACK = [R.AGREED, R.RECEIVED]

/** A line of the website by its id. */
export const findWebsiteLine = (trx: Db, websiteId: number, orderGoodsId: number) =>
  trx.selectFrom('order_goods').selectAll().where('order_goods_id', '=', orderGoodsId).where('website_id', '=', websiteId).executeTakeFirst()

/** Holds the order's row lock (PostgreSQL) to the end of the transaction with a no-op update. */
export async function lockOrder(trx: Db, orderId: number): Promise<void> {
  await trx.updateTable('orders').set((eb) => ({ close_time: eb.ref('close_time') })).where('order_id', '=', orderId).execute()
}

/** The order's lines whose gateway part is being paid back now. */
export async function linesPayingBack(trx: Db, orderId: number): Promise<number[]> {
  const rows = await trx.selectFrom('order_refund').select('order_goods_id')
    .where('order_id', '=', orderId).where('channel_status', 'in', CHANNEL_UNDER_WAY).where('refund_status', 'in', TO_PAY_BACK).execute()
  return rows.map((r) => r.order_goods_id)
}

/** The gateway refunds sent against one attempt (WeChat Pay caps them). */
export async function countChannelRefunds(trx: Db, attemptNo: string): Promise<number> {
  const row = await trx.selectFrom('order_refund').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('channel_attempt_no', '=', attemptNo).where('channel_status', 'in', CHANNEL_UNDER_WAY).executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * The gateway attempt that paid the order: its channel, number and amount. Matched on the payment's
 * channel and transaction (a second attempt paid meanwhile is money paid after close, refunded whole).
 */
export const findPaidAttempt = (db: Db, order: Pick<OrderRow, 'website_id' | 'out_trade_no'>) =>
  db.selectFrom('pay as p').innerJoin('pay_attempt as a', 'a.pay_id', 'p.id')
    .select(['a.attempt_no', 'a.pay_type', 'a.amount', 'p.id as pay_id'])
    .where('p.website_id', '=', order.website_id).where('p.out_trade_no', '=', order.out_trade_no)
    .where('p.pay_status', '=', 'paid').where('a.status', '=', 'paid')
    .whereRef('a.pay_type', '=', 'p.pay_type').whereRef('a.trade_no', '=', 'p.trade_no').executeTakeFirst()

type RefundColumns = Omit<Updateable<OrderRefundTable>, 'refund_status'>

/** Fixes an application's amounts (and marks its gateway part sent): once, false when another claim did it first. */
export async function claimRefundAmounts(trx: Db, refundId: number, set: RefundColumns): Promise<boolean> {
  const res = await trx.updateTable('order_refund').set(set)
    .where('id', '=', refundId).where('channel_status', '=', C.NONE).where('refund_money', '=', 0).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Writes what the gateway said of a refund still with it. */
export async function updateChannelRefund(db: Db, refundId: number, set: RefundColumns): Promise<void> {
  await db.updateTable('order_refund').set(set).where('id', '=', refundId).where('channel_status', '=', C.PROCESSING).execute()
}

/** Sent gateway parts due to be asked about again; SUCCESS too: paid, the line not finished yet. */
export const dueChannelRefunds = (db: Db, now: number, limit: number) =>
  db.selectFrom('order_refund').selectAll()
    .where('channel_status', 'in', CHANNEL_UNDER_WAY).where('refund_status', 'in', TO_PAY_BACK)
    .where('channel_next_at', '<=', now).orderBy('channel_next_at').limit(limit).execute()

/** The line's goods back in stock, their sales taken back (never below 0). */
export async function returnStock(trx: Db, line: { sku_id: number; goods_id: number; num: number }): Promise<void> {
  await trx.updateTable('goods_sku').set((eb) => ({ stock: eb(eb.ref('stock'), '+', line.num), version: eb(eb.ref('version'), '+', 1) }))
    .where('sku_id', '=', line.sku_id).execute()
  await trx.updateTable('goods_sku').set((eb) => ({ sale_num: eb(eb.ref('sale_num'), '-', line.num) }))
    .where('sku_id', '=', line.sku_id).where('sale_num', '>=', line.num).execute()
  await trx.updateTable('goods').set((eb) => ({ sale_num: eb(eb.ref('sale_num'), '-', line.num) }))
    .where('goods_id', '=', line.goods_id).where('sale_num', '>=', line.num).execute()
}

/** The after-sale and delivery state of each of the order's lines. */
export const lineStatesOf = (trx: Db, orderId: number) =>
  trx.selectFrom('order_goods').select(['order_goods_id', 'refund_status', 'delivery_status']).where('order_id', '=', orderId).execute()

/** Fen of withdrawable balance checkout took for the order (a negative sum). */
export async function withdrawableTakenBy(trx: Db, memberId: number, orderNo: string): Promise<number> {
  const row = await trx.selectFrom('member_account').select((eb) => eb.fn.sum<number>('account_data').as('n'))
    .where('member_id', '=', memberId).where('relate_tag', '=', orderNo).where('account_type', '=', 'balance_money')
    .where('account_data', '<', 0).executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Fen of withdrawable balance the order's refunds (ledger rows of `fromType`) gave back so far. */
export async function withdrawableGivenBack(trx: Db, memberId: number, orderId: number, fromType: string): Promise<number> {
  const row = await trx.selectFrom('member_account').select((eb) => eb.fn.sum<number>('account_data').as('n'))
    .where('member_id', '=', memberId).where('account_type', '=', 'balance_money').where('from_type', '=', fromType)
    .where('relate_tag', 'in', trx.selectFrom('order_refund').select('refund_no').where('order_id', '=', orderId)).executeTakeFirst()
  return Number(row?.n ?? 0)
}
