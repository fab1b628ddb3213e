import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // SQLite's REAL is already a double; PostgreSQL's "real" is 4 bytes, too coarse for coordinates
  // Shop coordinates are GCJ-02 degrees as doubles (about 1e-15 relative precision: far below a metre)
  const float = dialect === 'postgres' ? 'double precision' : 'real'

  await withId(db.schema.createTable('shop'), dialect, 'site_id')
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('site_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('banner', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('introduction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('telephone', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('province_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('province_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('city_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('city_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('district_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('district_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('full_address', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', float, (c) => c.notNull())
    .addColumn('lng', float, (c) => c.notNull())
    // 'HH:mm:ss'; both null means open all day
    .addColumn('start_time', 'varchar(8)')
    .addColumn('end_time', 'varchar(8)')
    .addColumn('is_recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('shop_website_status').on('shop').columns(['website_id', 'status', 'is_recommend']).execute()

  await withId(db.schema.createTable('goods_category'), dialect, 'category_id')
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('pid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn('category_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('image', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('goods_category_website_pid').on('goods_category').columns(['website_id', 'pid', 'sort']).execute()

  await withId(db.schema.createTable('goods'), dialect, 'goods_id')
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('site_id', 'integer', (c) => c.notNull().references('shop.site_id'))
    .addColumn('category_id', 'integer', (c) => c.notNull())
    // ancestors then self, comma separated ('1,5,23'): any level filters with one LIKE on the prefix
    .addColumn('category_path', 'varchar(64)', (c) => c.notNull())
    .addColumn('goods_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('introduction', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    // the cover (first gallery picture), kept here so cards and carts need no extra lookup
    .addColumn('goods_image', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sale_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('goods_website_status_created').on('goods').columns(['website_id', 'status', 'created_at']).execute()
  await db.schema.createIndex('goods_website_category_path').on('goods').columns(['website_id', 'category_path']).execute()
  await db.schema.createIndex('goods_site').on('goods').columns(['site_id', 'status']).execute()
  // the list orders of /api/goodssku/page ('default' is the recommend flag)
  await db.schema.createIndex('goods_website_status_sale').on('goods').columns(['website_id', 'status', 'sale_num']).execute()
  await db.schema.createIndex('goods_website_status_recommend').on('goods').columns(['website_id', 'status', 'is_recommend']).execute()

  // the detail page's gallery, in order
  await withId(db.schema.createTable('goods_image'), dialect)
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.goods_id'))
    .addColumn('image', 'varchar(255)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('goods_image_goods_sort').on('goods_image').columns(['goods_id', 'sort']).execute()

  await withId(db.schema.createTable('goods_sku'), dialect, 'sku_id')
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.goods_id'))
    .addColumn('spec_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sku_image', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('market_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_num', 'integer', (c) => c.notNull().defaultTo(0))
    // bumped by every stock change: writers compare it (optimistic locking, no FOR UPDATE)
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('goods_sku_stock_non_negative', sql`stock >= 0`)
    .execute()
  await db.schema.createIndex('goods_sku_goods_price').on('goods_sku').columns(['goods_id', 'price']).execute()

  await withId(db.schema.createTable('diy_view'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('site_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('diy_view_website_site_name').unique().on('diy_view').columns(['website_id', 'site_id', 'name']).execute()

  await withId(db.schema.createTable('topic'), dialect, 'topic_id')
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('topic_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('banner', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  await db.schema.createIndex('topic_website_status').on('topic').columns(['website_id', 'status', 'end_time']).execute()

  await withId(db.schema.createTable('topic_goods'), dialect)
    .addColumn('topic_id', 'integer', (c) => c.notNull().references('topic.topic_id'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.goods_id'))
    .addColumn('sku_id', 'integer', (c) => c.notNull().references('goods_sku.sku_id'))
    .addColumn('topic_price', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('topic_goods_topic_sku').unique().on('topic_goods').columns(['topic_id', 'sku_id']).execute()

  for (const table of ['cart', 'wholesale_cart']) {
    await withId(db.schema.createTable(table), dialect, 'cart_id')
      .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
      .addColumn('site_id', 'integer', (c) => c.notNull())
      .addColumn('sku_id', 'integer', (c) => c.notNull().references('goods_sku.sku_id'))
      .addColumn('num', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addCheckConstraint(`${table}_num_positive`, sql`num > 0`)
      .execute()
    await db.schema.createIndex(`${table}_member_sku`).unique().on(table).columns(['member_id', 'sku_id']).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['wholesale_cart', 'cart', 'topic_goods', 'topic', 'diy_view', 'goods_sku', 'goods_image', 'goods', 'goods_category', 'shop']) {
    await db.schema.dropTable(table).execute()
  }
}
