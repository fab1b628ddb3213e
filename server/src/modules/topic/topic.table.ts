import type { Generated } from 'kysely'

// Topics and their goods (migration 0002_catalog).

/** topic.status */
export const TOPIC_STATUS = { OFF: 0, ON: 1 } as const

export interface TopicTable {
  topic_id: Generated<number>
  website_id: number
  topic_name: string
  banner: string
  remark: string
  start_time: number
  end_time: number
  /** TOPIC_STATUS */
  status: number
}

export interface TopicGoodsTable {
  id: Generated<number>
  topic_id: number
  goods_id: number
  sku_id: number
  topic_price: number
  sort: number
}

export interface TopicTables {
  topic: TopicTable
  topic_goods: TopicGoodsTable
}
