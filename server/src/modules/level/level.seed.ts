import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { getWebsiteConfig, setWebsiteConfig } from '../config/config.service.js'
import { moveAccount } from '../account/account.ledger.js'
import { GROWTH_CONFIG_KEY, recomputeLevel } from './level.service.js'
import { COUPON_TYPE_STATUS } from '../coupon/coupon.table.js'

/** The demo member's growth sits this far below the second level: any ordinary order lifts them. */
export const DEMO_GROWTH_GAP = 5

/** The demo levels; `coupons`: how many of the platform's demo coupon types the gift package holds. */
export const DEMO_LEVELS = [
  {
    level_name: '普通会员', growth: 0, discount: 100, level_tag: 'V0', level_color: '#8C8C8C', service: '在线客服（9:00-21:00）',
    condition_text: '注册即成为普通会员', equity: ['会员价购物', '积分抵现'], gift_point: 0, gift_balance: 0, coupons: 0,
  },
  {
    level_name: '银卡会员', growth: 100, discount: 98, level_tag: 'V1', level_color: '#8A94A6', service: '专属客服（9:00-21:00）',
    condition_text: '成长值达到 100', equity: ['全场商品 9.8 折', '生日礼包', '积分抵现'], gift_point: 100, gift_balance: 500, coupons: 1,
  },
  {
    level_name: '金卡会员', growth: 1000, discount: 95, level_tag: 'V2', level_color: '#C8A24A', service: '专属客服 7×24 小时，优先发货',
    condition_text: '成长值达到 1000', equity: ['全场商品 9.5 折', '生日礼包', '每月包邮券', '优先发货'], gift_point: 300, gift_balance: 2000, coupons: 2,
  },
  {
    level_name: '钻石会员', growth: 5000, discount: 90, level_tag: 'V3', level_color: '#4A6CF7', service: '一对一专属顾问，极速退款',
    condition_text: '成长值达到 5000', equity: ['全场商品 9 折', '生日礼包', '每月包邮券', '优先发货', '极速退款'], gift_point: 1000, gift_balance: 5000, coupons: 2,
  },
] as const

/**
 * The level demo: four levels with gift packages (only when the website has none), the order growth
 * rule (1 per yuan), every member placed at the level their growth meets, and the demo member's growth
 * raised to a little below the second level, so that one ordinary order lifts them (once it completes).
 */
export async function seedLevelDemo(db: Kysely<Database>, demoMobile: string, websiteId = 1): Promise<{ created: boolean; demoGrowth: number }> {
  const has = await db.selectFrom('member_level').select('level_id').where('website_id', '=', websiteId).limit(1).executeTakeFirst()
  if (has) return { created: false, demoGrowth: 0 }
  const now = nowSeconds()
  if ((await getWebsiteConfig(db, websiteId, GROWTH_CONFIG_KEY)) === undefined) await setWebsiteConfig(db, websiteId, GROWTH_CONFIG_KEY, { order_growth: 1 })
  const couponTypes = (await db.selectFrom('platform_coupon_type').select('id').where('website_id', '=', websiteId)
    .where('site_id', '=', 0).where('status', '=', COUPON_TYPE_STATUS.ISSUABLE).orderBy('id').limit(2).execute()).map((c) => c.id)
  await db.insertInto('member_level').values(DEMO_LEVELS.map(({ coupons, equity, ...l }) => ({
    ...l, website_id: websiteId, equity: JSON.stringify(equity), gift_coupon: JSON.stringify(couponTypes.slice(0, coupons)), created_at: now, updated_at: now,
  }))).execute()
  const target = DEMO_LEVELS[1].growth - DEMO_GROWTH_GAP
  return db.transaction().execute(async (trx) => {
    const members = await trx.selectFrom('member').select(['id', 'mobile', 'growth']).where('website_id', '=', websiteId).orderBy('id').execute()
    let demoGrowth = 0
    for (const m of members) {
      const gap = target - Number(m.growth)
      if (m.mobile === demoMobile && gap > 0) {
        // the hook places the member as the growth arrives
        await moveAccount(trx, { websiteId, memberId: m.id, accountType: 'growth', amount: gap, fromType: 'demo', relateTag: 'level', remark: 'demo', now })
      }
      await recomputeLevel(trx, websiteId, m.id, now)
      if (m.mobile === demoMobile) demoGrowth = Math.max(target, Number(m.growth))
    }
    return { created: true, demoGrowth }
  })
}
