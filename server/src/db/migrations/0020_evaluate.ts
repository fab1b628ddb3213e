import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/**
 * Goods evaluations (issue 10): one row per order line, held by a unique index on order_goods_id so
 * two racing submits of one order cannot both insert. The goods row keeps the counters the goods
 * detail and the list's filter tabs show, moved in the evaluation's transaction, so no read counts rows.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('goods_evaluate'), dialect, 'evaluate_id')
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('order_goods_id', 'integer', (c) => c.notNull())
    .addColumn('goods_id', 'integer', (c) => c.notNull())
    .addColumn('sku_id', 'integer', (c) => c.notNull())
    .addColumn('sku_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('spec_name', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sku_image', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('member_id', 'integer', (c) => c.notNull())
    // snapshots: the list shows who wrote it then, masked when anonymous
    .addColumn('member_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('member_headimg', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('scores', 'integer', (c) => c.notNull())
    // 1 good (4-5), 2 medium (3), 3 poor (1-2): derived from scores on the server
    .addColumn('explain_type', 'integer', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    // JSON array of upload-relative paths
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('has_image', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('shop_desccredit', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('shop_servicecredit', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('shop_deliverycredit', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('again_content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('again_images', 'text', (c) => c.notNull().defaultTo('[]'))
    // 0: no follow-up yet
    .addColumn('again_time', 'bigint', (c) => c.notNull().defaultTo(0))
    // the shop's reply (no merchant call writes it yet)
    .addColumn('explain_first', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await sql`create unique index goods_evaluate_line on goods_evaluate (order_goods_id)`.execute(db)
  await sql`create index goods_evaluate_order on goods_evaluate (order_id)`.execute(db)
  await sql`create index goods_evaluate_goods on goods_evaluate (goods_id, is_show, evaluate_id)`.execute(db)
  await sql`create index goods_evaluate_goods_type on goods_evaluate (goods_id, is_show, explain_type, evaluate_id)`.execute(db)
  await sql`create index goods_evaluate_goods_image on goods_evaluate (goods_id, is_show, has_image, evaluate_id)`.execute(db)

  for (const column of ['evaluate', 'evaluate_good', 'evaluate_medium', 'evaluate_poor', 'evaluate_image']) {
    await db.schema.alterTable('goods').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute()
  }
  // the shop's running score totals (averages are sum / evaluate_num)
  for (const column of ['evaluate_num', 'desccredit_sum', 'servicecredit_sum', 'deliverycredit_sum']) {
    await db.schema.alterTable('shop').addColumn(column, 'integer', (c) => c.notNull().defaultTo(0)).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('goods_evaluate').execute()
  for (const column of ['evaluate', 'evaluate_good', 'evaluate_medium', 'evaluate_poor', 'evaluate_image']) {
    await db.schema.alterTable('goods').dropColumn(column).execute()
  }
  for (const column of ['evaluate_num', 'desccredit_sum', 'servicecredit_sum', 'deliverycredit_sum']) {
    await db.schema.alterTable('shop').dropColumn(column).execute()
  }
}
