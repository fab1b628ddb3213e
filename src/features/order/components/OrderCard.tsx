import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Price } from '@/components/Price/Price'
import { ORDER_STATUS } from '@/services/api/contract.gen'
import type { OrderSummary } from '../api'
import type { OrderAction } from '../actions'
import { statusKey } from '../kind'
import { OrderLines } from './OrderLines'
import { OrderActions } from './OrderActions'
import '../i18n'
import './order.scss'

export interface OrderCardProps {
  order: OrderSummary
  onOpen: (order: OrderSummary) => void
  onAction: (order: OrderSummary, action: OrderAction) => void
  isRunning?: (orderId: number, action: OrderAction) => boolean
}

/** One order of the list: shop, status, lines, total and the buyer's actions. */
export function OrderCard({ order, onOpen, onAction, isRunning }: OrderCardProps) {
  const { t } = useTranslation()
  return (
    <View className='order-card' data-order-id={order.order_id} data-status={order.order_status} onClick={() => onOpen(order)}>
      <View className='order-card__head'>
        <Text className='order-card__shop'>{order.site_name}</Text>
        <Text className={`order-card__status order-card__status--${order.order_status === ORDER_STATUS.CLOSED ? 'closed' : order.order_status}`}>
          {t(`order:status.${statusKey(order.order_status, order.order_type)}`)}
        </Text>
      </View>
      <OrderLines lines={order.order_goods} />
      <View className='order-card__total'>
        <Text className='order-card__count'>{t('order:card.summary', { count: order.goods_num })}</Text>
        <Price fen={order.order_money} size='small' className='order-card__money' />
      </View>
      <OrderActions
        className='order-card__actions'
        actions={order.actions}
        onAction={(a) => onAction(order, a)}
        isRunning={isRunning ? (a) => isRunning(order.order_id, a) : undefined}
      />
    </View>
  )
}
