import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/**
 * The verification desk (issue 10): the member accounts each shop registered as its verifiers, and
 * one row per write-off. A code is written off once: the record's unique (website_id, verify_code)
 * index decides between racing desks. Orders get an index on their code, which every look-up uses.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('shop_verifier'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await sql`create unique index shop_verifier_site_member on shop_verifier (site_id, member_id)`.execute(db)
  await sql`create index shop_verifier_member on shop_verifier (member_id, status)`.execute(db)

  await withId(db.schema.createTable('verify_record'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('verify_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('verify_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verifier_member_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verifier_staff_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('verifier_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('goods_summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await sql`create unique index verify_record_code on verify_record (website_id, verify_code)`.execute(db)
  await sql`create index verify_record_member on verify_record (verifier_member_id, id)`.execute(db)
  await sql`create index verify_record_site on verify_record (site_id, id)`.execute(db)

  await sql`create index orders_verify_code on orders (website_id, verify_code)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index orders_verify_code`.execute(db)
  await db.schema.dropTable('verify_record').execute()
  await db.schema.dropTable('shop_verifier').execute()
}
