import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

/** The member an identity (app type + openid) is bound to, with what a login needs. */
export async function findMemberByOpenid(db: Kysely<Database>, websiteId: number, appType: string, openid: string) {
  return db.selectFrom('member_auth').innerJoin('member', 'member.id', 'member_auth.member_id')
    .select(['member.id', 'member.status', 'member.mobile'])
    .where('member_auth.website_id', '=', websiteId).where('member_auth.app_type', '=', appType).where('member_auth.openid', '=', openid)
    .executeTakeFirst()
}

/** The member holding a unionid under any of `appTypes` (the WeChat family); the oldest binding wins. */
export async function findMemberByUnionid(db: Kysely<Database>, websiteId: number, unionid: string, appTypes: string[]) {
  return db.selectFrom('member_auth').innerJoin('member', 'member.id', 'member_auth.member_id')
    .select(['member.id', 'member.status', 'member.mobile'])
    .where('member_auth.website_id', '=', websiteId).where('member_auth.unionid', '=', unionid).where('member_auth.app_type', 'in', appTypes)
    .orderBy('member_auth.id').executeTakeFirst()
}

/** The identity a member holds on one platform. */
export async function findMemberIdentity(db: Kysely<Database>, memberId: number, appType: string) {
  return db.selectFrom('member_auth').select(['openid', 'unionid']).where('member_id', '=', memberId).where('app_type', '=', appType).executeTakeFirst()
}

export interface NewAuthRow {
  member_id: number
  website_id: number
  app_type: string
  openid: string
  unionid: string
  created_at: number
}

/** Both unique indexes (identity; member + platform) refuse a second binding; the caller maps the error. */
export async function insertMemberAuth(db: Kysely<Database>, row: NewAuthRow): Promise<void> {
  await db.insertInto('member_auth').values(row).execute()
}

/** Releases every platform binding of a member (account cancellation): the identities may register again. */
export async function releaseMemberIdentities(db: Kysely<Database>, websiteId: number, memberId: number): Promise<number> {
  const res = await db.deleteFrom('member_auth').where('website_id', '=', websiteId).where('member_id', '=', memberId).executeTakeFirst()
  return Number(res.numDeletedRows)
}
