import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'

/**
 * Payment notifications (issue 23): where each came from and what it said — in full when verified, an
 * excerpt when refused — and, per address and hour, a counter of the refused ones no longer stored
 * once the address reached its cap (modules/pay/pay.notify.guard.ts).
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('pay_notify').addColumn('client_ip', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('pay_notify').addColumn('raw_body', 'text', (c) => c.notNull().defaultTo('')).execute()
  // JSON of the headers that matter (content type, signatures, serial, timestamp, nonce)
  await db.schema.alterTable('pay_notify').addColumn('raw_headers', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.createIndex('pay_notify_ip_time').on('pay_notify').columns(['client_ip', 'created_at']).execute()
  await db.schema.createTable('pay_notify_dropped')
    .addColumn('client_ip', 'varchar(64)', (c) => c.notNull())
    // the hour the counter covers: Unix seconds at its start
    .addColumn('hour_at', 'bigint', (c) => c.notNull())
    .addColumn('dropped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('pay_notify_dropped_pk', ['client_ip', 'hour_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pay_notify_dropped').execute()
  await db.schema.dropIndex('pay_notify_ip_time').execute()
  for (const column of ['raw_headers', 'raw_body', 'client_ip']) await db.schema.alterTable('pay_notify').dropColumn(column).execute()
}
