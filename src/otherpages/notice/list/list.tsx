import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { fetchNoticePage, type NoticeItem } from '@/features/content/api'
import { noticeDetailUrl } from '@/features/content/links'
import '@/features/content/i18n'
import { formatDate } from '@/utils/date'
import { go } from '@/utils/navigate'
import './list.scss'

/** /otherpages/notice/list: platform notices, pinned first. */
export default function NoticeListPage() {
  const { t } = useTranslation()
  return (
    <PageShell title={t('content:notice.listTitle')} body='fixed'>
      <PullList<NoticeItem>
        fetchPage={(page, size) => fetchNoticePage(page, size)}
        keyOf={(n) => n.id}
        listClassName='notice-list'
        renderItem={(n) => (
          <View className='notice-item' onClick={() => go(noticeDetailUrl(n.id))}>
            <View className='notice-item__head'>
              {n.is_top ? <Text className='notice-item__top'>{t('content:notice.top')}</Text> : null}
              <Text className='notice-item__title'>{n.title}</Text>
            </View>
            <Text className='notice-item__time'>{formatDate(n.create_time)}</Text>
          </View>
        )}
        empty={<Empty tip={t('content:notice.empty')} />}
      />
    </PageShell>
  )
}
