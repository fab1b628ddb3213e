import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'

/** order_config.auto_close_minutes as order.config.ts reads it (a migration keeps its own copy of the rule). */
function closeMinutes(raw: string | undefined): number {
  try {
    const v = Number((JSON.parse(raw ?? 'null') as Record<string, unknown> | null)?.auto_close_minutes)
    if (Number.isInteger(v) && v >= 1 && v <= 7 * 24 * 60) return v
  } catch {
    // not JSON: the default, as the server reads it
  }
  return 30
}

/**
 * Each order carries its own pay deadline (issue 23): the sweep closes an unpaid order at its
 * pay_deadline instead of create_time + the website's current setting, so a deadline can differ per
 * order (per promotion later). Orders waiting for payment get create_time + the website's setting,
 * which is when they would have closed; the others keep 0 (they are past paying).
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  await db.schema.alterTable('orders').addColumn('pay_deadline', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  const sites = await db.selectFrom('orders').select('website_id').distinct().where('order_status', '=', 0).execute()
  for (const { website_id: websiteId } of sites) {
    const row = await db.selectFrom('website_config').select('value')
      .where('website_id', '=', websiteId).where('config_key', '=', 'order_config').executeTakeFirst()
    const seconds = closeMinutes(row?.value) * 60
    await db.updateTable('orders').set((eb) => ({ pay_deadline: eb(eb.ref('create_time'), '+', seconds) }))
      .where('website_id', '=', websiteId).where('order_status', '=', 0).execute()
  }
  // the sweep's look-up moves from create_time to the deadline
  await db.schema.dropIndex('orders_due').execute()
  await db.schema.createIndex('orders_pay_due').on('orders').columns(['order_status', 'pay_deadline']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_pay_due').execute()
  await db.schema.createIndex('orders_due').on('orders').columns(['order_status', 'create_time']).execute()
  await db.schema.alterTable('orders').dropColumn('pay_deadline').execute()
}
