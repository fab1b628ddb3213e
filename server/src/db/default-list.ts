import type { Kysely } from 'kysely'
import type { Database } from './schema.js'

type Db = Kysely<Database>

/**
 * Tables of a member's things with at most one default among them: withdrawal accounts and shipping
 * addresses. Each has id, website_id, member_id and is_default, and a partial unique index that keeps
 * one default per member (`<table>_one_default`).
 */
export type DefaultListTable = 'member_bank_account' | 'member_address'

/** Whose list: rows of another member or website are never read or written. */
export interface MemberScope {
  websiteId: number
  memberId: number
}

/** A unique index refused a row (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown })?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE'
}

/**
 * Serialises one member's writes: a no-op update of the member's row holds its row lock (PostgreSQL)
 * to the end of the transaction, so parallel adds count and pick the default one after another (SQLite
 * runs one transaction at a time anyway). Always taken first: no deadlock.
 */
export async function lockMember(trx: Db, scope: MemberScope): Promise<void> {
  await trx.updateTable('member').set((eb) => ({ status: eb.ref('status') })).where('id', '=', scope.memberId).where('website_id', '=', scope.websiteId).execute()
}

/**
 * One write to a member's list in a transaction that takes the member's lock first. The one-default
 * index is the last guard: should a writer that skips the lock race us, the whole write is tried again
 * (three times) rather than shown to the member as an error.
 */
export async function memberListWrite<T>(db: Db, scope: MemberScope, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        await lockMember(trx, scope)
        return work(trx)
      })
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err
    }
  }
}

/**
 * The rules of a list with a default on one table, the same for accounts and addresses: the first one
 * is the default, a new default takes it from the others, and when the default goes the newest left
 * takes its place. Call the writes inside memberListWrite.
 */
export function defaultList(name: DefaultListTable) {
  // the columns every such table has; one table's name keeps Kysely's types simple
  const table = name as 'member_address'
  const own = (db: Db, scope: MemberScope) =>
    db.selectFrom(table).where('website_id', '=', scope.websiteId).where('member_id', '=', scope.memberId)

  const count = async (db: Db, scope: MemberScope): Promise<number> => {
    const row = await own(db, scope).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  /** The default's id, 0 when there is none. */
  const defaultId = async (db: Db, scope: MemberScope): Promise<number> => {
    const row = await own(db, scope).select('id').where('is_default', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst()
    return row?.id ?? 0
  }

  /** Makes `id` the only default (the others first, as the unique index wants); false when it is not the member's. */
  const makeDefault = async (db: Db, scope: MemberScope, id: number): Promise<boolean> => {
    await db.updateTable(table).set({ is_default: 0 })
      .where('website_id', '=', scope.websiteId).where('member_id', '=', scope.memberId).where('id', '!=', id).where('is_default', '!=', 0).execute()
    const res = await db.updateTable(table).set({ is_default: 1 })
      .where('id', '=', id).where('website_id', '=', scope.websiteId).where('member_id', '=', scope.memberId).executeTakeFirst()
    return Number(res.numUpdatedRows) === 1
  }

  /** After inserting `id` (not default): it becomes the default when asked, or when the member has none. */
  const settleAdded = async (db: Db, scope: MemberScope, id: number, wantsDefault: boolean): Promise<void> => {
    if (wantsDefault || !(await defaultId(db, scope))) await makeDefault(db, scope, id)
  }

  /** Deletes one; the newest left takes over as the default. Answers the default id afterwards (0: none), null when `id` is not the member's. */
  const remove = async (db: Db, scope: MemberScope, id: number): Promise<number | null> => {
    const row = await own(db, scope).select('is_default').where('id', '=', id).executeTakeFirst()
    if (!row) return null
    const res = await db.deleteFrom(table).where('id', '=', id).where('website_id', '=', scope.websiteId).where('member_id', '=', scope.memberId).executeTakeFirst()
    if (Number(res.numDeletedRows) !== 1) return null
    if (row.is_default) {
      const newest = await own(db, scope).select('id').orderBy('id', 'desc').limit(1).executeTakeFirst()
      if (newest) await makeDefault(db, scope, newest.id)
    }
    return defaultId(db, scope)
  }

  return { count, defaultId, makeDefault, settleAdded, remove }
}
