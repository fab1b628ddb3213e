import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { COUPON_STATE, COUPON_TYPE_STATUS } from './coupon.table.js'

/** The member the demo logs in with (seed/member-seed.ts DEMO_MEMBER). */
const DEMO_MOBILE = '13800000000'

/**
 * Demo coupons members can receive: per shop ¥5 off ¥39 and 9折 on ¥99 (100 each, 2 per member), and two
 * platform coupons (¥10 off ¥99, ¥3 off with no threshold; 1000 each, 1 per member). The demo member (when
 * present) holds one of each. Added only when the website has no receivable coupon yet.
 */
export async function seedCoupons(db: Kysely<Database>, websiteId: number): Promise<void> {
  const exists = await db.selectFrom('platform_coupon_type').select('id').where('website_id', '=', websiteId).where('is_show', '=', 1).executeTakeFirst()
  if (exists) return
  const now = nowSeconds()
  const shops = await db.selectFrom('shop').select(['site_id', 'site_name']).where('website_id', '=', websiteId).orderBy('site_id').execute()
  const rows = [
    ...shops.flatMap((s) => [
      { site_id: s.site_id, name: `${s.site_name} 满39减5元`, type: 'reward' as const, money: 500, discount: 0, at_least: 3900, count: 100, max_fetch: 2 },
      { site_id: s.site_id, name: `${s.site_name} 满99享9折`, type: 'discount' as const, money: 0, discount: 90, at_least: 9900, count: 100, max_fetch: 2 },
    ]),
    { site_id: 0, name: '平台券 满99减10元', type: 'reward' as const, money: 1000, discount: 0, at_least: 9900, count: 1000, max_fetch: 1 },
    { site_id: 0, name: '平台券 无门槛减3元', type: 'reward' as const, money: 300, discount: 0, at_least: 0, count: 1000, max_fetch: 1 },
  ]
  await db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('member').select('id').where('website_id', '=', websiteId).where('mobile', '=', DEMO_MOBILE).executeTakeFirst()
    for (const r of rows) {
      const { id } = await trx.insertInto('platform_coupon_type')
        .values({ website_id: websiteId, ...r, validity_days: 30, status: COUPON_TYPE_STATUS.ISSUABLE, is_show: 1, lead_count: member ? 1 : 0, end_time: 0, created_at: now })
        .returning('id').executeTakeFirstOrThrow()
      if (!member) continue
      await trx.insertInto('member_coupon').values({
        website_id: websiteId, member_id: member.id, coupon_type_id: id, name: r.name, type: r.type, money: r.money, discount: r.discount,
        at_least: r.at_least, state: COUPON_STATE.UNUSED, get_type: 'receive', relate_tag: '', start_time: now, end_time: now + 30 * 86400,
        created_at: now, site_id: r.site_id,
      }).execute()
    }
  })
}
