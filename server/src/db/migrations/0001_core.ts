import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('website'), dialect)
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema.createTable('website_config')
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('config_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('website_config_pk', ['website_id', 'config_key'])
    .execute()

  await withId(db.schema.createTable('member'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull().references('website.id'))
    .addColumn('mobile', 'varchar(20)')
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('headimg', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('member_website_mobile').unique().on('member').columns(['website_id', 'mobile']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member').execute()
  await db.schema.dropTable('website_config').execute()
  await db.schema.dropTable('website').execute()
}
