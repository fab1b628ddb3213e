import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { fetchNoticeInfo } from '@/features/content/api'
import { ArticlePage } from '@/features/content/components/ArticlePage'
import { formatDateTime } from '@/utils/date'

/** /otherpages/notice/detail?id=: one platform notice (the home notice bar opens these). */
export default function NoticeDetailPage() {
  const { t } = useTranslation()
  return (
    <ArticlePage
      pageTitle={t('content:notice.detailTitle')}
      className='notice-detail'
      load={fetchNoticeInfo}
      meta={(data) => (
        <>
          {data.is_top ? <Text className='article__top'>{t('content:notice.top')}</Text> : null}
          <Text>{formatDateTime(data.create_time)}</Text>
        </>
      )}
    />
  )
}
