import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { OrderLines } from '@/features/order/components/OrderLines'
import { formatMoney } from '@/utils/money'
import type { RefundSummary } from '../api'
import { RefundActions, type BuyerRefundAction } from './RefundActions'
import '../i18n'
import './refund.scss'

/** One after-sale in the list: shop, status, the line, the money asked or paid back, the buyer's actions. */
export function RefundCard({ refund, onOpen, onAction }: {
  refund: RefundSummary
  onOpen: (r: RefundSummary) => void
  onAction: (r: RefundSummary, action: BuyerRefundAction | 'detail') => void
}) {
  const { t } = useTranslation()
  const money = refund.refund_money > 0 ? refund.refund_money : refund.apply_money
  return (
    <View className='refund-card' data-order-goods-id={refund.order_goods_id} data-status={refund.refund_status} onClick={() => onOpen(refund)}>
      <View className='refund-card__head'>
        <Text className='refund-card__shop'>{refund.site_name}</Text>
        <Text className='refund-card__status'>{refund.refund_status_name}</Text>
      </View>
      <OrderLines lines={[refund.order_goods]} />
      <View className='refund-card__money'>
        <Text>{refund.refund_type_name} · {t(refund.refund_money > 0 ? 'refund:detail.refundMoney' : 'refund:detail.applyMoney')}: </Text>
        <Text className='refund-card__amount'>{formatMoney(money)}</Text>
      </View>
      <RefundActions actions={refund.actions} withDetail onAction={(a) => onAction(refund, a)} />
    </View>
  )
}
