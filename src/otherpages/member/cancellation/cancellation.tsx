import '@/features/member/i18n'
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Textarea } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { CheckNormal, Checked } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Loading } from '@/components/StateViews/StateViews'
import { ROUTES } from '@/constants/routes'
import { ResourceView } from '@/features/resource/ResourceView'
import { applyCancel, fetchCancelConfig, type CancelConfig } from '@/features/member/api'
import { cancelStatusRoute, useCancelInfo } from '@/features/member/cancel'
import { toast } from '@/services/toast'
import { go } from '@/utils/navigate'
import '../cancel.scss'

/** Reasons are short notes for the operator; the server keeps what it is sent. */
const REASON_MAX = 200

/**
 * Account cancellation: the operator's agreement (/membercancel/api/membercancel/config), a reason,
 * then the application. A member who already applied, was approved or refused is sent to that
 * state's page first (a refused one may come back with ?again=1 to apply again).
 */
export default function CancellationPage() {
  const { t } = useTranslation()
  const again = Taro.getCurrentInstance()?.router?.params?.again === '1'
  const page = useCancelInfo(again ? ['none', 'refused'] : ['none'], fetchCancelConfig)
  const [reason, setReason] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)

  const apply = async () => {
    if (busy) return
    if (!agreed) return toast(t('member:cancel.agreeFirst'))
    // closing an account cannot be undone once approved: one more explicit yes
    const answer = await Taro.showModal({
      title: t('member:cancel.confirmTitle'),
      content: t('member:cancel.confirmContent'),
      confirmText: t('common:confirm'),
      cancelText: t('common:cancel'),
    }).catch(() => ({ confirm: false }))
    if (!answer.confirm) return
    setBusy(true)
    try {
      const { status } = await applyCancel(reason.trim())
      await go(cancelStatusRoute(status), 'redirectTo')
    } catch {
      // the request layer showed the server's message
    } finally {
      setBusy(false)
    }
  }

  const form = (config: CancelConfig) =>
    !Number(config.is_enable) ? (
      <Text className='cancel-page__tip cancel-disabled'>{t('member:cancel.disabled')}</Text>
    ) : (
      <>
        <View className='cancel-card'>
          <Text className='cancel-card__title'>{t('member:cancel.agreementTitle')}</Text>
          <Text className='cancel-card__text cancel-agreement'>{config.agreement || t('member:cancel.defaultAgreement')}</Text>
        </View>
        <View className='cancel-card'>
          <Text className='cancel-card__title'>{t('member:cancel.reason')}</Text>
          <Textarea
            className='cancel-card__reason cancel-reason'
            value={reason}
            maxlength={REASON_MAX}
            placeholder={t('member:cancel.reasonPlaceholder')}
            onInput={(e) => setReason(e.detail.value)}
          />
        </View>
        <View className={`cancel-agree${agreed ? ' cancel-agree--on' : ''}`} role='checkbox' aria-checked={agreed} onClick={() => setAgreed((a) => !a)}>
          {agreed ? <Checked className='cancel-agree__box' size={18} /> : <CheckNormal className='cancel-agree__box' size={18} />}
          <Text className='cancel-agree__text'>{t('member:cancel.agree')}</Text>
        </View>
        <View className='cancel-actions'>
          <Button className='cancel-apply' type='primary' block loading={busy} onClick={apply}>
            {t('member:cancel.apply')}
          </Button>
        </View>
      </>
    )

  const body = (
    <ResourceView
      resource={page}
      login={{ tip: t('pages:member.loginTip'), back: ROUTES.cancellation }}
      loadingRows={2}
      empty={<Loading rows={2} />}
    >
      {(data) => form(data!.extra)}
    </ResourceView>
  )

  return (
    <PageShell title={t('member:cancel.title')}>
      <View className='cancellation-page cancel-page'>{body}</View>
    </PageShell>
  )
}
