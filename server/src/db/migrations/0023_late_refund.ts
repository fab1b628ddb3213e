import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'

/**
 * Money a gateway took on an attempt that could no longer pay (closed before, or its payment paid
 * through another attempt: 'paid_after_close') goes back in full (issue 10). pay_attempt keeps that
 * refund's state: 0 none, 1 to refund (sent or processing), 2 refunded, -1 failed for an operator.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('pay_attempt').addColumn('late_refund_status', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('pay_attempt').addColumn('late_refund_tries', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('pay_attempt').addColumn('late_refund_next_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('pay_attempt').addColumn('late_refund_error', 'varchar(255)', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.createIndex('pay_attempt_late_refund').on('pay_attempt').columns(['late_refund_status', 'late_refund_next_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('pay_attempt_late_refund').execute()
  for (const c of ['late_refund_error', 'late_refund_next_at', 'late_refund_tries', 'late_refund_status']) await db.schema.alterTable('pay_attempt').dropColumn(c).execute()
}
