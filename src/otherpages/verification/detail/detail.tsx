import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { fetchCodeInfo, writeOffCode } from '@/features/verify/api'
import { groupCode, normalizeCode } from '@/features/verify/code'
import { VerifyGoods } from '@/features/verify/components/VerifyGoods'
import '@/features/verify/i18n'
import '@/features/verify/styles'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { toast } from '@/services/toast'
import { formatDateTime } from '@/utils/date'

/** /otherpages/verification/detail?code=: what a code is, and the write-off. */
export default function VerificationDetailPage() {
  const { t } = useTranslation()
  const code = normalizeCode(String(Taro.getCurrentInstance().router?.params?.code ?? ''))
  // a visitor is asked to log in, not shown the server's "login expired"
  const resource = useResource(() => (code ? fetchCodeInfo(code, { silent: true }) : Promise.reject(new Error(t('verify:codeInvalid')))), {
    login: true,
    deps: [code],
  })
  const load = resource.reload
  const [busy, setBusy] = useState(false)

  const onWriteOff = async () => {
    if (!code || busy) return
    setBusy(true)
    try {
      await writeOffCode(code)
      toast(t('verify:done'))
    } catch {
      // the request layer showed why (used meanwhile, …); the reload shows the code as it is now
    } finally {
      setBusy(false)
    }
    await load()
  }

  const row = (label: string, value: string, cls = '') => (
    <View className={`verify-row ${cls}`}>
      <Text className='verify-row__label'>{label}</Text>
      <Text className='verify-row__value'>{value}</Text>
    </View>
  )

  return (
    <PageShell title={t('verify:detailTitle')}>
      <ResourceView
        resource={resource}
        login={{ tip: t('verify:loginTip') }}
        errorMessage={(e) => (e instanceof Error ? e.message : '')}
        retry={Boolean(code)}
      >
        {(info) => (
          <View className='verify-detail' data-status={info.order_status} data-verified={info.is_verified}>
            <View className='verify-card verify-detail__head'>
              <Text className='verify-detail__code'>{groupCode(info.verify_code)}</Text>
              <Text className={`verify-detail__state verify-detail__state--${info.is_verified ? 'done' : 'open'}`}>
                {info.is_verified ? t('verify:verified') : t('verify:waiting')}
              </Text>
            </View>
            <View className='verify-card'>
              {row(t('verify:verifyType'), info.verify_type_name)}
              {row(t('verify:shop'), info.site_name)}
              {row(t('verify:orderNo'), info.order_no)}
              {row(t('verify:orderStatus'), info.order_status_name, 'verify-detail__status')}
              {row(t('verify:buyer'), [info.buyer_name, info.buyer_mobile].filter(Boolean).join(' '))}
              {info.pay_time ? row(t('verify:payTime'), formatDateTime(info.pay_time)) : null}
              {info.verify_time ? row(t('verify:verifyTime'), formatDateTime(info.verify_time)) : null}
              {info.verifier_name ? row(t('verify:verifier'), info.verifier_name) : null}
            </View>
            <View className='verify-card'>
              <Text className='verify-card__title'>{t('verify:goods')}</Text>
              <VerifyGoods lines={info.order_goods} />
            </View>
            {info.can_verify ? (
              <View className='verify-detail__actions'>
                <Button className='verify-confirm' type='primary' block loading={busy} onClick={() => void onWriteOff()}>
                  {t('verify:confirm')}
                </Button>
              </View>
            ) : null}
          </View>
        )}
      </ResourceView>
    </PageShell>
  )
}
