import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PAID_STATUS } from '@/services/api/contract.gen'
import { formatDateTime } from '@/utils/date'
import type { OrderDetail } from '../api'
import { copyText } from '../copy'
import { InfoRow } from './InfoRow'
import '../i18n'
import './order.scss'

/** The order's facts: its number (copyable), the times it moved, how it was paid, the message and the invoice. */
export function OrderInfoBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
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
      {order.pay_status === PAID_STATUS.PAID && order.pay_type ? (
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
  )
}
