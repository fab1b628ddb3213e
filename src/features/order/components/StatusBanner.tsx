import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ORDER_STATUS } from '@/services/api/contract.gen'
import { statusKey } from '../kind'
import { useCountdown } from '../useCountdown'
import '../i18n'
import './order.scss'

export interface StatusBannerProps {
  order: { order_status: number; order_type: number; close_seconds: number; receive_seconds: number }
  /** the countdown reached zero: the server has moved (or is about to move) the order */
  onTimeUp?: () => void
}

/** The detail's head: status name, and the time left before the order closes or is received by itself. */
export function StatusBanner({ order, onTimeUp }: StatusBannerProps) {
  const { t } = useTranslation()
  const closing = order.order_status === ORDER_STATUS.WAIT_PAY ? order.close_seconds : 0
  const receiving = order.order_status === ORDER_STATUS.SHIPPED ? order.receive_seconds : 0
  const left = useCountdown(closing || receiving, onTimeUp)
  let tip = ''
  if (left) {
    const time =
      left.d !== '00'
        ? t('order:detail.countdown', { d: Number(left.d), h: left.h, m: left.i, s: left.s })
        : t('order:detail.countdownShort', { h: left.h, m: left.i, s: left.s })
    tip = t(closing ? 'order:detail.autoClose' : 'order:detail.autoReceive', { time })
  }
  return (
    <View className={`order-banner order-banner--${order.order_status === ORDER_STATUS.CLOSED ? 'closed' : order.order_status}`}>
      <Text className='order-banner__status order-detail__status'>{t(`order:status.${statusKey(order.order_status, order.order_type)}`)}</Text>
      {tip ? <Text className='order-banner__tip order-countdown'>{tip}</Text> : null}
    </View>
  )
}
