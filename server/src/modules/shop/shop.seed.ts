import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { nowSeconds } from '../../db/database.js'
import type { DiyViewValue } from '../decoration/decoration.schema.js'
import { SHOP_STATUS } from './shop.table.js'

/** The name of a shop's decorated home page (the shop home page reads it with its site_id). */
export const SHOP_VIEW = 'DIY_VIEW_SHOP'

/**
 * Demo: the first shop of the street (recommended first, then by site_id) gets a decorated home, a
 * banner opening its goods and a notice, so the shop home shows a decoration. Runs once.
 */
export async function seedShopDemo(db: Kysely<Database>, websiteId = 1): Promise<void> {
  const shop = await db.selectFrom('shop').select(['site_id', 'banner', 'logo']).where('website_id', '=', websiteId).where('status', '=', SHOP_STATUS.OPEN)
    .orderBy('is_recommend', 'desc').orderBy('site_id').executeTakeFirst()
  if (!shop) return
  const exists = await db.selectFrom('diy_view').select('id').where('website_id', '=', websiteId).where('site_id', '=', shop.site_id)
    .where('name', '=', SHOP_VIEW).executeTakeFirst()
  if (exists) return
  const list = `/otherpages/shop/list/list?site_id=${shop.site_id}`
  const value: DiyViewValue = {
    global: { title: '店铺首页', bgColor: '#F7F7F7' },
    components: [
      { id: 'shop-banner', type: 'banner', list: [{ image: shop.banner || shop.logo, link: { wap_url: list } }] },
      { id: 'shop-notice', type: 'notice', list: [{ title: '新品上架，关注店铺不错过', title_en: 'New arrivals: follow the shop to keep up', link: { wap_url: list } }] },
    ],
  }
  await db.insertInto('diy_view').values({ website_id: websiteId, site_id: shop.site_id, name: SHOP_VIEW, title: '店铺首页', value: JSON.stringify(value), updated_at: nowSeconds() }).execute()
}
