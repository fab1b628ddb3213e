import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

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
    .values({ ...row, status: 1, last_login_at: row.created_at })
    .returning('id').executeTakeFirstOrThrow()
  return id
}

export async function memberExists(db: Kysely<Database>, websiteId: number, id: number): Promise<boolean> {
  return !!(await db.selectFrom('member').select('id').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst())
}

export async function touchLastLogin(db: Kysely<Database>, id: number, now: number) {
  await db.updateTable('member').set({ last_login_at: now }).where('id', '=', id).execute()
}
