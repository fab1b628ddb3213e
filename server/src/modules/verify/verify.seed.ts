import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { hashPassword } from '../member/member.password.js'
import { MEMBER_STATUS } from '../member/member.table.js'
import { VERIFIER_STATUS } from './verify.table.js'

/** The demo's desk: a second member, verifier and owner of the first shop (README). */
export const DEMO_VERIFIER = { mobile: '13800000001', password: 'mall123456', nickname: '演示核销员' }

/**
 * Adds the demo verifier member (when absent), registers it as a verifier of the website's first shop
 * and makes it the shop's owner when the shop has none (the owner hears of failing staff logins).
 * Answers the shop's id, or null when there is no shop yet. Running it again changes nothing.
 */
export async function seedVerifierDemo(db: Kysely<Database>, websiteId = 1): Promise<{ siteId: number; created: boolean } | null> {
  const shop = await db.selectFrom('shop').select('site_id').where('website_id', '=', websiteId).orderBy('site_id').limit(1).executeTakeFirst()
  if (!shop) return null
  const now = nowSeconds()
  let member = await db.selectFrom('member').select('id').where('website_id', '=', websiteId).where('mobile', '=', DEMO_VERIFIER.mobile).executeTakeFirst()
  const created = !member
  if (!member) {
    member = await db.insertInto('member').values({
      website_id: websiteId, mobile: DEMO_VERIFIER.mobile, nickname: DEMO_VERIFIER.nickname, headimg: '', status: MEMBER_STATUS.ACTIVE,
      password_hash: await hashPassword(DEMO_VERIFIER.password), created_at: now, last_login_at: now,
    }).returning('id').executeTakeFirstOrThrow()
  }
  await db.insertInto('shop_verifier').values({ website_id: websiteId, site_id: shop.site_id, member_id: member.id, status: VERIFIER_STATUS.ACTIVE, created_at: now })
    .onConflict((oc) => oc.columns(['site_id', 'member_id']).doNothing()).execute()
  await db.updateTable('shop').set({ member_id: member.id }).where('site_id', '=', shop.site_id).where('member_id', '=', 0).execute()
  return { siteId: shop.site_id, created }
}
