import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { defineStateMachine, type Actor } from '../../db/state-machine.js'
import type { CancelStatus } from './member.cancel.table.js'
import { MEMBER_STATUS } from './member.table.js'

/** Every allowed move of a cancellation request; the end states never move again. */
export const CANCEL_MACHINE = defineStateMachine<CancelStatus>({
  aggregate: 'member_cancel',
  table: 'member_cancel',
  transitions: {
    applied: ['approved', 'refused', 'withdrawn'],
    approved: [],
    refused: [],
    withdrawn: [],
  },
})

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
 * Moves a request only if it is still in `from`, with its history row: of two racing moves exactly
 * one changes the row; the other throws StaleTransitionError (the caller maps it to its answer).
 */
export async function moveRequest(
  db: Kysely<Database>, move: { id: number; from: CancelStatus; to: CancelStatus; actor: Actor; reason?: string },
  fields: { audit_time: number; refuse_reason?: string },
): Promise<void> {
  await CANCEL_MACHINE.move(db, { ...move, set: fields, at: fields.audit_time })
}

/**
 * The account after an approved cancellation: disabled, its mobile released (a new registration may
 * take it), every token issued so far refused, and its platform bindings (member_auth) removed.
 */
export async function closeMemberAccount(trx: Kysely<Database>, dialect: Dialect, websiteId: number, memberId: number, now: number) {
  await trx.updateTable('member')
    // now + 1: tokens issued in this very second are refused too, whichever way the check compares
    .set({ status: MEMBER_STATUS.CANCELLED, mobile: null, tokens_valid_after: now + 1 })
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
