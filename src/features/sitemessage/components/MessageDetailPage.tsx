import '../i18n'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { SitemessageError } from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import { idParam } from '@/utils/pageParams'
import { openMessage, type SiteMessage } from '../api'
import { formatDateTime } from '@/utils/date'
import { messageLinkUrl } from '../links'
import './sitemessage.scss'

type State = { status: 'loading' } | { status: 'ready'; message: SiteMessage } | { status: 'notFound' } | { status: 'error' }

/** One message on its own page (account_detail, group_detail?id=): opening it marks it read. */
export function MessageDetailPage({ titleKey }: { titleKey: 'accountDetail' | 'groupDetail' }) {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [id] = useState(() => idParam('id'))
  const [state, setState] = useState<State>(id ? { status: 'loading' } : { status: 'notFound' })

  const load = useCallback(() => {
    if (!id || !useAppStore.getState().token) return
    setState({ status: 'loading' })
    openMessage(id, true)
      .then((message) => setState({ status: 'ready', message }))
      .catch((err) => {
        const missing = err instanceof ApiError && (err.code === SitemessageError.SITEMESSAGE_NOT_FOUND || err.code === -10001)
        setState({ status: missing ? 'notFound' : 'error' })
      })
  }, [id])
  useEffect(load, [load, token])

  let body: ReactNode
  if (!token) body = <LoginPrompt tip={t('sitemessage:loginTip')} />
  else if (state.status === 'loading') body = <Loading rows={2} />
  else if (state.status === 'notFound') body = <Empty tip={t('sitemessage:notFound')} />
  else if (state.status === 'error') body = <ErrorState onRetry={load} />
  else {
    const m = state.message
    const url = messageLinkUrl(m)
    body = (
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
  }

  return (
    <PageShell title={t(`sitemessage:title.${titleKey}`)} className='sitemessage-page sitemessage-detail-page'>
      {body}
    </PageShell>
  )
}
