import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'

/**
 * The member who owns a shop (0: none). The owner is told by a site message when the shop's staff
 * logins keep failing (issue 23).
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('shop').addColumn('member_id', 'integer', (c) => c.notNull().defaultTo(0)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop').dropColumn('member_id').execute()
}
