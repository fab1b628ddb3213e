import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'

/**
 * WeChat's shipping-information upload is keyed by the WeChat transaction, and one transaction can
 * pay for several shops' orders shipped in several parcels. The report state moves from the package
 * and the order to the payment: each shipment, local delivery or verified code bumps the payment's
 * version, and the report sends everything shipped so far (split delivery until all is delivered).
 */
export async function up(db: Kysely<any>, _dialect: Dialect): Promise<void> {
  // 0 nothing to report, 1 waiting, 2 reported, -1 failed (retried), -2 refused for good by WeChat
  await db.schema.alterTable('pay').addColumn('wechat_report_status', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('pay').addColumn('wechat_report_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('pay').addColumn('wechat_report_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  // bumped by every fulfilment; a report accepted for an older version is sent again
  await db.schema.alterTable('pay').addColumn('wechat_report_version', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('pay').addColumn('wechat_reported_version', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('pay').addColumn('wechat_report_error', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute()
  await sql`create index pay_wechat_report on pay (wechat_report_status, wechat_report_at)`.execute(db)

  // the per-package and per-order bookkeeping of 0011 / 0012 is replaced (a payment still waiting is
  // carried over, so nothing reported is lost)
  await sql`update pay set wechat_report_status = 1, wechat_report_version = 1 where exists (
    select 1 from orders o where o.website_id = pay.website_id and o.out_trade_no = pay.out_trade_no and (
      o.wechat_report_status in (1, -1)
      or exists (select 1 from order_package p where p.order_id = o.order_id and p.wechat_report_status in (1, -1))))`.execute(db)
  await sql`drop index orders_wechat_report`.execute(db)
  await sql`drop index order_package_wechat_report`.execute(db)
  for (const c of ['wechat_report_at', 'wechat_report_attempts', 'wechat_report_status']) await db.schema.alterTable('orders').dropColumn(c).execute()
  for (const c of ['wechat_report_at', 'wechat_report_attempts', 'wechat_report_status']) await db.schema.alterTable('order_package').dropColumn(c).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['order_package', 'orders']) {
    await db.schema.alterTable(table).addColumn('wechat_report_status', 'integer', (c) => c.notNull().defaultTo(0)).execute()
    await db.schema.alterTable(table).addColumn('wechat_report_attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute()
    await db.schema.alterTable(table).addColumn('wechat_report_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  }
  await sql`create index order_package_wechat_report on order_package (wechat_report_status, wechat_report_at)`.execute(db)
  await sql`create index orders_wechat_report on orders (wechat_report_status, wechat_report_at)`.execute(db)
  await sql`drop index pay_wechat_report`.execute(db)
  for (const c of ['wechat_report_error', 'wechat_reported_version', 'wechat_report_version', 'wechat_report_at', 'wechat_report_attempts', 'wechat_report_status']) {
    await db.schema.alterTable('pay').dropColumn(c).execute()
  }
}
