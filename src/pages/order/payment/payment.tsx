import '@/features/checkout/i18n'
import '@/features/level/i18n'
import { useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState } from '@/components/StateViews/StateViews'
import { ROUTES } from '@/constants/routes'
import { CheckoutAddress } from '@/features/checkout/components/CheckoutAddress'
import { CheckoutDeductions } from '@/features/checkout/components/CheckoutDeductions'
import { CheckoutSums } from '@/features/checkout/components/CheckoutSums'
import { CouponPopup } from '@/features/checkout/components/CouponPopup'
import { PayPasswordPopup } from '@/features/checkout/components/PayPasswordPopup'
import { ShopBlock } from '@/features/checkout/components/ShopBlock'
import { parseCheckoutQuery } from '@/features/checkout/request'
import { useCheckout } from '@/features/checkout/useCheckout'
import { useCheckoutLoad } from '@/features/checkout/useCheckoutLoad'
import { useCheckoutSubmit } from '@/features/checkout/useCheckoutSubmit'
import { editUrl } from '@/features/member/profile'
import { PaySheet } from '@/features/pay/components/PaySheet'
import { ResourceView } from '@/features/resource/ResourceView'
import { useAppStore } from '@/store/app'
import { fenToYuan } from '@/utils/money'
import { currentRoute, go } from '@/utils/navigate'
import './payment.scss'

const goChooseAddress = () => go(`${ROUTES.address}?back=checkout`)

/**
 * Checkout (spec: /pages/order/payment/payment?cart_ids=1,2 or ?sku_id=5&num=1): payment, then
 * calculate on every choice, then create with the page's request key, then the pay step (or the
 * result page straight away when nothing is left to pay).
 */
export default function CheckoutPage() {
  const { t } = useTranslation()
  const token = useAppStore((s) => s.token)
  const [goods] = useState(() => parseCheckoutQuery(Taro.getCurrentInstance()?.router?.params ?? {}))
  const co = useCheckout(goods)
  const [platformOpen, setPlatformOpen] = useState(false)

  const { payment, calc, choices } = co
  const calcShops = useMemo(() => new Map((calc?.shop_goods_list ?? []).map((s) => [s.site_id, s])), [calc])
  const invoiceShops = useMemo(() => (payment?.shop_goods_list ?? []).filter((s) => s.invoice.enabled).map((s) => s.site_id), [payment])
  const order = useCheckoutSubmit(goods, co, invoiceShops, goChooseAddress)
  const { created } = order
  const view = useCheckoutLoad(co, goods, created !== null)

  const title = t('checkout:title')
  if (token && !goods) {
    return (
      <PageShell title={title}>
        <ErrorState message={t('checkout:msg.noGoods')} />
      </PageShell>
    )
  }
  if (view.status !== 'data' || !payment) {
    return (
      <PageShell title={title}>
        <ResourceView resource={view} login={{ tip: t('checkout:loginTip'), back: currentRoute() }} loadingRows={3}>
          {() => null}
        </ResourceView>
      </PageShell>
    )
  }

  return (
    <PageShell
      title={title}
      bottom={
        <View className='checkout-bar'>
          <View className='checkout-bar__total'>
            <Text className='checkout-bar__label'>{t('checkout:sum.pay')}</Text>
            <Text className='checkout-bar__symbol'>¥</Text>
            <Text className='checkout-pay-money'>{calc ? fenToYuan(calc.pay_money) : '--'}</Text>
          </View>
          <Button className='checkout-submit' type='primary' loading={order.creating} onClick={order.submit}>
            {created ? t('checkout:submitPay') : t('checkout:submit')}
          </Button>
        </View>
      }
    >
      <View className='checkout-page'>
        {calc?.limit_refusal ? <Text className='checkout-block checkout-limit'>{calc.limit_refusal.message}</Text> : null}
        {!payment.is_virtual ? (
          <CheckoutAddress address={calc?.member_address ?? payment.member_address} onChoose={() => !created && goChooseAddress()} />
        ) : null}

        {payment.shop_goods_list.map((shop) => (
          <ShopBlock
            key={shop.site_id}
            shop={shop}
            calc={calcShops.get(shop.site_id)}
            delivery={choices.delivery[shop.site_id]}
            couponId={choices.coupon[shop.site_id] ?? 0}
            message={choices.buyerMessage[shop.site_id] ?? ''}
            invoice={choices.invoice[shop.site_id]}
            onDelivery={(d) => !created && co.choose({ delivery: { ...co.current().delivery, [shop.site_id]: d } })}
            onCoupon={(id) => !created && co.choose({ coupon: { ...co.current().coupon, [shop.site_id]: id } })}
            onMessage={(m) => co.note({ buyerMessage: { ...co.current().buyerMessage, [shop.site_id]: m } })}
            onInvoice={(d) => co.note({ invoice: { ...co.current().invoice, [shop.site_id]: d } })}
          />
        ))}

        <CheckoutDeductions
          payment={payment}
          calc={calc}
          choices={choices}
          locked={Boolean(created)}
          onOpenPlatformCoupons={() => setPlatformOpen(true)}
          onChoose={co.choose}
        />
        {calc ? <CheckoutSums calc={calc} levelDiscount={payment.member_level_discount} /> : null}
      </View>

      {platformOpen ? (
        <CouponPopup
          title={t('checkout:coupon.platform')}
          coupons={payment.platform_coupon_list}
          value={choices.platformCouponId}
          optionClass='checkout-coupon-option--platform'
          onPick={(id) => {
            setPlatformOpen(false)
            co.choose({ platformCouponId: id })
          }}
          onClose={() => setPlatformOpen(false)}
        />
      ) : null}
      {order.passwordOpen && calc ? (
        <PayPasswordPopup
          balanceMoney={calc.balance_money}
          busy={order.creating}
          onSubmit={(pw) => order.create(pw)}
          onClose={order.closePassword}
          onForgot={() => go(editUrl('paypassword'))}
        />
      ) : null}
      {created && created.pay_money > 0 ? (
        <PaySheet
          visible={order.paySheet}
          outTradeNo={created.out_trade_no}
          payMoney={created.pay_money}
          onClose={() => {
            order.closePaySheet()
            // the orders wait for payment in the order list
            go(`${ROUTES.orderList}?status=waitpay`, 'redirectTo')
          }}
        />
      ) : null}
    </PageShell>
  )
}
