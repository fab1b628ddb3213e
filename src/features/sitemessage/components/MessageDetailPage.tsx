import '../i18n'
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { SitemessageError } from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import { go } from '@/utils/navigate'
import { idParam } from '@/utils/pageParams'
import { openMessage, type SiteMessage } from '../api'
import { formatDateTime } from '@/utils/date'
import { messageLinkUrl } from '../links'
import './sitemessage.scss'

/** One message on its own page (account_detail, group_detail?id=): opening it marks it read. */
export function MessageDetailPage({ titleKey }: { titleKey: 'accountDetail' | 'groupDetail' }) {
  const { t } = useTranslation()
  const [id] = useState(() => idParam('id'))
  // no id, or a message that is not there (or not the member's): empty, not a failure
  const resource = useResource<SiteMessage | null>(
    () =>
      id
        ? openMessage(id, true).catch((err) => {
            if (err instanceof ApiError && (err.code === SitemessageError.SITEMESSAGE_NOT_FOUND || err.code === -10001)) return null
            throw err
          })
        : Promise.resolve(null),
    { login: true, isEmpty: (m) => m === null },
  )

  const body = (
    <ResourceView resource={resource} login={{ tip: t('sitemessage:loginTip') }} loadingRows={2} empty={{ tip: t('sitemessage:notFound') }}>
      {(message) => {
        const m = message!
        const url = messageLinkUrl(m)
        return (
          <View className='sitemessage-detail' data-id={m.id}>
            <Text className='sitemessage-detail__title'>{m.title}</Text>
            <Text className='sitemessage-detail__time'>{formatDateTime(m.send_time)}</Text>
            <Text className='sitemessage-detail__content'>{m.content}</Text>
            {url ? (
              <Button className='sitemessage-detail__link' type='primary' block onClick={() => go(url)}>
                {t('sitemessage:view')}
              </Button>
            ) : null}
          </View>
        )
      }}
    </ResourceView>
  )

  return (
    <PageShell title={t(`sitemessage:title.${titleKey}`)} className='sitemessage-page sitemessage-detail-page'>
      {body}
    </PageShell>
  )
}
