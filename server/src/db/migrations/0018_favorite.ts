import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/**
 * Goods collections and footprints. One row per (member, goods) held by unique indexes, so a double
 * tap inserts once and a repeat view only moves browse_time.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('goods_collect'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await sql`create unique index goods_collect_member_goods on goods_collect (member_id, goods_id)`.execute(db)
  await sql`create index goods_collect_member on goods_collect (member_id, website_id, created_at, id)`.execute(db)
  await withId(db.schema.createTable('goods_browse'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('browse_time', 'bigint', (c) => c.notNull())
    .execute()
  await sql`create unique index goods_browse_member_goods on goods_browse (member_id, goods_id)`.execute(db)
  await sql`create index goods_browse_member on goods_browse (member_id, website_id, browse_time, id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('goods_browse').execute()
  await db.schema.dropTable('goods_collect').execute()
}
