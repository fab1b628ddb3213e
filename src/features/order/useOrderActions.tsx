import { useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import { ROUTES } from '@/constants/routes'
import { ApiError } from '@/services/request'
import { toast } from '@/services/toast'
import { go } from '@/utils/navigate'
import { orderEvaluateUrl } from '@/features/evaluate/links'
import { addLinesToCart, closeOrder, deleteOrder, extendTakeDelivery, takeDelivery } from './api'
import { PaySheet } from '@/features/pay/components/PaySheet'
import { resultUrl } from '@/features/pay/flow'
import { payAgain, type OrderPayAnswer } from './pay'
import { CONFIRMED_ACTIONS, type OrderAction } from './actions'
import './i18n'

/** What an action needs of an order (a list summary or a detail both fit). */
export interface ActionOrder {
  order_id: number
  order_goods: ReadonlyArray<{ sku_id: number; num: number }>
}

export interface OrderActionsOptions {
  /** the order changed on the server (closed, received, extended): reload what shows it */
  onChanged?: (order: ActionOrder, action: OrderAction) => void
  /** the order is gone from the buyer's lists */
  onDeleted?: (order: ActionOrder) => void
}

/**
 * Runs the buyer's order actions (pay again opens the checkout's pay sheet, `paySheet`, which the page
 * renders): asks first where the action cannot be undone, calls the order API
 * (the request layer shows the server's refusal), says what happened and lets the page reload.
 * One action at a time: a second tap while one runs is ignored.
 */
export function useOrderActions({ onChanged, onDeleted }: OrderActionsOptions = {}) {
  const { t } = useTranslation()
  const [running, setRunning] = useState<string | null>(null)
  const [paying, setPaying] = useState<{ order: ActionOrder; payment: OrderPayAnswer } | null>(null)
  const busy = useRef(false)

  const confirm = async (action: OrderAction): Promise<boolean> => {
    const answer = await Taro.showModal({
      title: t('order:confirm.title'),
      content: t(`order:confirm.${action}`),
      confirmText: t('common:confirm'),
      cancelText: t('common:cancel'),
    }).catch(() => ({ confirm: false }))
    return Boolean(answer.confirm)
  }

  const perform = async (order: ActionOrder, action: OrderAction): Promise<void> => {
    switch (action) {
      case 'pay': {
        const p = await payAgain(order.order_id)
        // nothing left for a channel (the balance covered it): the result page, as checkout does
        if (p.pay_money <= 0) await go(resultUrl(p.out_trade_no))
        else setPaying({ order, payment: p })
        return
      }
      case 'logistics':
        await go(`${ROUTES.orderLogistics}?order_id=${order.order_id}`)
        return
      case 'evaluate':
      case 'evaluateagain':
        await go(orderEvaluateUrl(order.order_id))
        return
      case 'buyagain': {
        const r = await addLinesToCart(order.order_goods)
        if (!r.added) {
          toast(r.firstError || t('order:done.buyagainPartial'))
          return
        }
        toast(t(r.failed ? 'order:done.buyagainPartial' : 'order:done.buyagain'))
        await go(ROUTES.cart)
        return
      }
      case 'close':
        await closeOrder(order.order_id)
        break
      case 'takedelivery':
        await takeDelivery(order.order_id)
        break
      case 'extendtakedelivery':
        await extendTakeDelivery(order.order_id)
        break
      case 'delete':
        await deleteOrder(order.order_id)
        toast(t('order:done.delete'))
        onDeleted?.(order)
        return
    }
    toast(t(`order:done.${action}`))
    onChanged?.(order, action)
  }

  const run = async (order: ActionOrder, action: OrderAction): Promise<void> => {
    if (busy.current) return
    busy.current = true
    try {
      if (CONFIRMED_ACTIONS.includes(action) && !(await confirm(action))) return
      setRunning(`${order.order_id}:${action}`)
      await perform(order, action)
    } catch (err) {
      // the request layer showed the server's message; a refused move means what the page shows is
      // out of date (another device, the timed job), so it reloads
      if (err instanceof ApiError && CONFIRMED_ACTIONS.includes(action)) onChanged?.(order, action)
    } finally {
      busy.current = false
      setRunning(null)
    }
  }

  /** whether this order's action is running now (its button shows loading) */
  const isRunning = (orderId: number, action: OrderAction) => running === `${orderId}:${action}`

  /** the checkout's pay step for a payment started here; the page renders it */
  const paySheet = paying ? (
    <PaySheet
      visible
      outTradeNo={paying.payment.out_trade_no}
      payMoney={paying.payment.pay_money}
      onClose={() => {
        setPaying(null)
        // closed without paying: the order stays unpaid under its new payment number
        onChanged?.(paying.order, 'pay')
      }}
    />
  ) : null

  return { run, isRunning, paySheet }
}
