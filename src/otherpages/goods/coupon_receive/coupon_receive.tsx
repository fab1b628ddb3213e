import { useCallback, useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState } from '@/components/StateViews/StateViews'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
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

/**
 * /otherpages/goods/coupon_receive?coupon_type_id=: one coupon type, e.g. from a shared link, drawn as
 * its card (/api/coupon/typeinfo) with the receive button. Visitors log in and come back here; the
 * type is read again with the member's token, so the button starts from what the member may still do.
 */
export default function CouponReceivePage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [typeId] = useState(() => intParam(Taro.getCurrentInstance().router?.params?.coupon_type_id))
  // an unknown type is null (shown as not found); a failure is one to retry
  const couponType = useResource<ReceivableCouponType | null>(
    async () => {
      const res = await fetchCouponTypeInfo(typeId ?? 0)
      if (res.ok) return res.type
      if (res.notFound) return null
      throw new Error('coupon type failed')
    },
    { enabled: Boolean(typeId), isEmpty: (type) => !type },
  )
  const loaded = couponType.data

  const initial = useCallback(
    () => (loaded ? { state: initialReceiveState(loaded), received: loaded.received } : { state: 'unavailable' as const, received: 0 }),
    [loaded],
  )
  const { entry, receive, reset } = useReceive(initial)
  // each answer starts the receive state afresh (set while rendering, so no frame shows the old one)
  const [answered, setAnswered] = useState(couponType.data)
  if (answered !== couponType.data) {
    setAnswered(couponType.data)
    reset()
  }

  // a login (or logout) reads the type again with the new token, the card staying meanwhile
  const firstToken = useRef(true)
  useEffect(() => {
    if (firstToken.current) firstToken.current = false
    else void couponType.reload()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload is stable; only the token counts
  }, [token])

  const card = (type: ReceivableCouponType, id: number) => {
    const e = entry(id)
    return (
      <View className='coupon-receive-page'>
        <CouponCard
          className='coupon-receive-page__card'
          coupon={couponTypeFace(type)}
          action={<ReceiveButton entry={e} onReceive={() => receive(id)} />}
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

  const content = !typeId ? (
    <ErrorState message={t('coupon:missing')} />
  ) : (
    <ResourceView resource={couponType} empty={<ErrorState message={t('coupon:notFound')} />}>
      {(type) => card(type as ReceivableCouponType, typeId)}
    </ResourceView>
  )

  return <PageShell title={t('coupon:receiveTitle')}>{content}</PageShell>
}
