import { useCallback, useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { fetchCouponTypeInfo, type ReceivableCouponType } from '@/features/coupon/api'
import { couponTypeFace } from '@/features/coupon/face'
import { initialReceiveState } from '@/features/coupon/receive'
import { useReceive } from '@/features/coupon/useReceive'
import { CouponCard } from '@/features/coupon/components/CouponCard'
import { ReceiveButton } from '@/features/coupon/components/ReceiveButton'
import { dateText } from '@/features/coupon/format'
import '@/features/coupon/i18n'
import { ROUTES } from '@/constants/routes'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'
import './coupon_receive.scss'

function intParam(v: string | undefined): number | undefined {
  const n = v ? Number(v) : NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}

type Load = { kind: 'loading' } | { kind: 'ok'; type: ReceivableCouponType } | { kind: 'notFound' } | { kind: 'failed' }

/**
 * /otherpages/goods/coupon_receive?coupon_type_id=: one coupon type, e.g. from a shared link, drawn as
 * its card (/api/coupon/typeinfo) with the receive button. Visitors log in and come back here; the
 * type is read again with the member's token, so the button starts from what the member may still do.
 */
export default function CouponReceivePage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [typeId] = useState(() => intParam(Taro.getCurrentInstance().router?.params?.coupon_type_id))
  const [load, setLoad] = useState<Load>({ kind: 'loading' })

  const initial = useCallback(
    () => (load.kind === 'ok' ? { state: initialReceiveState(load.type), received: load.type.received } : { state: 'unavailable' as const, received: 0 }),
    [load],
  )
  const { entry, receive, reset } = useReceive(initial)

  const read = useCallback(async () => {
    if (!typeId) return
    setLoad((l) => (l.kind === 'ok' ? l : { kind: 'loading' }))
    const res = await fetchCouponTypeInfo(typeId)
    reset()
    setLoad(res.ok ? { kind: 'ok', type: res.type } : { kind: res.notFound ? 'notFound' : 'failed' })
  }, [typeId, reset])
  useEffect(() => {
    read()
  }, [read, token])

  let content
  if (!typeId) content = <ErrorState message={t('coupon:missing')} />
  else if (load.kind === 'loading') content = <Loading />
  else if (load.kind === 'notFound') content = <ErrorState message={t('coupon:notFound')} />
  else if (load.kind === 'failed') content = <ErrorState onRetry={read} />
  else {
    const e = entry(typeId)
    content = (
      <View className='coupon-receive-page'>
        <CouponCard
          className='coupon-receive-page__card'
          coupon={couponTypeFace(load.type)}
          action={<ReceiveButton entry={e} onReceive={() => receive(typeId)} />}
        />
        {e.endTime !== undefined ? (
          <Text className='coupon-receive-page__validity'>
            {e.endTime > 0 ? t('coupon:until', { end: dateText(e.endTime) }) : t('coupon:noExpire')}
          </Text>
        ) : null}
        {e.received > 0 ? (
          <Button className='coupon-receive-page__mine' fill='outline' size='small' onClick={() => go(ROUTES.memberCoupon)}>
            {t('coupon:myCoupons')}
          </Button>
        ) : null}
      </View>
    )
  }

  return <PageShell title={t('coupon:receiveTitle')}>{content}</PageShell>
}
