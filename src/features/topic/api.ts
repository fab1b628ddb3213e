import { request } from '@/services/request'
import type { GoodsCardData, Page } from '@/features/catalog/types'
import { PAGE_SIZE } from '@/features/catalog/types'

export interface Topic {
  topic_id: number
  topic_name: string
  banner: string
  remark: string
  start_time: number
  end_time: number
}

export interface TopicDetail extends Topic {
  goods: Array<GoodsCardData & { topic_price: number }>
}

export function fetchTopicPage(page: number, pageSize = PAGE_SIZE): Promise<Page<Topic>> {
  return request<Page<Topic>>('/api/topic/page', { page, page_size: pageSize }, { method: 'POST' })
}

export function fetchTopicDetail(topicId: number): Promise<TopicDetail> {
  return request<TopicDetail>('/api/topic/detail', { topic_id: topicId }, { method: 'POST' })
}
