import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { formatLevelDiscount, levelDiscountParts } from '@/features/level/discount'
import { formatMoney } from '@/utils/money'
import type { CheckoutCalculate, CheckoutPayment } from '../api'

function SumRow({ label, value }: { label: string; value: string }) {
  return (
    <View className='checkout-sum'>
      <Text className='checkout-sum__label'>{label}</Text>
      <Text className='checkout-sum__value'>{value}</Text>
    </View>
  )
}

/** The figures of checkout: goods, delivery, each deduction that applies, the order and the balance paid. */
export function CheckoutSums({ calc, levelDiscount }: { calc: CheckoutCalculate; levelDiscount: CheckoutPayment['member_level_discount'] }) {
  const { t } = useTranslation()
  return (
    <View className='checkout-block checkout-sums'>
      <SumRow label={t('checkout:sum.goods')} value={formatMoney(calc.goods_money)} />
      <SumRow label={t('checkout:sum.delivery')} value={`+${formatMoney(calc.delivery_money)}`} />
      {calc.promotion_money ? (
        <SumRow
          label={levelDiscountParts(levelDiscount) ? `${t('checkout:sum.promotion')} (${formatLevelDiscount(t, levelDiscount)})` : t('checkout:sum.promotion')}
          value={`-${formatMoney(calc.promotion_money)}`}
        />
      ) : null}
      {calc.coupon_money ? <SumRow label={t('checkout:sum.coupon')} value={`-${formatMoney(calc.coupon_money)}`} /> : null}
      {calc.platform_coupon_money ? <SumRow label={t('checkout:sum.platformCoupon')} value={`-${formatMoney(calc.platform_coupon_money)}`} /> : null}
      {calc.point_money ? <SumRow label={t('checkout:sum.point')} value={`-${formatMoney(calc.point_money)}`} /> : null}
      <SumRow label={t('checkout:sum.order')} value={formatMoney(calc.order_money)} />
      {calc.balance_money ? <SumRow label={t('checkout:sum.balance')} value={`-${formatMoney(calc.balance_money)}`} /> : null}
    </View>
  )
}
