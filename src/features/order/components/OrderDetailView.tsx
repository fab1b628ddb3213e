import { useCallback, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Loading } from '@/components/StateViews/StateViews'
import { PullScroll } from '@/components/PullList/PullScroll'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { LineRefundEntry } from '@/features/refund/components/LineRefundEntry'
import { maskPhone } from '@/utils/phone'
import { back, go } from '@/utils/navigate'
import { idParam } from '@/utils/pageParams'
import { fetchOrderDetail, type OrderDetail } from '../api'
import { orderAddressText } from '../address'
import { detailUrl, orderKind, type OrderKind } from '../kind'
import { useOrderActions } from '../useOrderActions'
import { InfoRow } from './InfoRow'
import { MoneyBreakdown } from './MoneyBreakdown'
import { OrderActions } from './OrderActions'
import { PickupBlocks, VirtualCodesBlock } from './OrderCodes'
import { OrderInfoBlock } from './OrderInfoBlock'
import { OrderLines } from './OrderLines'
import { StatusBanner } from './StatusBanner'
import '../i18n'
import './order.scss'

const TITLES: Record<OrderKind, string> = {
  express: 'order:detail.title',
  local: 'order:detail.localTitle',
  pickup: 'order:detail.pickupTitle',
  virtual: 'order:detail.virtualTitle',
}

/**
 * The detail page of one kind of order. Opened for another kind (an old link), it hands over to the
 * right page. Reloads when it shows again (back from logistics or a payment).
 */
export function OrderDetailView({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation()
  const [orderId] = useState(() => idParam('order_id'))
  // again on every return (from logistics, a payment); an order of another kind hands over to its page
  const resource = useResource<OrderDetail | null>(
    () =>
      orderId
        ? fetchOrderDetail(orderId).then((d) => {
            if (orderKind(d.order_type) === kind) return d
            go(detailUrl(d), 'redirectTo')
            return null
          })
        : Promise.reject(new Error('no order')),
    { login: true, reloadOnShow: true, isEmpty: (d) => d === null, deps: [kind] },
  )
  const order = resource.data
  const load = resource.reload
  const reload = useCallback(() => {
    void load()
  }, [load])
  const { run, isRunning, paySheet } = useOrderActions({ onChanged: reload, onDeleted: () => back() })

  const body = (
    <ResourceView
      resource={resource}
      login={{ tip: t('order:list.loginTip') }}
      loadingRows={2}
      retry={Boolean(orderId)}
      // handing over to the page of the order's kind: the placeholder stays
      empty={<Loading rows={2} />}
    >
      {(o) => <DetailBody order={o!} kind={kind} onTimeUp={reload} />}
    </ResourceView>
  )

  return (
    <PageShell
      title={t(TITLES[kind])}
      body='fixed'
      className={`order-detail-page order-detail-page--${kind}`}
      bottom={
        order && order.actions.length ? (
          <View className='order-bottom'>
            <OrderActions actions={order.actions} onAction={(a) => run(order, a)} isRunning={(a) => isRunning(order.order_id, a)} />
          </View>
        ) : undefined
      }
    >
      {/* the spec's pull-down refresh of the detail, drawn the same way on every platform */}
      <PullScroll className='order-detail-scroll' onRefresh={load}>
        {body}
      </PullScroll>
      {paySheet}
    </PageShell>
  )
}

function DetailBody({ order, kind, onTimeUp }: { order: OrderDetail; kind: OrderKind; onTimeUp: () => void }) {
  const { t } = useTranslation()
  return (
    <View className='order-detail' data-status={order.order_status} data-order-id={order.order_id} data-kind={kind}>
      <StatusBanner order={order} onTimeUp={onTimeUp} />
      {kind === 'pickup' ? <PickupBlocks order={order} /> : null}
      {kind === 'virtual' ? <VirtualCodesBlock order={order} /> : null}
      {kind === 'express' || kind === 'local' ? (
        <View className='order-block order-address'>
          <Text className='order-block__text order-address__who'>
            {order.name} {maskPhone(order.mobile)}
          </Text>
          <Text className='order-block__sub order-address__where'>{orderAddressText(order.full_address, order.address)}</Text>
          {kind === 'local' ? (
            <InfoRow label={t('order:detail.localTime')} className='order-local-time'>
              {order.buyer_ask_delivery_time || t('order:detail.localNoTime')}
            </InfoRow>
          ) : null}
        </View>
      ) : null}
      <View className='order-block order-goods'>
        <Text className='order-block__title'>{order.site_name}</Text>
        <OrderLines lines={order.order_goods} extra={(l) => <LineRefundEntry order={order} line={l} />} />
      </View>
      <View className='order-block'>
        <MoneyBreakdown order={order} />
      </View>
      <OrderInfoBlock order={order} />
    </View>
  )
}
