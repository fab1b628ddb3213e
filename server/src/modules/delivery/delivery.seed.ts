import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { STORE_STATUS } from './delivery.table.js'

/** Province ids of the region tree (6-digit codes). */
const REMOTE = ',650000,540000,' // Xinjiang, Tibet: dearer
const NOT_DELIVERED = ',710000,810000,820000,' // Taiwan, Hong Kong, Macau: no express

/**
 * Demo delivery settings for every shop of a website that has no freight template yet: a piece-count
 * template (¥8 the first piece, ¥2 each further, free over ¥99, dearer in remote provinces, no express
 * to Taiwan / Hong Kong / Macau) as the shop's default, a weight template for no goods yet, pickup
 * points, and local delivery (5 km, ¥5, from ¥20) for every other shop. Idempotent.
 */
export async function seedDelivery(db: Kysely<Database>, websiteId: number): Promise<void> {
  const now = nowSeconds()
  const shops = await db.selectFrom('shop').select(['site_id', 'site_name', 'full_address', 'address', 'lat', 'lng', 'telephone'])
    .where('website_id', '=', websiteId).orderBy('site_id').execute()
  for (const [i, shop] of shops.entries()) {
    const has = await db.selectFrom('freight_template').select('id').where('website_id', '=', websiteId).where('site_id', '=', shop.site_id).executeTakeFirst()
    if (has) continue
    await db.transaction().execute(async (trx) => {
      const { id: byNum } = await trx.insertInto('freight_template')
        .values({ website_id: websiteId, site_id: shop.site_id, template_name: '默认运费（按件）', fee_type: 'num', free_over: 9900, created_at: now })
        .returning('id').executeTakeFirstOrThrow()
      await trx.insertInto('freight_template_rule').values([
        { template_id: byNum, region_ids: '', no_delivery: 0, first_unit: 1, first_fee: 800, extra_unit: 1, extra_fee: 200 },
        { template_id: byNum, region_ids: REMOTE, no_delivery: 0, first_unit: 1, first_fee: 2000, extra_unit: 1, extra_fee: 1000 },
        { template_id: byNum, region_ids: NOT_DELIVERED, no_delivery: 1, first_unit: 1, first_fee: 0, extra_unit: 1, extra_fee: 0 },
      ]).execute()
      const { id: byWeight } = await trx.insertInto('freight_template')
        .values({ website_id: websiteId, site_id: shop.site_id, template_name: '大件（按重量）', fee_type: 'weight', free_over: 0, created_at: now })
        .returning('id').executeTakeFirstOrThrow()
      await trx.insertInto('freight_template_rule').values([
        { template_id: byWeight, region_ids: '', no_delivery: 0, first_unit: 1000, first_fee: 1000, extra_unit: 1000, extra_fee: 500 },
        { template_id: byWeight, region_ids: NOT_DELIVERED, no_delivery: 1, first_unit: 1, first_fee: 0, extra_unit: 1, extra_fee: 0 },
      ]).execute()
      const lat = Number(shop.lat)
      const lng = Number(shop.lng)
      await trx.insertInto('pickup_store').values([
        { website_id: websiteId, site_id: shop.site_id, store_name: `${shop.site_name}（门店自提）`, telephone: shop.telephone, full_address: shop.full_address || shop.address, lat, lng, open_date: '周一至周日 09:00-21:00', status: STORE_STATUS.OPEN },
        { website_id: websiteId, site_id: shop.site_id, store_name: `${shop.site_name}（自提点二）`, telephone: shop.telephone, full_address: `${shop.full_address || shop.address} 北门`, lat: lat + 0.01, lng: lng + 0.01, open_date: '周一至周五 10:00-19:00', status: STORE_STATUS.OPEN },
      ]).execute()
      const local = i % 2 === 0
      await trx.updateTable('shop').set({
        freight_template_id: byNum, express_enabled: 1, store_enabled: 1,
        local_enabled: local ? 1 : 0, local_radius: local ? 5000 : 0, local_delivery_money: local ? 500 : 0, local_min_money: local ? 2000 : 0,
        invoice_enabled: i % 3 === 0 ? 1 : 0, invoice_content: i % 3 === 0 ? '商品明细,办公用品' : '',
      }).where('site_id', '=', shop.site_id).execute()
    })
  }
}
