import { ORDER_STATUS, PAID_STATUS, REFUND_STATUS, RefundListFilterValues, type RefundListFilter } from '@/services/api/contract.gen'

/** The after-sale list's tabs, as /api/orderrefund/lists filters them. */
export const REFUND_TABS: readonly RefundListFilter[] = RefundListFilterValues

export function parseRefundTab(value: string | undefined | null): RefundListFilter {
  return (REFUND_TABS as readonly string[]).includes(value ?? '') ? (value as RefundListFilter) : 'all'
}

/** Orders whose lines may be refunded: paid, not completed (the server's rule, so the button only shows when it will work). */
const REFUNDABLE_ORDER: readonly number[] = [ORDER_STATUS.WAIT_SEND, ORDER_STATUS.WAIT_PICKUP, ORDER_STATUS.SHIPPED, ORDER_STATUS.RECEIVED]

/**
 * What an order line offers the buyer: a new application, the line's after-sale (anything applied,
 * refused or finished), or nothing (unpaid, completed, closed with nothing applied).
 */
export function lineRefundEntry(order: { order_status: number; pay_status: number }, line: { refund_status: number }): 'apply' | 'view' | null {
  if (line.refund_status !== REFUND_STATUS.NONE) return 'view'
  return order.pay_status === PAID_STATUS.PAID && REFUNDABLE_ORDER.includes(order.order_status) ? 'apply' : null
}

export const MAX_REMARK = 500

export interface ApplyForm {
  refund_type: number
  refund_reason: string
  refund_remark: string
  images: readonly string[]
}

/** The first problem of an application form (an i18n key with its values), or null. */
export function applyProblem(form: ApplyForm, maxImages: number): { key: string; values?: Record<string, number> } | null {
  if (!form.refund_reason) return { key: 'refund:apply.reasonRequired' }
  if ([...form.refund_remark].length > MAX_REMARK) return { key: 'refund:apply.remarkTooLong' }
  if (form.images.length > maxImages) return { key: 'refund:apply.tooManyImages', values: { max: maxImages } }
  return null
}

const TRACKING_NO = /^[A-Za-z0-9-]{1,50}$/

/** The first problem of a return parcel, or null. */
export function deliveryProblem(company: string, no: string): string | null {
  const c = company.trim()
  if (!c || c.length > 50) return 'refund:delivery.companyRequired'
  if (!TRACKING_NO.test(no.trim())) return 'refund:delivery.noInvalid'
  return null
}

export const refundApplyUrl = (route: string, orderGoodsId: number) => `${route}?order_goods_id=${orderGoodsId}`
