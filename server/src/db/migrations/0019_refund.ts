import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'
import { statusCheck } from '../state-machine.js'

/** order_goods.refund_status as the origin numbers it (refund.machine.ts), listed literally: a landed migration must not follow the code. */
const REFUND_STATES = [0, 1, 2, 3, 4, 5, 6, -1]

/**
 * After-sale (issue 10): one order_refund row per application on an order line. refund_no is ours and
 * fixed per application: it is the gateway's out_refund_no (WeChat) / out_request_no (Alipay) on
 * every retry. The line's refund_status is the state machine's; the row keeps the application, the
 * amounts that were paid back and the gateway's part.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('order_refund'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_goods_id', 'integer', (c) => c.notNull())
    .addColumn('refund_no', 'varchar(32)', (c) => c.notNull())
    // 1 refund only, 2 return the goods and refund
    .addColumn('refund_type', 'integer', (c) => c.notNull())
    // the line's refund_status while this application is the line's current one; where it ended after
    .addColumn('refund_status', 'integer', (c) => c.notNull())
    .addColumn('refund_reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('refund_remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // comma separated upload paths
    .addColumn('refund_images', 'text', (c) => c.notNull().defaultTo(''))
    // fen offered when applying (balance + channel, freight included when it was due then)
    .addColumn('apply_money', 'bigint', (c) => c.notNull())
    // what was paid back, set when the money moves: balance, channel (gateway) fen, points, of which freight
    .addColumn('refund_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_channel', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_point', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_delivery_money', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refund_money', 'bigint', (c) => c.notNull().defaultTo(0))
    // the gateway's part: 0 none, 1 sent / processing, 2 succeeded, -1 failed for good
    .addColumn('channel_status', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('channel_pay_type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('channel_attempt_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('channel_refund_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('channel_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('channel_error', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('channel_next_at', 'bigint', (c) => c.notNull().defaultTo(0))
    // the return parcel (refund_type 2)
    .addColumn('refund_address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_delivery_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_delivery_no', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('refund_delivery_remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('refuse_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('apply_time', 'bigint', (c) => c.notNull())
    .addColumn('audit_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('receive_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('finish_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('order_refund_status_check', statusCheck('refund_status', REFUND_STATES))
    .addCheckConstraint('order_refund_type_check', sql`refund_type in (1, 2)`)
    .addCheckConstraint('order_refund_money_check', sql`apply_money >= 0 and refund_balance >= 0 and refund_channel >= 0 and refund_point >= 0 and refund_delivery_money >= 0 and refund_money = refund_balance + refund_channel`)
    .execute()
  await sql`create unique index order_refund_no on order_refund (refund_no)`.execute(db)
  await sql`create index order_refund_line on order_refund (order_goods_id, id)`.execute(db)
  await sql`create index order_refund_order on order_refund (order_id)`.execute(db)
  await sql`create index order_refund_member on order_refund (member_id, website_id, id)`.execute(db)
  await sql`create index order_refund_shop on order_refund (site_id, website_id, refund_status, id)`.execute(db)
  await sql`create index order_refund_channel on order_refund (channel_status, channel_next_at)`.execute(db)

  // the line's state: a CHECK on PostgreSQL; SQLite cannot add one to a table, so triggers refuse the same values
  if (dialect === 'postgres') {
    await db.schema.alterTable('order_goods').addCheckConstraint('order_goods_refund_status_check', statusCheck('refund_status', REFUND_STATES)).execute()
  } else {
    const list = REFUND_STATES.join(', ')
    await sql.raw(`create trigger order_goods_refund_status_insert before insert on order_goods when new.refund_status not in (${list})
      begin select raise(abort, 'CHECK constraint failed: order_goods_refund_status_check'); end`).execute(db)
    await sql.raw(`create trigger order_goods_refund_status_update before update of refund_status on order_goods when new.refund_status not in (${list})
      begin select raise(abort, 'CHECK constraint failed: order_goods_refund_status_check'); end`).execute(db)
  }
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`alter table order_goods drop constraint order_goods_refund_status_check`.execute(db)
  else {
    await sql`drop trigger order_goods_refund_status_insert`.execute(db)
    await sql`drop trigger order_goods_refund_status_update`.execute(db)
  }
  await db.schema.dropTable('order_refund').execute()
}
