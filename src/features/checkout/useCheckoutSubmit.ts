import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { refreshCartCount } from '@/features/cart/api'
import { editUrl, isSet } from '@/features/member/profile'
import { useMemberStore } from '@/features/member/store'
import { resultUrl } from '@/features/pay/flow'
import { OrderError } from '@/services/api/contract.gen'
import { toast } from '@/services/toast'
import { go } from '@/utils/navigate'
import { createOrders, type CheckoutCreated } from './api'
import { createInput, invoiceProblem, type CheckoutGoods } from './request'
import { RequestKeyHolder } from './requestKey'
import type { Checkout } from './useCheckout'

const codeOf = (e: unknown): number | undefined => (e && typeof e === 'object' && 'code' in e ? Number((e as { code: unknown }).code) : undefined)

/**
 * The submit of checkout: the checks on the last figures (hold cap, address, delivery, invoice), the pay
 * password when balance pays, then create with the page's request key, then the pay step (or the result
 * page straight away when nothing is left to pay). A second tap once the orders exist only pays.
 */
export function useCheckoutSubmit(goods: CheckoutGoods | null, co: Checkout, invoiceShops: number[], goChooseAddress: () => void) {
  const { t } = useTranslation()
  const keys = useRef(new RequestKeyHolder())
  const [created, setCreated] = useState<CheckoutCreated | null>(null)
  const [passwordOpen, setPasswordOpen] = useState(false)
  const [paySheet, setPaySheet] = useState(false)
  const [creating, setCreating] = useState(false)
  const creatingRef = useRef(false)
  const submitting = useRef(false)

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

  return {
    created,
    creating,
    passwordOpen,
    closePassword: () => setPasswordOpen(false),
    paySheet,
    closePaySheet: () => setPaySheet(false),
    create,
    submit,
  }
}
