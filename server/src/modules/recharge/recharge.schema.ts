import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { CouponKind } from '../coupon/coupon.schema.js'
import { RechargeError } from './recharge.messages.js'

/** The most one recharge may be: ¥50,000 (fen). */
export const MAX_FACE_VALUE = 5_000_000
/** Points or growth one package may give. */
export const MAX_GIFT_POINTS = 10_000_000
/** Coupon types one package may give. */
export const MAX_PACKAGE_COUPONS = 10
/** Unpaid recharge orders a member may hold at once (they close after the unpaid timeout). */
export const MAX_WAITING_ORDERS = 20

const Fen = (description: string, minimum = 0) => Type.Integer({ minimum, maximum: MAX_FACE_VALUE, description })

export const RechargeStatusEnum = StringEnum(['waiting', 'paid', 'closed'] as const, 'RechargeStatus',
  "'waiting' not paid yet (closes after the unpaid timeout), 'paid' paid and credited (once), 'closed' closed unpaid")

/** A coupon a package gives (a platform coupon type). */
export const RechargeCoupon = Type.Object({
  coupon_type_id: Type.Integer(),
  coupon_name: Type.String(),
  type: CouponKind,
  money: Type.Integer({ description: "fen, for 'reward'" }),
  discount: Type.Integer({ description: "tenths (95 = 9.5折), for 'discount'" }),
  at_least: Type.Integer({ description: 'fen; 0: no threshold' }),
}, { title: 'RechargeCoupon' })
export type RechargeCoupon = Static<typeof RechargeCoupon>

export const RechargePackage = Type.Object({
  recharge_id: Type.Integer(),
  recharge_name: Type.String(),
  cover_img: Type.String({ description: "an upload path or URL; '' when none" }),
  face_value: Type.Integer({ description: 'fen the member pays and receives in the balance (stored value: spendable on orders, not withdrawable)' }),
  gift_balance: Type.Integer({ description: 'fen of balance given on top' }),
  point: Type.Integer({ description: 'points given' }),
  growth: Type.Integer({ description: 'growth given' }),
  coupon_list: Type.Array(RechargeCoupon, { description: 'one coupon of each given (withdrawn coupon types are left out)' }),
  sort: Type.Integer({ description: 'smaller first' }),
  status: Type.Integer({ description: '1 on sale, 0 off' }),
  sale_num: Type.Integer({ description: 'paid recharges of this package' }),
  create_time: Type.Integer(),
}, { title: 'RechargePackage' })
export type RechargePackage = Static<typeof RechargePackage>
export const RechargePackagePage = PageOf(RechargePackage, 'RechargePackagePage')
export type RechargePackagePage = Static<typeof RechargePackagePage>

export const RechargeConfig = Type.Object({
  is_use: Type.Integer({ description: '1: the memberrecharge add-on is on' }),
  free_amount_use: Type.Integer({ description: '1: a member may recharge an amount of their own (recharge_id 0)' }),
  free_amount_min: Type.Integer({ description: 'fen, the smallest free amount' }),
  free_amount_max: Type.Integer({ description: 'fen, the largest free amount' }),
}, { title: 'RechargeConfig' })
export type RechargeConfig = Static<typeof RechargeConfig>

export const RechargeOrder = Type.Object({
  order_id: Type.Integer(),
  order_no: Type.String(),
  out_trade_no: Type.String({ description: 'its payment: /api/pay/info | pay | status' }),
  recharge_id: Type.Integer({ description: '0: a free amount' }),
  recharge_name: Type.String(),
  cover_img: Type.String(),
  face_value: Type.Integer({ description: 'fen credited to the balance' }),
  pay_money: Type.Integer({ description: 'fen paid (the face value)' }),
  gift_balance: Type.Integer({ description: 'fen of balance given on top' }),
  point: Type.Integer(),
  growth: Type.Integer(),
  coupon_list: Type.Array(RechargeCoupon),
  status: RechargeStatusEnum,
  status_name: Type.String({ description: "the status in the caller's language" }),
  pay_type: Type.String({ description: "the channel that paid ('wechatpay', 'alipay', 'devpay'); '' until paid" }),
  create_time: Type.Integer(),
  pay_time: Type.Integer({ description: '0 until paid' }),
  close_time: Type.Integer({ description: '0 unless closed' }),
}, { title: 'RechargeOrder' })
export type RechargeOrder = Static<typeof RechargeOrder>
export const RechargeOrderPage = PageOf(RechargeOrder, 'RechargeOrderPage')
export type RechargeOrderPage = Static<typeof RechargeOrderPage>

export const RechargeCreated = Type.Object({
  out_trade_no: Type.String({ description: 'pay it with the ordinary calls: /api/pay/pay {out_trade_no, pay_type}' }),
  order_id: Type.Integer(),
  order_no: Type.String(),
  pay_money: Type.Integer({ description: 'fen' }),
}, { title: 'RechargeCreated' })
export type RechargeCreated = Static<typeof RechargeCreated>

export const RechargeIdBody = Type.Object({ recharge_id: Id() })
export type RechargeIdInput = Static<typeof RechargeIdBody>
export const RechargeCreateBody = Type.Object({
  recharge_id: Id({ minimum: 0, description: 'a package on sale; 0 for a free amount (face_value)' }),
  face_value: Type.Optional(Fen('fen; required with recharge_id 0, inside the operator\'s bounds; ignored for a package', 1)),
})
export type RechargeCreateInput = Static<typeof RechargeCreateBody>
export const RechargeOrderPageBody = Type.Object({
  ...PagingFields,
  status: Type.Optional(RechargeStatusEnum),
})
export type RechargeOrderPageInput = Static<typeof RechargeOrderPageBody>
export const RechargeOrderIdBody = Type.Object({ order_id: Id() })
export type RechargeOrderIdInput = Static<typeof RechargeOrderIdBody>

const PackageFields = {
  recharge_name: Type.String({ minLength: 1, maxLength: 50 }),
  cover_img: Type.Optional(Type.String({ maxLength: 255, pattern: '^(|upload/[A-Za-z0-9/_.-]+|https?://[^\\s"<>]+)$', description: "an upload path (upload/…) or an http(s) URL; '' none" })),
  face_value: Fen('fen the member pays and receives (1 … 5,000,000)', 1),
  gift_balance: Type.Optional(Fen('fen of balance given on top (default 0)')),
  point: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_GIFT_POINTS, description: 'points given (default 0)' })),
  growth: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_GIFT_POINTS, description: 'growth given (default 0)' })),
  coupon_ids: Type.Optional(Type.Array(Id(), { maxItems: MAX_PACKAGE_COUPONS, description: 'active platform coupon types (site_id 0) of this website' })),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, description: 'smaller first (default 0)' })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 on sale (default), 0 off' })),
}
export const RechargeAddBody = Type.Object(PackageFields)
export type RechargeAddInput = Static<typeof RechargeAddBody>
export const RechargeEditBody = Type.Object({ recharge_id: Id(), ...PackageFields })
export type RechargeEditInput = Static<typeof RechargeEditBody>
export const RechargeStatusBody = Type.Object({ recharge_id: Id(), status: Type.Integer({ minimum: 0, maximum: 1, description: '1 on sale, 0 off' }) })
export type RechargeStatusInput = Static<typeof RechargeStatusBody>
export const RechargeListsBody = Type.Object({
  ...PagingFields,
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
})
export type RechargeListsInput = Static<typeof RechargeListsBody>
export const RechargeSetConfigBody = Type.Object({
  free_amount_use: Type.Integer({ minimum: 0, maximum: 1 }),
  free_amount_min: Fen('fen, at least 1', 1),
  free_amount_max: Fen('fen, at most 5,000,000 and not below the minimum', 1),
})
export type RechargeSetConfigInput = Static<typeof RechargeSetConfigBody>
export const RechargeDeleted = Type.Object({ recharge_id: Type.Integer() }, { title: 'RechargeDeleted' })

const E = RechargeError
export const rechargeApi = defineEndpoints('recharge', {
  config: {
    method: ['GET', 'POST'], path: '/memberrecharge/api/memberrecharge/config',
    summary: 'Whether recharging is open, and the free amount the operator allows',
    response: RechargeConfig,
  },
  page: {
    method: ['GET', 'POST'], path: '/memberrecharge/api/memberrecharge/page',
    summary: 'The recharge packages on sale, by sort',
    description: 'Empty while the memberrecharge add-on is off.',
    input: Type.Object({ ...PagingFields }), response: RechargePackagePage,
  },
  info: {
    method: ['GET', 'POST'], path: '/memberrecharge/api/memberrecharge/info',
    summary: 'One package on sale',
    description: `-10004 for an unknown package; ${E.RECHARGE_PACKAGE_OFF} for one off sale; ${E.RECHARGE_CLOSED} when the add-on is off.`,
    input: RechargeIdBody, response: RechargePackage, errors: [E.RECHARGE_PACKAGE_OFF, E.RECHARGE_CLOSED],
  },
  create: {
    method: 'POST', path: '/memberrecharge/api/ordercreate/create', auth: 'member',
    summary: 'A recharge order and its payment (event recharge): pay its out_trade_no with /api/pay/pay',
    description: 'A package on sale (recharge_id), or a free amount (recharge_id 0 with face_value, when the operator allows one). ' +
      'The payment is for the face value and is paid through a channel only (not with the balance). When its notification ' +
      'arrives, the face value lands in the balance (stored value: spendable, not withdrawable) with the package\'s gifts ' +
      '(balance, points, growth, coupons), once. Unpaid, it closes after the same timeout as orders. ' +
      `-10004 unknown package; ${E.RECHARGE_PACKAGE_OFF} off sale; ${E.RECHARGE_FREE_AMOUNT_OFF} no free amount allowed; ` +
      `${E.RECHARGE_AMOUNT_OUT_OF_RANGE} a free amount outside the bounds (or missing); ${E.RECHARGE_CLOSED} add-on off; ` +
      `${E.RECHARGE_TOO_MANY_WAITING} ${MAX_WAITING_ORDERS} unpaid recharges already.`,
    input: RechargeCreateBody, response: RechargeCreated,
    errors: [E.RECHARGE_CLOSED, E.RECHARGE_PACKAGE_OFF, E.RECHARGE_FREE_AMOUNT_OFF, E.RECHARGE_AMOUNT_OUT_OF_RANGE, E.RECHARGE_TOO_MANY_WAITING],
  },
  orderPage: {
    method: ['GET', 'POST'], path: '/memberrecharge/api/order/page', auth: 'member',
    summary: "The caller's recharge orders, newest first",
    input: RechargeOrderPageBody, response: RechargeOrderPage,
  },
  orderDetail: {
    method: ['GET', 'POST'], path: '/memberrecharge/api/order/detail', auth: 'member',
    summary: "One recharge order of the caller (another member's answers -10004, as an unknown one)",
    input: RechargeOrderIdBody, response: RechargeOrder,
  },
  adminLists: {
    method: 'POST', path: '/admin/api/recharge/lists', auth: 'admin',
    summary: 'Operator: every recharge package (on and off sale), by sort',
    input: RechargeListsBody, response: RechargePackagePage,
  },
  adminAdd: {
    method: 'POST', path: '/admin/api/recharge/add', auth: 'admin',
    summary: 'Operator: adds a recharge package',
    description: `${E.RECHARGE_COUPON_INVALID} a coupon type that is not an active platform coupon (site_id 0) of this website.`,
    input: RechargeAddBody, response: RechargePackage, errors: [E.RECHARGE_COUPON_INVALID],
  },
  adminEdit: {
    method: 'POST', path: '/admin/api/recharge/edit', auth: 'admin',
    summary: 'Operator: changes a recharge package (orders keep what they were sold)',
    description: `-10004 unknown package; ${E.RECHARGE_COUPON_INVALID} as for add.`,
    input: RechargeEditBody, response: RechargePackage, errors: [E.RECHARGE_COUPON_INVALID],
  },
  adminDelete: {
    method: 'POST', path: '/admin/api/recharge/delete', auth: 'admin',
    summary: 'Operator: deletes a recharge package (its orders keep their snapshot)',
    input: RechargeIdBody, response: RechargeDeleted,
  },
  adminStatus: {
    method: 'POST', path: '/admin/api/recharge/status', auth: 'admin',
    summary: 'Operator: puts a package on sale (1) or off (0)',
    input: RechargeStatusBody, response: RechargePackage,
  },
  adminConfig: {
    method: 'POST', path: '/admin/api/recharge/config', auth: 'admin',
    summary: 'Operator: the recharge settings (website setting memberrecharge_config)',
    response: RechargeConfig,
  },
  adminSetConfig: {
    method: 'POST', path: '/admin/api/recharge/setconfig', auth: 'admin',
    summary: 'Operator: allows a free amount or not, with its minimum and maximum (fen)',
    description: `${E.RECHARGE_CONFIG_INVALID} the minimum is above the maximum.`,
    input: RechargeSetConfigBody, response: RechargeConfig, errors: [E.RECHARGE_CONFIG_INVALID],
  },
})
