import '../i18n'
import { useState } from 'react'
import { View, Text, Image, Input } from '@tarojs/components'
import { Popup, Switch } from '@nutui/nutui-react-taro'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { img } from '@/services/image'
import { fenToYuan, formatMoney } from '@/utils/money'
import type { CalculatedShop, CheckoutShop, DeliveryChoice, DeliveryType } from '../api'
import { BUYER_MESSAGE_MAX, deliveryChoice, offeredDeliveries, type InvoiceDraft } from '../request'
import { CouponPopup } from './CouponPopup'

export interface ShopBlockProps {
  shop: CheckoutShop
  calc?: CalculatedShop
  delivery?: DeliveryChoice
  couponId: number
  message: string
  invoice?: InvoiceDraft
  onDelivery(choice: DeliveryChoice): void
  onCoupon(couponId: number): void
  onMessage(text: string): void
  onInvoice(draft: InvoiceDraft): void
}

const EMPTY_INVOICE = (contents: string[]): InvoiceDraft => ({ wanted: false, invoice_type: 1, invoice_title: '', taxpayer_number: '', invoice_content: contents[0] ?? '' })

/** One shop of the checkout: goods, delivery choice, shop coupon, buyer message, invoice, its totals. */
export function ShopBlock({ shop, calc, delivery, couponId, message, invoice, onDelivery, onCoupon, onMessage, onInvoice }: ShopBlockProps) {
  const { t } = useTranslation()
  const [couponOpen, setCouponOpen] = useState(false)
  const [storeOpen, setStoreOpen] = useState(false)
  const [timeOpen, setTimeOpen] = useState(false)
  const offered = offeredDeliveries(shop)
  const chosenType = delivery?.delivery_type
  const inv = invoice ?? EMPTY_INVOICE(shop.invoice.contents)
  const store = shop.delivery.store.store_list.find((s) => s.store_id === delivery?.store_id)
  const chosenCoupon = shop.coupon_list.find((c) => c.coupon_id === couponId)

  const pickType = (type: DeliveryType) => {
    if (type === chosenType) return
    onDelivery(deliveryChoice(shop, type, delivery))
  }

  return (
    <View className='checkout-shop' data-site-id={shop.site_id}>
      <Text className='checkout-shop__name'>{shop.site_name}</Text>
      {shop.goods_list.map((g) => (
        <View key={`${g.sku_id}-${g.cart_id}`} className='checkout-goods'>
          <Image className='checkout-goods__image' src={img(g.sku_image, 'small', 'default_goods_img')} mode='aspectFill' />
          <View className='checkout-goods__info'>
            <Text className='checkout-goods__name'>{g.sku_name}</Text>
            {g.spec_name ? <Text className='checkout-goods__spec'>{g.spec_name}</Text> : null}
            <View className='checkout-goods__bottom'>
              <Text className='checkout-goods__price'>{formatMoney(g.price)}</Text>
              <Text className='checkout-goods__num'>×{g.num}</Text>
            </View>
          </View>
        </View>
      ))}

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

      <View className='checkout-row checkout-coupon' onClick={() => shop.coupon_list.length && setCouponOpen(true)}>
        <Text className='checkout-row__label'>{t('checkout:coupon.shop')}</Text>
        <Text className='checkout-row__value'>
          {chosenCoupon
            ? `-${formatMoney(calc?.coupon_money ?? 0)}`
            : shop.coupon_list.length
              ? t('checkout:coupon.available', { count: shop.coupon_list.length })
              : t('checkout:coupon.noneAvailable')}
        </Text>
        <ArrowRight size={12} />
      </View>
      {calc?.coupon_unusable ? <Text className='checkout-shop__warn'>{calc.coupon_unusable}</Text> : null}

      <View className='checkout-row'>
        <Text className='checkout-row__label'>{t('checkout:message.label')}</Text>
        <Input
          className='checkout-row__input checkout-message'
          value={message}
          maxlength={BUYER_MESSAGE_MAX}
          placeholder={t('checkout:message.placeholder')}
          onInput={(e) => onMessage(e.detail.value)}
        />
      </View>

      {shop.invoice.enabled ? (
        <View className='checkout-invoice'>
          <View className='checkout-row'>
            <Text className='checkout-row__label'>{t('checkout:invoice.label')}</Text>
            <Switch className='checkout-invoice__switch' checked={inv.wanted} onChange={(v: boolean) => onInvoice({ ...inv, wanted: v })} />
          </View>
          {inv.wanted ? (
            <View className='checkout-invoice__form'>
              <View className='checkout-invoice__types'>
                {[1, 2].map((k) => (
                  <Text
                    key={k}
                    className={`checkout-invoice__type ${inv.invoice_type === k ? 'checkout-invoice__type--active' : ''}`}
                    onClick={() => onInvoice({ ...inv, invoice_type: k })}
                  >
                    {t(`checkout:invoice.type${k}`)}
                  </Text>
                ))}
              </View>
              <Input
                className='checkout-row__input checkout-invoice__title'
                value={inv.invoice_title}
                maxlength={100}
                placeholder={t('checkout:invoice.title')}
                onInput={(e) => onInvoice({ ...inv, invoice_title: e.detail.value })}
              />
              {inv.invoice_type === 2 ? (
                <Input
                  className='checkout-row__input checkout-invoice__taxpayer'
                  value={inv.taxpayer_number ?? ''}
                  maxlength={30}
                  placeholder={t('checkout:invoice.taxpayer')}
                  onInput={(e) => onInvoice({ ...inv, taxpayer_number: e.detail.value })}
                />
              ) : null}
              <View className='checkout-invoice__contents'>
                {shop.invoice.contents.map((c) => (
                  <Text
                    key={c}
                    className={`checkout-invoice__content ${inv.invoice_content === c ? 'checkout-invoice__content--active' : ''}`}
                    onClick={() => onInvoice({ ...inv, invoice_content: c })}
                  >
                    {c}
                  </Text>
                ))}
              </View>
            </View>
          ) : null}
        </View>
      ) : null}

      {calc ? (
        <View className='checkout-shop__sums'>
          <Text>{t('checkout:sum.goods')} {formatMoney(calc.goods_money)}</Text>
          {calc.delivery_money ? <Text>{t('checkout:sum.delivery')} +{formatMoney(calc.delivery_money)}</Text> : null}
          <Text className='checkout-shop__order-money'>
            {t('checkout:sum.subtotal')} <Text className='checkout-shop__money'>¥{fenToYuan(calc.order_money)}</Text>
          </Text>
        </View>
      ) : null}

      {couponOpen ? (
        <CouponPopup
          title={t('checkout:coupon.shop')}
          coupons={shop.coupon_list}
          value={couponId}
          onPick={(id) => {
            setCouponOpen(false)
            onCoupon(id)
          }}
          onClose={() => setCouponOpen(false)}
        />
      ) : null}
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
    </View>
  )
}
