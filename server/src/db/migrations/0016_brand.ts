import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/**
 * Brands (the brand wall; goods.brand_id from 0014 points here) and the shops' business licences
 * (the partner licence page). One licence row per shop, held by a unique index.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('goods_brand'), dialect, 'brand_id')
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('brand_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('image', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  // the wall's order: recommended first, then sort, then id (the tie-breaker keeps pages stable)
  await sql`create index goods_brand_wall on goods_brand (website_id, is_recommend, sort, brand_id)`.execute(db)

  await withId(db.schema.createTable('shop_license'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('company_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('credit_code', 'varchar(32)', (c) => c.notNull())
    .addColumn('legal_person', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('company_type', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('registered_capital', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('business_scope', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('authority', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('established_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('valid_to', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await sql`create unique index shop_license_site on shop_license (site_id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shop_license').execute()
  await db.schema.dropTable('goods_brand').execute()
}
