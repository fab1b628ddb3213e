import { Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { fetchHelpInfo } from '@/features/content/api'
import { ArticlePage } from '@/features/content/components/ArticlePage'
import { formatDate } from '@/utils/date'

/** /otherpages/help/detail?id=: one help article. */
export default function HelpDetailPage() {
  const { t } = useTranslation()
  return (
    <ArticlePage
      pageTitle={t('content:help.detailTitle')}
      className='help-detail'
      load={fetchHelpInfo}
      meta={(data) => (
        <>
          <Text>{data.class_name}</Text>
          <Text>{formatDate(data.create_time)}</Text>
        </>
      )}
    />
  )
}
