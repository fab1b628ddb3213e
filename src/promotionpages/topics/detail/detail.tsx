import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { GoodsCard } from '@/components/GoodsCard/GoodsCard'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState } from '@/components/StateViews/StateViews'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { usePageShare } from '@/features/share/usePageShare'
import { ROUTES } from '@/constants/routes'
import { fetchTopicDetail } from '@/features/topic/api'
import { img } from '@/services/image'
import { formatDate } from '@/utils/date'
import './detail.scss'

export default function TopicDetailPage() {
  const { t } = useTranslation()
  const topicId = Number(Taro.getCurrentInstance().router?.params?.topic_id)
  const valid = Number.isInteger(topicId) && topicId > 0
  const resource = useResource(() => fetchTopicDetail(topicId), { enabled: valid, deps: [topicId] })
  const topic = resource.data
  usePageShare(
    topic
      ? { title: topic.topic_name, desc: topic.remark || t('share:topicDesc'), path: `${ROUTES.topicDetail}?topic_id=${topicId}`, image: topic.banner }
      : null,
  )

  const content = !valid ? (
    <ErrorState message={t('pages:topics.missing')} />
  ) : (
    <ResourceView resource={resource}>
      {(topic) => (
        <View className='topic-detail'>
          <Image className='topic-detail__banner' src={img(topic.banner, 'big')} mode='aspectFill' />
          <View className='topic-detail__card'>
            <Text className='topic-detail__name'>{topic.topic_name}</Text>
            {topic.remark ? <Text className='topic-detail__remark'>{topic.remark}</Text> : null}
            <Text className='topic-detail__time'>
              {t('pages:topics.period', { start: formatDate(topic.start_time), end: formatDate(topic.end_time) })}
            </Text>
          </View>
          {topic.goods?.length ? (
            <View className='goods-grid'>
              {topic.goods.map((g) => (
                <GoodsCard key={g.sku_id} goods={g} price={g.topic_price} />
              ))}
            </View>
          ) : (
            <Empty tip={t('pages:topics.noGoods')} />
          )}
        </View>
      )}
    </ResourceView>
  )

  return <PageShell title={topic?.topic_name || t('pages:topics.detailTitle')}>{content}</PageShell>
}
