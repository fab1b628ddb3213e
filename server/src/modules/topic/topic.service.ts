import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { notFound } from '../../http/errors.js'
import { pageResult, paging, type PageResult } from '../../http/paging.js'
import '../catalog/catalog.messages.js'
import { goodsCards } from '../goods/goods.service.js'
import { skusOf } from '../goods/goods.repository.js'
import * as repo from './topic.repository.js'
import type { TopicDetail, TopicDetailInput, TopicItem, TopicPageInput } from './topic.schema.js'

const item = (r: TopicItem): TopicItem => ({ ...r, start_time: Number(r.start_time), end_time: Number(r.end_time) })

export async function topicPage(ctx: RequestContext, input: TopicPageInput): Promise<PageResult<TopicItem>> {
  const { pageSize, offset } = paging(input)
  const now = nowSeconds()
  const count = await repo.countTopics(ctx.db, ctx.websiteId, now)
  if (offset >= count) return pageResult([], count, pageSize)
  return pageResult((await repo.pageTopics(ctx.db, ctx.websiteId, now, pageSize, offset)).map(item), count, pageSize)
}

/** The topic's goods show the SKU the topic sells, at the topic price; goods taken off sale drop out. */
export async function topicDetail(ctx: RequestContext, input: TopicDetailInput): Promise<TopicDetail> {
  const topic = await repo.findTopic(ctx.db, ctx.websiteId, input.topic_id)
  if (!topic) throw notFound('topic_entity')
  const rows = await repo.topicGoods(ctx.db, topic.topic_id)
  const goodsIds = [...new Set(rows.map((r) => r.goods_id))]
  const [cards, skus] = await Promise.all([goodsCards(ctx, goodsIds), skusOf(ctx.db, goodsIds)])
  const cardOf = new Map(cards.map((c) => [c.goods_id, c]))
  const skuOf = new Map(skus.map((s) => [s.sku_id, s]))
  const goods = rows.flatMap((r) => {
    const c = cardOf.get(r.goods_id)
    const s = skuOf.get(r.sku_id)
    if (!c || !s) return []
    return [{ ...c, sku_id: s.sku_id, sku_image: s.sku_image || c.sku_image, price: s.price, market_price: s.market_price, topic_price: r.topic_price }]
  })
  return { ...item(topic), goods }
}
