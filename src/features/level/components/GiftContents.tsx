import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { discountText, thresholdText } from '@/features/coupon/format'
import '@/features/coupon/i18n'
import { formatMoney } from '@/utils/money'
import '../i18n'

export interface GiftCouponFace {
  coupon_type_id: number
  name: string
  type: 'reward' | 'discount'
  money: number
  discount: number
  at_least: number
}

export interface GiftContentsProps {
  point: number
  /** fen */
  balance: number
  coupons: GiftCouponFace[]
  className?: string
}

/** What a gift package holds: points, (non-withdrawable) balance, coupons; "none" when empty. */
export function GiftContents({ point, balance, coupons, className }: GiftContentsProps) {
  const { t } = useTranslation()
  if (point <= 0 && balance <= 0 && !coupons.length) return <Text className={`gift-contents gift-contents--empty ${className ?? ''}`}>{t('level:giftNone')}</Text>
  return (
    <View className={`gift-contents ${className ?? ''}`}>
      {point > 0 ? (
        <View className='gift-contents__row gift-contents__point'>
          <Text className='gift-contents__label'>{t('level:pointLabel')}</Text>
          <Text className='gift-contents__value'>{t('level:giftPoint', { count: point })}</Text>
        </View>
      ) : null}
      {balance > 0 ? (
        <View className='gift-contents__row gift-contents__balance'>
          <Text className='gift-contents__label'>{t('level:balanceLabel')}</Text>
          <Text className='gift-contents__value'>{formatMoney(balance)}</Text>
        </View>
      ) : null}
      {coupons.map((c) => (
        <View key={c.coupon_type_id} className='gift-contents__row gift-contents__coupon' data-coupon-type-id={c.coupon_type_id}>
          <Text className='gift-contents__label'>{c.name}</Text>
          <Text className='gift-contents__value'>
            {c.type === 'discount' ? t('coupon:discount', { value: discountText(c.discount), off: 100 - c.discount }) : formatMoney(c.money)}
            {' · '}
            {thresholdText(t, c.at_least)}
          </Text>
        </View>
      ))}
    </View>
  )
}
