import '@/features/order/i18n'
import '../../../features/order/components/order.scss'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { fetchOrderDetail, type OrderDetail } from '@/features/order/api'
import { OrderCard } from '@/features/order/components/OrderCard'
import { findPayment } from '@/features/order/shipping'
import { detailUrl } from '@/features/order/kind'
import { useOrderActions } from '@/features/order/useOrderActions'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { ROUTES } from '@/constants/routes'
import { go } from '@/utils/navigate'

// what this view offers: confirming receipt (and following the parcel before doing so)
const OFFERED = ['takedelivery', 'logistics']

/**
 * WeChat's confirm-receipt view for mini-program payments: WeChat opens it with the payment's
 * merchant_trade_no (and transaction_id); the buyer sees the orders of that payment and confirms receipt.
 */
export default function WeappOrderShippingPage() {
  const { t } = useTranslation()
  const params = Taro.getCurrentInstance().router?.params ?? {}
  const tradeNo = decodeURIComponent(params.merchant_trade_no || params.out_trade_no || '')
  // no trade number, or no payment of the member with it: nothing to show
  const resource = useResource<OrderDetail[] | null>(
    async () => {
      if (!tradeNo) return null
      const pay = await findPayment(tradeNo)
      if (!pay) return null
      const details = await Promise.all(pay.orders.map((o) => fetchOrderDetail(o.order_id, { silent: true }).catch(() => null)))
      return details.filter((d): d is OrderDetail => d !== null)
    },
    { login: true, isEmpty: (orders) => orders === null },
  )
  const reload = () => {
    void resource.reload()
  }
  const { run, isRunning } = useOrderActions({ onChanged: reload })

  const body = (
    <ResourceView
      resource={resource}
      login={{ tip: t('order:list.loginTip') }}
      loadingRows={2}
      empty={{ tip: t(tradeNo ? 'order:shipping.notFound' : 'order:shipping.noOrder') }}
    >
      {(orders) => (
        <View className='order-shipping__list'>
          <Text className='order-shipping__tip'>{t('order:shipping.tip')}</Text>
          {orders!.map((o) => (
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
      )}
    </ResourceView>
  )

  return (
    <PageShell title={t('order:shipping.title')} className='order-shipping'>
      {body}
    </PageShell>
  )
}
