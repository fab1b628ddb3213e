import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/**
 * Platform identities bound to members (WeChat official account and mini-program, Alipay): one
 * member per identity, and one identity per member and platform.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('member_auth'), dialect)
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('website_id', 'integer', (c) => c.notNull())
    // wechat | weapp | alifuwu | aliapp
    .addColumn('app_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('openid', 'varchar(128)', (c) => c.notNull())
    // WeChat open-platform unionid ('' when the platform gave none): links the WeChat app types
    .addColumn('unionid', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('member_auth_identity').unique().on('member_auth').columns(['website_id', 'app_type', 'openid']).execute()
  await db.schema.createIndex('member_auth_member_type').unique().on('member_auth').columns(['member_id', 'app_type']).execute()
  await db.schema.createIndex('member_auth_unionid').on('member_auth').columns(['website_id', 'unionid']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_auth').execute()
}
