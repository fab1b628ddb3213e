import { topicDetail, topicPage, type TopicDetail, type TopicPage } from '@/services/api/contract.gen'
import { PAGE_SIZE } from '@/features/catalog/types'

export type { Topic, TopicDetail, TopicGoodsCard, TopicPage } from '@/services/api/contract.gen'

export function fetchTopicPage(page: number, pageSize = PAGE_SIZE): Promise<TopicPage> {
  return topicPage({ page, page_size: pageSize })
}

export function fetchTopicDetail(topicId: number): Promise<TopicDetail> {
  return topicDetail({ topic_id: topicId })
}
