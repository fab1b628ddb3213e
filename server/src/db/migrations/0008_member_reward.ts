import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/**
 * Platform coupon types and the coupons members hold, the member account ledger (point, balance,
 * growth) and account cancellation requests.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('platform_coupon_type'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // 'reward': money off; 'discount': a percentage in tenths (95 = 9.5折)
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('money', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('at_least', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('validity_days', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('platform_coupon_type_values', sql`money >= 0 and discount >= 0 and discount <= 100 and at_least >= 0 and validity_days >= 0`)
    .execute()

  await withId(db.schema.createTable('member_coupon'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('coupon_type_id', 'integer', (c) => c.notNull().references('platform_coupon_type.id'))
    // a snapshot of the type at issue time: editing the type later does not change issued coupons
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('money', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('at_least', 'bigint', (c) => c.notNull().defaultTo(0))
    // 1 unused, 2 used, 3 expired
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('get_type', 'varchar(20)', (c) => c.notNull())
    // what the coupon was issued for ('' when nothing); with get_type it makes a grant happen once
    .addColumn('relate_tag', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    // 0: never expires
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('member_coupon_member_state').on('member_coupon').columns(['member_id', 'state']).execute()
  // one coupon of a type per grant: a retried registration hook cannot issue a second one
  await db.schema.createIndex('member_coupon_grant').unique().on('member_coupon')
    .columns(['member_id', 'coupon_type_id', 'get_type', 'relate_tag']).where(sql.ref('relate_tag'), '<>', '').execute()

  await withId(db.schema.createTable('member_account'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('account_type', 'varchar(16)', (c) => c.notNull())
    // signed: credits positive, debits negative (point count, fen, growth)
    .addColumn('account_data', 'bigint', (c) => c.notNull())
    .addColumn('from_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('relate_tag', 'varchar(64)', (c) => c.notNull())
    .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  // the once-only key of every movement: the same cause cannot move an account twice
  await db.schema.createIndex('member_account_once').unique().on('member_account')
    .columns(['member_id', 'account_type', 'from_type', 'relate_tag']).execute()

  await withId(db.schema.createTable('member_cancel'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    // applied | approved | refused | withdrawn
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('refuse_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('apply_time', 'bigint', (c) => c.notNull())
    .addColumn('audit_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('member_cancel_member').on('member_cancel').columns(['member_id', 'id']).execute()
  // at most one open request per member, even when two applications race
  await db.schema.createIndex('member_cancel_open').unique().on('member_cancel')
    .column('member_id').where(sql.ref('status'), '=', 'applied').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_cancel').execute()
  await db.schema.dropTable('member_account').execute()
  await db.schema.dropTable('member_coupon').execute()
  await db.schema.dropTable('platform_coupon_type').execute()
}
