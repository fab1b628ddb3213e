import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'
import { statusCheck } from '../state-machine.js'

/** recharge_order.pay_status (recharge.machine.ts), listed literally: a landed migration must not follow the code. */
const RECHARGE_PAY_STATES = ['waiting', 'paid', 'closed']

/**
 * Recharge packages and recharge orders (issue 11). A package is what the operator sells: the member
 * pays its face value (fen) and receives the face value in the (non-withdrawable) balance plus the
 * package's gifts (balance, points, growth, platform coupons). A recharge order keeps a snapshot of
 * what it gives, its own payment (pay.event 'recharge', out_trade_no unique) and its pay_status,
 * moved only by the state machine: waiting -> paid | closed.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('recharge_package'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('recharge_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('cover_img', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // fen the member pays and receives in the balance
    .addColumn('face_value', 'bigint', (c) => c.notNull())
    // fen of balance given on top
    .addColumn('gift_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('growth', 'integer', (c) => c.notNull().defaultTo(0))
    // comma separated platform_coupon_type ids, one coupon of each
    .addColumn('coupon_ids', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 on sale, 0 off
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sale_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('recharge_package_status_check', sql`status in (0, 1)`)
    .addCheckConstraint('recharge_package_money_check', sql`face_value > 0 and gift_balance >= 0 and point >= 0 and growth >= 0`)
    .execute()
  await sql`create index recharge_package_sale on recharge_package (website_id, status, sort, id)`.execute(db)

  await withId(db.schema.createTable('recharge_order'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('out_trade_no', 'varchar(32)', (c) => c.notNull())
    // 0: a free amount
    .addColumn('recharge_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('recharge_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('cover_img', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('face_value', 'bigint', (c) => c.notNull())
    .addColumn('gift_balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('growth', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON: the coupons the package gave at purchase [{coupon_type_id, coupon_name, type, money, discount, at_least}]
    .addColumn('coupons', 'text', (c) => c.notNull().defaultTo('[]'))
    // fen the payment takes (the face value)
    .addColumn('pay_money', 'bigint', (c) => c.notNull())
    .addColumn('pay_status', 'varchar(10)', (c) => c.notNull().defaultTo('waiting'))
    .addColumn('pay_type', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('close_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('recharge_order_status_check', statusCheck('pay_status', RECHARGE_PAY_STATES))
    .addCheckConstraint('recharge_order_money_check', sql`face_value > 0 and pay_money = face_value and gift_balance >= 0 and point >= 0 and growth >= 0`)
    .execute()
  await sql`create unique index recharge_order_no on recharge_order (order_no)`.execute(db)
  await sql`create unique index recharge_order_trade on recharge_order (out_trade_no)`.execute(db)
  await sql`create index recharge_order_member on recharge_order (member_id, website_id, id)`.execute(db)
  await sql`create index recharge_order_waiting on recharge_order (pay_status, created_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('recharge_order').execute()
  await db.schema.dropTable('recharge_package').execute()
}
