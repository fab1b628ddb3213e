import '../i18n'
import { useState } from 'react'
import { View, Text, Image, Input } from '@tarojs/components'
import { ArrowRight } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { img } from '@/services/image'
import { fenToYuan, formatMoney } from '@/utils/money'
import type { CalculatedShop, CheckoutShop, DeliveryChoice } from '../api'
import { BUYER_MESSAGE_MAX, type InvoiceDraft } from '../request'
import { CouponPopup } from './CouponPopup'
import { ShopDelivery } from './ShopDelivery'
import { ShopInvoice } from './ShopInvoice'

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
  const inv = invoice ?? EMPTY_INVOICE(shop.invoice.contents)
  const chosenCoupon = shop.coupon_list.find((c) => c.coupon_id === couponId)

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

      <ShopDelivery shop={shop} calc={calc} delivery={delivery} onDelivery={onDelivery} />

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

      {shop.invoice.enabled ? <ShopInvoice invoice={inv} contents={shop.invoice.contents} onInvoice={onInvoice} /> : null}

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
    </View>
  )
}
