import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import { Popup } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import type { CalculatedShop, CheckoutShop, DeliveryChoice, DeliveryType } from '../api'
import { deliveryChoice, offeredDeliveries } from '../request'

export interface ShopDeliveryProps {
  shop: CheckoutShop
  calc?: CalculatedShop
  delivery?: DeliveryChoice
  onDelivery(choice: DeliveryChoice): void
}

/** A shop's delivery at checkout: the ways it offers, then the pickup point or the delivery time, and why it cannot reach. */
export function ShopDelivery({ shop, calc, delivery, onDelivery }: ShopDeliveryProps) {
  const { t } = useTranslation()
  const [storeOpen, setStoreOpen] = useState(false)
  const [timeOpen, setTimeOpen] = useState(false)
  const offered = offeredDeliveries(shop)
  const chosenType = delivery?.delivery_type
  const store = shop.delivery.store.store_list.find((s) => s.store_id === delivery?.store_id)

  const pickType = (type: DeliveryType) => {
    if (type === chosenType) return
    onDelivery(deliveryChoice(shop, type, delivery))
  }

  return (
    <>
      {offered.length ? (
        <View className='checkout-row checkout-row--delivery'>
          <Text className='checkout-row__label'>{t('checkout:delivery.label')}</Text>
          <View className='checkout-deliveries'>
            {offered.map((k) => (
              <Text
                key={k}
                className={`checkout-delivery checkout-delivery--${k} ${chosenType === k ? 'checkout-delivery--active' : ''} ${shop.delivery[k].available ? '' : 'checkout-delivery--unavailable'}`}
                data-type={k}
                onClick={() => pickType(k)}
              >
                {t(`checkout:delivery.${k}`)}
              </Text>
            ))}
          </View>
        </View>
      ) : (
        <View className='checkout-row'>
          <Text className='checkout-row__label'>{t('checkout:delivery.label')}</Text>
          <Text className='checkout-row__value'>{t('checkout:delivery.none')}</Text>
        </View>
      )}
      {chosenType === 'store' ? (
        <View className='checkout-row checkout-store' onClick={() => setStoreOpen(true)}>
          <Text className='checkout-row__label'>{t('checkout:delivery.store_point')}</Text>
          <Text className='checkout-row__value'>{store ? store.store_name : t('checkout:delivery.chooseStore')}</Text>
          <ArrowRight size={12} />
        </View>
      ) : null}
      {chosenType === 'local' ? (
        <View className='checkout-row checkout-time' onClick={() => setTimeOpen(true)}>
          <Text className='checkout-row__label'>{t('checkout:delivery.time')}</Text>
          <Text className='checkout-row__value'>{delivery?.buyer_ask_delivery_time || t('checkout:delivery.chooseTime')}</Text>
          <ArrowRight size={12} />
        </View>
      ) : null}
      {calc?.delivery_reason_text ? <Text className='checkout-shop__warn'>{calc.delivery_reason_text}</Text> : null}

      {storeOpen ? (
        <Popup visible position='bottom' round closeable className='checkout-choice-popup' onClose={() => setStoreOpen(false)}>
          <View className='checkout-choice-list'>
            <Text className='checkout-choice-list__title'>{t('checkout:delivery.chooseStore')}</Text>
            {shop.delivery.store.store_list.map((s) => (
              <View
                key={s.store_id}
                className={`checkout-store-option ${s.store_id === delivery?.store_id ? 'checkout-store-option--active' : ''}`}
                onClick={() => {
                  setStoreOpen(false)
                  onDelivery({ delivery_type: 'store', store_id: s.store_id })
                }}
              >
                <Text className='checkout-store-option__name'>{s.store_name}</Text>
                <Text className='checkout-store-option__address'>{s.full_address}</Text>
                {s.open_date ? <Text className='checkout-store-option__hours'>{s.open_date}</Text> : null}
              </View>
            ))}
          </View>
        </Popup>
      ) : null}
      {timeOpen ? (
        <Popup visible position='bottom' round closeable className='checkout-choice-popup' onClose={() => setTimeOpen(false)}>
          <View className='checkout-choice-list'>
            <Text className='checkout-choice-list__title'>{t('checkout:delivery.chooseTime')}</Text>
            {shop.delivery.local.time_slots.map((slot) => (
              <View
                key={slot}
                className={`checkout-time-option ${slot === delivery?.buyer_ask_delivery_time ? 'checkout-time-option--active' : ''}`}
                onClick={() => {
                  setTimeOpen(false)
                  onDelivery({ delivery_type: 'local', buyer_ask_delivery_time: slot })
                }}
              >
                <Text>{slot}</Text>
              </View>
            ))}
          </View>
        </Popup>
      ) : null}
    </>
  )
}
