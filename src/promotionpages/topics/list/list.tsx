import { View, Text, Image } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { fetchTopicPage } from '@/features/topic/api'
import type { Topic } from '@/features/topic/api'
import { topicDetailUrl } from '@/features/links'
import { img } from '@/services/image'
import { formatDate } from '@/utils/date'
import { go } from '@/utils/navigate'
import './list.scss'

export function TopicCard({ topic }: { topic: Topic }) {
  const { t } = useTranslation()
  return (
    <View className='topic-card' onClick={() => go(topicDetailUrl(topic.topic_id))}>
      <Image className='topic-card__banner' src={img(topic.banner, 'big')} mode='aspectFill' lazyLoad />
      <View className='topic-card__info'>
        <Text className='topic-card__name'>{topic.topic_name}</Text>
        {topic.remark ? <Text className='topic-card__remark'>{topic.remark}</Text> : null}
        <Text className='topic-card__time'>
          {t('pages:topics.period', { start: formatDate(topic.start_time), end: formatDate(topic.end_time) })}
        </Text>
      </View>
    </View>
  )
}

export default function TopicListPage() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('pages:topics.title')} body='fixed'>
      <PullList<Topic>
        fetchPage={(page, pageSize) => fetchTopicPage(page, pageSize)}
        keyOf={(x) => x.topic_id}
        renderItem={(x) => <TopicCard topic={x} />}
        listClassName='topic-list'
        empty={<Empty tip={t('pages:topics.empty')} />}
      />
    </PageShell>
  )
}
