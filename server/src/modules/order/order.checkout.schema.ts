import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, Nullable, StringEnum } from '../../contract/endpoint.js'
import { AuthError } from '../auth/auth.messages.js'
import { CouponKind } from '../coupon/coupon.schema.js'
import { CouponError } from '../coupon/coupon.messages.js'
import { CheckoutError as E } from './order.checkout.messages.js'

/** Per-shop choices are objects keyed by site_id (digits). */
const SITE_KEY = '^[0-9]{1,10}$'
const PerShop = <T extends Parameters<typeof Type.Record>[1]>(value: T, description: string) =>
  Type.Record(Type.String({ pattern: SITE_KEY }), value, { description, maxProperties: 50 })

export const DELIVERY_TYPES = ['express', 'store', 'local'] as const
export const DeliveryType = StringEnum(DELIVERY_TYPES, 'DeliveryType', "'express' by a logistics company, 'store' pickup at a pickup point, 'local' the shop's own local delivery")
/** 'none': a shop whose goods are all virtual */
export const ChosenDeliveryType = StringEnum([...DELIVERY_TYPES, 'none'] as const, 'ChosenDeliveryType', "the delivery used; 'none' for a shop whose goods are all virtual")

export const DELIVERY_REASONS = ['', 'disabled', 'no_address', 'region', 'no_location', 'out_of_radius', 'below_min', 'no_store', 'no_time_slot', 'virtual'] as const
export const DeliveryReason = StringEnum(DELIVERY_REASONS, 'DeliveryReason',
  "why a delivery type cannot be used ('' when it can): disabled (the shop does not offer it), no_address, region (the " +
  "freight template does not deliver there), no_location (the address has no coordinates), out_of_radius, below_min " +
  "(goods under local_min_money), no_store, no_time_slot, virtual")

/** What the three calls share: the goods (cart lines or buy now) and where they go. */
const CheckoutGoodsFields = {
  cart_ids: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$', maxLength: 1100, description: 'comma separated cart ids of the caller ("1,2"); or sku_id + num' })),
  sku_id: Type.Optional(Id({ description: 'buy now: the SKU (with num)' })),
  num: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999, description: 'buy now: pieces' })),
  member_address_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: "the caller's address; 0 or absent: the default one" })),
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90, description: 'the buyer position (not used for the distance: the address is)' })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
}

export const DeliveryChoice = Type.Object({
  delivery_type: DeliveryType,
  store_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: "pickup: one of the shop's store_list" })),
  buyer_ask_delivery_time: Type.Optional(Type.String({ maxLength: 40, description: "local: one of the shop's time_slots ('2026-11-24 10:00-11:00')" })),
}, { title: 'DeliveryChoice' })

const CheckoutChoiceFields = {
  ...CheckoutGoodsFields,
  delivery: Type.Optional(PerShop(DeliveryChoice, 'per shop (key: site_id) the delivery chosen; absent: the first available of express, store, local')),
  coupon: Type.Optional(PerShop(Type.Object({ coupon_id: Type.Integer({ minimum: 0, maximum: 2147483647, description: '0: none' }) }), 'per shop the shop coupon (member_coupon id)')),
  platform_coupon_id: Type.Optional(Type.Integer({ minimum: 0, maximum: 2147483647, description: 'a platform coupon (member_coupon id with site_id 0); 0: none' })),
  is_balance: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1: pay with the balance as far as it goes' })),
  is_point: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1: deduct points (order_config.point_rate points per yuan, at most point_max_percent of the order money)' })),
}

export const CheckoutPaymentBody = Type.Object(CheckoutGoodsFields)
export type CheckoutPaymentInput = Static<typeof CheckoutPaymentBody>
export const CheckoutCalculateBody = Type.Object(CheckoutChoiceFields)
export type CheckoutCalculateInput = Static<typeof CheckoutCalculateBody>

export const InvoiceChoice = Type.Object({
  invoice_type: Type.Integer({ minimum: 1, maximum: 2, description: '1 personal, 2 company' }),
  invoice_title: Type.String({ minLength: 1, maxLength: 100 }),
  taxpayer_number: Type.Optional(Type.String({ maxLength: 30, description: 'company invoices' })),
  invoice_content: Type.String({ maxLength: 50, description: "one of the shop's invoice.contents" }),
}, { title: 'InvoiceChoice' })

export const CheckoutCreateBody = Type.Object({
  ...CheckoutChoiceFields,
  buyer_message: Type.Optional(PerShop(Type.String({ maxLength: 200 }), 'per shop the buyer message, 200 characters at most')),
  invoice: Type.Optional(PerShop(InvoiceChoice, 'per shop an invoice; only for shops whose invoice.enabled is 1')),
  pay_password: Type.Optional(Type.String({ maxLength: 20, description: 'required when is_balance = 1 and balance_money > 0' })),
  request_key: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]{8,64}$', description: 'client-generated per checkout: a repeat answers the same orders' }),
})
export type CheckoutCreateInput = Static<typeof CheckoutCreateBody>

export const CheckoutGoodsLine = Type.Object({
  cart_id: Type.Integer({ description: '0 for buy now' }),
  goods_id: Type.Integer(),
  sku_id: Type.Integer(),
  sku_name: Type.String(),
  spec_name: Type.String(),
  sku_image: Type.String(),
  price: Type.Integer({ description: 'fen' }),
  num: Type.Integer(),
  goods_money: Type.Integer({ description: 'price x num, fen' }),
  stock: Type.Integer(),
  is_virtual: Type.Integer({ description: '1: no delivery' }),
}, { title: 'CheckoutGoodsLine' })

export const PickupStore = Type.Object({
  store_id: Type.Integer(),
  store_name: Type.String(),
  telephone: Type.String(),
  full_address: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
  open_date: Type.String(),
}, { title: 'PickupStore' })
export type PickupStoreView = Static<typeof PickupStore>

export const DeliveryOptions = Type.Object({
  express: Type.Object({
    enabled: Type.Integer({ description: '1: the shop offers express' }),
    available: Type.Integer({ description: '1: usable for these goods at this address' }),
    delivery_money: Type.Integer({ description: 'the freight, fen (0 when not available)' }),
    reason: DeliveryReason,
    reason_text: Type.String(),
  }),
  store: Type.Object({
    enabled: Type.Integer(),
    available: Type.Integer(),
    store_list: Type.Array(PickupStore),
    reason: DeliveryReason,
    reason_text: Type.String(),
  }),
  local: Type.Object({
    enabled: Type.Integer(),
    available: Type.Integer(),
    delivery_money: Type.Integer({ description: 'fen' }),
    min_money: Type.Integer({ description: 'fen the goods must reach' }),
    radius: Type.Integer({ description: 'metres from the shop' }),
    distance: Type.Integer({ description: 'metres from the shop to the address; -1 unknown' }),
    time_slots: Type.Array(Type.String(), { description: "'YYYY-MM-DD HH:mm-HH:mm', hourly within the shop hours, today after now and tomorrow (China time)" }),
    reason: DeliveryReason,
    reason_text: Type.String(),
  }),
}, { title: 'DeliveryOptions' })
export type DeliveryOptionsView = Static<typeof DeliveryOptions>

export const CheckoutCoupon = Type.Object({
  coupon_id: Type.Integer({ description: 'member_coupon id' }),
  coupon_type_id: Type.Integer(),
  site_id: Type.Integer({ description: '0: platform coupon' }),
  coupon_name: Type.String(),
  type: CouponKind,
  money: Type.Integer({ description: "fen, for 'reward'" }),
  discount: Type.Integer({ description: "tenths, for 'discount'" }),
  at_least: Type.Integer({ description: 'fen; 0: no threshold' }),
  end_time: Type.Integer({ description: '0: never expires' }),
}, { title: 'CheckoutCoupon' })
export type CheckoutCouponView = Static<typeof CheckoutCoupon>

export const CheckoutAddress = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  mobile: Type.String(),
  telephone: Type.String(),
  province_id: Type.Integer(),
  city_id: Type.Integer(),
  district_id: Type.Integer(),
  address: Type.String(),
  full_address: Type.String(),
  longitude: Type.Number(),
  latitude: Type.Number(),
}, { title: 'CheckoutAddress' })
export type CheckoutAddressView = Static<typeof CheckoutAddress>

export const CheckoutShop = Type.Object({
  site_id: Type.Integer(),
  site_name: Type.String(),
  goods_list: Type.Array(CheckoutGoodsLine),
  goods_money: Type.Integer({ description: 'fen' }),
  is_virtual: Type.Integer({ description: "1: every goods of the shop is virtual (delivery 'none', no address needed)" }),
  delivery: DeliveryOptions,
  coupon_list: Type.Array(CheckoutCoupon, { description: "the caller's unused coupons of this shop whose threshold the goods reach" }),
  invoice: Type.Object({ enabled: Type.Integer(), contents: Type.Array(Type.String()) }),
}, { title: 'CheckoutShop' })

export const PointConfig = Type.Object({
  enabled: Type.Integer({ description: '1: points can be deducted' }),
  rate: Type.Integer({ description: 'points per yuan' }),
  max_percent: Type.Integer({ description: 'at most this percent of the order money' }),
}, { title: 'PointConfig' })

export const CheckoutPayment = Type.Object({
  shop_goods_list: Type.Array(CheckoutShop),
  member_address: Nullable(CheckoutAddress),
  platform_coupon_list: Type.Array(CheckoutCoupon, { description: "the caller's unused platform coupons whose threshold the goods reach" }),
  member_account: Type.Object({ balance: Type.Integer({ description: 'fen: balance + balance_withdraw' }), point: Type.Integer() }),
  point_config: PointConfig,
  member_level_discount: Type.Integer({ description: "tenths applied to the goods (100: none; 95 = 9.5折)" }),
  is_virtual: Type.Integer({ description: '1: every goods is virtual (no address needed)' }),
  goods_money: Type.Integer({ description: 'fen' }),
}, { title: 'CheckoutPayment' })
export type CheckoutPaymentView = Static<typeof CheckoutPayment>

const MoneyFields = {
  goods_money: Type.Integer({ description: 'fen' }),
  delivery_money: Type.Integer({ description: 'freight or local delivery money, fen (never discounted)' }),
  promotion_money: Type.Integer({ description: 'member level discount, fen' }),
  coupon_money: Type.Integer({ description: 'shop coupon, fen' }),
  platform_coupon_money: Type.Integer({ description: "this shop's share of the platform coupon, fen" }),
  point_money: Type.Integer({ description: 'fen deducted by points' }),
  point: Type.Integer({ description: 'points spent' }),
  order_money: Type.Integer({ description: 'goods + delivery - discounts - points, fen' }),
  balance_money: Type.Integer({ description: 'fen paid from the balance' }),
  pay_money: Type.Integer({ description: 'order_money - balance_money: what a channel still takes, fen' }),
}

export const CalculatedLine = Type.Object({
  sku_id: Type.Integer(),
  goods_id: Type.Integer(),
  sku_name: Type.String(),
  spec_name: Type.String(),
  sku_image: Type.String(),
  price: Type.Integer(),
  num: Type.Integer(),
  goods_money: Type.Integer(),
  promotion_money: Type.Integer(),
  coupon_money: Type.Integer(),
  platform_coupon_money: Type.Integer(),
  point_money: Type.Integer(),
  real_goods_money: Type.Integer({ description: 'goods_money minus this line’s share of every discount' }),
}, { title: 'CalculatedLine' })

export const CalculatedShop = Type.Object({
  site_id: Type.Integer(),
  site_name: Type.String(),
  delivery_type: ChosenDeliveryType,
  store_id: Type.Integer(),
  buyer_ask_delivery_time: Type.String(),
  delivery_reason: DeliveryReason,
  delivery_reason_text: Type.String({ description: "why the chosen delivery cannot be used ('' when it can); create refuses then" }),
  coupon_id: Type.Integer({ description: 'the shop coupon applied; 0: none' }),
  coupon_unusable: Type.String({ description: "why the chosen shop coupon was not applied ('' when it was, or none was chosen)" }),
  ...MoneyFields,
  goods_list: Type.Array(CalculatedLine),
}, { title: 'CalculatedShop' })

export const CheckoutLimit = Type.Object({
  code: Type.Integer({ description: 'the code create answers: -20815 unpaid orders, -20816 unpaid pieces, -20817 unpaid pieces of one goods, -20818 goods money' }),
  message: Type.String({ description: "create's message, in the caller's language" }),
  limit: Type.Integer({ description: 'the cap (order_config): orders, pieces, or fen for the goods money' }),
  held: Type.Integer({ description: 'what the member already holds in orders waiting for payment (orders or pieces; 0 for the goods money)' }),
  adding: Type.Integer({ description: 'what this checkout adds: orders (one per shop), pieces, or fen of goods before discounts' }),
  goods_id: Type.Integer({ description: 'the goods of the per-goods cap; 0 otherwise' }),
}, { title: 'CheckoutLimit' })
export type CheckoutLimitView = Static<typeof CheckoutLimit>

export const CheckoutCalculate = Type.Object({
  shop_goods_list: Type.Array(CalculatedShop),
  member_address: Nullable(CheckoutAddress),
  platform_coupon_id: Type.Integer({ description: 'the platform coupon applied; 0: none' }),
  platform_coupon_unusable: Type.String({ description: "why the chosen platform coupon was not applied ('' when it was)" }),
  is_virtual: Type.Integer(),
  need_pay_password: Type.Integer({ description: '1: create needs pay_password (balance is spent)' }),
  limit_refusal: Type.Union([CheckoutLimit, Type.Null()], { description: 'the hold cap create would refuse these goods with (its code, message and figures); null when none' }),
  ...MoneyFields,
}, { title: 'CheckoutCalculate' })
export type CheckoutCalculateView = Static<typeof CheckoutCalculate>

export const CheckoutCreated = Type.Object({
  out_trade_no: Type.String({ description: 'one payment for every order of this checkout' }),
  order_ids: Type.Array(Type.Integer(), { description: 'one order per shop' }),
  pay_money: Type.Integer({ description: 'fen; 0: already paid (balance or a free order)' }),
}, { title: 'CheckoutCreated' })
export type CheckoutCreatedView = Static<typeof CheckoutCreated>

const GOODS_ERRORS = [E.EMPTY, E.GOODS_UNAVAILABLE, E.STOCK_SHORT, E.BUY_LIMIT, E.MEMBER_LIMIT] as const

export const orderCreateApi = defineEndpoints('order.checkout', {
  payment: {
    method: 'POST', path: '/api/ordercreate/payment', auth: 'member',
    summary: 'Checkout step 1: the goods per shop with their delivery options, coupons and invoice, and the member assets',
    description:
      'The goods are the caller\'s cart lines named by cart_ids (another member\'s ids are ignored; none left: -20801) or one SKU ' +
      '(sku_id + num). Lines of one SKU are summed and checked against its stock (-20803), the goods\' min_buy / max_buy per order ' +
      '(-20804) and member_limit over the caller\'s orders that are not closed (-20805); off-sale goods -20802. Per shop: express ' +
      '(freight from the templates, by count or weight, region rules, free_over; a no_delivery rule for the address makes it ' +
      'unavailable with reason "region"), store pickup (the shop\'s open pickup points), local delivery (within local_radius metres of ' +
      'the shop from the address, local_min_money, hourly time slots within the shop hours today and tomorrow), none for virtual-only shops. ' +
      'member_address: the address named, or the default one, or null.',
    input: CheckoutPaymentBody, response: CheckoutPayment, errors: GOODS_ERRORS,
  },
  calculate: {
    method: 'POST', path: '/api/ordercreate/calculate', auth: 'member',
    summary: 'Checkout step 2: every figure per shop and in total, to the fen',
    description:
      'Order of application: goods money -> member level discount (per line, rounded down) -> shop coupon (money off capped at the ' +
      "shop's goods, or tenths; at_least checked on the goods after the level discount) -> the platform coupon (at_least checked on " +
      "every shop's remainder together) split across shops in proportion to their remaining goods money, the remainder to the largest " +
      'share -> delivery money (not discounted) -> points (point_rate points per yuan, at most point_max_percent of the order money) -> ' +
      'balance. Every discount is also split per line to the fen, so the lines add up to the order. A choice that cannot apply is ' +
      'not applied and says why (delivery_reason, coupon_unusable, platform_coupon_unusable); create refuses it. limit_refusal: the ' +
      'hold cap create would refuse with (see create), so the page can say so before the tap.',
    input: CheckoutCalculateBody, response: CheckoutCalculate, errors: GOODS_ERRORS,
  },
  create: {
    method: 'POST', path: '/api/ordercreate/create', auth: 'member',
    summary: 'Checkout step 3: one order per shop under one out_trade_no',
    description:
      'Computes as calculate, then in one transaction: stock reserved by a guarded update (-20803 when it ran out meanwhile), ' +
      'coupons taken (-21005 when used meanwhile, -21004 when not usable), points and balance spent (the non-withdrawable balance ' +
      'first; -20813 when they changed meanwhile), one pay row (waiting) for the sum of pay_money. Idempotent per (member, request_key): ' +
      'a repeat, even concurrent, answers the same out_trade_no and order_ids. pay_password is required when balance is spent ' +
      '(-20810; not set -20811; wrong -20812, counted per member: 5 wrong in a row lock it, -20219 {seconds}). Address required for goods that ' +
      'are not virtual (-20806); a delivery that cannot apply -20807 (data {site_id, reason}), a pickup point -20808, a delivery ' +
      'time -20809; invoice only for shops that offer one (-20814). pay_money 0: the orders are paid at once (pay_type BALANCE). ' +
      'Hold caps (website setting order_config; 0 switches one off), counted inside the transaction after the member row lock so ' +
      "a member's concurrent creates cannot pass them together: goods money before discounts above max_order_money (default " +
      '5,000,000 fen) -20818; and when money is left to pay, the member\'s orders waiting for payment plus this checkout\'s orders ' +
      'above max_unpaid_orders (10) -20815, their pieces above max_unpaid_units (200) -20816, pieces of one goods above ' +
      'max_unpaid_goods_units (50) -20817; data {limit, held, adding, goods_id} as calculate\'s limit_refusal. Each order keeps ' +
      'pay_deadline (now + order_config.auto_close_minutes): unpaid after it, the order sweep closes it.',
    input: CheckoutCreateBody, response: CheckoutCreated,
    errors: [...GOODS_ERRORS, E.ADDRESS_REQUIRED, E.DELIVERY_UNAVAILABLE, E.STORE_INVALID, E.DELIVERY_TIME_INVALID,
      E.PAY_PASSWORD_REQUIRED, E.PAY_PASSWORD_NOT_SET, E.PAY_PASSWORD_WRONG, AuthError.PASSWORD_LOCKED, E.ACCOUNT_CHANGED,
      E.INVOICE_INVALID, CouponError.NOT_USABLE, CouponError.TAKEN, E.UNPAID_ORDER_LIMIT, E.UNPAID_UNIT_LIMIT, E.UNPAID_GOODS_LIMIT,
      E.ORDER_AMOUNT_LIMIT],
  },
})
