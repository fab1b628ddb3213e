import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { getWebsiteConfig, setWebsiteConfig } from '../config/config.service.js'
import { RECHARGE_CONFIG_KEY, type StoredRechargeConfig } from './recharge.service.js'
import { COUPON_TYPE_STATUS } from '../coupon/coupon.table.js'
import { PACKAGE_STATUS } from './recharge.table.js'

/**
 * The demo's recharge: three packages (¥100 +¥10, ¥200 +¥30 with the platform's ¥3 coupon, ¥500 +¥100
 * with its ¥10-off-¥99 coupon; points and growth too) and a free amount of ¥1 … ¥5,000. Only when the
 * website has no package yet; run after the coupons (seedCoupons) so the packages can give them.
 */
export async function seedRechargeDemo(db: Kysely<Database>, websiteId = 1): Promise<{ packages: number }> {
  if ((await getWebsiteConfig(db, websiteId, RECHARGE_CONFIG_KEY)) === undefined) {
    const config: StoredRechargeConfig = { free_amount_use: 1, free_amount_min: 100, free_amount_max: 500_000 }
    await setWebsiteConfig(db, websiteId, RECHARGE_CONFIG_KEY, config)
  }
  const exists = await db.selectFrom('recharge_package').select('id').where('website_id', '=', websiteId).limit(1).executeTakeFirst()
  if (exists) return { packages: 0 }
  const platform = await db.selectFrom('platform_coupon_type').select(['id', 'money', 'at_least'])
    .where('website_id', '=', websiteId).where('site_id', '=', 0).where('status', '=', COUPON_TYPE_STATUS.ISSUABLE).orderBy('id').execute()
  const noThreshold = platform.find((c) => Number(c.at_least) === 0)
  const withThreshold = platform.find((c) => Number(c.at_least) > 0)
  const now = nowSeconds()
  const rows = [
    { recharge_name: '充100送10', face_value: 10000, gift_balance: 1000, point: 100, growth: 10, coupon_ids: '' },
    { recharge_name: '充200送30', face_value: 20000, gift_balance: 3000, point: 200, growth: 20, coupon_ids: noThreshold ? String(noThreshold.id) : '' },
    { recharge_name: '充500送100', face_value: 50000, gift_balance: 10000, point: 500, growth: 50, coupon_ids: withThreshold ? String(withThreshold.id) : '' },
  ]
  await db.insertInto('recharge_package')
    .values(rows.map((r, i) => ({ website_id: websiteId, ...r, sort: i + 1, status: PACKAGE_STATUS.ON_SALE, created_at: now, updated_at: now })))
    .execute()
  return { packages: rows.length }
}
