import Taro from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { fetchNoticeInfo } from '@/features/content/api'
import { Article } from '@/features/content/components/Article'
import { idParam } from '@/features/content/params'
import { useDetail } from '@/features/content/useDetail'
import '@/features/content/i18n'
import { formatDateTime } from '@/utils/date'

/** /otherpages/notice/detail?id=: one platform notice (the home notice bar opens these). */
export default function NoticeDetailPage() {
  const { t } = useTranslation()
  const id = idParam(Taro.getCurrentInstance().router?.params?.id)
  const { state, reload } = useDetail(id, fetchNoticeInfo)

  let content
  if (state.status === 'invalid') content = <ErrorState message={t('content:missing')} />
  else if (state.status === 'notFound') content = <ErrorState message={t('content:notFound')} />
  else if (state.status === 'error') content = <ErrorState onRetry={reload} />
  else if (state.status === 'loading') content = <Loading rows={2} />
  else
    content = (
      <Article
        className='notice-detail'
        title={state.data.title}
        blocks={state.data.content}
        meta={
          <>
            {state.data.is_top ? <Text className='article__top'>{t('content:notice.top')}</Text> : null}
            <Text>{formatDateTime(state.data.create_time)}</Text>
          </>
        }
      />
    )
  return <PageShell title={t('content:notice.detailTitle')}>{content}</PageShell>
}
