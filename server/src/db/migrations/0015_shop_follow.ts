import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/**
 * Members following shops. One row per (shop, member) held by a unique index, so two taps at once
 * insert once; shop.follow_num is moved only when a row was really inserted or deleted, in the same
 * transaction (the decrement guarded by follow_num > 0).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('shop_member'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await sql`create unique index shop_member_site_member on shop_member (site_id, member_id)`.execute(db)
  // the member's followed shops, newest first
  await sql`create index shop_member_member on shop_member (member_id, website_id, created_at, id)`.execute(db)
  await db.schema.alterTable('shop').addColumn('follow_num', 'integer', (c) => c.notNull().defaultTo(0)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('shop').dropColumn('follow_num').execute()
  await db.schema.dropTable('shop_member').execute()
}
