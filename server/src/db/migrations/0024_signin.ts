import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'

/**
 * Daily sign-in (issue 11): one row per member and day of the mall's calendar (China time). The unique
 * index is what makes two taps at once one sign-in; the rewards are ledger rows of the same transaction.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('member_signin'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    // YYYY-MM-DD in the mall's time zone
    .addColumn('sign_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('continuous_days', 'integer', (c) => c.notNull())
    .addColumn('point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('growth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await sql`create unique index member_signin_day on member_signin (member_id, sign_date)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_signin').execute()
}
