import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/**
 * Member levels, growth rules and upgrade gift packages; gifts received (issue 11).
 *
 * member_level: the operator's levels, ranked by their growth threshold (unique per website, so the
 * ranks are strict). member.member_level holds a level_id (0: none). discount is in tenths of a
 * percent of the goods as checkout always read it (100: none, 95 = 9.5折). The upgrade gift package
 * (points, non-withdrawable balance in fen, platform coupon type ids) holds no growth: a gift can never
 * move a member up again.
 *
 * member_gift: what a member received, one row per (member, source, source_id): a level's gift arrives
 * once per member and level however many growth movements race for it.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('member_level'), dialect, 'level_id')
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('level_name', 'varchar(30)', (c) => c.notNull())
    // growth a member needs to reach the level
    .addColumn('growth', 'integer', (c) => c.notNull())
    // tenths of a percent of the goods: 100 none, 95 = 9.5折
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('level_tag', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    // #RRGGBB or ''
    .addColumn('level_color', 'varchar(7)', (c) => c.notNull().defaultTo(''))
    .addColumn('service', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('condition_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // JSON array of strings: the level's rights
    .addColumn('equity', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('gift_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gift_balance', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON array of platform_coupon_type ids
    .addColumn('gift_coupon', 'text', (c) => c.notNull().defaultTo('[]'))
    // 1 shown and reachable, 0 switched off
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('member_level_discount_check', sql`discount >= 1 and discount <= 100`)
    .addCheckConstraint('member_level_growth_check', sql`growth >= 0`)
    .addCheckConstraint('member_level_gift_check', sql`gift_point >= 0 and gift_balance >= 0`)
    .addCheckConstraint('member_level_status_check', sql`status in (0, 1)`)
    .execute()
  await sql`create unique index member_level_threshold on member_level (website_id, growth)`.execute(db)
  await sql`create unique index member_level_name on member_level (website_id, level_name)`.execute(db)

  await withId(db.schema.createTable('member_gift'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    // 'level_upgrade' (source_id: the level), other activities later
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('source_id', 'integer', (c) => c.notNull())
    // a snapshot: the level's name when it was reached
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON snapshot of the coupons issued: [{coupon_type_id, name, type, money, discount, at_least}]
    .addColumn('coupons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await sql`create unique index member_gift_once on member_gift (member_id, source, source_id)`.execute(db)
  await sql`create index member_gift_member on member_gift (website_id, member_id, id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_gift').execute()
  await db.schema.dropTable('member_level').execute()
}
