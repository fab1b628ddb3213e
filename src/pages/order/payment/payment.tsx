import '@/features/checkout/i18n'
import '@/features/level/i18n'
import { useEffect, useMemo, useRef, useState } from 'react'
import Taro, { useDidShow } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import { Button, Switch } from '@nutui/nutui-react-taro'
import { ArrowRight, Location } from '@nutui/icons-react-taro'
import { useTranslation } from 'react-i18next'
import { PageShell } from '@/components/PageShell/PageShell'
import { ErrorState, Loading } from '@/components/StateViews/StateViews'
import { ROUTES } from '@/constants/routes'
import { refreshCartCount } from '@/features/cart/api'
import { createOrders, type CheckoutCreated } from '@/features/checkout/api'
import { CouponPopup } from '@/features/checkout/components/CouponPopup'
import { PayPasswordPopup } from '@/features/checkout/components/PayPasswordPopup'
import { ShopBlock } from '@/features/checkout/components/ShopBlock'
import { createInput, invoiceProblem, parseCheckoutQuery } from '@/features/checkout/request'
import { formatLevelDiscount, levelDiscountParts } from '@/features/level/discount'
import { RequestKeyHolder } from '@/features/checkout/requestKey'
import { useCheckout } from '@/features/checkout/useCheckout'
import { LoginPrompt } from '@/features/member/components/LoginPrompt'
import { editUrl, isSet } from '@/features/member/profile'
import { useMemberStore } from '@/features/member/store'
import { PaySheet } from '@/features/pay/components/PaySheet'
import { resultUrl } from '@/features/pay/flow'
import { OrderError } from '@/services/api/contract.gen'
import { toast } from '@/services/toast'
import { useAppStore } from '@/store/app'
import { fenToYuan, formatMoney } from '@/utils/money'
import { currentRoute, go } from '@/utils/navigate'
import { maskPhone } from '@/utils/phone'
import './payment.scss'

const codeOf = (e: unknown): number | undefined => (e && typeof e === 'object' && 'code' in e ? Number((e as { code: unknown }).code) : undefined)

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
  const keys = useRef(new RequestKeyHolder())
  const [created, setCreated] = useState<CheckoutCreated | null>(null)
  const [passwordOpen, setPasswordOpen] = useState(false)
  const [paySheet, setPaySheet] = useState(false)
  const [platformOpen, setPlatformOpen] = useState(false)
  const [creating, setCreating] = useState(false)
  const creatingRef = useRef(false)
  const firstShow = useRef(true)

  const preferredAddress = () => useAppStore.getState().currentShippingAddress?.id ?? 0

  useEffect(() => {
    if (!token || !goods) return
    useMemberStore.getState().refresh()
    co.load(preferredAddress())
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token])

  // back from choosing an address, adding one, or setting the pay password
  useDidShow(() => {
    if (firstShow.current) {
      firstShow.current = false
      return
    }
    if (!useAppStore.getState().token || !goods || created) return
    useMemberStore.getState().refresh()
    co.load(preferredAddress() || co.current().addressId)
  })

  const { payment, calc, choices } = co
  const calcShops = useMemo(() => new Map((calc?.shop_goods_list ?? []).map((s) => [s.site_id, s])), [calc])
  const invoiceShops = useMemo(() => (payment?.shop_goods_list ?? []).filter((s) => s.invoice.enabled).map((s) => s.site_id), [payment])

  const goChooseAddress = () => go(`${ROUTES.address}?back=checkout`)

  const askSetPassword = async () => {
    const answer = await Taro.showModal({
      title: t('checkout:password.notSetTitle'),
      content: t('checkout:password.notSet'),
      confirmText: t('checkout:password.goSet'),
      cancelText: t('common:cancel'),
    })
    if (answer.confirm) go(editUrl('paypassword'))
  }

  const create = async (payPassword?: string): Promise<boolean> => {
    if (!goods || creatingRef.current) return false
    creatingRef.current = true
    setCreating(true)
    try {
      const requestKey = await keys.current.get()
      const answer = await createOrders(createInput(goods, co.current(), { requestKey, payPassword, invoiceShops }))
      setCreated(answer)
      setPasswordOpen(false)
      // the bought cart lines are gone: the tab bar badge follows
      if ('cart_ids' in goods) refreshCartCount()
      if (answer.pay_money === 0) go(resultUrl(answer.out_trade_no), 'redirectTo')
      else setPaySheet(true)
      return true
    } catch (e) {
      // the request layer showed the message; a missing pay password gets its way to be set
      if (codeOf(e) === OrderError.PAY_PASSWORD_NOT_SET) {
        setPasswordOpen(false)
        askSetPassword()
      }
      return false
    } finally {
      creatingRef.current = false
      setCreating(false)
    }
  }

  const submitting = useRef(false)
  const submit = async () => {
    if (created) {
      // the orders exist: paying is all that is left (a new create would answer the same orders)
      if (created.pay_money === 0) go(resultUrl(created.out_trade_no), 'redirectTo')
      else setPaySheet(true)
      return
    }
    if (submitting.current) return
    submitting.current = true
    try {
      await check()
    } finally {
      submitting.current = false
    }
  }

  const check = async () => {
    // a tap right after a choice waits for that choice's figures
    const { payment: p, calc: c } = await co.settled()
    if (!p || !c) {
      toast(t('checkout:msg.calcFailed'))
      if (p) co.choose({})
      return
    }
    // a hold cap (unpaid orders or pieces, the amount): create would refuse, whatever else is chosen
    if (c.limit_refusal) {
      toast(c.limit_refusal.message)
      return
    }
    if (!p.is_virtual && !c.member_address) {
      toast(t('checkout:msg.addressRequired'))
      goChooseAddress()
      return
    }
    const blocked = c.shop_goods_list.find((s) => s.delivery_reason_text)
    if (blocked) {
      toast(`${blocked.site_name}: ${blocked.delivery_reason_text}`)
      return
    }
    const inv = invoiceProblem(co.current(), invoiceShops)
    if (inv) {
      toast(t(`checkout:invoice.${inv}Required`))
      return
    }
    if (c.need_pay_password === 1) {
      const member = useMemberStore.getState().info ?? (await useMemberStore.getState().refresh())
      if (!isSet(member?.is_set_pay_password)) {
        askSetPassword()
        return
      }
      setPasswordOpen(true)
      return
    }
    await create()
  }

  const title = t('checkout:title')
  if (!token) {
    return (
      <PageShell title={title}>
        <LoginPrompt tip={t('checkout:loginTip')} back={currentRoute()} />
      </PageShell>
    )
  }
  if (!goods) {
    return (
      <PageShell title={title}>
        <ErrorState message={t('checkout:msg.noGoods')} />
      </PageShell>
    )
  }
  if (co.failed) {
    return (
      <PageShell title={title}>
        <ErrorState onRetry={() => co.load(choices.addressId)} />
      </PageShell>
    )
  }
  if (!payment) {
    return (
      <PageShell title={title}>
        <Loading rows={3} />
      </PageShell>
    )
  }

  const address = calc?.member_address ?? payment.member_address
  const pointOn = payment.point_config.enabled === 1 && payment.member_account.point > 0
  const balanceOn = payment.member_account.balance > 0
  const platformCoupon = payment.platform_coupon_list.find((c) => c.coupon_id === choices.platformCouponId)
  const payMoney = calc?.pay_money ?? 0

  return (
    <PageShell
      title={title}
      bottom={
        <View className='checkout-bar'>
          <View className='checkout-bar__total'>
            <Text className='checkout-bar__label'>{t('checkout:sum.pay')}</Text>
            <Text className='checkout-bar__symbol'>¥</Text>
            <Text className='checkout-pay-money'>{calc ? fenToYuan(payMoney) : '--'}</Text>
          </View>
          <Button className='checkout-submit' type='primary' loading={creating} onClick={submit}>
            {created ? t('checkout:submitPay') : t('checkout:submit')}
          </Button>
        </View>
      }
    >
      <View className='checkout-page'>
        {calc?.limit_refusal ? <Text className='checkout-block checkout-limit'>{calc.limit_refusal.message}</Text> : null}
        {!payment.is_virtual ? (
          <View className='checkout-address' onClick={() => !created && goChooseAddress()}>
            <Location size={18} className='checkout-address__icon' />
            {address ? (
              <View className='checkout-address__info'>
                <View className='checkout-address__head'>
                  <Text className='checkout-address__name'>{address.name}</Text>
                  <Text className='checkout-address__mobile'>{maskPhone(address.mobile)}</Text>
                </View>
                <Text className='checkout-address__full'>{address.full_address}</Text>
              </View>
            ) : (
              <Text className='checkout-address__empty'>{t('checkout:address.add')}</Text>
            )}
            <ArrowRight size={12} />
          </View>
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

        <View className='checkout-block'>
          <View className='checkout-row checkout-platform-coupon' onClick={() => payment.platform_coupon_list.length && !created && setPlatformOpen(true)}>
            <Text className='checkout-row__label'>{t('checkout:coupon.platform')}</Text>
            <Text className='checkout-row__value'>
              {platformCoupon
                ? `-${formatMoney(calc?.platform_coupon_money ?? 0)}`
                : payment.platform_coupon_list.length
                  ? t('checkout:coupon.available', { count: payment.platform_coupon_list.length })
                  : t('checkout:coupon.noneAvailable')}
            </Text>
            <ArrowRight size={12} />
          </View>
          {calc?.platform_coupon_unusable ? <Text className='checkout-shop__warn'>{calc.platform_coupon_unusable}</Text> : null}
          {pointOn ? (
            <View className='checkout-row'>
              <Text className='checkout-row__label'>
                {t('checkout:point.label', { point: payment.member_account.point })}
                {choices.isPoint && calc ? ` ${t('checkout:point.use', { count: calc.point, money: formatMoney(calc.point_money) })}` : ''}
              </Text>
              <Switch className='checkout-point' checked={choices.isPoint} disabled={Boolean(created)} onChange={(v: boolean) => co.choose({ isPoint: v })} />
            </View>
          ) : null}
          {balanceOn ? (
            <View className='checkout-row'>
              <Text className='checkout-row__label'>
                {t('checkout:balance.label', { money: formatMoney(payment.member_account.balance) })}
                {choices.isBalance && calc ? ` ${t('checkout:balance.use', { money: formatMoney(calc.balance_money) })}` : ''}
              </Text>
              <Switch className='checkout-balance' checked={choices.isBalance} disabled={Boolean(created)} onChange={(v: boolean) => co.choose({ isBalance: v })} />
            </View>
          ) : null}
        </View>

        {calc ? (
          <View className='checkout-block checkout-sums'>
            <SumRow label={t('checkout:sum.goods')} value={formatMoney(calc.goods_money)} />
            <SumRow label={t('checkout:sum.delivery')} value={`+${formatMoney(calc.delivery_money)}`} />
            {calc.promotion_money ? (
              <SumRow
                label={levelDiscountParts(payment.member_level_discount)
                  ? `${t('checkout:sum.promotion')} (${formatLevelDiscount(t, payment.member_level_discount)})`
                  : t('checkout:sum.promotion')}
                value={`-${formatMoney(calc.promotion_money)}`}
              />
            ) : null}
            {calc.coupon_money ? <SumRow label={t('checkout:sum.coupon')} value={`-${formatMoney(calc.coupon_money)}`} /> : null}
            {calc.platform_coupon_money ? <SumRow label={t('checkout:sum.platformCoupon')} value={`-${formatMoney(calc.platform_coupon_money)}`} /> : null}
            {calc.point_money ? <SumRow label={t('checkout:sum.point')} value={`-${formatMoney(calc.point_money)}`} /> : null}
            <SumRow label={t('checkout:sum.order')} value={formatMoney(calc.order_money)} />
            {calc.balance_money ? <SumRow label={t('checkout:sum.balance')} value={`-${formatMoney(calc.balance_money)}`} /> : null}
          </View>
        ) : null}
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
      {passwordOpen && calc ? (
        <PayPasswordPopup
          balanceMoney={calc.balance_money}
          busy={creating}
          onSubmit={(pw) => create(pw)}
          onClose={() => setPasswordOpen(false)}
          onForgot={() => go(editUrl('paypassword'))}
        />
      ) : null}
      {created && created.pay_money > 0 ? (
        <PaySheet
          visible={paySheet}
          outTradeNo={created.out_trade_no}
          payMoney={created.pay_money}
          onClose={() => {
            setPaySheet(false)
            // the orders wait for payment in the order list
            go(`${ROUTES.orderList}?status=waitpay`, 'redirectTo')
          }}
        />
      ) : null}
    </PageShell>
  )
}

function SumRow({ label, value }: { label: string; value: string }) {
  return (
    <View className='checkout-sum'>
      <Text className='checkout-sum__label'>{label}</Text>
      <Text className='checkout-sum__value'>{value}</Text>
    </View>
  )
}
