// Demo evaluations (not loaded by the app): a few shoppers' completed orders of the best-selling goods,
// evaluated, so the goods pages of a fresh demo show counts, good rates, texts and pictures.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { DELIVERY_STATUS, ORDER_STATUS as S, ORDER_TYPE as T } from '../order/order.table.js'
import * as repo from './evaluate.repository.js'
import { explainTypeOf } from './evaluate.service.js'
import { GOODS_STATUS } from '../goods/goods.table.js'
import { MEMBER_STATUS } from '../member/member.table.js'
import { PAY_STATUS } from '../pay/pay.table.js'

const REVIEWERS = [
  { mobile: '13800000101', nickname: '小鹿' },
  { mobile: '13800000102', nickname: '阿明' },
  { mobile: '13800000103', nickname: 'Luna' },
]

const REVIEWS: Array<{ scores: number; content: string; anonymous?: boolean; picture?: boolean }> = [
  { scores: 5, content: '质量很好，和描述一致，物流也快，会回购。', picture: true },
  { scores: 4, content: '整体不错，包装完好，性价比高。' },
  { scores: 5, content: '第二次购买了，一如既往的好。', anonymous: true },
  { scores: 3, content: '一般般吧，颜色和图片有点差别。' },
  { scores: 5, content: '', picture: true },
  { scores: 2, content: '发货有点慢，希望改进。', anonymous: true },
]

const randomNo = (prefix: string) => `${prefix}${crypto.randomBytes(10).toString('hex')}`.slice(0, 32)

/** Only into a website without evaluations; answers how many were added. */
export async function seedEvaluateDemo(db: Kysely<Database>, websiteId = 1): Promise<number> {
  if (await db.selectFrom('goods_evaluate').select('evaluate_id').where('website_id', '=', websiteId).limit(1).executeTakeFirst()) return 0
  const goods = await db.selectFrom('goods as g').innerJoin('shop as p', 'p.site_id', 'g.site_id')
    .select(['g.goods_id', 'g.goods_name', 'g.goods_image', 'g.site_id', 'p.site_name'])
    .where('g.website_id', '=', websiteId).where('g.status', '=', GOODS_STATUS.ON_SALE).where('g.is_virtual', '=', 0)
    .orderBy('g.sale_num', 'desc').orderBy('g.goods_id').limit(6).execute()
  if (!goods.length) return 0
  const now = nowSeconds()
  let added = 0
  await db.transaction().execute(async (trx) => {
    const members: Array<{ id: number; nickname: string }> = []
    for (const r of REVIEWERS) {
      const found = await trx.selectFrom('member').select('id').where('website_id', '=', websiteId).where('mobile', '=', r.mobile).executeTakeFirst()
      const id = found?.id ?? (await trx.insertInto('member').values({
        website_id: websiteId, mobile: r.mobile, nickname: r.nickname, headimg: '', status: MEMBER_STATUS.ACTIVE, created_at: now - 60 * 86400,
      }).returning('id').executeTakeFirstOrThrow()).id
      members.push({ id, nickname: r.nickname })
    }
    for (const [gi, g] of goods.entries()) {
      const sku = await trx.selectFrom('goods_sku').select(['sku_id', 'spec_name', 'sku_image', 'price']).where('goods_id', '=', g.goods_id)
        .orderBy('sku_id').limit(1).executeTakeFirst()
      if (!sku) continue
      // two or three evaluations per goods, different shoppers, a few days apart
      const count = 2 + (gi % 2)
      for (let k = 0; k < count; k++) {
        const member = members[(gi + k) % members.length]!
        const review = REVIEWS[(gi * 2 + k) % REVIEWS.length]!
        const at = now - (20 - k * 3 - gi) * 86400
        const price = Number(sku.price)
        const { order_id: orderId, order_no: orderNo } = await trx.insertInto('orders').values({
          website_id: websiteId, site_id: g.site_id, site_name: g.site_name, member_id: member.id, order_no: randomNo('D'), out_trade_no: randomNo('DT'),
          order_type: T.EXPRESS, order_status: S.COMPLETED, pay_status: PAY_STATUS.PAID, pay_type: 'BALANCE', goods_money: price, order_money: price,
          balance_money: price, pay_money: 0, name: member.nickname, mobile: '13800000000', full_address: '浙江省杭州市西湖区', is_evaluate: 1,
          // paid when created: no deadline to keep
          create_time: at - 5 * 86400, pay_deadline: 0, pay_time: at - 5 * 86400, delivery_time: at - 4 * 86400, sign_time: at - 2 * 86400, finish_time: at,
        }).returning(['order_id', 'order_no']).executeTakeFirstOrThrow()
        const { order_goods_id: lineId } = await trx.insertInto('order_goods').values({
          order_id: orderId, website_id: websiteId, site_id: g.site_id, member_id: member.id, goods_id: g.goods_id, sku_id: sku.sku_id,
          sku_name: g.goods_name, spec_name: sku.spec_name, sku_image: sku.sku_image || g.goods_image, price, num: 1, goods_money: price,
          real_goods_money: price, delivery_status: DELIVERY_STATUS.SHIPPED,
        }).returning('order_goods_id').executeTakeFirstOrThrow()
        const images = review.picture ? [sku.sku_image || g.goods_image].filter(Boolean) : []
        const explain = explainTypeOf(review.scores)
        await repo.insertEvaluations(trx, [{
          website_id: websiteId, site_id: g.site_id, order_id: orderId, order_no: orderNo, order_goods_id: lineId, goods_id: g.goods_id,
          sku_id: sku.sku_id, sku_name: g.goods_name, spec_name: sku.spec_name, sku_image: sku.sku_image || g.goods_image, member_id: member.id,
          member_name: member.nickname, member_headimg: '', is_anonymous: review.anonymous ? 1 : 0, scores: review.scores, explain_type: explain,
          content: review.content, images: JSON.stringify(images), has_image: images.length ? 1 : 0, shop_desccredit: 5, shop_servicecredit: 5,
          shop_deliverycredit: review.scores >= 4 ? 5 : 4, created_at: at,
        }])
        await repo.bumpGoodsCounters(trx, g.goods_id, {
          evaluate: 1, good: explain === 1 ? 1 : 0, medium: explain === 2 ? 1 : 0, poor: explain === 3 ? 1 : 0, image: images.length ? 1 : 0,
        })
        await repo.bumpShopScores(trx, g.site_id, 5, 5, review.scores >= 4 ? 5 : 4)
        added++
      }
    }
  })
  return added
}
