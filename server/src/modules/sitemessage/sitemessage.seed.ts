import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { DEMO_MEMBER } from '../../seed/member-seed.js'

/** The operator's demo news, newest last (seconds before the seed ran). */
const DEMO_NEWS = [
  {
    ago: 3 * 86400,
    title: '新人专享：领券立减',
    content: '欢迎来到开源商城！会员中心的优惠券里有为您准备的新人券，下单时可直接抵扣。',
    link_route: '',
  },
  {
    ago: 2 * 3600,
    title: '本周专题上新',
    content: '多家店铺的精选好物已经上架专题活动，限时优惠，先到先得。点击查看专题。',
    link_route: '/promotionpages/topics/list/list',
  },
]

/**
 * Two promotion messages of the operator for the demo member, unread, so the master page and the
 * member centre's badge show something in the demo. Sent to that member alone (a broadcast to every
 * member reaches only members who joined before it). Running it again changes nothing.
 */
export async function seedSiteMessageDemo(db: Kysely<Database>, websiteId = 1): Promise<number> {
  const member = await db.selectFrom('member').select('id').where('website_id', '=', websiteId).where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirst()
  if (!member) return 0
  const done = await db.selectFrom('site_message_broadcast').select('id').where('website_id', '=', websiteId).limit(1).executeTakeFirst()
  if (done) return 0
  const now = nowSeconds()
  await db.transaction().execute(async (trx) => {
    for (const n of DEMO_NEWS) {
      const at = now - n.ago
      const b = await trx.insertInto('site_message_broadcast').values({
        website_id: websiteId, category: 'promotion', target: 'members', title: n.title, content: n.content, link_route: n.link_route,
        member_count: 1, created_at: at,
      }).returning('id').executeTakeFirstOrThrow()
      await trx.insertInto('site_message').values({
        website_id: websiteId, member_id: member.id, category: 'promotion', title: n.title, content: n.content, link_route: n.link_route,
        idem_key: `broadcast:${b.id}`, broadcast_id: b.id, created_at: at,
      }).onConflict((oc) => oc.columns(['member_id', 'idem_key']).doNothing()).execute()
    }
  })
  return DEMO_NEWS.length
}
