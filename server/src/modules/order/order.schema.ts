import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, IntegerEnum, Nullable, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { PaidStatusValue } from '../pay/pay.schema.js'
import { OrderError } from './order.messages.js'
import { DELIVERY_STATUS, ORDER_STATUS, ORDER_TYPE, REFUND_STATUS } from './order.table.js'

export const ORDER_TABS = ['all', 'waitpay', 'waitsend', 'waitconfirm', 'waitrate', 'refunding'] as const
export const OrderTab = StringEnum(ORDER_TABS, 'OrderTab',
  'all; waitpay: status 0; waitsend: 1 and 2; waitconfirm: 3; waitrate: 4 or 10 not yet evaluated; refunding: a line in after-sale (refund_status -1, 1, 2, 4, 5, 6)')
export type OrderTab = Static<typeof OrderTab>

// evaluate / evaluateagain: /otherpages/order/evaluate/evaluate (issue 10)
export const ORDER_ACTIONS = ['pay', 'close', 'takedelivery', 'extendtakedelivery', 'delete', 'buyagain', 'logistics', 'evaluate', 'evaluateagain'] as const
export const OrderAction = StringEnum(ORDER_ACTIONS, 'OrderAction', 'what the buyer may do with the order now')
export type OrderAction = Static<typeof OrderAction>

/** The origin's numbers (order.table.ts); the app imports them as ORDER_STATUS, ORDER_TYPE, REFUND_STATUS. */
export const OrderStatusValue = IntegerEnum(ORDER_STATUS, 'OrderStatus',
  '0 pending payment, 1 pending shipment, 2 awaiting pickup / local delivery, 3 shipped, 4 received, 10 completed, -1 closed')
export const OrderTypeValue = IntegerEnum(ORDER_TYPE, 'OrderType', '1 express, 2 pickup, 3 local delivery, 4 virtual')
/** an order line's after-sale */
export const RefundStatusValue = IntegerEnum(REFUND_STATUS, 'RefundStatus',
  '0 none, 1 requested, 2 agreed (money to transfer), 3 finished, 4 buyer to return the goods, 5 shop awaiting the goods, 6 shop received them, -1 refused')

export const OrderLine = Type.Object({
  order_goods_id: Type.Integer(),
  goods_id: Type.Integer(),
  sku_id: Type.Integer(),
  sku_name: Type.String(),
  spec_name: Type.String(),
  sku_image: Type.String(),
  price: Type.Integer({ description: 'fen' }),
  num: Type.Integer(),
  goods_money: Type.Integer({ description: 'fen: price x num' }),
  real_goods_money: Type.Integer({ description: 'fen, after this line\'s share of every discount' }),
  is_virtual: Type.Integer({ description: '1 virtual goods' }),
  delivery_status: IntegerEnum(DELIVERY_STATUS, 'DeliveryStatus', '0 not shipped, 1 shipped'),
  refund_status: RefundStatusValue,
}, { title: 'OrderLine' })
export type OrderLine = Static<typeof OrderLine>

const summaryFields = {
  order_id: Type.Integer(),
  order_no: Type.String(),
  out_trade_no: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  order_type: OrderTypeValue,
  order_status: OrderStatusValue,
  order_status_name: Type.String({ description: "in the caller's language, by order type (pickup 2: awaiting pickup; local 2/3: delivering)" }),
  pay_status: PaidStatusValue,
  pay_type: Type.String(),
  goods_money: Type.Integer({ description: 'fen' }),
  delivery_money: Type.Integer({ description: 'fen' }),
  order_money: Type.Integer({ description: 'fen' }),
  pay_money: Type.Integer({ description: 'fen a channel takes (order_money - balance_money)' }),
  goods_num: Type.Integer({ description: 'pieces over all lines' }),
  is_evaluate: Type.Integer(),
  create_time: Type.Integer(),
  pay_deadline: Type.Integer({ description: 'Unix seconds: unpaid after this, the order closes itself (set when it was created); 0 on orders made before it was kept that were no longer waiting for payment' }),
  order_goods: Type.Array(OrderLine),
}

export const OrderSummary = Type.Object({ ...summaryFields, actions: Type.Array(OrderAction) }, { title: 'OrderSummary' })
export type OrderSummary = Static<typeof OrderSummary>

export const PickupStoreInfo = Type.Object({
  store_id: Type.Integer(),
  store_name: Type.String(),
  telephone: Type.String(),
  full_address: Type.String(),
  open_date: Type.String(),
  longitude: Type.Number(),
  latitude: Type.Number(),
}, { title: 'PickupStoreInfo' })

export const OrderInvoice = Type.Object({
  invoice_type: Type.Integer({ description: '1 personal, 2 company' }),
  invoice_title: Type.String(),
  taxpayer_number: Type.String(),
  invoice_content: Type.String(),
}, { title: 'OrderInvoice' })

export const OrderPackage = Type.Object({
  id: Type.Integer(),
  delivery_type: Type.Integer({ description: '1 with logistics, 0 none needed' }),
  express_company_name: Type.String(),
  delivery_no: Type.String(),
  delivery_time: Type.Integer({ description: 'Unix seconds the package left' }),
  order_goods: Type.Array(OrderLine, { description: 'the lines in this package' }),
}, { title: 'OrderPackage' })
export type OrderPackage = Static<typeof OrderPackage>

export const LogisticsTrace = Type.Object({
  time: Type.Integer({ description: 'Unix seconds' }),
  text: Type.String({ description: "in the caller's language" }),
}, { title: 'LogisticsTrace' })

export const OrderPackageTrace = Type.Object({
  ...OrderPackage.properties,
  traces: Type.Array(LogisticsTrace, { description: 'newest first; empty for a package without logistics' }),
}, { title: 'OrderPackageTrace' })
export type OrderPackageTrace = Static<typeof OrderPackageTrace>

const detailFields = {
  ...summaryFields,
  coupon_money: Type.Integer({ description: 'fen, shop coupon' }),
  platform_coupon_money: Type.Integer({ description: 'fen' }),
  promotion_money: Type.Integer({ description: 'fen, member level discount' }),
  point_money: Type.Integer({ description: 'fen' }),
  point: Type.Integer({ description: 'points spent' }),
  balance_money: Type.Integer({ description: 'fen paid from the balance' }),
  name: Type.String(),
  mobile: Type.String(),
  telephone: Type.String(),
  full_address: Type.String(),
  address: Type.String(),
  longitude: Type.Number(),
  latitude: Type.Number(),
  buyer_message: Type.String(),
  buyer_ask_delivery_time: Type.String(),
  invoice: Nullable(OrderInvoice),
  delivery_store: Nullable(PickupStoreInfo),
  verify_code: Type.String({ description: "pickup and virtual orders once paid; '' otherwise (and always for other people)" }),
  pay_time: Type.Integer(),
  delivery_time: Type.Integer(),
  sign_time: Type.Integer(),
  finish_time: Type.Integer(),
  close_time: Type.Integer(),
  close_cause: Type.String({ description: "'buyer', 'timeout', 'merchant' …" }),
  is_extended: Type.Integer({ description: '1: receipt already extended once' }),
  auto_receive_at: Type.Integer({ description: 'Unix seconds the shipped order is received automatically; 0 until shipped' }),
  close_seconds: Type.Integer({ minimum: 0, description: 'seconds until an unpaid order closes itself (pay_deadline - now, so a wrong device clock does not matter); 0 otherwise' }),
  receive_seconds: Type.Integer({ minimum: 0, description: 'seconds until a shipped order is received automatically; 0 otherwise' }),
  packages: Type.Array(OrderPackage),
}

export const OrderDetail = Type.Object({ ...detailFields, actions: Type.Array(OrderAction) }, { title: 'OrderDetail' })
export type OrderDetail = Static<typeof OrderDetail>

export const OrderPage = PageOf(OrderSummary, 'OrderPage')
export type OrderPage = Static<typeof OrderPage>

export const OrderListsBody = Type.Object({
  ...PagingFields,
  order_status: Type.Optional(OrderTab),
  search: Type.Optional(Type.String({ maxLength: 50, description: 'order number or goods name, part of it' })),
})
export type OrderListsInput = Static<typeof OrderListsBody>

export const OrderIdBody = Type.Object({ order_id: Id() })
export type OrderIdInput = Static<typeof OrderIdBody>

export const OrderNumBody = Type.Object({
  order_status: Type.Optional(Type.String({ maxLength: 100, description: "comma separated tabs: 'waitpay,waitsend,waitconfirm,waitrate' (the default), 'refunding'" })),
})
export const OrderNum = Type.Object({
  waitpay: Type.Optional(Type.Integer({ minimum: 0 })),
  waitsend: Type.Optional(Type.Integer({ minimum: 0 })),
  waitconfirm: Type.Optional(Type.Integer({ minimum: 0 })),
  waitrate: Type.Optional(Type.Integer({ minimum: 0 })),
  refunding: Type.Optional(Type.Integer({ minimum: 0 })),
}, { title: 'OrderNum', description: 'a count for each tab asked for' })
export type OrderNum = Static<typeof OrderNum>

export const OrderMoved = Type.Object({
  order_id: Type.Integer(),
  order_status: OrderStatusValue,
}, { title: 'OrderMoved' })
export type OrderMoved = Static<typeof OrderMoved>

const E = OrderError
const notFound = `${E.ORDER_NOT_FOUND} when the order is not the caller's (or deleted)`
const changed = `${E.ORDER_STATUS_CHANGED} when another request moved the order first`

export const orderApi = defineEndpoints('order', {
  lists: {
    method: 'POST', path: '/api/order/lists', auth: 'member',
    summary: "A page of the caller's orders, newest first, with their lines and the buyer's actions",
    description:
      'order_status: all (default), waitpay (0), waitsend (1 and 2), waitconfirm (3), waitrate (4 or 10, not yet evaluated), refunding (a line in after-sale). ' +
      'search matches part of the order number or of a line\'s goods name (LIKE metacharacters are literal). Deleted orders are hidden. ' +
      'page_size 10 by default, 50 at most.',
    input: OrderListsBody, response: OrderPage,
  },
  detail: {
    method: 'POST', path: '/api/order/detail', auth: 'member',
    summary: 'One of the caller\'s orders with lines, packages, actions and countdowns',
    description: `close_seconds counts down to the automatic close of an unpaid order (its pay_deadline), receive_seconds to the automatic receipt of a shipped one. ${notFound}.`,
    input: OrderIdBody, response: OrderDetail, errors: [E.ORDER_NOT_FOUND],
  },
  close: {
    method: 'POST', path: '/api/order/close', auth: 'member',
    summary: 'The buyer closes an unpaid order',
    description:
      'Only status 0. Returns the reserved stock, the coupons, points and balance spent, exactly once; closes the payment once every ' +
      `order of it is closed. ${E.ORDER_CANNOT_CLOSE} in another status; ${changed}; ${notFound}.`,
    input: OrderIdBody, response: OrderMoved, errors: [E.ORDER_NOT_FOUND, E.ORDER_CANNOT_CLOSE, E.ORDER_STATUS_CHANGED],
  },
  takeDelivery: {
    method: 'POST', path: '/api/order/takedelivery', auth: 'member',
    summary: 'The buyer confirms receipt (3 -> 4)',
    description: `${E.ORDER_CANNOT_RECEIVE} unless shipped (3); ${changed}; ${notFound}.`,
    input: OrderIdBody, response: OrderMoved, errors: [E.ORDER_NOT_FOUND, E.ORDER_CANNOT_RECEIVE, E.ORDER_STATUS_CHANGED],
  },
  extendTakeDelivery: {
    method: 'POST', path: '/api/order/extendtakedelivery', auth: 'member',
    summary: 'The buyer pushes the automatic receipt back by order_config.extend_days, once',
    description: `Only a shipped order (3), once. ${E.ORDER_CANNOT_EXTEND} otherwise; ${notFound}.`,
    input: OrderIdBody, response: OrderDetail, errors: [E.ORDER_NOT_FOUND, E.ORDER_CANNOT_EXTEND],
  },
  delete: {
    method: 'POST', path: '/api/order/delete', auth: 'member',
    summary: 'The buyer hides a closed or completed order',
    description: `Only closed (-1) or completed (10) orders; the order stays for the shop. ${E.ORDER_CANNOT_DELETE} otherwise; ${notFound}.`,
    input: OrderIdBody, response: Type.Integer({ description: 'the order id' }), errors: [E.ORDER_NOT_FOUND, E.ORDER_CANNOT_DELETE],
  },
  num: {
    method: 'POST', path: '/api/order/num', auth: 'member',
    summary: "Counts of the caller's orders per tab",
    description: "order_status lists the tabs to count (waitpay, waitsend, waitconfirm, waitrate, refunding; unknown names are ignored); the answer has a count for each.",
    input: OrderNumBody, response: OrderNum,
  },
  package: {
    method: 'POST', path: '/api/order/package', auth: 'member',
    summary: "The order's packages with their tracking events",
    description: `Traces come from the logistics provider (order.logistics.ts), newest first, in the caller's language. ${notFound}.`,
    input: OrderIdBody, response: Type.Array(OrderPackageTrace), errors: [E.ORDER_NOT_FOUND],
  },
})
