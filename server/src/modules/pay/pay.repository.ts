import type { Insertable, Kysely, Selectable, Updateable } from 'kysely'
import type { Database } from '../../db/schema.js'
import { LATE_REFUND, type PayAttemptTable, type PayNotifyTable, type PayStatus, type PayTable } from './pay.table.js'

// The queries of payments, their gateway attempts and the notifications (the rules: pay.service.ts, pay.api.ts).

type Db = Kysely<Database>
export type PayRow = Selectable<Database['pay']>
export type AttemptRow = Selectable<Database['pay_attempt']>

// ---------------------------------------------------------------------------------------------------
// payments

/** A member's payment by its out_trade_no. */
export const findMemberPayment = (db: Db, websiteId: number, memberId: number, outTradeNo: string) =>
  db.selectFrom('pay').selectAll()
    .where('website_id', '=', websiteId).where('out_trade_no', '=', outTradeNo).where('member_id', '=', memberId)
    .executeTakeFirst()

/** A member's payment by the number of one of its attempts. */
export const findMemberPaymentByAttemptNo = (db: Db, websiteId: number, memberId: number, attemptNo: string) =>
  db.selectFrom('pay_attempt as a').innerJoin('pay', 'pay.id', 'a.pay_id').selectAll('pay')
    .where('a.website_id', '=', websiteId).where('a.attempt_no', '=', attemptNo).where('pay.member_id', '=', memberId)
    .executeTakeFirst()

/** What markPaid needs of a payment. */
export const findPaymentToMark = (db: Db, websiteId: number, outTradeNo: string) =>
  db.selectFrom('pay').select(['id', 'pay_status', 'event', 'member_id', 'pay_money'])
    .where('website_id', '=', websiteId).where('out_trade_no', '=', outTradeNo).executeTakeFirst()

/** The payment of a website's out_trade_no: its id and status. */
export const findPaymentStatusByNo = (db: Db, websiteId: number, outTradeNo: string) =>
  db.selectFrom('pay').select(['id', 'pay_status']).where('website_id', '=', websiteId).where('out_trade_no', '=', outTradeNo).executeTakeFirst()

export const paymentsByNos = (db: Db, websiteId: number, outTradeNos: string[]) =>
  db.selectFrom('pay').select(['id', 'out_trade_no', 'pay_status']).where('website_id', '=', websiteId).where('out_trade_no', 'in', outTradeNos).execute()

export const findPaymentNo = (db: Db, payId: number) =>
  db.selectFrom('pay').select(['out_trade_no', 'website_id']).where('id', '=', payId).executeTakeFirstOrThrow()

export async function payStatusOf(db: Db, payId: number): Promise<PayStatus> {
  return (await db.selectFrom('pay').select('pay_status').where('id', '=', payId).executeTakeFirstOrThrow()).pay_status
}

/** Is the number taken by a payment or an order? */
export async function outTradeNoTaken(db: Db, outTradeNo: string): Promise<boolean> {
  const [pay, order] = await Promise.all([
    db.selectFrom('pay').select('id').where('out_trade_no', '=', outTradeNo).executeTakeFirst(),
    db.selectFrom('orders').select('order_id').where('out_trade_no', '=', outTradeNo).executeTakeFirst(),
  ])
  return !!pay || !!order
}

export async function insertPayment(db: Db, row: Insertable<PayTable>): Promise<number> {
  return (await db.insertInto('pay').values(row).returning('id').executeTakeFirstOrThrow()).id
}

// ---------------------------------------------------------------------------------------------------
// the orders a payment pays

export const ordersOfPayment = (db: Db, websiteId: number, outTradeNo: string) =>
  db.selectFrom('orders')
    .select(['order_id', 'order_no', 'site_id', 'site_name', 'order_status', 'order_money', 'balance_money', 'pay_money', 'pay_deadline'])
    .where('website_id', '=', websiteId).where('out_trade_no', '=', outTradeNo).orderBy('order_id').execute()

export const memberOrdersByIds = (db: Db, websiteId: number, memberId: number, orderIds: number[]) =>
  db.selectFrom('orders').select(['order_id', 'order_status', 'out_trade_no', 'pay_money', 'site_name'])
    .where('website_id', '=', websiteId).where('member_id', '=', memberId).where('order_id', 'in', orderIds).orderBy('order_id').execute()

/** Moves a waiting order onto a new payment, guarded on its old number; false when it no longer matched. */
export async function moveOrderToPayment(trx: Db, orderId: number, from: { outTradeNo: string; orderStatus: number }, outTradeNo: string): Promise<boolean> {
  const res = await trx.updateTable('orders').set({ out_trade_no: outTradeNo })
    .where('order_id', '=', orderId).where('out_trade_no', '=', from.outTradeNo).where('order_status', '=', from.orderStatus)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

// ---------------------------------------------------------------------------------------------------
// attempts

export const findAttempt = (db: Db, attemptId: number) =>
  db.selectFrom('pay_attempt').selectAll().where('id', '=', attemptId).executeTakeFirstOrThrow()

/** The attempt a channel's notification names. */
export const findAttemptByNo = (db: Db, attemptNo: string, payType: string) =>
  db.selectFrom('pay_attempt').selectAll().where('attempt_no', '=', attemptNo).where('pay_type', '=', payType).executeTakeFirst()

/** A member's attempt at one channel, with its payment's number. */
export const findMemberAttempt = (db: Db, websiteId: number, memberId: number, attemptNo: string, payType: string) =>
  db.selectFrom('pay_attempt as a').innerJoin('pay as p', 'p.id', 'a.pay_id')
    .select(['a.id', 'a.status', 'a.amount', 'a.attempt_no', 'p.out_trade_no'])
    .where('a.attempt_no', '=', attemptNo).where('a.pay_type', '=', payType)
    .where('p.website_id', '=', websiteId).where('p.member_id', '=', memberId)
    .executeTakeFirst()

/** The open attempt of a payment, if any. */
export async function findOpenAttempt(db: Db, payId: number): Promise<AttemptRow | undefined> {
  return db.selectFrom('pay_attempt').selectAll().where('pay_id', '=', payId).where('status', '=', 'open').executeTakeFirst()
}

export async function attemptStatusOf(db: Db, attemptId: number) {
  return (await db.selectFrom('pay_attempt').select('status').where('id', '=', attemptId).executeTakeFirstOrThrow()).status
}

export async function countAttempts(db: Db, payId: number): Promise<number> {
  const row = await db.selectFrom('pay_attempt').select((eb) => eb.fn.countAll<number>().as('n')).where('pay_id', '=', payId).executeTakeFirstOrThrow()
  return Number(row.n)
}

/** Throws the unique index's error when the payment has an open attempt already. */
export async function insertAttempt(db: Db, row: Insertable<PayAttemptTable>): Promise<number> {
  return (await db.insertInto('pay_attempt').values(row).returning('id').executeTakeFirstOrThrow()).id
}

/** What the gateway answered to an open attempt's prepay, kept for a repeated tap. */
export async function keepPrepay(db: Db, attemptId: number, prepay: string, tradeNo?: string): Promise<void> {
  await db.updateTable('pay_attempt').set({ prepay, ...(tradeNo ? { trade_no: tradeNo } : {}) })
    .where('id', '=', attemptId).where('status', '=', 'open').execute()
}

/** The amount of the attempt with this number (what a refund is part of). */
export const findAttemptAmount = (db: Db, attemptNo: string) =>
  db.selectFrom('pay_attempt').select('amount').where('attempt_no', '=', attemptNo).executeTakeFirst()

// ---------------------------------------------------------------------------------------------------
// money taken after close (pay.late-refund.ts)

/** Queues an attempt's money to go back, once. */
export async function queueLateRefund(trx: Db, attemptId: number, at: number): Promise<void> {
  await trx.updateTable('pay_attempt').set({ late_refund_status: LATE_REFUND.PENDING, late_refund_next_at: at })
    .where('id', '=', attemptId).where('late_refund_status', '=', LATE_REFUND.NONE).execute()
}

export const dueLateRefunds = (db: Db, now: number, limit: number) =>
  db.selectFrom('pay_attempt').selectAll()
    .where('late_refund_status', '=', LATE_REFUND.PENDING).where('late_refund_next_at', '<=', now).orderBy('late_refund_next_at').limit(limit).execute()

/** Writes the outcome of a try on a late refund still pending. */
export async function updatePendingLateRefund(db: Db, attemptId: number, set: Updateable<PayAttemptTable>): Promise<void> {
  await db.updateTable('pay_attempt').set(set).where('id', '=', attemptId).where('late_refund_status', '=', LATE_REFUND.PENDING).execute()
}

// ---------------------------------------------------------------------------------------------------
// notifications

export async function insertPayNotify(db: Db, row: Insertable<PayNotifyTable>): Promise<void> {
  await db.insertInto('pay_notify').values(row).execute()
}

/** Counts a refused notification of an address that was not stored (past its hourly cap). */
export async function countDroppedNotify(db: Db, clientIp: string, hourAt: number, at: number): Promise<void> {
  await db.insertInto('pay_notify_dropped').values({ client_ip: clientIp, hour_at: hourAt, dropped: 1, last_at: at })
    .onConflict((oc) => oc.columns(['client_ip', 'hour_at']).doUpdateSet((eb) => ({ dropped: eb('pay_notify_dropped.dropped', '+', 1), last_at: at })))
    .execute()
}
