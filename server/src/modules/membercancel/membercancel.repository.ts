import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { CancelStatus } from './membercancel.table.js'
import { assertTransition } from './membercancel.transitions.js'

export async function latestRequest(db: Kysely<Database>, websiteId: number, memberId: number) {
  return db.selectFrom('member_cancel').selectAll()
    .where('website_id', '=', websiteId).where('member_id', '=', memberId)
    .orderBy('id', 'desc').limit(1).executeTakeFirst()
}

export async function openRequest(db: Kysely<Database>, websiteId: number, memberId: number) {
  return db.selectFrom('member_cancel').selectAll()
    .where('website_id', '=', websiteId).where('member_id', '=', memberId).where('status', '=', 'applied')
    .executeTakeFirst()
}

/** A new open request; null when the member already has one (the partial unique index decides races). */
export async function insertRequest(db: Kysely<Database>, row: { website_id: number; member_id: number; reason: string; apply_time: number }) {
  const inserted = await db.insertInto('member_cancel')
    .values({ ...row, status: 'applied' })
    .onConflict((oc) => oc.doNothing())
    .returning('id').executeTakeFirst()
  return inserted?.id ?? null
}

/**
 * Moves a request from one state to another only if it is still in `from`: of two racing moves
 * exactly one changes the row. Answers whether this call made the move.
 */
export async function transitionRequest(
  db: Kysely<Database>, id: number, from: CancelStatus, to: CancelStatus,
  fields: { audit_time: number; refuse_reason?: string },
): Promise<boolean> {
  assertTransition(from, to)
  const res = await db.updateTable('member_cancel').set({ status: to, ...fields })
    .where('id', '=', id).where('status', '=', from)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/**
 * The account after an approved cancellation: disabled, its mobile released (a new registration may
 * take it), every token issued so far refused, and its platform bindings (member_auth) removed.
 */
export async function closeMemberAccount(trx: Kysely<Database>, dialect: Dialect, websiteId: number, memberId: number, now: number) {
  await trx.updateTable('member')
    // now + 1: tokens issued in this very second are refused too, whichever way the check compares
    .set({ status: -1, mobile: null, tokens_valid_after: now + 1 })
    .where('id', '=', memberId).where('website_id', '=', websiteId)
    .execute()
  // member_auth belongs to the third-party login module; a database without it has no bindings
  if (await tableExists(trx, dialect, 'member_auth')) {
    await sql`delete from member_auth where member_id = ${memberId}`.execute(trx)
  }
}

export async function tableExists(db: Kysely<Database>, dialect: Dialect, table: string): Promise<boolean> {
  if (dialect === 'postgres') {
    const { rows } = await sql<{ found: string | null }>`select to_regclass(${table})::text as found`.execute(db)
    return !!rows[0]?.found
  }
  const { rows } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = ${table}`.execute(db)
  return rows.length > 0
}
