import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'

/**
 * Indexes the ledger pages read by (issue 11): a member's rows of an account newest first (the id
 * breaks ties of one second), with the month filter a range on created_at.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.createIndex('member_account_member_time').on('member_account')
    .columns(['member_id', 'account_type', 'created_at', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('member_account_member_time').execute()
}
