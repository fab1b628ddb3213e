import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { MEMBER_STATUS } from './member.table.js'

export async function findMemberByMobile(db: Kysely<Database>, websiteId: number, mobile: string) {
  return db.selectFrom('member').select(['id', 'status', 'password_hash']).where('website_id', '=', websiteId).where('mobile', '=', mobile).executeTakeFirst()
}

export async function findMemberById(db: Kysely<Database>, websiteId: number, id: number) {
  return db.selectFrom('member')
    .select(['id', 'mobile', 'nickname', 'headimg', 'status', 'realname', 'sex', 'birthday', 'point', 'balance', 'balance_withdraw', 'growth', 'member_level', 'source_member', 'password_hash', 'pay_password_hash', 'created_at', 'last_login_at'])
    .where('website_id', '=', websiteId).where('id', '=', id)
    .executeTakeFirst()
}

export interface NewMemberRow {
  website_id: number
  mobile: string | null
  nickname: string
  headimg: string
  password_hash: string
  source_member: number
  suid: number
  created_at: number
}

export async function insertMember(db: Kysely<Database>, row: NewMemberRow) {
  const { id } = await db.insertInto('member')
    .values({ ...row, status: MEMBER_STATUS.ACTIVE, last_login_at: row.created_at })
    .returning('id').executeTakeFirstOrThrow()
  return id
}

export async function memberExists(db: Kysely<Database>, websiteId: number, id: number): Promise<boolean> {
  return !!(await db.selectFrom('member').select('id').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst())
}

export async function touchLastLogin(db: Kysely<Database>, id: number, now: number) {
  await db.updateTable('member').set({ last_login_at: now }).where('id', '=', id).execute()
}

/** What the token check needs, by primary key: one cheap read per request that carries a token. */
/**
 * The member's token state and whether this token id was logged out, in one statement. Every member
 * request runs it, so it is written as SQL: building it through the query builder cost more than
 * running it (bench/buying.mjs profile). `revoked` is 0/1 on SQLite, a boolean on PostgreSQL.
 */
export async function findTokenState(db: Kysely<Database>, websiteId: number, id: number, jti: string) {
  const { rows } = await sql<{ status: number; tokens_valid_after: number | string; revoked: number | boolean }>`
    select status, tokens_valid_after, exists (select 1 from token_revocation where jti = ${jti}) as revoked
    from member where id = ${id} and website_id = ${websiteId}`.execute(db)
  return rows[0]
}

/** Records a login; answers the moment before which tokens are refused (undefined: no such member). */
export async function touchLastLoginReturning(db: Kysely<Database>, id: number, now: number): Promise<number | undefined> {
  const row = await db.updateTable('member').set({ last_login_at: now }).where('id', '=', id)
    .returning('tokens_valid_after').executeTakeFirst()
  return row ? Number(row.tokens_valid_after) : undefined
}

/** The referrer as the profile shows it. */
export async function findSourceMember(db: Kysely<Database>, websiteId: number, id: number) {
  return db.selectFrom('member').select(['id', 'nickname', 'headimg', 'mobile'])
    .where('website_id', '=', websiteId).where('id', '=', id)
    .executeTakeFirst()
}

type ProfileFields = Partial<{ nickname: string; realname: string; sex: number; birthday: number; headimg: string }>

export async function updateProfile(db: Kysely<Database>, websiteId: number, id: number, fields: ProfileFields): Promise<boolean> {
  const res = await db.updateTable('member').set(fields).where('id', '=', id).where('website_id', '=', websiteId).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/**
 * Replaces the password only if it is still the one the caller checked (two changes racing: one
 * wins), and refuses every token issued before `validAfter`.
 */
export async function replacePasswordHash(
  db: Kysely<Database>, websiteId: number, id: number, fromHash: string, toHash: string, validAfter: number,
): Promise<boolean> {
  const res = await db.updateTable('member').set({ password_hash: toHash, tokens_valid_after: validAfter })
    .where('id', '=', id).where('website_id', '=', websiteId).where('password_hash', '=', fromHash)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export async function setPayPasswordHash(db: Kysely<Database>, websiteId: number, id: number, hash: string): Promise<boolean> {
  const res = await db.updateTable('member').set({ pay_password_hash: hash })
    .where('id', '=', id).where('website_id', '=', websiteId).where('status', '=', MEMBER_STATUS.ACTIVE)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/**
 * Moves the member from `fromMobile` (null: none yet) to `toMobile` in one statement; a concurrent
 * change of the same member makes it match no row. The unique (website_id, mobile) index refuses a
 * mobile another member took meanwhile (the caller maps that error).
 */
export async function replaceMobile(
  db: Kysely<Database>, websiteId: number, id: number, fromMobile: string | null, toMobile: string,
): Promise<boolean> {
  let q = db.updateTable('member').set({ mobile: toMobile }).where('id', '=', id).where('website_id', '=', websiteId).where('status', '=', MEMBER_STATUS.ACTIVE)
  q = fromMobile === null ? q.where('mobile', 'is', null) : q.where('mobile', '=', fromMobile)
  const res = await q.executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Whether `path` is one of this member's own uploads. */
export async function ownsUpload(db: Kysely<Database>, websiteId: number, memberId: number, path: string): Promise<boolean> {
  return !!(await db.selectFrom('member_upload').select('id')
    .where('path', '=', path).where('member_id', '=', memberId).where('website_id', '=', websiteId)
    .executeTakeFirst())
}
