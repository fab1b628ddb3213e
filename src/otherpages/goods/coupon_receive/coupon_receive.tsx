import { useCallback, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { Coupon } from '@nutui/icons-react-taro'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState } from '@/components/StateViews/StateViews'
import { useReceive } from '@/features/coupon/useReceive'
import { ReceiveButton } from '@/features/coupon/components/ReceiveButton'
import { dateText } from '@/features/coupon/format'
import '@/features/coupon/i18n'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'
import './coupon_receive.scss'

function intParam(v: string | undefined): number | undefined {
  const n = v ? Number(v) : NaN
  return Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * /otherpages/goods/coupon_receive?coupon_type_id=: receives one coupon type, e.g. from a shared link.
 * Visitors log in and come back here; the button then shows what the server answered (received,
 * limit reached, sold out).
 */
export default function CouponReceivePage() {
  const { t } = useTranslation()
  const [typeId] = useState(() => intParam(Taro.getCurrentInstance().router?.params?.coupon_type_id))
  const initial = useCallback(() => ({ state: 'open' as const, received: 0 }), [])
  const { entry, receive } = useReceive(initial)

  let content
  if (!typeId) content = <ErrorState message={t('coupon:missing')} />
  else {
    const e = entry(typeId)
    content = (
      <View className='coupon-receive-page'>
        <View className='coupon-receive-page__card'>
          <Coupon className='coupon-receive-page__icon' size={48} />
          <Text className='coupon-receive-page__title'>{t('coupon:receiveTitle')}</Text>
          <ReceiveButton entry={e} onReceive={() => receive(typeId)} />
          {e.endTime !== undefined ? (
            <Text className='coupon-receive-page__validity'>
              {e.endTime > 0 ? t('coupon:until', { end: dateText(e.endTime) }) : t('coupon:noExpire')}
            </Text>
          ) : null}
        </View>
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
