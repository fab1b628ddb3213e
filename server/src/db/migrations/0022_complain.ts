import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'
import { statusCheck } from '../state-machine.js'

/**
 * Complaints to the platform (issue 10) about an order line's refund the shop refused or left
 * unanswered: one open complaint per line at a time (partial unique index), one per application.
 * complain_status: 1 waiting for the platform, 2 answered, 3 withdrawn by the buyer.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('order_complain'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_goods_id', 'integer', (c) => c.notNull())
    // the refund application complained about
    .addColumn('refund_id', 'integer', (c) => c.notNull())
    .addColumn('complain_status', 'integer', (c) => c.notNull())
    .addColumn('complain_reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('complain_remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('complain_images', 'text', (c) => c.notNull().defaultTo(''))
    // the platform's decision: '' while waiting, 'buyer' (the refund goes ahead) or 'seller' (the shop's answer stands)
    .addColumn('result', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('platform_answer', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('apply_time', 'bigint', (c) => c.notNull())
    .addColumn('handle_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('order_complain_status_check', statusCheck('complain_status', [1, 2, 3]))
    .execute()
  await sql`create unique index order_complain_open on order_complain (order_goods_id) where complain_status = 1`.execute(db)
  await sql`create index order_complain_line on order_complain (order_goods_id, id)`.execute(db)
  await sql`create index order_complain_refund on order_complain (refund_id)`.execute(db)
  await sql`create index order_complain_member on order_complain (member_id, website_id, id)`.execute(db)
  await sql`create index order_complain_platform on order_complain (website_id, complain_status, id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('order_complain').execute()
}
