import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { openLocation } from '@/platform/location'
import { ORDER_STATUS } from '@/services/api/contract.gen'
import type { OrderDetail } from '../api'
import type { OrderKind } from '../kind'
import { QrCode } from './QrCode'
import '../i18n'
import './order.scss'

/** The codes of a pickup or virtual order ('' until paid); several codes are comma separated. */
function codesOf(verifyCode: string): string[] {
  return verifyCode
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean)
}

/**
 * A pickup code is used once the goods are picked up (received); a virtual order is received as soon
 * as it is paid (its codes issued) and its code is used when written off (completed).
 */
function codesUsed(order: OrderDetail, kind: OrderKind): boolean {
  if (kind === 'virtual') return order.order_status === ORDER_STATUS.COMPLETED
  return order.order_status === ORDER_STATUS.RECEIVED || order.order_status === ORDER_STATUS.COMPLETED
}

/** A pickup order's code (with its QR code until used) and the store to pick it up at. */
export function PickupBlocks({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const codes = codesOf(order.verify_code)
  const used = codesUsed(order, 'pickup')
  const store = order.delivery_store
  return (
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
      {store ? (
        <View className='order-block order-store'>
          <Text className='order-block__title'>{t('order:detail.pickupStore')}</Text>
          <Text className='order-block__text order-store__name'>{store.store_name}</Text>
          <Text className='order-block__sub'>{store.full_address}</Text>
          {store.telephone ? <Text className='order-block__sub'>{store.telephone}</Text> : null}
          {store.open_date ? (
            <Text className='order-block__sub'>
              {t('order:detail.pickupTime')}: {store.open_date}
            </Text>
          ) : null}
          {store.latitude && store.longitude ? (
            <Text
              className='order-block__sub order-store__map'
              onClick={() => void openLocation({ latitude: store.latitude, longitude: store.longitude, name: store.store_name, address: store.full_address }).catch(() => undefined)}
            >
              {t('order:detail.pickupMap')}
            </Text>
          ) : null}
        </View>
      ) : null}
    </>
  )
}

/** A virtual order's codes, each with its QR code until written off. */
export function VirtualCodesBlock({ order }: { order: OrderDetail }) {
  const { t } = useTranslation()
  const codes = codesOf(order.verify_code)
  const used = codesUsed(order, 'virtual')
  return (
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
  )
}
