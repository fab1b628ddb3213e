import '@/features/order/i18n'
import '../../../features/order/components/order.scss'
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Empty } from '@/components/Empty/Empty'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { fetchOrderDetail, type OrderDetail } from '@/features/order/api'
import { OrderCard } from '@/features/order/components/OrderCard'
import { findPayment } from '@/features/order/shipping'
import { detailUrl } from '@/features/order/status'
import { useOrderActions } from '@/features/order/useOrderActions'
import { ROUTES } from '@/constants/routes'
import { useAppStore } from '@/store/app'
import { go } from '@/utils/navigate'

// what this view offers: confirming receipt (and following the parcel before doing so)
const OFFERED = ['takedelivery', 'logistics']

/**
 * WeChat's confirm-receipt view for mini-program payments: WeChat opens it with the payment's
 * merchant_trade_no (and transaction_id); the buyer sees the orders of that payment and confirms receipt.
 */
export default function WeappOrderShippingPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const tradeNo = decodeURIComponent(params.merchant_trade_no || params.out_trade_no || '')
  const [orders, setOrders] = useState<OrderDetail[] | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'failed' | 'notfound'>('loading')

  const load = useCallback(async () => {
    if (!tradeNo || !useAppStore.getState().token) return
    try {
      const pay = await findPayment(tradeNo)
      if (!pay) {
        setState('notfound')
        return
      }
      const details = await Promise.all(pay.orders.map((o) => fetchOrderDetail(o.order_id, { silent: true }).catch(() => null)))
      setOrders(details.filter((d): d is OrderDetail => d !== null))
      setState('ready')
    } catch {
      setState('failed')
    }
  }, [tradeNo])
  useEffect(() => {
    load()
  }, [load, token])

  const reload = () => {
    load()
  }
  const { run, isRunning } = useOrderActions({ onChanged: reload })

  let body
  if (!token) body = <LoginPrompt tip={t('order:list.loginTip')} />
  else if (!tradeNo) body = <Empty tip={t('order:shipping.noOrder')} />
  else if (state === 'failed') body = <ErrorState onRetry={reload} />
  else if (state === 'notfound') body = <Empty tip={t('order:shipping.notFound')} />
  else if (state === 'loading' || !orders) body = <Loading rows={2} />
  else
    body = (
      <View className='order-shipping__list'>
        <Text className='order-shipping__tip'>{t('order:shipping.tip')}</Text>
        {orders.map((o) => (
          <OrderCard
            key={o.order_id}
            order={{ ...o, actions: o.actions.filter((a) => OFFERED.includes(a)) }}
            onOpen={(x) => go(detailUrl(x))}
            onAction={run}
            isRunning={isRunning}
          />
        ))}
        <View className='order-shipping__more'>
          <Button size='small' fill='outline' className='order-shipping__orders' onClick={() => go(`${ROUTES.orderList}?status=waitconfirm`)}>
            {t('order:shipping.viewOrders')}
          </Button>
        </View>
      </View>
    )

  return (
    <PageShell title={t('order:shipping.title')} className='order-shipping'>
      {body}
    </PageShell>
  )
}
