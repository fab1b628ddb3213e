/**
 * Checkout requests, built from the page's choices as pure functions (payment -> calculate -> create):
 * the goods come from the query (cart lines or buy now), the per-shop choices are objects keyed by
 * site_id (string keys), and create carries the page's request_key.
 */
import type {
  CheckoutPayment, CheckoutShop, DeliveryChoice, DeliveryType, InvoiceChoice, OrderCheckoutCalculateInput, OrderCheckoutCreateInput,
  OrderCheckoutPaymentInput,
} from './api'

export type CheckoutGoods = { cart_ids: string } | { sku_id: number; num: number }

const ID_LIST = /^[0-9]{1,10}(,[0-9]{1,10}){0,99}$/
const positiveInt = (v: unknown): number => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : 0
}

/** `cart_ids=1,2` or `sku_id=5&num=2` from the page query; null when neither is usable. */
export function parseCheckoutQuery(q: Record<string, string | undefined>): CheckoutGoods | null {
  const ids = decodeURIComponent(q.cart_ids ?? '').replace(/\s+/g, '')
  if (ids && ID_LIST.test(ids)) return { cart_ids: ids }
  const sku = positiveInt(q.sku_id)
  if (sku) return { sku_id: sku, num: Math.min(positiveInt(q.num) || 1, 9999) }
  return null
}

export interface InvoiceDraft extends InvoiceChoice {
  /** the buyer wants an invoice from this shop */
  wanted: boolean
}

export interface CheckoutChoices {
  /** 0: the default address */
  addressId: number
  /** by site_id */
  delivery: Record<number, DeliveryChoice>
  /** by site_id: member_coupon id, 0 none */
  coupon: Record<number, number>
  platformCouponId: number
  isBalance: boolean
  isPoint: boolean
  /** by site_id */
  buyerMessage: Record<number, string>
  /** by site_id */
  invoice: Record<number, InvoiceDraft>
}

export const EMPTY_CHOICES: CheckoutChoices = {
  addressId: 0, delivery: {}, coupon: {}, platformCouponId: 0, isBalance: false, isPoint: false, buyerMessage: {}, invoice: {},
}

const DELIVERY_ORDER: DeliveryType[] = ['express', 'store', 'local']

/** The delivery types a shop offers (enabled), in the order shown. Virtual-only shops have none. */
export function offeredDeliveries(shop: CheckoutShop): DeliveryType[] {
  if (shop.is_virtual) return []
  return DELIVERY_ORDER.filter((k) => shop.delivery[k].enabled === 1)
}

/** A complete choice for a type: the first pickup point, the first time slot. */
export function deliveryChoice(shop: CheckoutShop, type: DeliveryType, prev?: DeliveryChoice): DeliveryChoice {
  if (type === 'store') {
    const stores = shop.delivery.store.store_list
    const keep = prev?.delivery_type === 'store' && stores.some((s) => s.store_id === prev.store_id)
    return { delivery_type: 'store', store_id: keep ? prev!.store_id : stores[0]?.store_id ?? 0 }
  }
  if (type === 'local') {
    const slots = shop.delivery.local.time_slots
    const keep = prev?.delivery_type === 'local' && prev.buyer_ask_delivery_time && slots.includes(prev.buyer_ask_delivery_time)
    return { delivery_type: 'local', buyer_ask_delivery_time: keep ? prev!.buyer_ask_delivery_time : slots[0] ?? '' }
  }
  return { delivery_type: 'express' }
}

/**
 * Choices for a payment answer, keeping what the buyer chose before where it still applies (a new
 * address answers a new payment): per shop the chosen delivery if still offered, else the first
 * available; coupons only if still listed.
 */
export function reconcileChoices(p: CheckoutPayment, prev: CheckoutChoices): CheckoutChoices {
  const delivery: Record<number, DeliveryChoice> = {}
  const coupon: Record<number, number> = {}
  for (const shop of p.shop_goods_list) {
    const offered = offeredDeliveries(shop)
    if (offered.length) {
      const before = prev.delivery[shop.site_id]
      const type =
        before && offered.includes(before.delivery_type)
          ? before.delivery_type
          : offered.find((k) => shop.delivery[k].available === 1) ?? offered[0]
      delivery[shop.site_id] = deliveryChoice(shop, type, before)
    }
    const c = prev.coupon[shop.site_id]
    if (c && shop.coupon_list.some((x) => x.coupon_id === c)) coupon[shop.site_id] = c
  }
  const platformCouponId = p.platform_coupon_list.some((x) => x.coupon_id === prev.platformCouponId) ? prev.platformCouponId : 0
  return {
    ...prev,
    addressId: p.member_address?.id ?? 0,
    delivery,
    coupon,
    platformCouponId,
    isBalance: prev.isBalance && p.member_account.balance > 0,
    isPoint: prev.isPoint && p.point_config.enabled === 1 && p.member_account.point > 0,
  }
}

const key = (siteId: number) => String(siteId)

export function paymentInput(goods: CheckoutGoods, addressId: number): OrderCheckoutPaymentInput {
  return { ...goods, ...(addressId ? { member_address_id: addressId } : {}) }
}

/** calculate: the goods, the address, and every choice; per shop keyed by site_id. */
export function calculateInput(goods: CheckoutGoods, c: CheckoutChoices): OrderCheckoutCalculateInput {
  const delivery: Record<string, DeliveryChoice> = {}
  for (const [site, d] of Object.entries(c.delivery)) {
    const out: DeliveryChoice = { delivery_type: d.delivery_type }
    if (d.delivery_type === 'store' && d.store_id) out.store_id = d.store_id
    if (d.delivery_type === 'local' && d.buyer_ask_delivery_time) out.buyer_ask_delivery_time = d.buyer_ask_delivery_time
    delivery[key(Number(site))] = out
  }
  const coupon: Record<string, { coupon_id: number }> = {}
  for (const [site, id] of Object.entries(c.coupon)) if (id > 0) coupon[key(Number(site))] = { coupon_id: id }
  return {
    ...paymentInput(goods, c.addressId),
    ...(Object.keys(delivery).length ? { delivery } : {}),
    ...(Object.keys(coupon).length ? { coupon } : {}),
    platform_coupon_id: c.platformCouponId,
    is_balance: c.isBalance ? 1 : 0,
    is_point: c.isPoint ? 1 : 0,
  }
}

export const BUYER_MESSAGE_MAX = 200

/** create: calculate's input plus buyer messages, invoices, the pay password when balance is spent, and the request key. */
export function createInput(
  goods: CheckoutGoods,
  c: CheckoutChoices,
  opts: { requestKey: string; payPassword?: string; invoiceShops?: number[] },
): OrderCheckoutCreateInput {
  const buyer_message: Record<string, string> = {}
  for (const [site, m] of Object.entries(c.buyerMessage)) {
    const text = [...m.trim()].slice(0, BUYER_MESSAGE_MAX).join('')
    if (text) buyer_message[key(Number(site))] = text
  }
  const invoice: Record<string, InvoiceChoice> = {}
  const allowed = opts.invoiceShops ? new Set(opts.invoiceShops) : null
  for (const [site, inv] of Object.entries(c.invoice)) {
    if (!inv.wanted || (allowed && !allowed.has(Number(site)))) continue
    invoice[key(Number(site))] = {
      invoice_type: inv.invoice_type,
      invoice_title: inv.invoice_title.trim(),
      ...(inv.invoice_type === 2 && inv.taxpayer_number?.trim() ? { taxpayer_number: inv.taxpayer_number.trim() } : {}),
      invoice_content: inv.invoice_content,
    }
  }
  return {
    ...calculateInput(goods, c),
    ...(Object.keys(buyer_message).length ? { buyer_message } : {}),
    ...(Object.keys(invoice).length ? { invoice } : {}),
    ...(opts.payPassword ? { pay_password: opts.payPassword } : {}),
    request_key: opts.requestKey,
  }
}

/** Invoice drafts that cannot be sent: a wanted invoice without title (or a company one without a taxpayer number). */
export function invoiceProblem(c: CheckoutChoices, invoiceShops: number[]): 'title' | 'taxpayer' | null {
  for (const site of invoiceShops) {
    const inv = c.invoice[site]
    if (!inv?.wanted) continue
    if (!inv.invoice_title.trim()) return 'title'
    if (inv.invoice_type === 2 && !inv.taxpayer_number?.trim()) return 'taxpayer'
  }
  return null
}
