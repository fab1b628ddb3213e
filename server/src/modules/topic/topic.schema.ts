import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, PageOf } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { GoodsCard } from '../goods/goods.schema.js'

export const TopicPageBody = Type.Object({ ...PagingFields })
export type TopicPageInput = Static<typeof TopicPageBody>

export const TopicDetailBody = Type.Object({ topic_id: Id() })
export type TopicDetailInput = Static<typeof TopicDetailBody>

const topicFields = {
  topic_id: Type.Integer(),
  topic_name: Type.String(),
  banner: Type.String(),
  remark: Type.String(),
  start_time: Type.Integer({ description: 'Unix seconds' }),
  end_time: Type.Integer({ description: 'Unix seconds' }),
}
export const Topic = Type.Object(topicFields, { title: 'Topic' })
export type TopicItem = Static<typeof Topic>

/** A goods card showing the SKU the topic sells, with the topic's price. */
export const TopicGoodsCard = Type.Object({
  ...GoodsCard.properties,
  topic_price: Type.Integer({ description: 'fen' }),
}, { title: 'TopicGoodsCard' })

export const TopicDetail = Type.Object({ ...topicFields, goods: Type.Array(TopicGoodsCard) }, { title: 'TopicDetail' })
export type TopicDetail = Static<typeof TopicDetail>

export const topicApi = defineEndpoints('topic', {
  page: {
    method: 'POST', path: '/api/topic/page', summary: 'A page of running and coming topics, newest start first',
    description: 'Topics that are switched on and have not ended (end_time in the future), the latest start first.',
    input: TopicPageBody, response: PageOf(Topic, 'TopicPage'),
  },
  detail: {
    method: 'POST', path: '/api/topic/detail', summary: 'A topic with its goods at the topic price',
    description:
      'Each goods shows the SKU the topic sells, with its own price and the topic_price (fen); goods taken off sale drop out. ' +
      '-10004 for an unknown, switched-off or ended topic.',
    input: TopicDetailBody, response: TopicDetail,
  },
})
