import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { MEMBER_STATUS } from './member.table.js'

export async function findActiveByMobile(db: Kysely<Database>, websiteId: number, mobile: string) {
  return db.selectFrom('member').select(['id', 'headimg', 'nickname', 'mobile'])
    .where('website_id', '=', websiteId).where('mobile', '=', mobile).where('status', '=', MEMBER_STATUS.ACTIVE)
    .executeTakeFirst()
}

export async function findReferrerLink(db: Kysely<Database>, websiteId: number, id: number) {
  return db.selectFrom('member').select(['id', 'status', 'source_member'])
    .where('website_id', '=', websiteId).where('id', '=', id)
    .executeTakeFirst()
}

/** Binds only a member that has no referrer yet: of two racing binds exactly one changes the row. */
export async function setReferrerIfNone(db: Kysely<Database>, websiteId: number, memberId: number, parentId: number): Promise<boolean> {
  const res = await db.updateTable('member').set({ source_member: parentId })
    .where('website_id', '=', websiteId).where('id', '=', memberId)
    .where('source_member', '=', 0).where('status', '=', MEMBER_STATUS.ACTIVE)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}
