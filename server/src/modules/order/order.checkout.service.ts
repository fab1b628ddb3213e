import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { memberActor } from '../../db/state-machine.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { t } from '../../http/messages.js'
import { getWebsiteConfig } from '../config/config.service.js'
import { CouponError } from '../coupon/coupon.messages.js'
import { usableMemberCoupons, useCoupon } from '../coupon/coupon.repository.js'
import {
  freightFor, loadPickupStores, loadTemplates, localDeliveryFor, type DeliveryReasonCode, type FreightTemplate,
} from '../delivery/delivery.service.js'
import { AccountError } from '../account/account.ledger.messages.js'
import { moveAccount } from '../account/account.ledger.js'
import { checkPayPassword } from '../member/member.paypin.js'
import { createPayment, markPaid, newOutTradeNo } from '../pay/pay.service.js'
// a balance payment is marked paid here: the orders' paid-handler must be registered
import './order.hooks.js'
import { ORDER_CONFIG_KEY, orderHoldCaps, orderTimings, payDeadline } from './order.config.js'
import { holdRefusal, limitView, type HoldRequest } from './order.checkout.caps.js'
import { levelDiscountOf } from './order.checkout.hooks.js'
import { CheckoutError as E } from './order.checkout.messages.js'
import {
  boughtPieces, bumpGoodsSales, cartBasket, findCreateRequest, memberAddress, memberAssets, reserveStock, shopsOf, skuBasket,
  type AddressRow, type BasketRow, type ShopRow,
} from './order.checkout.repository.js'
import type {
  CheckoutAddressView, CheckoutCalculateInput, CheckoutCalculateView, CheckoutCouponView, CheckoutCreateInput, CheckoutCreatedView,
  CheckoutPaymentInput, CheckoutPaymentView, DeliveryOptionsView, PickupStoreView,
} from './order.checkout.schema.js'
import { priceCheckout, type PricingCoupon } from './order.pricing.js'
import { ORDER_TYPE } from './order.table.js'
import { invalidateGoodsDetail } from '../goods/goods.service.js'
import { GOODS_STATUS } from '../goods/goods.table.js'
import { SHOP_STATUS } from '../shop/shop.table.js'

/** the ledger's from_type for what checkout spends (relate_tag: the order number) */
export const CHECKOUT_FROM_TYPE = 'order'

interface Line {
  cart_id: number
  sku_id: number
  goods_id: number
  sku_name: string
  spec_name: string
  sku_image: string
  price: number
  num: number
  goods_money: number
  stock: number
  weight: number
  is_virtual: number
  freight_template_id: number
}

interface Basket {
  shops: Array<{ shop: ShopRow; lines: Line[]; goodsMoney: number; isVirtual: boolean }>
  cartIds: number[]
}

const fail = (code: number, key: string, params: Record<string, string | number> = {}, data: unknown = null) => new DomainError(code, key, params, data)

/** The goods of the checkout, checked: on sale, in stock (lines of one SKU summed), per-order and per-member limits. */
async function loadBasket(ctx: RequestContext, memberId: number, input: CheckoutPaymentInput): Promise<Basket> {
  let rows: BasketRow[]
  let cartIds: number[] = []
  if (input.cart_ids) {
    cartIds = [...new Set(input.cart_ids.split(',').map(Number))]
    rows = await cartBasket(ctx.db, memberId, cartIds)
    // every id must be a line of the caller's own cart
    if (rows.length !== cartIds.length) throw fail(E.EMPTY, 'checkout_empty')
  } else if (input.sku_id && input.num) {
    rows = await skuBasket(ctx.db, input.sku_id, input.num)
  } else throw fail(E.EMPTY, 'checkout_empty')
  if (!rows.length) throw fail(E.EMPTY, 'checkout_empty')

  for (const r of rows) {
    if (r.goods_id === null || r.goods_status !== GOODS_STATUS.ON_SALE || r.goods_website_id !== ctx.websiteId) {
      throw fail(E.GOODS_UNAVAILABLE, 'checkout_goods_unavailable', { name: r.goods_name ?? String(r.sku_id) })
    }
  }
  const shops = await shopsOf(ctx.db, ctx.websiteId, [...new Set(rows.map((r) => r.site_id!))])
  const shopById = new Map(shops.map((s) => [s.site_id, s]))
  for (const r of rows) {
    const shop = shopById.get(r.site_id!)
    if (!shop || shop.status !== SHOP_STATUS.OPEN) throw fail(E.GOODS_UNAVAILABLE, 'checkout_goods_unavailable', { name: r.goods_name! })
  }
  // stock per SKU over every line of it
  const perSku = new Map<number, number>()
  for (const r of rows) perSku.set(r.sku_id, (perSku.get(r.sku_id) ?? 0) + r.num)
  for (const r of rows) if (perSku.get(r.sku_id)! > r.stock!) throw fail(E.STOCK_SHORT, 'checkout_stock_short', { name: r.goods_name! })
  // per-order limits per goods (over its SKUs), then per member over orders that are not closed
  const perGoods = new Map<number, { num: number; row: BasketRow }>()
  for (const r of rows) {
    const g = perGoods.get(r.goods_id!) ?? { num: 0, row: r }
    g.num += r.num
    perGoods.set(r.goods_id!, g)
  }
  for (const { num, row } of perGoods.values()) {
    if (row.min_buy! > 0 && num < row.min_buy!) throw fail(E.BUY_LIMIT, 'checkout_min_buy', { name: row.goods_name!, min: row.min_buy! })
    if (row.max_buy! > 0 && num > row.max_buy!) throw fail(E.BUY_LIMIT, 'checkout_max_buy', { name: row.goods_name!, max: row.max_buy! })
  }
  const limited = [...perGoods.entries()].filter(([, g]) => g.row.member_limit! > 0)
  if (limited.length) {
    const bought = await boughtPieces(ctx.db, memberId, limited.map(([id]) => id))
    for (const [id, g] of limited) {
      if ((bought.get(id) ?? 0) + g.num > g.row.member_limit!) throw fail(E.MEMBER_LIMIT, 'checkout_member_limit', { name: g.row.goods_name!, limit: g.row.member_limit! })
    }
  }

  const grouped = new Map<number, Line[]>()
  for (const r of rows) {
    const list = grouped.get(r.site_id!) ?? []
    list.push({
      cart_id: r.cart_id, sku_id: r.sku_id, goods_id: r.goods_id!, sku_name: r.goods_name!, spec_name: r.spec_name ?? '',
      sku_image: r.sku_image || r.goods_image || '', price: r.price!, num: r.num, goods_money: r.price! * r.num, stock: r.stock!,
      weight: r.weight ?? 0, is_virtual: r.is_virtual ?? 0, freight_template_id: r.freight_template_id ?? 0,
    })
    grouped.set(r.site_id!, list)
  }
  return {
    cartIds,
    shops: [...grouped.entries()].sort(([a], [b]) => a - b).map(([siteId, lines]) => ({
      shop: shopById.get(siteId)!, lines, goodsMoney: lines.reduce((a, l) => a + l.goods_money, 0), isVirtual: lines.every((l) => l.is_virtual === 1),
    })),
  }
}

async function pointConfig(db: Kysely<Database>, websiteId: number) {
  const raw = await getWebsiteConfig(db, websiteId, ORDER_CONFIG_KEY)
  const c = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const rate = Number(c.point_rate)
  const pct = Number(c.point_max_percent)
  const ok = Number.isInteger(rate) && rate > 0 && Number.isInteger(pct) && pct > 0 && pct <= 100
  return { enabled: ok ? 1 : 0, rate: ok ? rate : 0, max_percent: ok ? pct : 0 }
}

const addressView = (a: AddressRow | null): CheckoutAddressView | null => a && ({
  id: a.id, name: a.name, mobile: a.mobile, telephone: a.telephone, province_id: a.province_id, city_id: a.city_id,
  district_id: a.district_id, address: a.address, full_address: a.full_address, longitude: Number(a.longitude), latitude: Number(a.latitude),
})

/** Everything the three calls share: basket, address, delivery options per shop, coupons, member assets. */
async function prepare(ctx: RequestContext, memberId: number, input: CheckoutPaymentInput) {
  const basket = await loadBasket(ctx, memberId, input)
  const now = nowSeconds()
  const siteIds = basket.shops.map((s) => s.shop.site_id)
  const [address, member, templates, stores, coupons, pointCfg, timings, caps] = await Promise.all([
    memberAddress(ctx.db, ctx.websiteId, memberId, input.member_address_id || undefined),
    memberAssets(ctx.db, ctx.websiteId, memberId),
    loadTemplates(ctx.db, ctx.websiteId, basket.shops.flatMap((s) => [s.shop.freight_template_id, ...s.lines.map((l) => l.freight_template_id)])),
    loadPickupStores(ctx.db, ctx.websiteId, siteIds),
    usableMemberCoupons(ctx.db, ctx.websiteId, memberId, [...siteIds, 0], now),
    pointConfig(ctx.db, ctx.websiteId),
    orderTimings(ctx.db, ctx.websiteId),
    orderHoldCaps(ctx.db, ctx.websiteId),
  ])
  if (!member) throw fail(-10009, 'token_invalid')
  // the level the member holds (member.member_level is a level_id), while it is switched on: modules/level answers
  const level = await levelDiscountOf(ctx.db, ctx.websiteId, member.member_level)
  const reason = (r: DeliveryReasonCode, params: Record<string, string | number> = {}) => (r ? t(ctx.lang, `delivery_reason_${r}`, params) : '')
  const shops = basket.shops.map((s) => ({ ...s, delivery: deliveryOptions(s, address, templates, stores.get(s.shop.site_id) ?? [], now, reason) }))
  return { basket, shops, address, member, coupons, pointCfg, level, now, caps, payDeadline: payDeadline(timings, now) }
}

/** What the checkout adds to the member's holds (order.checkout.caps.ts): one order per shop. */
function holdRequest(p: Awaited<ReturnType<typeof prepare>>, payMoney: number): HoldRequest {
  const perGoods = new Map<number, { num: number; name: string }>()
  for (const s of p.shops) for (const l of s.lines) {
    const g = perGoods.get(l.goods_id) ?? { num: 0, name: l.sku_name }
    g.num += l.num
    perGoods.set(l.goods_id, g)
  }
  return { orders: p.shops.length, perGoods, goodsMoney: p.shops.reduce((a, s) => a + s.goodsMoney, 0), leavesUnpaid: payMoney > 0 }
}

function deliveryOptions(
  s: Basket['shops'][number], address: AddressRow | null, templates: Map<number, FreightTemplate>, stores: PickupStoreView[], now: number,
  reason: (r: DeliveryReasonCode, params?: Record<string, string | number>) => string,
): DeliveryOptionsView {
  const shop = s.shop
  if (s.isVirtual) {
    const off = { enabled: 0, available: 0, reason: 'virtual' as const, reason_text: reason('virtual') }
    return {
      express: { ...off, delivery_money: 0 },
      store: { ...off, store_list: [] },
      local: { ...off, delivery_money: 0, min_money: 0, radius: 0, distance: -1, time_slots: [] },
    }
  }
  const physical = s.lines.filter((l) => l.is_virtual !== 1)
  const area = address ? { province_id: address.province_id, city_id: address.city_id } : null
  const freight = shop.express_enabled === 1
    ? freightFor(physical, shop.freight_template_id, templates, area)
    : { available: false as const, reason: 'disabled' as const }
  const storeReason: DeliveryReasonCode = shop.store_enabled !== 1 ? 'disabled' : stores.length ? '' : 'no_store'
  const local = localDeliveryFor(
    { ...shop, local_min_money: Number(shop.local_min_money), local_delivery_money: Number(shop.local_delivery_money), lat: Number(shop.lat), lng: Number(shop.lng) },
    address ? { latitude: Number(address.latitude), longitude: Number(address.longitude) } : null, s.goodsMoney, now,
  )
  return {
    express: {
      enabled: shop.express_enabled === 1 ? 1 : 0,
      available: freight.available ? 1 : 0,
      delivery_money: freight.available ? freight.money : 0,
      reason: freight.available ? '' : freight.reason,
      reason_text: freight.available ? '' : reason(freight.reason),
    },
    store: {
      enabled: shop.store_enabled === 1 ? 1 : 0,
      available: storeReason ? 0 : 1,
      store_list: shop.store_enabled === 1 ? stores : [],
      reason: storeReason,
      reason_text: reason(storeReason),
    },
    local: {
      enabled: local.enabled ? 1 : 0,
      available: local.available ? 1 : 0,
      delivery_money: local.money,
      min_money: Number(shop.local_min_money),
      radius: shop.local_radius,
      distance: local.distance,
      time_slots: local.slots,
      reason: local.reason,
      reason_text: reason(local.reason, { money: (Number(shop.local_min_money) / 100).toFixed(2) }),
    },
  }
}

const couponView = (c: Awaited<ReturnType<typeof usableMemberCoupons>>[number]): CheckoutCouponView => ({
  coupon_id: c.id, coupon_type_id: c.coupon_type_id, site_id: c.site_id, coupon_name: c.name, type: c.type, money: Number(c.money),
  discount: c.discount, at_least: Number(c.at_least), end_time: Number(c.end_time),
})
const toPricingCoupon = (c: CheckoutCouponView): PricingCoupon => ({ id: c.coupon_id, type: c.type, money: c.money, discount: c.discount, at_least: c.at_least })
const levelled = (goods: number, level: number) => goods - (level < 100 ? Math.floor((goods * (100 - level)) / 100) : 0)

export async function payment(ctx: RequestContext, input: CheckoutPaymentInput): Promise<CheckoutPaymentView> {
  const memberId = requireMember(ctx)
  const p = await prepare(ctx, memberId, input)
  const coupons = p.coupons.map(couponView)
  const shopGoodsAfterLevel = (lines: Line[]) => lines.reduce((a, l) => a + levelled(l.goods_money, p.level), 0)
  const allAfterLevel = p.shops.reduce((a, s) => a + shopGoodsAfterLevel(s.lines), 0)
  return {
    shop_goods_list: p.shops.map((s) => ({
      site_id: s.shop.site_id,
      site_name: s.shop.site_name,
      goods_list: s.lines.map((l) => ({
        cart_id: l.cart_id, goods_id: l.goods_id, sku_id: l.sku_id, sku_name: l.sku_name, spec_name: l.spec_name, sku_image: l.sku_image,
        price: l.price, num: l.num, goods_money: l.goods_money, stock: l.stock, is_virtual: l.is_virtual,
      })),
      goods_money: s.goodsMoney,
      is_virtual: s.isVirtual ? 1 : 0,
      delivery: s.delivery,
      coupon_list: coupons.filter((c) => c.site_id === s.shop.site_id && c.at_least <= shopGoodsAfterLevel(s.lines)),
      invoice: { enabled: s.shop.invoice_enabled === 1 ? 1 : 0, contents: s.shop.invoice_enabled === 1 ? invoiceContents(s.shop) : [] },
    })),
    member_address: addressView(p.address),
    platform_coupon_list: coupons.filter((c) => c.site_id === 0 && c.at_least <= allAfterLevel),
    member_account: { balance: Number(p.member.balance) + Number(p.member.balance_withdraw), point: Number(p.member.point) },
    point_config: p.pointCfg,
    member_level_discount: p.level,
    is_virtual: p.shops.every((s) => s.isVirtual) ? 1 : 0,
    goods_money: p.shops.reduce((a, s) => a + s.goodsMoney, 0),
  }
}

const invoiceContents = (shop: ShopRow) => shop.invoice_content.split(',').map((x) => x.trim()).filter(Boolean)

interface ChosenDelivery {
  type: 'express' | 'store' | 'local' | 'none'
  money: number
  storeId: number
  time: string
  reason: DeliveryReasonCode
  reasonText: string
  /** create: the code to refuse with */
  error: DomainError | null
  store: PickupStoreView | null
  distance: number
}

function chooseDelivery(ctx: RequestContext, s: Awaited<ReturnType<typeof prepare>>['shops'][number], choice: CheckoutCalculateInput['delivery'] extends infer D ? D extends Record<string, infer C> ? C | undefined : never : never): ChosenDelivery {
  const base = { money: 0, storeId: 0, time: '', reason: '' as DeliveryReasonCode, reasonText: '', error: null, store: null, distance: -1 }
  if (s.isVirtual) return { ...base, type: 'none' }
  const o = s.delivery
  const type = choice?.delivery_type
    ?? (o.express.available ? 'express' : o.store.available ? 'store' : o.local.available ? 'local' : o.express.enabled ? 'express' : o.store.enabled ? 'store' : o.local.enabled ? 'local' : 'express')
  const unavailable = (reason: DeliveryReasonCode, text: string): ChosenDelivery => ({
    ...base, type, reason, reasonText: text,
    error: reason === 'no_address'
      ? fail(E.ADDRESS_REQUIRED, 'checkout_address_required')
      : fail(E.DELIVERY_UNAVAILABLE, 'checkout_delivery_unavailable', { shop: s.shop.site_name, reason: text }, { site_id: s.shop.site_id, reason }),
  })
  if (type === 'express') {
    if (!o.express.available) return unavailable(o.express.reason || 'disabled', o.express.reason_text || t(ctx.lang, 'delivery_reason_disabled'))
    return { ...base, type, money: o.express.delivery_money }
  }
  if (type === 'store') {
    if (!o.store.available) return unavailable(o.store.reason || 'disabled', o.store.reason_text)
    const store = choice?.store_id ? o.store.store_list.find((x) => x.store_id === choice.store_id) : o.store.store_list[0]
    if (!store) return { ...base, type, reason: 'no_store', reasonText: t(ctx.lang, 'checkout_store_invalid'), error: fail(E.STORE_INVALID, 'checkout_store_invalid') }
    return { ...base, type, storeId: store.store_id, store }
  }
  if (!o.local.available) return unavailable(o.local.reason || 'disabled', o.local.reason_text)
  const time = choice?.buyer_ask_delivery_time ?? ''
  const chosen = { ...base, type, money: o.local.delivery_money, time, distance: o.local.distance }
  if (!o.local.time_slots.includes(time)) {
    return { ...chosen, reason: time ? 'no_time_slot' : '', reasonText: time ? t(ctx.lang, 'checkout_delivery_time_invalid') : '', error: fail(E.DELIVERY_TIME_INVALID, 'checkout_delivery_time_invalid') }
  }
  return chosen
}

/** The figures of a checkout; `strict` (create) throws where calculate only explains. */
async function compute(ctx: RequestContext, memberId: number, input: CheckoutCalculateInput, strict: boolean) {
  const p = await prepare(ctx, memberId, input)
  const coupons = p.coupons.map(couponView)
  const notUsable = t(ctx.lang, 'coupon_not_usable')
  const chosen = p.shops.map((s) => {
    const delivery = chooseDelivery(ctx, s, input.delivery?.[String(s.shop.site_id)])
    if (strict && delivery.error) throw delivery.error
    const wanted = input.coupon?.[String(s.shop.site_id)]?.coupon_id ?? 0
    const coupon = wanted ? coupons.find((c) => c.coupon_id === wanted && c.site_id === s.shop.site_id) ?? null : null
    if (wanted && !coupon && strict) throw fail(CouponError.NOT_USABLE, 'coupon_not_usable')
    return { s, delivery, wanted, coupon }
  })
  const wantedPlatform = input.platform_coupon_id ?? 0
  const platform = wantedPlatform ? coupons.find((c) => c.coupon_id === wantedPlatform && c.site_id === 0) ?? null : null
  if (wantedPlatform && !platform && strict) throw fail(CouponError.NOT_USABLE, 'coupon_not_usable')
  const priced = priceCheckout({
    shops: chosen.map((c) => ({
      site_id: c.s.shop.site_id,
      lines: c.s.lines.map((l) => ({ sku_id: l.sku_id, goods_id: l.goods_id, price: l.price, num: l.num, weight: l.weight })),
      // an unusable delivery costs nothing here (create refuses it); a local slot not yet chosen still shows its money
      delivery_money: c.delivery.money,
      coupon: c.coupon ? toPricingCoupon(c.coupon) : null,
    })),
    platformCoupon: platform ? toPricingCoupon(platform) : null,
    levelDiscount: p.level,
    points: { use: input.is_point === 1, enabled: p.pointCfg.enabled === 1, rate: p.pointCfg.rate, maxPercent: p.pointCfg.max_percent, available: Number(p.member.point) },
    balance: { use: input.is_balance === 1, available: Number(p.member.balance) + Number(p.member.balance_withdraw) },
  })
  if (strict) {
    if (chosen.some((c) => c.coupon && priced.shops.find((x) => x.site_id === c.s.shop.site_id)!.coupon_id !== c.coupon.coupon_id)) {
      throw fail(CouponError.NOT_USABLE, 'coupon_not_usable')
    }
    if (platform && priced.platform_coupon_id !== platform.coupon_id) throw fail(CouponError.NOT_USABLE, 'coupon_not_usable')
  }
  // create counts again inside its transaction; this read spares a refused checkout the stock locks
  const limit = await holdRefusal(ctx.db, ctx.websiteId, memberId, p.caps, holdRequest(p, priced.pay_money))
  if (strict && limit) throw limit
  const couponText = (wanted: number, applied: number, outcome: string) =>
    !wanted || applied ? '' : outcome === 'threshold' ? t(ctx.lang, 'checkout_coupon_threshold') : notUsable
  const view: CheckoutCalculateView = {
    shop_goods_list: chosen.map((c, i) => {
      const ps = priced.shops[i]
      return {
        site_id: c.s.shop.site_id,
        site_name: c.s.shop.site_name,
        delivery_type: c.delivery.type,
        store_id: c.delivery.storeId,
        buyer_ask_delivery_time: c.delivery.time,
        delivery_reason: c.delivery.reason,
        delivery_reason_text: c.delivery.reasonText,
        coupon_id: ps.coupon_id,
        coupon_unusable: couponText(c.wanted, ps.coupon_id, c.coupon ? ps.coupon_unusable : 'not_usable'),
        goods_money: ps.goods_money, delivery_money: ps.delivery_money, promotion_money: ps.promotion_money, coupon_money: ps.coupon_money,
        platform_coupon_money: ps.platform_coupon_money, point_money: ps.point_money, point: ps.point, order_money: ps.order_money,
        balance_money: ps.balance_money, pay_money: ps.pay_money,
        goods_list: c.s.lines.map((l, j) => {
          const pl = ps.lines[j]
          return {
            sku_id: l.sku_id, goods_id: l.goods_id, sku_name: l.sku_name, spec_name: l.spec_name, sku_image: l.sku_image, price: l.price, num: l.num,
            goods_money: pl.goods_money, promotion_money: pl.promotion_money, coupon_money: pl.coupon_money,
            platform_coupon_money: pl.platform_coupon_money, point_money: pl.point_money, real_goods_money: pl.real_goods_money,
          }
        }),
      }
    }),
    member_address: addressView(p.address),
    platform_coupon_id: priced.platform_coupon_id,
    platform_coupon_unusable: couponText(wantedPlatform, priced.platform_coupon_id, platform ? priced.platform_coupon_unusable : 'not_usable'),
    is_virtual: p.shops.every((s) => s.isVirtual) ? 1 : 0,
    need_pay_password: priced.balance_money > 0 ? 1 : 0,
    limit_refusal: limitView(ctx.lang, limit),
    goods_money: priced.goods_money, delivery_money: priced.delivery_money, promotion_money: priced.promotion_money,
    coupon_money: priced.coupon_money, platform_coupon_money: priced.platform_coupon_money, point_money: priced.point_money,
    point: priced.point, order_money: priced.order_money, balance_money: priced.balance_money, pay_money: priced.pay_money,
  }
  return { p, chosen, priced, view }
}

export async function calculate(ctx: RequestContext, input: CheckoutCalculateInput): Promise<CheckoutCalculateView> {
  const memberId = requireMember(ctx)
  return (await compute(ctx, memberId, input, false)).view
}

/** Thrown inside the transaction when another request with the same key got there first. */
class DuplicateRequest extends Error {}


export async function create(ctx: RequestContext, input: CheckoutCreateInput): Promise<CheckoutCreatedView> {
  const memberId = requireMember(ctx)
  const again = await findCreateRequest(ctx.db, memberId, input.request_key)
  if (again) return again
  try {
    return await createOnce(ctx, memberId, input)
  } catch (err) {
    // a concurrent request with the same key may have won meanwhile (and taken the stock or coupon this one wanted)
    const won = await findCreateRequest(ctx.db, memberId, input.request_key)
    if (won) return won
    throw err
  }
}

async function createOnce(ctx: RequestContext, memberId: number, input: CheckoutCreateInput): Promise<CheckoutCreatedView> {
  const { p, chosen, priced } = await compute(ctx, memberId, input, true)
  const needsAddress = chosen.some((c) => c.delivery.type === 'express' || c.delivery.type === 'local')
  if (needsAddress && !p.address) throw fail(E.ADDRESS_REQUIRED, 'checkout_address_required')
  for (const key of Object.keys(input.invoice ?? {})) {
    const c = chosen.find((x) => String(x.s.shop.site_id) === key)
    const inv = input.invoice![key]
    const contents = c ? invoiceContents(c.s.shop) : []
    if (!c || c.s.shop.invoice_enabled !== 1 || !inv.invoice_title.trim() || (contents.length && !contents.includes(inv.invoice_content))
      || (inv.invoice_type === 2 && !(inv.taxpayer_number ?? '').trim())) {
      throw fail(E.INVOICE_INVALID, 'checkout_invoice_invalid')
    }
  }
  for (const key of Object.keys(input.buyer_message ?? {})) {
    if (!chosen.some((x) => String(x.s.shop.site_id) === key)) throw fail(-10001, 'invalid_param', { field: 'buyer_message' })
  }
  if (priced.balance_money > 0) await checkPayPassword(ctx, memberId, p.member.pay_password_hash, input.pay_password, E)
  // a drawn number already taken (pay.out_trade_no and orders.order_no are unique; 12 random digits
  // per second make it astronomically rare) fails the insert and rolls back: draw again
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeCheckout(ctx, memberId, input, p, chosen, priced, newOutTradeNo())
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err
    }
  }
}

/** A unique index refused a row (PostgreSQL 23505, SQLite SQLITE_CONSTRAINT_UNIQUE). */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

type Computed = Awaited<ReturnType<typeof compute>>

async function writeCheckout(
  ctx: RequestContext, memberId: number, input: CheckoutCreateInput, p: Computed['p'], chosen: Computed['chosen'], priced: Computed['priced'], outTradeNo: string,
): Promise<CheckoutCreatedView> {
  const now = p.now
  try {
    const created = await ctx.db.transaction().execute(async (trx) => {
      // the key first: a concurrent create with the same key waits here (PostgreSQL: on the unique index) and then finds it taken
      const claimed = await trx.insertInto('order_create_request')
        .values({ member_id: memberId, request_key: input.request_key, website_id: ctx.websiteId, out_trade_no: outTradeNo, created_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'request_key']).doNothing())
        .executeTakeFirst()
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) throw new DuplicateRequest()

      // stock: lines of one SKU together, in sku order (no lock-order deadlocks between checkouts)
      const perSku = new Map<number, { num: number; goodsId: number; name: string }>()
      for (const c of chosen) for (const l of c.s.lines) {
        const x = perSku.get(l.sku_id) ?? { num: 0, goodsId: l.goods_id, name: l.sku_name }
        x.num += l.num
        perSku.set(l.sku_id, x)
      }
      const perGoods = new Map<number, number>()
      for (const skuId of [...perSku.keys()].sort((a, b) => a - b)) {
        const x = perSku.get(skuId)!
        if (!(await reserveStock(trx, skuId, x.num))) throw fail(E.STOCK_SHORT, 'checkout_stock_short', { name: x.name })
        perGoods.set(x.goodsId, (perGoods.get(x.goodsId) ?? 0) + x.num)
      }
      // locks in one order everywhere: SKUs, then goods, then the member (closing an order returns stock before accounts too)
      for (const goodsId of [...perGoods.keys()].sort((a, b) => a - b)) await bumpGoodsSales(trx, goodsId, perGoods.get(goodsId)!)
      // one checkout of a member at a time from here: the row lock queues the member's other creates (limits, balance)
      await trx.updateTable('member').set((eb) => ({ point: eb.ref('point') })).where('id', '=', memberId).execute()
      // per-member limits again, now that this member's other checkouts are queued behind us
      await recheckMemberLimits(trx, memberId, chosen.flatMap((c) => c.s.lines))
      // and the hold caps: this count sees every earlier checkout of the member committed (order.checkout.caps.ts)
      const refused = await holdRefusal(trx, ctx.websiteId, memberId, p.caps, holdRequest(p, priced.pay_money))
      if (refused) throw refused

      await createPayment(trx, { websiteId: ctx.websiteId, memberId, payMoney: priced.pay_money, payBody: chosen[0].s.lines[0].sku_name, outTradeNo, at: now })

      const orderIds: number[] = []
      let platformUsedBy = 0
      // the non-withdrawable balance is spent first
      let plainLeft = Math.min(Number(p.member.balance), priced.balance_money)
      for (const [i, c] of chosen.entries()) {
        const ps = priced.shops[i]
        const orderNo = `${outTradeNo}${String(i + 1).padStart(2, '0')}`
        const d = c.delivery
        const a = d.type === 'express' || d.type === 'local' ? p.address : null
        const orderType = d.type === 'none' ? ORDER_TYPE.VIRTUAL : d.type === 'store' ? ORDER_TYPE.PICKUP : d.type === 'local' ? ORDER_TYPE.LOCAL : ORDER_TYPE.EXPRESS
        const inv = input.invoice?.[String(c.s.shop.site_id)]
        const { order_id: orderId } = await trx.insertInto('orders').values({
          website_id: ctx.websiteId, site_id: c.s.shop.site_id, site_name: c.s.shop.site_name, member_id: memberId, order_no: orderNo,
          out_trade_no: outTradeNo, order_type: orderType, goods_money: ps.goods_money, delivery_money: ps.delivery_money,
          coupon_money: ps.coupon_money, platform_coupon_money: ps.platform_coupon_money, promotion_money: ps.promotion_money,
          point_money: ps.point_money, point: ps.point, order_money: ps.order_money, balance_money: ps.balance_money, pay_money: ps.pay_money,
          coupon_id: ps.coupon_id, platform_coupon_id: ps.platform_coupon_money > 0 ? priced.platform_coupon_id : 0,
          // pickup orders keep the buyer's contact (the verification desk calls them), not the address
          name: (a ?? (d.type === 'store' ? p.address : null))?.name ?? '', mobile: (a ?? (d.type === 'store' ? p.address : null))?.mobile ?? '', telephone: a?.telephone ?? '', province_id: a?.province_id ?? 0, city_id: a?.city_id ?? 0,
          district_id: a?.district_id ?? 0, community_id: a?.community_id ?? 0, address: a?.address ?? '', full_address: a?.full_address ?? '',
          longitude: a ? Number(a.longitude) : 0, latitude: a ? Number(a.latitude) : 0,
          delivery_store_id: d.storeId, delivery_store_name: d.store?.store_name ?? '',
          delivery_store_info: d.store ? JSON.stringify(d.store) : d.type === 'local' ? JSON.stringify({ distance: d.distance, delivery_money: d.money }) : '',
          buyer_ask_delivery_time: d.time, buyer_message: (input.buyer_message?.[String(c.s.shop.site_id)] ?? '').trim(),
          invoice: inv ? JSON.stringify({ invoice_type: inv.invoice_type, invoice_title: inv.invoice_title.trim(), taxpayer_number: (inv.taxpayer_number ?? '').trim(), invoice_content: inv.invoice_content }) : '',
          create_time: now, pay_deadline: p.payDeadline,
        }).returning('order_id').executeTakeFirstOrThrow()
        orderIds.push(orderId)
        await trx.insertInto('order_goods').values(c.s.lines.map((l, j) => {
          const pl = ps.lines[j]
          return {
            order_id: orderId, website_id: ctx.websiteId, site_id: c.s.shop.site_id, member_id: memberId, goods_id: l.goods_id, sku_id: l.sku_id,
            sku_name: l.sku_name.slice(0, 255), spec_name: l.spec_name.slice(0, 100), sku_image: l.sku_image.slice(0, 255), price: l.price, num: l.num,
            goods_money: pl.goods_money, coupon_money: pl.coupon_money, platform_coupon_money: pl.platform_coupon_money,
            promotion_money: pl.promotion_money, point_money: pl.point_money, real_goods_money: pl.real_goods_money, is_virtual: l.is_virtual,
          }
        })).execute()
        if (ps.coupon_id && !(await useCoupon(trx, { websiteId: ctx.websiteId, memberId, couponId: ps.coupon_id, orderId, now }))) {
          throw fail(CouponError.TAKEN, 'coupon_taken')
        }
        if (ps.platform_coupon_money > 0 && !platformUsedBy) {
          if (!(await useCoupon(trx, { websiteId: ctx.websiteId, memberId, couponId: priced.platform_coupon_id, orderId, now }))) {
            throw fail(CouponError.TAKEN, 'coupon_taken')
          }
          platformUsedBy = orderId
        }
        const spend = async (accountType: 'point' | 'balance' | 'balance_money', amount: number) => {
          if (amount <= 0) return
          try {
            await moveAccount(trx, { websiteId: ctx.websiteId, memberId, accountType, amount: -amount, fromType: CHECKOUT_FROM_TYPE, relateTag: orderNo, remark: 'order', now })
          } catch (err) {
            if (err instanceof DomainError && err.code === AccountError.ACCOUNT_INSUFFICIENT) throw fail(E.ACCOUNT_CHANGED, 'checkout_account_changed')
            throw err
          }
        }
        await spend('point', ps.point)
        const plain = Math.min(plainLeft, ps.balance_money)
        plainLeft -= plain
        await spend('balance', plain)
        await spend('balance_money', ps.balance_money - plain)
      }
      if (p.basket.cartIds.length) await trx.deleteFrom('cart').where('member_id', '=', memberId).where('cart_id', 'in', p.basket.cartIds).execute()
      if (priced.pay_money === 0) {
        await markPaid(trx, { websiteId: ctx.websiteId, outTradeNo, payType: 'BALANCE', tradeNo: '', at: now, actor: memberActor(memberId) })
      }
      return { out_trade_no: outTradeNo, order_ids: orderIds, pay_money: priced.pay_money }
    })
    // committed: the stock and sales these goods show moved
    await invalidateGoodsDetail(ctx, [...new Set(chosen.flatMap((c) => c.s.lines.map((l) => l.goods_id)))])
    return created
  } catch (err) {
    if (err instanceof DuplicateRequest) {
      const won = await findCreateRequest(ctx.db, memberId, input.request_key)
      if (won) return won
    }
    throw err
  }
}

/** member_limit counted inside the transaction (the member's other checkouts wait on the member row). */
async function recheckMemberLimits(trx: Kysely<Database>, memberId: number, lines: Line[]) {
  const goodsIds = [...new Set(lines.map((l) => l.goods_id))]
  const limits = await trx.selectFrom('goods').select(['goods_id', 'goods_name', 'member_limit']).where('goods_id', 'in', goodsIds).where('member_limit', '>', 0).execute()
  if (!limits.length) return
  const bought = await boughtPieces(trx, memberId, limits.map((g) => g.goods_id))
  for (const g of limits) {
    const num = lines.filter((l) => l.goods_id === g.goods_id).reduce((a, l) => a + l.num, 0)
    if ((bought.get(g.goods_id) ?? 0) + num > g.member_limit) throw fail(E.MEMBER_LIMIT, 'checkout_member_limit', { name: g.goods_name, limit: g.member_limit })
  }
}

