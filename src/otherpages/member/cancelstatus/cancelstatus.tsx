import '@/features/member/i18n'
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { ClockF } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Loading } from '@/components/StateViews/StateViews'
import { ROUTES } from '@/constants/routes'
import { ResourceView } from '@/features/resource/ResourceView'
import { withdrawCancel } from '@/features/member/api'
import { useCancelInfo } from '@/features/member/cancel'
import { toast } from '@/services/toast'
import { formatDateTime } from '@/utils/date'
import { go } from '@/utils/navigate'
import '../cancel.scss'

/** An application under review: what was sent, and the way to take it back. */
export default function CancelStatusPage() {
  const { t } = useTranslation()
  const page = useCancelInfo(['applied'])
  const [busy, setBusy] = useState(false)

  const withdraw = async () => {
    if (busy) return
    setBusy(true)
    try {
      await withdrawCancel()
      toast(t('member:cancel.withdrawn'))
      await go(ROUTES.member)
    } catch {
      // already decided meanwhile: the server's message was shown; read the state again
      void page.reload()
    } finally {
      setBusy(false)
    }
  }

  const body = (
    <ResourceView
      resource={page}
      login={{ tip: t('pages:member.loginTip'), back: ROUTES.cancelStatus }}
      loadingRows={1}
      empty={<Loading rows={1} />}
    >
      {(data) => {
        const info = data!.info
        return (
          <>
            <View className='cancel-result cancel-result--applied'>
              <View className='cancel-result__icon'>
                <ClockF size={64} />
              </View>
              <Text className='cancel-result__title'>{t('member:cancel.appliedTitle')}</Text>
              <Text className='cancel-result__text'>{t('member:cancel.appliedText')}</Text>
              {info.apply_time ? (
                <Text className='cancel-result__meta'>{t('member:cancel.applyTime', { time: formatDateTime(info.apply_time) })}</Text>
              ) : null}
              {info.reason ? <Text className='cancel-result__meta'>{t('member:cancel.reasonValue', { reason: info.reason })}</Text> : null}
            </View>
            <View className='cancel-actions'>
              <Button className='cancel-withdraw' block loading={busy} onClick={withdraw}>
                {t('member:cancel.withdraw')}
              </Button>
            </View>
          </>
        )
      }}
    </ResourceView>
  )

  return (
    <PageShell title={t('member:cancel.title')}>
      <View className='cancelstatus-page cancel-page'>{body}</View>
    </PageShell>
  )
}
