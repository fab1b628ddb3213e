import '@/features/recharge/i18n'
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { PullList } from '@/components/PullList/PullList'
import { Empty } from '@/components/Empty/Empty'
import { ROUTES } from '@/constants/routes'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { PaySheet } from '@/features/pay/components/PaySheet'
import { fetchRechargeOrders, type RechargeOrder } from '@/features/recharge/api'
import { RechargeGifts } from '@/features/recharge/components/RechargeGifts'
import { useShowAgain } from '@/features/resource/useResource'
import { useAppStore } from '@/store/app'
import { formatDateTime } from '@/utils/date'
import { formatMoney } from '@/utils/money'
import { go } from '@/utils/navigate'
import './order_list.scss'

/**
 * /otherpages/recharge/order_list/order_list: the member's recharge orders, newest first, paged, with
 * their status, what was paid and what was credited; an unpaid one can be paid from here.
 */
export default function RechargeOrderListPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [paying, setPaying] = useState<RechargeOrder | null>(null)
  // back from paying (or from another page): the statuses may have moved
  const [shows, setShows] = useState(0)
  useShowAgain(() => setShows((n) => n + 1))

  return (
    <PageShell title={t('recharge:ordersTitle')} body='fixed' className='recharge-orders-page'>
      {token ? (
        <PullList<RechargeOrder>
          reloadKey={shows}
          fetchPage={(page, size) => fetchRechargeOrders(page, size)}
          keyOf={(o) => o.order_id}
          empty={<Empty tip={t('recharge:order.empty')} buttonText={t('recharge:order.recharge')} onButton={() => go(ROUTES.rechargeList)} />}
          renderItem={(o) => (
            <View className={`recharge-order recharge-order--${o.status}`} data-id={o.order_id} data-status={o.status}>
              <View className='recharge-order__head'>
                <Text className='recharge-order__name'>{o.recharge_name}</Text>
                <Text className='recharge-order__status'>{t(`recharge:status.${o.status}`, { defaultValue: o.status_name })}</Text>
              </View>
              <View className='recharge-order__money'>
                <Text className='recharge-order__value'>{formatMoney(o.face_value)}</Text>
                <Text className='recharge-order__paid'>{t('recharge:order.paid', { money: formatMoney(o.pay_money) })}</Text>
              </View>
              {o.status === 'paid' ? (
                <Text className='recharge-order__credited'>{t('recharge:order.credited', { money: formatMoney(o.face_value + o.gift_balance) })}</Text>
              ) : null}
              <RechargeGifts gifts={o} />
              <Text className='recharge-order__line'>{t('recharge:order.no', { no: o.order_no })}</Text>
              <Text className='recharge-order__line'>{t('recharge:order.time', { time: formatDateTime(o.create_time) })}</Text>
              {o.pay_time ? <Text className='recharge-order__line'>{t('recharge:order.payTime', { time: formatDateTime(o.pay_time) })}</Text> : null}
              {o.status === 'waiting' ? (
                <View className='recharge-order__actions'>
                  <Button className='recharge-order__pay' type='primary' size='small' onClick={() => setPaying(o)}>{t('recharge:order.pay')}</Button>
                </View>
              ) : null}
            </View>
          )}
        />
      ) : (
        <LoginPrompt tip={t('recharge:loginTip')} back={ROUTES.rechargeOrderList} />
      )}
      {paying ? <PaySheet visible outTradeNo={paying.out_trade_no} payMoney={paying.pay_money} onClose={() => setPaying(null)} /> : null}
    </PageShell>
  )
}
