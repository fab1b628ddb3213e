import type { Insertable, Kysely, Selectable } from 'kysely'
import { defaultList } from '../../db/default-list.js'
import type { Database } from '../../db/schema.js'
import type { AccountFields } from './withdraw.rules.js'
import type { MemberWithdrawTable, WithdrawKind } from './withdraw.table.js'
import { WITHDRAW_STATUS } from './withdraw.machine.js'

type Db = Kysely<Database>
export type AccountRow = Selectable<Database['member_bank_account']>
export type WithdrawRow = Selectable<Database['member_withdraw']>

// ---------------------------------------------------------------------------------------------------
// withdrawal accounts

/** Count, default, delete: the rules every list with a default follows (db/default-list.ts). */
export const accountList = defaultList('member_bank_account')

const accounts = (db: Db, websiteId: number, memberId: number) =>
  db.selectFrom('member_bank_account').selectAll().where('website_id', '=', websiteId).where('member_id', '=', memberId)

export const pageAccounts = (db: Db, websiteId: number, memberId: number, offset: number, limit: number) =>
  accounts(db, websiteId, memberId).orderBy('is_default', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute()

export const findAccount = (db: Db, websiteId: number, memberId: number, id: number) =>
  accounts(db, websiteId, memberId).where('id', '=', id).executeTakeFirst()

export const findDefaultAccount = (db: Db, websiteId: number, memberId: number) =>
  accounts(db, websiteId, memberId).where('is_default', '=', 1).executeTakeFirst()

export async function insertAccount(db: Db, row: AccountFields & { website_id: number; member_id: number; created_at: number; updated_at: number }): Promise<number> {
  const { id } = await db.insertInto('member_bank_account').values({ ...row, is_default: 0 }).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function updateAccount(db: Db, websiteId: number, memberId: number, id: number, set: AccountFields & { updated_at: number }): Promise<boolean> {
  const res = await db.updateTable('member_bank_account').set(set)
    .where('id', '=', id).where('website_id', '=', websiteId).where('member_id', '=', memberId).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** The openid that pays out to WeChat without an account number: the mini-program's first, else the official account's. */
export async function boundWechatOpenid(db: Db, websiteId: number, memberId: number): Promise<string | undefined> {
  const bound = await db.selectFrom('member_auth').select(['app_type', 'openid'])
    .where('member_id', '=', memberId).where('website_id', '=', websiteId).where('app_type', 'in', ['weapp', 'wechat']).execute()
  return (bound.find((b) => b.app_type === 'weapp') ?? bound[0])?.openid
}

/** What a member holds that withdrawals take from, and the pay password they are confirmed with. */
export const memberHoldings = (db: Db, websiteId: number, memberId: number) =>
  db.selectFrom('member').select(['balance', 'balance_withdraw', 'point', 'pay_password_hash']).where('id', '=', memberId).where('website_id', '=', websiteId).executeTakeFirstOrThrow()
export type MemberHoldings = Awaited<ReturnType<typeof memberHoldings>>

// ---------------------------------------------------------------------------------------------------
// withdrawals

export async function insertWithdraw(db: Db, row: Insertable<MemberWithdrawTable>): Promise<number> {
  const { id } = await db.insertInto('member_withdraw').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

export const findWithdraw = (db: Db, websiteId: number, id: number) =>
  db.selectFrom('member_withdraw').selectAll().where('id', '=', id).where('website_id', '=', websiteId).executeTakeFirst()

export interface WithdrawFilter {
  websiteId: number
  memberId?: number
  kind?: WithdrawKind
  status?: number
}

function filtered(db: Db, f: WithdrawFilter) {
  let q = db.selectFrom('member_withdraw').where('website_id', '=', f.websiteId)
  if (f.memberId !== undefined) q = q.where('member_id', '=', f.memberId)
  if (f.kind !== undefined) q = q.where('kind', '=', f.kind)
  if (f.status !== undefined) q = q.where('status', '=', f.status)
  return q
}

/** A page, newest first; `underReviewFirst` puts the applications waiting for the operator first, oldest first. */
export async function pageWithdraws(db: Db, f: WithdrawFilter, offset: number, limit: number, underReviewFirst = false) {
  let rows = filtered(db, f).selectAll()
  rows = underReviewFirst
    ? rows.orderBy((eb) => eb.case().when('status', 'in', [WITHDRAW_STATUS.APPLIED, WITHDRAW_STATUS.APPROVED]).then(0).else(1).end()).orderBy('id', 'asc')
    : rows.orderBy('id', 'desc')
  const [list, total] = await Promise.all([
    rows.offset(offset).limit(limit).execute(),
    filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { list, count: Number(total.n) }
}

// ---------------------------------------------------------------------------------------------------
// the day's limits

export interface DaySlot {
  websiteId: number
  memberId: number
  kind: WithdrawKind
  day: string
}

/**
 * Takes a place in the day's limits: one guarded UPDATE that adds the application only while the
 * count and the amount stay within them (0: no limit). Parallel applications queue on the row's lock
 * (PostgreSQL re-checks the condition on the row another one just committed), so the limits hold.
 * Answers false when a limit is reached; call inside the application's transaction.
 */
export async function takeDaySlot(trx: Db, slot: DaySlot, money: number, limits: { count: number; money: number }): Promise<boolean> {
  await trx.insertInto('member_withdraw_day')
    .values({ website_id: slot.websiteId, member_id: slot.memberId, kind: slot.kind, day: slot.day, apply_count: 0, apply_money: 0 })
    .onConflict((oc) => oc.columns(['member_id', 'kind', 'day']).doNothing())
    .execute()
  let q = trx.updateTable('member_withdraw_day')
    .set((eb) => ({ apply_count: eb('apply_count', '+', 1), apply_money: eb('apply_money', '+', money) }))
    .where('member_id', '=', slot.memberId).where('kind', '=', slot.kind).where('day', '=', slot.day)
  if (limits.count > 0) q = q.where('apply_count', '<', limits.count)
  if (limits.money > 0) q = q.where((eb) => eb(eb('apply_money', '+', money), '<=', limits.money))
  const res = await q.executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** A refused application gives its place in the day's limits back. */
export async function releaseDaySlot(trx: Db, slot: DaySlot, money: number): Promise<void> {
  await trx.updateTable('member_withdraw_day')
    .set((eb) => ({ apply_count: eb('apply_count', '-', 1), apply_money: eb('apply_money', '-', money) }))
    .where('member_id', '=', slot.memberId).where('kind', '=', slot.kind).where('day', '=', slot.day)
    .where('apply_count', '>=', 1).where('apply_money', '>=', money)
    .execute()
}

export async function daySlot(db: Db, slot: DaySlot): Promise<{ count: number; money: number }> {
  const row = await db.selectFrom('member_withdraw_day').select(['apply_count', 'apply_money'])
    .where('member_id', '=', slot.memberId).where('kind', '=', slot.kind).where('day', '=', slot.day).executeTakeFirst()
  return { count: Number(row?.apply_count ?? 0), money: Number(row?.apply_money ?? 0) }
}
