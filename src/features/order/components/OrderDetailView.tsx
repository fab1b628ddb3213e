import { useCallback, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { Loading } from '@/components/StateViews/StateViews'
import { PullScroll } from '@/components/PullList/PullScroll'
import { ResourceView } from '@/features/resource/ResourceView'
import { useResource } from '@/features/resource/useResource'
import { formatDateTime } from '@/utils/date'
import { maskPhone } from '@/utils/phone'
import { back, go } from '@/utils/navigate'
import { fetchOrderDetail, type OrderDetail } from '../api'
import { copyText } from '../copy'
import { orderAddressText } from '../address'
import { detailUrl, orderKind, type OrderKind } from '../status'
import { useOrderActions } from '../useOrderActions'
import { MoneyBreakdown } from './MoneyBreakdown'
import { OrderActions } from './OrderActions'
import { OrderLines } from './OrderLines'
import { LineRefundEntry } from '@/features/refund/components/LineRefundEntry'
import { QrCode } from './QrCode'
import { StatusBanner } from './StatusBanner'
import '../i18n'
import './order.scss'
import { idParam } from '@/utils/pageParams'
import { InfoRow } from './InfoRow'

const TITLES: Record<OrderKind, string> = {
  express: 'order:detail.title',
  local: 'order:detail.localTitle',
  pickup: 'order:detail.pickupTitle',
  virtual: 'order:detail.virtualTitle',
}

/** The codes of a pickup or virtual order ('' until paid); several codes are comma separated. */
function codesOf(verifyCode: string): string[] {
  return verifyCode
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
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
  const codes = codesOf(order.verify_code)
  // a pickup code is used once the goods are picked up (4); a virtual order is received as soon as it is
  // paid (4, codes issued) and its code is used when written off (10)
  const used = kind === 'virtual' ? order.order_status === 10 : order.order_status === 4 || order.order_status === 10
  const invoice = order.invoice
  const times: Array<[string, number]> = [
    ['createTime', order.create_time],
    ['payTime', order.pay_time],
    ['deliveryTime', order.delivery_time],
    ['signTime', order.sign_time],
    ['finishTime', order.finish_time],
    ['closeTime', order.close_time],
  ]

  return (
    <View className='order-detail' data-status={order.order_status} data-order-id={order.order_id} data-kind={kind}>
      <StatusBanner order={order} onTimeUp={onTimeUp} />

      {kind === 'pickup' ? (
        <>
          <View className='order-block order-code-block'>
            <Text className='order-block__title'>{t('order:detail.pickupCode')}</Text>
            {codes.length ? (
              <View className='order-code'>
                <Text className={`order-code__value order-pickup-code${used ? ' order-code__value--used' : ''}`}>{codes[0]}</Text>
                {!used ? <QrCode text={codes[0]} className='order-pickup-qr' /> : null}
                <Text className='order-code__tip'>{t(used ? 'order:detail.pickupUsed' : 'order:detail.pickupTip')}</Text>
              </View>
            ) : (
              <Text className='order-block__sub'>{t('order:detail.virtualPending')}</Text>
            )}
          </View>
          {order.delivery_store ? (
            <View className='order-block order-store'>
              <Text className='order-block__title'>{t('order:detail.pickupStore')}</Text>
              <Text className='order-block__text order-store__name'>{order.delivery_store.store_name}</Text>
              <Text className='order-block__sub'>{order.delivery_store.full_address}</Text>
              {order.delivery_store.telephone ? <Text className='order-block__sub'>{order.delivery_store.telephone}</Text> : null}
              {order.delivery_store.open_date ? (
                <Text className='order-block__sub'>
                  {t('order:detail.pickupTime')}: {order.delivery_store.open_date}
                </Text>
              ) : null}
            </View>
          ) : null}
        </>
      ) : null}

      {kind === 'virtual' ? (
        <View className='order-block order-code-block'>
          <Text className='order-block__title'>{t('order:detail.virtualCodes')}</Text>
          {codes.length ? (
            codes.map((c) => (
              <View key={c} className='order-code'>
                <Text className={`order-code__value order-virtual-code${used ? ' order-code__value--used' : ''}`}>{c}</Text>
                {!used ? <QrCode text={c} /> : null}
              </View>
            ))
          ) : (
            <Text className='order-block__sub'>{t('order:detail.virtualPending')}</Text>
          )}
          {codes.length ? <Text className='order-code__tip'>{t('order:detail.virtualTip')}</Text> : null}
        </View>
      ) : null}

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

      <View className='order-block order-info'>
        <Text className='order-block__title'>{t('order:detail.info')}</Text>
        <View className='order-block__row order-no'>
          <Text className='order-block__label'>{t('order:detail.orderNo')}</Text>
          <Text className='order-block__value order-no__value'>{order.order_no}</Text>
          <Text className='order-block__copy order-no__copy' onClick={() => copyText(order.order_no, t('order:detail.copied'))}>
            {t('order:detail.copy')}
          </Text>
        </View>
        {times
          .filter(([, s]) => s > 0)
          .map(([k, s]) => (
            <InfoRow key={k} label={t(`order:detail.${k}`)} className={`order-time order-time--${k}`}>
              {formatDateTime(s)}
            </InfoRow>
          ))}
        {order.pay_status === 2 && order.pay_type ? (
          <InfoRow label={t('order:detail.payType')}>{t(`order:payType.${order.pay_type}`, { defaultValue: order.pay_type })}</InfoRow>
        ) : null}
        <InfoRow label={t('order:detail.buyerMessage')} className='order-message'>
          {order.buyer_message || t('order:detail.noMessage')}
        </InfoRow>
        <InfoRow label={t('order:detail.invoice')} className='order-invoice'>
          {invoice
            ? `${t(invoice.invoice_type === 2 ? 'order:detail.invoiceCompany' : 'order:detail.invoicePersonal')} ${invoice.invoice_title}`
            : t('order:detail.noInvoice')}
        </InfoRow>
        {invoice && invoice.taxpayer_number ? <InfoRow label={t('order:detail.taxpayer')}>{invoice.taxpayer_number}</InfoRow> : null}
        {invoice && invoice.invoice_content ? <InfoRow label={t('order:detail.invoiceContent')}>{invoice.invoice_content}</InfoRow> : null}
      </View>
    </View>
  )
}
