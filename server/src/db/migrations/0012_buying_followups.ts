import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'

/**
 * Buying follow-ups: the retry bookkeeping of WeChat's shipping-information reports (per package,
 * and per pickup / virtual order reported when its code is used), and one default address per member
 * held by the database (a partial unique index) rather than by the order of statements alone.
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // tries so far and the time of the last one: the sweep retries waiting (1) or failed (-1) reports
  // older than a minute, a bounded number of times
  await db.schema.alterTable('order_package').addColumn('wechat_report_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('order_package').addColumn('wechat_report_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  // pickup and virtual orders have no package: their report (logistics_type 4 / 3) is kept on the order
  await db.schema.alterTable('orders').addColumn('wechat_report_status', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('orders').addColumn('wechat_report_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('orders').addColumn('wechat_report_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  await sql`create index order_package_wechat_report on order_package (wechat_report_status, wechat_report_at)`.execute(db)
  await sql`create index orders_wechat_report on orders (wechat_report_status, wechat_report_at)`.execute(db)

  // repair first: of several defaults of one member the newest stays
  await sql`update member_address set is_default = 0 where is_default = 1 and id < (
    select max(m2.id) from member_address m2 where m2.member_id = member_address.member_id and m2.is_default = 1)`.execute(db)
  await sql`create unique index member_address_one_default on member_address (member_id) where is_default = 1`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index member_address_one_default`.execute(db)
  await sql`drop index orders_wechat_report`.execute(db)
  await sql`drop index order_package_wechat_report`.execute(db)
  for (const c of ['wechat_report_at', 'wechat_report_attempts', 'wechat_report_status']) await db.schema.alterTable('orders').dropColumn(c).execute()
  for (const c of ['wechat_report_at', 'wechat_report_attempts']) await db.schema.alterTable('order_package').dropColumn(c).execute()
}
