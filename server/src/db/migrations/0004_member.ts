import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/** Member accounts (passwords, profile, wallet in fen) and the development SMS outbox. */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  // SQLite adds one column per ALTER TABLE; every new column has a default so existing rows stay valid
  const columns: Array<[string, 'varchar(255)' | 'varchar(64)' | 'integer' | 'bigint', string | number]> = [
    ['password_hash', 'varchar(255)', ''],
    ['pay_password_hash', 'varchar(255)', ''],
    ['realname', 'varchar(64)', ''],
    ['sex', 'integer', 0],
    ['birthday', 'bigint', 0],
    ['point', 'integer', 0],
    ['balance', 'bigint', 0],
    ['balance_withdraw', 'bigint', 0],
    ['growth', 'integer', 0],
    ['member_level', 'integer', 0],
    ['source_member', 'integer', 0],
    ['last_login_at', 'bigint', 0],
  ]
  for (const [name, type, def] of columns) {
    await db.schema.alterTable('member').addColumn(name, type, (c) => c.notNull().defaultTo(def)).execute()
  }

  await withId(db.schema.createTable('sms_outbox'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('code', 'varchar(10)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('sms_outbox_mobile').on('sms_outbox').columns(['mobile', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute()
  for (const name of ['password_hash', 'pay_password_hash', 'realname', 'sex', 'birthday', 'point', 'balance', 'balance_withdraw', 'growth', 'member_level', 'source_member', 'last_login_at']) {
    await db.schema.alterTable('member').dropColumn(name).execute()
  }
}
