import { View, Text } from '@tarojs/components'
import { Switch } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/utils/money'
import type { CheckoutCalculate, CheckoutPayment } from '../api'
import type { CheckoutChoices } from '../request'

export interface CheckoutDeductionsProps {
  payment: CheckoutPayment
  calc: CheckoutCalculate | null
  choices: CheckoutChoices
  /** The orders exist: nothing can be changed any more. */
  locked: boolean
  onOpenPlatformCoupons: () => void
  onChoose: (patch: Partial<CheckoutChoices>) => void
}

/** What takes money off across shops: the platform coupon, points and balance (each when the member has some). */
export function CheckoutDeductions({ payment, calc, choices, locked, onOpenPlatformCoupons, onChoose }: CheckoutDeductionsProps) {
  const { t } = useTranslation()
  const coupons = payment.platform_coupon_list
  const platformCoupon = coupons.find((c) => c.coupon_id === choices.platformCouponId)
  const pointOn = payment.point_config.enabled === 1 && payment.member_account.point > 0
  const balanceOn = payment.member_account.balance > 0
  return (
    <View className='checkout-block'>
      <View className='checkout-row checkout-platform-coupon' onClick={() => coupons.length && !locked && onOpenPlatformCoupons()}>
        <Text className='checkout-row__label'>{t('checkout:coupon.platform')}</Text>
        <Text className='checkout-row__value'>
          {platformCoupon
            ? `-${formatMoney(calc?.platform_coupon_money ?? 0)}`
            : coupons.length
              ? t('checkout:coupon.available', { count: coupons.length })
              : t('checkout:coupon.noneAvailable')}
        </Text>
        <ArrowRight size={12} />
      </View>
      {calc?.platform_coupon_unusable ? <Text className='checkout-shop__warn'>{calc.platform_coupon_unusable}</Text> : null}
      {pointOn ? (
        <View className='checkout-row'>
          <Text className='checkout-row__label'>
            {t('checkout:point.label', { point: payment.member_account.point })}
            {choices.isPoint && calc ? ` ${t('checkout:point.use', { count: calc.point, money: formatMoney(calc.point_money) })}` : ''}
          </Text>
          <Switch className='checkout-point' checked={choices.isPoint} disabled={locked} onChange={(v: boolean) => onChoose({ isPoint: v })} />
        </View>
      ) : null}
      {balanceOn ? (
        <View className='checkout-row'>
          <Text className='checkout-row__label'>
            {t('checkout:balance.label', { money: formatMoney(payment.member_account.balance) })}
            {choices.isBalance && calc ? ` ${t('checkout:balance.use', { money: formatMoney(calc.balance_money) })}` : ''}
          </Text>
          <Switch className='checkout-balance' checked={choices.isBalance} disabled={locked} onChange={(v: boolean) => onChoose({ isBalance: v })} />
        </View>
      ) : null}
    </View>
  )
}
