import { Type, type Static, type TSchema } from '@sinclair/typebox'
import { defineEndpoints, Id, IntegerEnum, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { MerchantError } from '../merchant/merchant.messages.js'
import { OrderLine, OrderStatusValue, RefundStatusValue } from '../order/order.schema.js'
import { REFUND_TYPE } from './refund.machine.js'
import { RefundError } from './refund.messages.js'
import { CHANNEL_STATUS } from './refund.table.js'

export const REFUND_REASONS = ['not_wanted', 'wrong_item', 'not_as_described', 'quality', 'damaged', 'not_delivered', 'other'] as const
export const RefundReason = StringEnum(REFUND_REASONS, 'RefundReason', 'why the buyer asks for the refund (names in refund_reason_list)')

export const REFUND_ACTION_NAMES = ['apply', 'cancel', 'delivery', 'agree', 'refuse', 'receive', 'transfer'] as const
export const RefundActionValue = StringEnum(REFUND_ACTION_NAMES, 'RefundAction', "what the caller's side may do now (the buyer's or the shop's)")

export const RefundTypeValue = IntegerEnum(REFUND_TYPE, 'RefundType', '1 refund only, 2 return the goods and refund')
export const RefundChannelStatusValue = IntegerEnum(CHANNEL_STATUS, 'RefundChannelStatus',
  'the gateway part: 0 none, 1 processing, 2 succeeded, -1 failed (the platform handles it)')

const named = <V extends TSchema>(title: string, value: V) =>
  Type.Object({ value, name: Type.String({ description: "in the caller's language" }) }, { title })

/** Money a refund gives back, by the way the order was paid. */
const amountFields = {
  refund_money: Type.Integer({ minimum: 0, description: 'fen back in money: balance + the paying channel' }),
  refund_balance: Type.Integer({ minimum: 0, description: 'fen back to the balance' }),
  refund_channel: Type.Integer({ minimum: 0, description: 'fen back through the channel that paid (WeChat Pay, Alipay …)' }),
  refund_point: Type.Integer({ minimum: 0, description: 'points back' }),
  refund_delivery_money: Type.Integer({ minimum: 0, description: 'fen of freight in refund_money (only with the last line, before anything shipped)' }),
}

export const RefundHistoryEntry = Type.Object({
  from_status: RefundStatusValue,
  to_status: RefundStatusValue,
  /** who moved it */
  side: StringEnum(['buyer', 'seller', 'platform', 'system'] as const, 'RefundHistorySide'),
  reason: Type.String(),
  time: Type.Integer({ description: 'Unix seconds' }),
}, { title: 'RefundHistoryEntry' })

export const RefundDetail = Type.Object({
  order_goods_id: Type.Integer(),
  order_id: Type.Integer(),
  order_no: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  order_goods: OrderLine,
  refund_no: Type.String({ description: "'' before any application" }),
  refund_type: Type.Integer({ minimum: 0, maximum: 2, description: '0 before any application, 1 refund only, 2 return and refund' }),
  refund_type_name: Type.String(),
  refund_status: RefundStatusValue,
  refund_status_name: Type.String({ description: "in the caller's language; 'refund in progress' while the gateway is paying back" }),
  refund_reason: Type.String({ description: 'a RefundReason key' }),
  refund_reason_name: Type.String(),
  refund_remark: Type.String({ description: 'plain text as the buyer wrote it' }),
  refund_images: Type.Array(Type.String(), { description: 'relative upload paths' }),
  apply_money: Type.Integer({ minimum: 0, description: 'fen offered when the buyer applied' }),
  ...amountFields,
  channel_status: RefundChannelStatusValue,
  refund_address: Type.String({ description: 'where to send the goods back (return and refund, once agreed)' }),
  refund_delivery_name: Type.String(),
  refund_delivery_no: Type.String(),
  refund_delivery_remark: Type.String(),
  refuse_reason: Type.String(),
  apply_time: Type.Integer(),
  audit_time: Type.Integer(),
  delivery_time: Type.Integer(),
  receive_time: Type.Integer(),
  finish_time: Type.Integer(),
  actions: Type.Array(RefundActionValue),
  can_complain: Type.Boolean({ description: 'the buyer may ask the platform to step in (/api/ordercomplain/complain): refused, or unanswered for 48 hours' }),
  history: Type.Array(RefundHistoryEntry, { description: 'oldest first' }),
}, { title: 'RefundDetail' })
export type RefundDetail = Static<typeof RefundDetail>

export const RefundSummary = Type.Object({
  order_goods_id: Type.Integer(),
  order_id: Type.Integer(),
  order_no: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  order_goods: OrderLine,
  refund_no: Type.String(),
  refund_type: RefundTypeValue,
  refund_type_name: Type.String(),
  refund_status: RefundStatusValue,
  refund_status_name: Type.String(),
  apply_money: Type.Integer({ minimum: 0 }),
  refund_money: Type.Integer({ minimum: 0, description: 'fen paid back (0 until the money moved)' }),
  channel_status: RefundChannelStatusValue,
  apply_time: Type.Integer(),
  actions: Type.Array(RefundActionValue),
}, { title: 'RefundSummary' })
export type RefundSummary = Static<typeof RefundSummary>

export const RefundPage = PageOf(RefundSummary, 'RefundPage')
export type RefundPage = Static<typeof RefundPage>

export const RefundData = Type.Object({
  order_goods: OrderLine,
  order_id: Type.Integer(),
  order_no: Type.String(),
  order_status: OrderStatusValue,
  pay_type: Type.String(),
  ...amountFields,
  refund_type_list: Type.Array(named('RefundTypeOption', RefundTypeValue), { description: 'return and refund only once the goods left the shop' }),
  refund_reason_list: Type.Array(named('RefundReasonOption', RefundReason)),
  refund_status: RefundStatusValue,
  can_apply: Type.Boolean({ description: 'the line may be refunded now (a new application, or again after a refusal)' }),
  max_images: Type.Integer(),
}, { title: 'RefundData' })
export type RefundData = Static<typeof RefundData>

export const MAX_REFUND_IMAGES = 6

export const LineBody = Type.Object({ order_goods_id: Id() })
export type LineInput = Static<typeof LineBody>

const ImagePath = Type.String({ minLength: 1, maxLength: 255, pattern: '^upload/[A-Za-z0-9/_.-]+$' })

export const ApplyBody = Type.Object({
  order_goods_id: Id(),
  refund_type: RefundTypeValue,
  refund_reason: RefundReason,
  refund_remark: Type.Optional(Type.String({ maxLength: 500 })),
  refund_images: Type.Optional(Type.Array(ImagePath, { maxItems: MAX_REFUND_IMAGES, description: "the caller's own uploads (/api/upload/refund)" })),
})
export type ApplyInput = Static<typeof ApplyBody>

export const DeliveryBody = Type.Object({
  order_goods_id: Id(),
  refund_delivery_name: Type.String({ minLength: 1, maxLength: 50, description: 'carrier' }),
  refund_delivery_no: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9-]+$', description: 'tracking number' }),
  refund_delivery_remark: Type.Optional(Type.String({ maxLength: 255 })),
})
export type DeliveryInput = Static<typeof DeliveryBody>

export const REFUND_LIST_FILTERS = ['all', 'refunding', 'finished', 'refused', 'closed'] as const
export const RefundListsBody = Type.Object({
  ...PagingFields,
  refund_status: Type.Optional(StringEnum(REFUND_LIST_FILTERS, 'RefundListFilter',
    'all (default); refunding: requested, agreed, returning, received; finished; refused; closed: withdrawn by the buyer')),
})
export type RefundListsInput = Static<typeof RefundListsBody>

export const RefuseBody = Type.Object({ order_goods_id: Id(), refuse_reason: Type.String({ minLength: 1, maxLength: 255 }) })
export type RefuseInput = Static<typeof RefuseBody>

const E = RefundError
const notFound = `${E.REFUND_LINE_NOT_FOUND} when the line is not the caller's`
const changed = `${E.REFUND_STATUS_CHANGED} when another request moved the refund first`
const notNow = `${E.REFUND_ACTION_NOT_ALLOWED} when the refund's status does not allow it`

export const refundApi = defineEndpoints('refund', {
  refundData: {
    method: 'POST', path: '/api/orderrefund/refundData', auth: 'member',
    summary: 'What refunding one order line would give back, and the choices for the application',
    description:
      "The amounts are the line's share of what the order really paid (after both coupons, the level discount and points), split " +
      'between balance, the paying channel and points; freight is added only for the last unrefunded line while nothing has shipped. ' +
      `${notFound}.`,
    input: LineBody, response: RefundData, errors: [E.REFUND_LINE_NOT_FOUND],
  },
  refund: {
    method: 'POST', path: '/api/orderrefund/refund', auth: 'member',
    summary: 'Apply for a refund of one order line (again after a refusal)',
    description:
      'Paid orders not yet completed (1, 2, 3, 4). Return and refund (2) only once the line left the shop. Up to 6 evidence images, ' +
      `the caller's own uploads. Two applications at once make one. ${E.REFUND_NOT_ALLOWED} when the order cannot be refunded; ` +
      `${E.REFUND_TYPE_NOT_ALLOWED}; ${E.REFUND_IMAGE_INVALID}; ${notNow}; ${changed}; ${notFound}.`,
    input: ApplyBody, response: RefundDetail,
    errors: [E.REFUND_LINE_NOT_FOUND, E.REFUND_NOT_ALLOWED, E.REFUND_TYPE_NOT_ALLOWED, E.REFUND_IMAGE_INVALID, E.REFUND_ACTION_NOT_ALLOWED, E.REFUND_STATUS_CHANGED],
  },
  detail: {
    method: 'POST', path: '/api/orderrefund/detail', auth: 'member',
    summary: "The line's current refund with the buyer's actions and its history",
    description: `${notFound}; ${E.REFUND_NOT_FOUND} when the line has no application.`,
    input: LineBody, response: RefundDetail, errors: [E.REFUND_LINE_NOT_FOUND, E.REFUND_NOT_FOUND],
  },
  cancel: {
    method: 'POST', path: '/api/orderrefund/cancel', auth: 'member',
    summary: 'The buyer withdraws the application (requested, to return, or refused)',
    description: `${notNow}; ${changed}; ${notFound}.`,
    input: LineBody, response: RefundDetail, errors: [E.REFUND_LINE_NOT_FOUND, E.REFUND_NOT_FOUND, E.REFUND_ACTION_NOT_ALLOWED, E.REFUND_STATUS_CHANGED],
  },
  delivery: {
    method: 'POST', path: '/api/orderrefund/delivery', auth: 'member',
    summary: 'The buyer sends the goods back: carrier and tracking number (4 -> 5)',
    description: `${notNow}; ${changed}; ${notFound}.`,
    input: DeliveryBody, response: RefundDetail, errors: [E.REFUND_LINE_NOT_FOUND, E.REFUND_NOT_FOUND, E.REFUND_ACTION_NOT_ALLOWED, E.REFUND_STATUS_CHANGED],
  },
  lists: {
    method: 'POST', path: '/api/orderrefund/lists', auth: 'member',
    summary: "A page of the caller's refunds, newest application first",
    description: 'One entry per order line with an application; page_size 10 by default, 50 at most.',
    input: RefundListsBody, response: RefundPage,
  },
})

const M = MerchantError
export const merchantRefundApi = defineEndpoints('refund.merchant', {
  lists: {
    method: 'POST', path: '/merchant/api/refund/lists', auth: 'merchant',
    summary: "A page of the shop's refunds, newest application first, with the shop's actions",
    description: "Role 'order' or 'admin'. refund_status filters as the buyer's list.",
    input: RefundListsBody, response: RefundPage, errors: [M.ROLE_FORBIDDEN],
  },
  detail: {
    method: 'POST', path: '/merchant/api/refund/detail', auth: 'merchant',
    summary: "One of the shop's refunds with the shop's actions",
    description: `${E.REFUND_LINE_NOT_FOUND} for a line of another shop.`,
    input: LineBody, response: RefundDetail, errors: [M.ROLE_FORBIDDEN, E.REFUND_LINE_NOT_FOUND, E.REFUND_NOT_FOUND],
  },
  agree: {
    method: 'POST', path: '/merchant/api/refund/agree', auth: 'merchant',
    summary: 'Agree: a refund only waits for the transfer (1 -> 2), a return waits for the goods (1 -> 4)',
    description: `The return address is the shop's. ${notNow}; ${changed}.`,
    input: LineBody, response: RefundDetail, errors: [M.ROLE_FORBIDDEN, E.REFUND_LINE_NOT_FOUND, E.REFUND_NOT_FOUND, E.REFUND_ACTION_NOT_ALLOWED, E.REFUND_STATUS_CHANGED],
  },
  refuse: {
    method: 'POST', path: '/merchant/api/refund/refuse', auth: 'merchant',
    summary: 'Refuse with a reason (requested, or returned goods not accepted)',
    description: `The buyer may apply again while the order is not completed, or complain. ${notNow}; ${changed}.`,
    input: RefuseBody, response: RefundDetail, errors: [M.ROLE_FORBIDDEN, E.REFUND_LINE_NOT_FOUND, E.REFUND_NOT_FOUND, E.REFUND_ACTION_NOT_ALLOWED, E.REFUND_STATUS_CHANGED],
  },
  receive: {
    method: 'POST', path: '/merchant/api/refund/receive', auth: 'merchant',
    summary: 'The returned goods arrived (5 -> 6)',
    description: `${notNow}; ${changed}.`,
    input: LineBody, response: RefundDetail, errors: [M.ROLE_FORBIDDEN, E.REFUND_LINE_NOT_FOUND, E.REFUND_NOT_FOUND, E.REFUND_ACTION_NOT_ALLOWED, E.REFUND_STATUS_CHANGED],
  },
  transfer: {
    method: 'POST', path: '/merchant/api/refund/transfer', auth: 'merchant',
    summary: 'Pay the refund back through the channels that paid (2 or 6 -> 3)',
    description:
      'Balance and points go back at once; the gateway part goes through WeChat Pay or Alipay with the refund\'s own number (the same on ' +
      'every retry). While the gateway is processing the refund stays in its status with channel_status 1, and finishes when the gateway ' +
      "confirms (its notification or the sweep's query). When every line of the order is refunded the order closes; coupons go back " +
      `when that happens before anything shipped. ${E.REFUND_CHANNEL_LIMIT} when WeChat's 50 partial refunds of the payment are used; ` +
      `${E.REFUND_CHANNEL_UNAVAILABLE} when the paying channel is not configured; ${notNow}; ${changed}.`,
    input: LineBody, response: RefundDetail,
    errors: [M.ROLE_FORBIDDEN, E.REFUND_LINE_NOT_FOUND, E.REFUND_NOT_FOUND, E.REFUND_ACTION_NOT_ALLOWED, E.REFUND_STATUS_CHANGED, E.REFUND_CHANNEL_LIMIT, E.REFUND_CHANNEL_UNAVAILABLE],
  },
})
