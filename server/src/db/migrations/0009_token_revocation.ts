import type { Kysely } from 'kysely'

/**
 * Logged-out tokens, by token id, until they would have expired anyway. In the database so that a
 * logout survives a restart (the key-value store is in memory without Redis).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('token_revocation')
    .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()
  // the purge of expired rows walks this
  await db.schema.createIndex('token_revocation_expires').on('token_revocation').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('token_revocation').execute()
}
