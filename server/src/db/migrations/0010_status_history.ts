import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'
import { statusCheck } from '../state-machine.js'

/** The states of a cancellation request, as of this migration (member.cancel.repository.ts). */
const CANCEL_STATES = ['applied', 'approved', 'refused', 'withdrawn'] as const

/**
 * The append-only history of every status move (db/state-machine.ts), and a CHECK on the status of
 * member_cancel. SQLite cannot add a constraint to a table: member_cancel is rebuilt with it (nothing
 * references member_cancel, so the rebuild touches no other table).
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('status_history'), dialect)
    .addColumn('aggregate', 'varchar(32)', (c) => c.notNull())
    .addColumn('aggregate_id', 'integer', (c) => c.notNull())
    .addColumn('from_status', 'varchar(32)', (c) => c.notNull())
    .addColumn('to_status', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('status_history_aggregate').on('status_history').columns(['aggregate', 'aggregate_id', 'id']).execute()

  if (dialect === 'postgres') {
    // append-only: a history that can be edited proves nothing
    await sql`create function status_history_append_only() returns trigger language plpgsql as $$
      begin raise exception 'status_history is append-only'; end $$`.execute(db)
    await sql`create trigger status_history_append_only before update or delete on status_history
      for each row execute function status_history_append_only()`.execute(db)
    await db.schema.alterTable('member_cancel').addCheckConstraint('member_cancel_status_check', statusCheck('status', CANCEL_STATES)).execute()
    return
  }

  await sql`create trigger status_history_no_update before update on status_history
    begin select raise(abort, 'status_history is append-only'); end`.execute(db)
  await sql`create trigger status_history_no_delete before delete on status_history
    begin select raise(abort, 'status_history is append-only'); end`.execute(db)

  // the same columns as 0008_member_reward, plus the CHECK
  await withId(db.schema.createTable('member_cancel_next'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('member.id'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('refuse_reason', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('apply_time', 'bigint', (c) => c.notNull())
    .addColumn('audit_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('member_cancel_status_check', statusCheck('status', CANCEL_STATES))
    .execute()
  await sql`insert into member_cancel_next (id, website_id, member_id, status, reason, refuse_reason, apply_time, audit_time)
    select id, website_id, member_id, status, reason, refuse_reason, apply_time, audit_time from member_cancel`.execute(db)
  await db.schema.dropTable('member_cancel').execute()
  await db.schema.alterTable('member_cancel_next').renameTo('member_cancel').execute()
  await db.schema.createIndex('member_cancel_member').on('member_cancel').columns(['member_id', 'id']).execute()
  await db.schema.createIndex('member_cancel_open').unique().on('member_cancel')
    .column('member_id').where(sql.ref('status'), '=', 'applied').execute()
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await db.schema.alterTable('member_cancel').dropConstraint('member_cancel_status_check').execute()
    await db.schema.dropTable('status_history').execute()
    await sql`drop function status_history_append_only()`.execute(db)
    return
  }
  // SQLite keeps the CHECK (it only refuses states the code never writes)
  await db.schema.dropTable('status_history').execute()
}
