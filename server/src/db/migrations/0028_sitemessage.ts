import { sql, type Kysely } from 'kysely'
import type { Dialect } from '../database.js'
import { withId } from '../column.js'
import { statusCheck } from '../state-machine.js'

/**
 * Site messages (issue 11): one row per member and message, in five categories, with its read time.
 *
 * - site_message: written by the events (order paid, shipped, refunded, balance moved …) inside their
 *   transaction, once per (member_id, idem_key); event messages keep a template key and its parameters
 *   and are put into words in the reader's language when read; the operator's messages keep their text.
 * - site_message_broadcast: the operator's news. To every member it is one row, copied into a member's
 *   own messages the next time that member looks (site_message_inbox holds how far each member got);
 *   to given members it is copied at once.
 */
export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await withId(db.schema.createTable('site_message'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    // the template of an event message ('' for the operator's own text)
    .addColumn('tpl', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    // JSON parameters of the template (order number, money in fen …)
    .addColumn('params', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    // fen or points of an account message (several ledger rows of one cause add up here)
    .addColumn('amount', 'bigint', (c) => c.notNull().defaultTo(0))
    // the app page the message opens ('' none) and its query parameters (JSON object)
    .addColumn('link_route', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('link_params', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // what caused it, unique per member: a repeated event writes nothing
    .addColumn('idem_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('broadcast_id', 'integer', (c) => c.notNull().defaultTo(0))
    // 0: unread
    .addColumn('read_time', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('site_message_category_check', statusCheck('category', ['account', 'promotion', 'group', 'order', 'delivery']))
    .execute()
  await sql`create unique index site_message_idem on site_message (member_id, idem_key)`.execute(db)
  // a category's page newest first, and its latest message
  await sql`create index site_message_member_category on site_message (member_id, category, id)`.execute(db)
  // unread counts read only the unread rows
  await sql`create index site_message_unread on site_message (member_id, category) where read_time = 0`.execute(db)
  await sql`create index site_message_broadcast_read on site_message (broadcast_id, read_time) where broadcast_id > 0`.execute(db)

  await withId(db.schema.createTable('site_message_broadcast'), dialect)
    .addColumn('website_id', 'integer', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    // 'all': every member (copied when each looks); 'members': the given ones (copied at once)
    .addColumn('target', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('link_route', 'varchar(128)', (c) => c.notNull().defaultTo(''))
    .addColumn('link_params', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    // members it was meant for when sent
    .addColumn('member_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addCheckConstraint('site_message_broadcast_category_check', statusCheck('category', ['promotion', 'group']))
    .addCheckConstraint('site_message_broadcast_target_check', statusCheck('target', ['all', 'members']))
    .execute()
  await sql`create index site_message_broadcast_website on site_message_broadcast (website_id, target, id)`.execute(db)

  await db.schema.createTable('site_message_inbox')
    .addColumn('member_id', 'integer', (c) => c.primaryKey())
    .addColumn('website_id', 'integer', (c) => c.notNull())
    // the newest broadcast to every member already copied into this member's messages
    .addColumn('broadcast_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_message_inbox').execute()
  await db.schema.dropTable('site_message_broadcast').execute()
  await db.schema.dropTable('site_message').execute()
}
