import '@/features/member/i18n'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { FailureF } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { ROUTES } from '@/constants/routes'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { cancellationUrl, useCancelInfo } from '@/features/member/cancel'
import { formatDateTime } from '@/utils/date'
import { go } from '@/utils/navigate'
import '../cancel.scss'

/** The operator refused the application: the reason, and the way to apply again. */
export default function CancelRefusePage() {
  const { t } = useTranslation()
  const { info, failed, reload, token } = useCancelInfo(['refused'])

  let body
  if (!token) body = <LoginPrompt tip={t('pages:member.loginTip')} back={ROUTES.cancelRefuse} />
  else if (failed) body = <ErrorState onRetry={reload} />
  else if (!info) body = <Loading rows={1} />
  else
    body = (
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

  return (
    <PageShell title={t('member:cancel.title')}>
      <View className='cancelrefuse-page cancel-page'>{body}</View>
    </PageShell>
  )
}
