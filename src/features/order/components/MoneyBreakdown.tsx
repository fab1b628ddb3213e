import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/utils/money'
import { moneyRows, type OrderMoney } from '../money'
import '../i18n'
import './order.scss'

/** The detail's money rows in yuan: goods, freight, each discount taken off, balance, then what is paid. */
export function MoneyBreakdown({ order }: { order: OrderMoney }) {
  const { t } = useTranslation()
  return (
    <View className='order-money'>
      {moneyRows(order).map((r) => (
        <View key={r.key} className={`order-money__row order-money__row--${r.key}${r.sign === '=' ? ' order-money__row--total' : ''}`}>
          <Text className='order-money__label'>{t(`order:detail.money.${r.label}`, r.params)}</Text>
          <Text className='order-money__value'>
            {r.sign === '-' ? '-' : r.sign === '+' && r.key !== 'goods' ? '+' : ''}
            {formatMoney(r.fen)}
          </Text>
        </View>
      ))}
    </View>
  )
}
