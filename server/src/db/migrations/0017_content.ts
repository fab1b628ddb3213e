import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/**
 * Content pages: store notes (a shop's or the platform's, with the goods they mention), help classes and
 * articles, platform notices. Bodies are structured blocks stored as JSON text (see content.body.ts), never
 * HTML, so nothing a writer types is ever run by a client. `*_en` columns hold the English text; '' falls
 * back to the Chinese one.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('content_note'), dialect, 'note_id')
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('site_id', 'integer', (c) => c.notNull().defaultTo(0)) // 0: the platform
    .addColumn('note_title', 'varchar(100)', (c) => c.notNull())
    .addColumn('note_title_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('note_abstract', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('note_abstract_en', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('cover_img', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('read_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('content_note_list').on('content_note').columns(['website_id', 'is_show', 'sort', 'note_id']).execute()
  await db.schema.createIndex('content_note_site').on('content_note').columns(['website_id', 'site_id', 'is_show']).execute()

  await withId(db.schema.createTable('content_note_goods'), dialect)
    .addColumn('note_id', 'integer', (c) => c.notNull().references('content_note.note_id'))
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.goods_id'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('content_note_goods_unique').unique().on('content_note_goods').columns(['note_id', 'goods_id']).execute()

  await withId(db.schema.createTable('content_help_class'), dialect, 'class_id')
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('class_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('class_name_en', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('content_help_class_website').on('content_help_class').columns(['website_id', 'is_show', 'sort']).execute()

  await withId(db.schema.createTable('content_help'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('content_help_class.class_id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('content_help_class_list').on('content_help').columns(['website_id', 'class_id', 'is_show', 'sort']).execute()

  await withId(db.schema.createTable('content_notice'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('body_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_top', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_show', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('content_notice_list').on('content_notice').columns(['website_id', 'is_show', 'is_top', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['content_notice', 'content_help', 'content_help_class', 'content_note_goods', 'content_note']) {
    await db.schema.dropTable(table).execute()
  }
}
