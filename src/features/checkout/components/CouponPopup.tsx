import '../i18n'
import { View, Text } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/utils/money'
import type { CheckoutCoupon } from '../api'

export interface CouponPopupProps {
  title: string
  coupons: CheckoutCoupon[]
  /** member_coupon id chosen; 0 none */
  value: number
  /** extra class of each option (the platform list adds --platform) */
  optionClass?: string
  onPick(couponId: number): void
  onClose(): void
}

/** What a coupon gives: ¥5.00 off, or 9.5折 / 9.5 × (tenths). */
export function couponValueText(c: CheckoutCoupon, t: (k: string, o?: Record<string, unknown>) => string): string {
  return c.type === 'discount' ? t('checkout:coupon.discount', { value: c.discount / 10 }) : t('checkout:coupon.reward', { money: formatMoney(c.money) })
}

/** The usable coupons of a shop (or the platform): tap one to use it, or none. Rendered only while open. */
export function CouponPopup({ title, coupons, value, optionClass, onPick, onClose }: CouponPopupProps) {
  const { t } = useTranslation()
  return (
    <Popup visible position='bottom' round closeable className='checkout-coupon-popup' onClose={onClose}>
      <View className='checkout-coupon-list'>
        <Text className='checkout-coupon-list__title'>{title}</Text>
        {coupons.map((c) => (
          <View
            key={c.coupon_id}
            className={`checkout-coupon-option ${optionClass ?? ''} ${value === c.coupon_id ? 'checkout-coupon-option--active' : ''}`}
            data-id={c.coupon_id}
            onClick={() => onPick(c.coupon_id)}
          >
            <Text className='checkout-coupon-option__value'>{couponValueText(c, t)}</Text>
            <View className='checkout-coupon-option__info'>
              <Text className='checkout-coupon-option__name'>{c.coupon_name}</Text>
              <Text className='checkout-coupon-option__rule'>
                {c.at_least > 0 ? t('checkout:coupon.atLeast', { money: formatMoney(c.at_least) }) : t('checkout:coupon.noThreshold')}
              </Text>
            </View>
          </View>
        ))}
        <View className={`checkout-coupon-none ${value === 0 ? 'checkout-coupon-option--active' : ''}`} onClick={() => onPick(0)}>
          <Text>{t('checkout:coupon.none')}</Text>
        </View>
      </View>
    </Popup>
  )
}
