import type { Kysely } from 'kysely'

/**
 * Who brought a member (suid: the sharing shop user, next to source_member) and the moment before
 * which the member's tokens are refused (password change, recovery, cancellation).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member').addColumn('suid', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('member').addColumn('tokens_valid_after', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member').dropColumn('tokens_valid_after').execute()
  await db.schema.alterTable('member').dropColumn('suid').execute()
}
