import { Type, type Static } from '@sinclair/typebox'
import { PagingFields } from '../catalog/catalog.paging.js'
import type { GoodsCard } from '../goods/goods.schema.js'

export const TopicPageBody = Type.Object({ ...PagingFields })
export type TopicPageInput = Static<typeof TopicPageBody>

export const TopicDetailBody = Type.Object({ topic_id: Type.Integer({ minimum: 1 }) })
export type TopicDetailInput = Static<typeof TopicDetailBody>

export interface TopicItem {
  topic_id: number
  topic_name: string
  banner: string
  remark: string
  start_time: number
  end_time: number
}

export interface TopicDetail extends TopicItem {
  goods: Array<GoodsCard & { topic_price: number }>
}
