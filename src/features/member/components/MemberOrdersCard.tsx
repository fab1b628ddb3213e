import type { ComponentType } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { OrderCounts } from '@/features/order/counts'
import { appendQuery } from '@/utils/query'
import { go } from '@/utils/navigate'
import { ORDER_STATUS_SHORTCUTS, REFUND_SHORTCUT, type OrderShortcutKey } from '../entries'

type Icon = ComponentType<{ className?: string; size?: string | number }>

const badge = (n: number) => (n > 0 ? <Text className='member-orders__count'>{n > 99 ? '99+' : n}</Text> : null)

export interface MemberOrdersCardProps {
  orderList: string
  counts: OrderCounts | null
  /** The page's icons (kept out of this shared folder so that they ship with the member centre alone). */
  orderIcons: Record<OrderShortcutKey, Icon>
  refundIcon: Icon
}

/** "My orders": all orders, a shortcut per status with its count, and refunds. */
export function MemberOrdersCard({ orderList, counts, orderIcons, refundIcon: RefundIcon }: MemberOrdersCardProps) {
  const { t } = useTranslation()
  return (
    <View className='member-card member-orders-card'>
      <View className='member-card__head member-order-entry member-order-entry--all-head' data-status='all' onClick={() => go(appendQuery(orderList, { status: 'all' }))}>
        <Text className='member-card__title'>{t('pages:member.myOrders')}</Text>
        <Text className='member-card__more'>{t('pages:member.allOrders')}</Text>
      </View>
      <View className='member-orders'>
        {ORDER_STATUS_SHORTCUTS.map((o) => {
          const Icon = orderIcons[o.key]
          return (
            <View
              key={o.key}
              className={`member-orders__item member-orders__item--${o.key} member-order-entry`}
              data-status={o.status}
              onClick={() => go(appendQuery(orderList, { status: o.status }))}
            >
              <View className='member-orders__icon-wrap'>
                <Icon className={`member-orders__icon member-orders__icon--${o.key}`} size={24} />
                {badge(counts ? counts[o.status] : 0)}
              </View>
              <Text className='member-orders__label'>{t(`pages:member.orders.${o.key}`)}</Text>
            </View>
          )
        })}
        <View
          className={`member-orders__item member-orders__item--${REFUND_SHORTCUT.key} member-refund-entry`}
          data-status={REFUND_SHORTCUT.status}
          onClick={() => go(REFUND_SHORTCUT.url)}
        >
          <View className='member-orders__icon-wrap'>
            <RefundIcon className='member-orders__icon member-orders__icon--refund' size={24} />
            {badge(counts ? counts.refunding : 0)}
          </View>
          <Text className='member-orders__label'>{t('pages:member.orders.refund')}</Text>
        </View>
      </View>
    </View>
  )
}
