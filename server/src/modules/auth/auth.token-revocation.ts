import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/** Expired rows are deleted by a revocation at most this often (per process), seconds. */
const PURGE_EVERY_SECONDS = 3600
let lastPurgeAt = 0

/**
 * Logout: the token id stays refused until the token's own expiry. Kept in the database, so a
 * restart (or the in-memory key-value store forgetting) cannot bring a logged-out token back.
 */
export async function revokeTokenId(db: Kysely<Database>, jti: string, memberId: number, expiresAt: number, now: number): Promise<void> {
  await db.insertInto('token_revocation').values({ jti, member_id: memberId, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing()).execute()
  if (now - lastPurgeAt >= PURGE_EVERY_SECONDS) {
    lastPurgeAt = now
    await purgeExpiredRevocations(db, now)
  }
}

/** Rows of tokens that have expired anyway (an expired token is refused without them). */
export async function purgeExpiredRevocations(db: Kysely<Database>, now: number): Promise<number> {
  const res = await db.deleteFrom('token_revocation').where('expires_at', '<=', now).executeTakeFirst()
  return Number(res.numDeletedRows)
}
