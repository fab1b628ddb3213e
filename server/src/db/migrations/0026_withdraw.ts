import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'
import { statusCheck } from '../state-machine.js'

/** member_withdraw.status as withdraw.machine.ts numbers it, listed literally: a landed migration must not follow the code. */
const WITHDRAW_STATES = [0, 1, 2, -1]

/**
 * Withdrawals (issue 11): the member's withdrawal accounts (one default per member, a partial unique
 * index), withdrawals of the withdrawable balance and of points under the operator's review (one table,
 * `kind` tells them apart; the account is copied onto the application), and one counter row per
 * member, kind and day of the mall's calendar that the daily limits are taken from by a guarded update.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('member_bank_account'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('realname', 'varchar(30)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    // bank (card), wechatpay, alipay
    .addColumn('withdraw_type', 'varchar(16)', (c) => c.notNull())
    // the bank and branch; '' for WeChat and Alipay
    .addColumn('bank_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    // card number, Alipay account, WeChat ID ('' for WeChat: the WeChat bound to the member)
    .addColumn('account_number', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('member_bank_account_type_check', sql`withdraw_type in ('bank', 'wechatpay', 'alipay')`)
    .addCheckConstraint('member_bank_account_default_check', sql`is_default in (0, 1)`)
    .execute()
  await sql`create index member_bank_account_member on member_bank_account (member_id, website_id, id)`.execute(db)
  await sql`create unique index member_bank_account_one_default on member_bank_account (member_id) where is_default = 1`.execute(db)

  await withId(db.schema.createTable('member_withdraw'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('withdraw_no', 'varchar(32)', (c) => c.notNull())
    // balance: of the withdrawable balance; point: points converted at the operator's rate
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('transfer_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('realname', 'varchar(30)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('account_number', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // points held (kind point), and the points per yuan they were converted at
    .addColumn('point', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('point_rate', 'integer', (c) => c.notNull().defaultTo(0))
    // fen: asked for (balance) or converted (point); the fee at fee_rate per mille; what is transferred
    .addColumn('apply_money', 'bigint', (c) => c.notNull())
    .addColumn('fee_rate', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('service_money', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('money', 'bigint', (c) => c.notNull())
    // YYYY-MM-DD (China time) of the application: its place in the day's limits
    .addColumn('apply_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('refuse_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // the operator's note on the transfer (bank serial number …)
    .addColumn('certificate_remark', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('apply_time', 'bigint', (c) => c.notNull())
    .addColumn('audit_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refuse_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('member_withdraw_status_check', statusCheck('status', WITHDRAW_STATES))
    .addCheckConstraint('member_withdraw_kind_check', sql`kind in ('balance', 'point')`)
    .addCheckConstraint('member_withdraw_money_check', sql`apply_money > 0 and service_money >= 0 and money > 0 and money + service_money = apply_money and point >= 0`)
    .execute()
  await sql`create unique index member_withdraw_no on member_withdraw (withdraw_no)`.execute(db)
  await sql`create index member_withdraw_member on member_withdraw (member_id, kind, id)`.execute(db)
  await sql`create index member_withdraw_platform on member_withdraw (website_id, kind, status, id)`.execute(db)

  await withId(db.schema.createTable('member_withdraw_day'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    // applications of the day that hold their place (a refused one gives it back), and their fen
    .addColumn('apply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('apply_money', 'bigint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('member_withdraw_day_check', sql`apply_count >= 0 and apply_money >= 0`)
    .execute()
  await sql`create unique index member_withdraw_day_slot on member_withdraw_day (member_id, kind, day)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_withdraw_day').execute()
  await db.schema.dropTable('member_withdraw').execute()
  await db.schema.dropTable('member_bank_account').execute()
}
