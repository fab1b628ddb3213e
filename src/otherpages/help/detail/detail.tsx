import Taro from '@tarojs/taro'
import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { fetchHelpInfo } from '@/features/content/api'
import { Article } from '@/features/content/components/Article'
import { idParam } from '@/features/content/params'
import { useDetail } from '@/features/content/useDetail'
import '@/features/content/i18n'
import { formatDate } from '@/utils/date'

/** /otherpages/help/detail?id=: one help article. */
export default function HelpDetailPage() {
  const { t } = useTranslation()
  const id = idParam(Taro.getCurrentInstance().router?.params?.id)
  const { state, reload } = useDetail(id, fetchHelpInfo)

  let content
  if (state.status === 'invalid') content = <ErrorState message={t('content:missing')} />
  else if (state.status === 'notFound') content = <ErrorState message={t('content:notFound')} />
  else if (state.status === 'error') content = <ErrorState onRetry={reload} />
  else if (state.status === 'loading') content = <Loading rows={2} />
  else
    content = (
      <Article
        className='help-detail'
        title={state.data.title}
        blocks={state.data.content}
        meta={
          <>
            <Text>{state.data.class_name}</Text>
            <Text>{formatDate(state.data.create_time)}</Text>
          </>
        }
      />
    )
  return <PageShell title={t('content:help.detailTitle')}>{content}</PageShell>
}
