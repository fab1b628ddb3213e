import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { AccountType } from '../account/account.table.js'
import { COUPON_STATE } from '../coupon/coupon.table.js'

export interface LedgerFilter {
  websiteId: number
  memberId: number
  types: readonly AccountType[]
  fromType?: string
  /** [start, end) Unix seconds */
  range?: { start: number; end: number }
}

const ROW = ['id', 'account_type', 'account_data', 'from_type', 'relate_tag', 'remark', 'created_at'] as const

function filtered(db: Kysely<Database>, f: LedgerFilter) {
  let q = db.selectFrom('member_account')
    .where('website_id', '=', f.websiteId).where('member_id', '=', f.memberId).where('account_type', 'in', [...f.types])
  if (f.fromType !== undefined) q = q.where('from_type', '=', f.fromType)
  if (f.range) q = q.where('created_at', '>=', f.range.start).where('created_at', '<', f.range.end)
  return q
}

/** The rows of a page, newest first (index member_account_member_time of 0029). */
export function ledgerRows(db: Kysely<Database>, f: LedgerFilter, limit: number, offset: number) {
  return filtered(db, f).select(ROW).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()
}

/** How many rows the filter selects, and the sums of its credits and debits (a debit sum as a positive number). */
export async function ledgerTotals(db: Kysely<Database>, f: LedgerFilter): Promise<{ count: number; income: number; expense: number }> {
  const row = await filtered(db, f).select((eb) => [
    eb.fn.countAll<number>().as('n'),
    eb.fn.sum<number>(eb.case().when('account_data', '>', 0).then(eb.ref('account_data')).else(0).end()).as('income'),
    eb.fn.sum<number>(eb.case().when('account_data', '<', 0).then(eb.ref('account_data')).else(0).end()).as('expense'),
  ]).executeTakeFirst()
  // PostgreSQL answers count and sum of bigint as strings; an empty set sums to null
  return { count: Number(row?.n ?? 0), income: Number(row?.income ?? 0), expense: -Number(row?.expense ?? 0) }
}

/** The kinds of movement a member's ledger of these account types holds. */
export async function ledgerFromTypes(db: Kysely<Database>, f: Omit<LedgerFilter, 'fromType' | 'range'>): Promise<string[]> {
  const rows = await filtered(db, f).select('from_type').distinct().orderBy('from_type').execute()
  return rows.map((r) => r.from_type)
}

export function ledgerRow(db: Kysely<Database>, websiteId: number, memberId: number, id: number) {
  return db.selectFrom('member_account').select(ROW)
    .where('id', '=', id).where('website_id', '=', websiteId).where('member_id', '=', memberId).executeTakeFirst()
}

export interface OrderRef {
  order_id: number
  order_type: number
}

/** The member's order with this number (checkout and closing rows carry it). */
export async function orderByNo(db: Kysely<Database>, websiteId: number, memberId: number, orderNo: string): Promise<OrderRef | null> {
  const o = await db.selectFrom('orders').select(['order_id', 'order_type'])
    .where('website_id', '=', websiteId).where('member_id', '=', memberId).where('order_no', '=', orderNo).executeTakeFirst()
  return o ? { order_id: Number(o.order_id), order_type: Number(o.order_type) } : null
}

/** The order of the member's refund with this number (refund rows carry it). */
export async function orderByRefundNo(db: Kysely<Database>, websiteId: number, memberId: number, refundNo: string): Promise<OrderRef | null> {
  const o = await db.selectFrom('order_refund as r').innerJoin('orders as o', 'o.order_id', 'r.order_id').select(['o.order_id', 'o.order_type'])
    .where('r.website_id', '=', websiteId).where('r.member_id', '=', memberId).where('r.refund_no', '=', refundNo)
    .where('o.member_id', '=', memberId).executeTakeFirst()
  return o ? { order_id: Number(o.order_id), order_type: Number(o.order_type) } : null
}

export function memberFigures(db: Kysely<Database>, websiteId: number, memberId: number) {
  return db.selectFrom('member').select(['point', 'balance', 'balance_withdraw', 'growth', 'member_level'])
    .where('id', '=', memberId).where('website_id', '=', websiteId).executeTakeFirst()
}

/** Unused coupons that have not expired. */
export async function usableCouponCount(db: Kysely<Database>, websiteId: number, memberId: number, now: number): Promise<number> {
  const row = await db.selectFrom('member_coupon').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId).where('member_id', '=', memberId).where('state', '=', COUPON_STATE.UNUSED)
    .where((eb) => eb.or([eb('end_time', '=', 0), eb('end_time', '>', now)]))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** The name of the member's level (member.member_level holds a level_id; 0: none). */
export async function levelName(db: Kysely<Database>, websiteId: number, levelId: number): Promise<string> {
  if (!(levelId > 0)) return ''
  const row = await db.selectFrom('member_level').select('level_name')
    .where('website_id', '=', websiteId).where('level_id', '=', levelId).executeTakeFirst()
  return row?.level_name ?? ''
}
