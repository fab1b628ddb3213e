import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/Price/Price'
import { discountOff, discountText, scopeText, thresholdText, validityText, type CouponFace } from '../format'
import '../i18n'
import './CouponCard.scss'

export interface CouponCardProps {
  coupon: CouponFace
  /** the right-hand action (receive button, state stamp) */
  action?: ReactNode
  /** used or expired: drawn grey */
  dimmed?: boolean
  className?: string
}

/** A coupon: its value (money or N折), threshold, shop or platform, validity. */
export function CouponCard({ coupon, action, dimmed, className }: CouponCardProps) {
  const { t } = useTranslation()
  return (
    <View className={`coupon-card${dimmed ? ' coupon-card--dimmed' : ''} ${className ?? ''}`}>
      <View className='coupon-card__value'>
        {coupon.type === 'discount' ? (
          <Text className='coupon-card__discount'>
            {t('coupon:discount', { value: discountText(coupon.discount), off: discountOff(coupon.discount) })}
          </Text>
        ) : (
          <Price fen={coupon.money} size='large' className='coupon-card__money' />
        )}
        <Text className='coupon-card__threshold'>{thresholdText(t, coupon.at_least)}</Text>
      </View>
      <View className='coupon-card__info'>
        <Text className='coupon-card__name'>{coupon.name}</Text>
        <Text className='coupon-card__scope'>{scopeText(t, coupon)}</Text>
        <Text className='coupon-card__validity'>{validityText(t, coupon)}</Text>
      </View>
      {action ? <View className='coupon-card__action'>{action}</View> : null}
    </View>
  )
}

export default CouponCard
