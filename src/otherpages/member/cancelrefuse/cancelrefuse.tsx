import '@/features/member/i18n'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { FailureF } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Loading } from '@/components/StateViews/StateViews'
import { ROUTES } from '@/constants/routes'
import { ResourceView } from '@/features/resource/ResourceView'
import { cancellationUrl, useCancelInfo } from '@/features/member/cancel'
import { formatDateTime } from '@/utils/date'
import { go } from '@/utils/navigate'
import '../cancel.scss'

/** The operator refused the application: the reason, and the way to apply again. */
export default function CancelRefusePage() {
  const { t } = useTranslation()
  const page = useCancelInfo(['refused'])

  const body = (
    <ResourceView
      resource={page}
      login={{ tip: t('pages:member.loginTip'), back: ROUTES.cancelRefuse }}
      loadingRows={1}
      empty={<Loading rows={1} />}
    >
      {(data) => {
        const info = data!.info
        return (
          <>
            <View className='cancel-result cancel-result--refused'>
              <View className='cancel-result__icon'>
                <FailureF size={64} />
              </View>
              <Text className='cancel-result__title'>{t('member:cancel.refusedTitle')}</Text>
              <Text className='cancel-result__text cancel-refuse-reason'>
                {t('member:cancel.refuseReason', { reason: info.refuse_reason || t('member:cancel.noReason') })}
              </Text>
              {info.audit_time ? (
                <Text className='cancel-result__meta'>{t('member:cancel.auditTime', { time: formatDateTime(info.audit_time) })}</Text>
              ) : null}
            </View>
            <View className='cancel-actions mall-button-stack'>
              <Button className='cancel-again' type='primary' block onClick={() => go(cancellationUrl(true), 'redirectTo')}>
                {t('member:cancel.again')}
              </Button>
              <Button className='cancel-home' block onClick={() => go(ROUTES.member)}>
                {t('member:cancel.backMember')}
              </Button>
            </View>
          </>
        )
      }}
    </ResourceView>
  )

  return (
    <PageShell title={t('member:cancel.title')}>
      <View className='cancelrefuse-page cancel-page'>{body}</View>
    </PageShell>
  )
}
