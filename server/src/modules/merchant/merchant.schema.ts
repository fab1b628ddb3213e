import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { AuthError } from '../auth/auth.messages.js'
import { CaptchaError } from '../captcha/captcha.messages.js'
import { CaptchaFields } from '../captcha/captcha.schema.js'
import { OrderDetail, OrderMoved, OrderStatusValue, OrderSummary, OrderTab, OrderTypeValue } from '../order/order.schema.js'
import { OrderError } from '../order/order.messages.js'
import { CommonError } from '../../contract/errors.js'
import { GUESS_LIMIT } from '../verify/verify.table.js'
import { MerchantError } from './merchant.messages.js'

export const MERCHANT_ACTIONS = ['delivery', 'localdelivery_start', 'localdelivery_finish', 'verify'] as const
export const MerchantAction = StringEnum(MERCHANT_ACTIONS, 'MerchantOrderAction', 'what the shop may do with the order now')

const { actions: _buyerActions, ...summaryProps } = OrderSummary.properties
const { actions: _detailActions, ...detailProps } = OrderDetail.properties
void _buyerActions
void _detailActions

export const MerchantOrder = Type.Object({
  ...summaryProps,
  member_id: Type.Integer(),
  name: Type.String({ description: 'consignee' }),
  mobile: Type.String(),
  full_address: Type.String(),
  merchant_actions: Type.Array(MerchantAction),
}, { title: 'MerchantOrder' })
export type MerchantOrder = Static<typeof MerchantOrder>

export const MerchantOrderDetail = Type.Object({
  ...detailProps,
  member_id: Type.Integer(),
  merchant_actions: Type.Array(MerchantAction),
  wechat_report_status: Type.Integer({
    minimum: -2, maximum: 2,
    description: "WeChat's shipping-information report of the order's payment (WeChat Pay in the mini-program): 0 none, 1 waiting, 2 reported, " +
      '-1 failed (retried), -2 refused by WeChat for good (report it in the mini-program console)',
  }),
  wechat_report_error: Type.String({ description: "WeChat's last refusal, '' when none" }),
}, { title: 'MerchantOrderDetail' })
export type MerchantOrderDetail = Static<typeof MerchantOrderDetail>

export const MerchantOrderPage = PageOf(MerchantOrder, 'MerchantOrderPage')
export type MerchantOrderPage = Static<typeof MerchantOrderPage>

export const STAFF_ROLE_VALUES = ['admin', 'order', 'verify'] as const
export const StaffRoleValue = StringEnum(STAFF_ROLE_VALUES, 'StaffRole', "'admin' everything; 'order' list, ship and deliver; 'verify' write off codes")

export const MerchantLoginBody = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 50 }),
  password: Type.String({ minLength: 1, maxLength: 100 }),
  ...CaptchaFields,
})
export type MerchantLoginInput = Static<typeof MerchantLoginBody>
export const MerchantSession = Type.Object({
  token: Type.String({ description: 'the staff token: send it in the `token` header of /merchant/api/* calls' }),
  staff_id: Type.Integer(),
  username: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  roles: Type.Array(StaffRoleValue),
  expires_at: Type.Integer({ description: 'Unix seconds' }),
}, { title: 'MerchantSession' })
export type MerchantSession = Static<typeof MerchantSession>

export const MerchantListsBody = Type.Object({
  ...PagingFields,
  order_status: Type.Optional(OrderTab),
  search: Type.Optional(Type.String({ maxLength: 50, description: 'order number, goods name, consignee or mobile, part of it' })),
})
export type MerchantListsInput = Static<typeof MerchantListsBody>

export const MerchantDeliveryBody = Type.Object({
  order_id: Id(),
  order_goods_ids: Type.String({ minLength: 1, maxLength: 500, pattern: '^(all|\\d{1,10}(,\\d{1,10})*)$', description: "comma separated order_goods ids of this order, or 'all' (the lines not shipped yet)" }),
  delivery_type: Type.Union([Type.Literal(1), Type.Literal(0)], { description: '1 with a logistics company and number, 0 no logistics needed' }),
  express_company_id: Type.Optional(Id({ minimum: 0 })),
  express_company_name: Type.Optional(Type.String({ maxLength: 50 })),
  delivery_no: Type.Optional(Type.String({ maxLength: 50, pattern: '^[A-Za-z0-9-]*$' })),
})
export type MerchantDeliveryInput = Static<typeof MerchantDeliveryBody>

export const MerchantOrderIdBody = Type.Object({ order_id: Id() })
export const VerifyBody = Type.Object({ verify_code: Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }) })

export const VerifyResult = Type.Object({
  order_id: Type.Integer(),
  order_no: Type.String(),
  order_type: OrderTypeValue,
  // after the write-off: 4 for a pickup order, 10 for a virtual one
  order_status: OrderStatusValue,
  order_goods: OrderSummary.properties.order_goods,
}, { title: 'VerifyResult' })

const M = MerchantError
const O = OrderError
const staff = 'Staff of one shop only ever see and move that shop\'s orders; another shop\'s order answers order not found.'

export const merchantApi = defineEndpoints('merchant', {
  login: {
    method: 'POST', path: '/merchant/api/login',
    summary: 'Merchant staff log in with username and password (captcha as the member login)',
    description:
      `A wrong username or password answers ${M.LOGIN_FAILED} (alike and at the same cost, so usernames cannot be probed). ` +
      `The captcha as /api/login/login: on every login when the captcha config asks for it (${CaptchaError.REQUIRED} / ` +
      `${CaptchaError.WRONG}), otherwise after 2 wrong passwords in a row for the username or 20 from the address within an hour ` +
      `(${AuthError.LOGIN_CAPTCHA_REQUIRED} with {captcha_required: 1}, the password not judged); from the 3rd wrong in a row the ` +
      'answer comes late (0.5 s, doubling up to 8 s). No account is ever locked: a right password with a solved captcha gets in. At 5 wrong in a row ' +
      `(again at most once an hour) the shop's owner gets a site message. A disabled account ${M.STAFF_DISABLED}. ` +
      'The token is a staff token: member calls refuse it and merchant calls refuse member tokens.',
    input: MerchantLoginBody, response: MerchantSession,
    errors: [M.LOGIN_FAILED, M.STAFF_DISABLED, AuthError.LOGIN_CAPTCHA_REQUIRED, CaptchaError.REQUIRED, CaptchaError.WRONG],
  },
  orderLists: {
    method: 'POST', path: '/merchant/api/order/lists', auth: 'merchant',
    summary: "A page of the staff member's shop orders, newest first",
    description: `Role 'order' or 'admin' (${M.ROLE_FORBIDDEN} otherwise). Tabs as /api/order/lists. ${staff}`,
    input: MerchantListsBody, response: MerchantOrderPage, errors: [M.ROLE_FORBIDDEN],
  },
  orderDetail: {
    method: 'POST', path: '/merchant/api/order/detail', auth: 'merchant',
    summary: 'One order of the shop',
    description: `Role 'order' or 'admin'. ${staff}`,
    input: MerchantOrderIdBody, response: MerchantOrderDetail, errors: [M.ROLE_FORBIDDEN, O.ORDER_NOT_FOUND],
  },
  orderDelivery: {
    method: 'POST', path: '/merchant/api/order/delivery', auth: 'merchant',
    summary: 'Ship lines of an express order (one package)',
    description:
      'Role \'order\' or \'admin\'. Only express orders waiting for shipment (1); delivery_type 1 needs express_company_name and delivery_no. ' +
      'The lines named (or all not yet shipped) go into one package; when every line is shipped the order moves 1 -> 3 with ' +
      'delivery_time and auto_receive_at = now + order_config.auto_receive_days. When the order was paid by WeChat Pay in the ' +
      'mini-program, its payment is reported to WeChat with every parcel so far (split delivery until all its orders are fulfilled). ' +
      `${M.ORDER_NOT_SHIPPABLE} in another status or type, ` +
      `${M.LINES_INVALID} for lines not of this order or already shipped, ${M.EXPRESS_REQUIRED} without company or number, ` +
      `${O.ORDER_STATUS_CHANGED} when another request moved the order first. ${staff}`,
    input: MerchantDeliveryBody, response: OrderMoved,
    errors: [M.ROLE_FORBIDDEN, O.ORDER_NOT_FOUND, M.ORDER_NOT_SHIPPABLE, M.LINES_INVALID, M.EXPRESS_REQUIRED, O.ORDER_STATUS_CHANGED],
  },
  localDeliveryStart: {
    method: 'POST', path: '/merchant/api/order/localdelivery/start', auth: 'merchant',
    summary: 'A local delivery order leaves the shop (1 -> 3)',
    description: `Role 'order' or 'admin'. Local delivery orders (type 3) waiting for delivery only (${M.ORDER_NOT_SHIPPABLE} otherwise); sets auto_receive_at. ` +
      `A mini-program WeChat payment is reported to WeChat as same-city delivery (2) once all its orders are fulfilled. ${staff}`,
    input: MerchantOrderIdBody, response: OrderMoved, errors: [M.ROLE_FORBIDDEN, O.ORDER_NOT_FOUND, M.ORDER_NOT_SHIPPABLE, O.ORDER_STATUS_CHANGED],
  },
  localDeliveryFinish: {
    method: 'POST', path: '/merchant/api/order/localdelivery/finish', auth: 'merchant',
    summary: 'A local delivery order is handed over (3 -> 4)',
    description: `Role 'order' or 'admin'. Local delivery orders on their way (3) only (${M.ORDER_NOT_SHIPPABLE} otherwise). ${staff}`,
    input: MerchantOrderIdBody, response: OrderMoved, errors: [M.ROLE_FORBIDDEN, O.ORDER_NOT_FOUND, M.ORDER_NOT_SHIPPABLE, O.ORDER_STATUS_CHANGED],
  },
  verify: {
    method: 'POST', path: '/merchant/api/order/verify', auth: 'merchant',
    summary: 'Write off a pickup or virtual code',
    description:
      `Role 'verify' or 'admin'. A pickup order awaiting pickup (2) moves to received (4); a virtual order ready to use (4) to completed (10). ` +
      `A code of another shop, or unknown, answers ${M.VERIFY_CODE_NOT_FOUND}; one already written off ${M.VERIFY_CODE_USED}. ` +
      'The same write-off as the member desk (/api/verify/verify): one verify record per code, and unknown codes count against the ' +
      `staff account's guessing limit (${GUESS_LIMIT.misses} per ${GUESS_LIMIT.windowSeconds / 60} minutes, then ${CommonError.TOO_MANY_REQUESTS}).`,
    input: VerifyBody, response: VerifyResult, errors: [M.ROLE_FORBIDDEN, M.VERIFY_CODE_NOT_FOUND, M.VERIFY_CODE_USED, O.ORDER_STATUS_CHANGED],
  },
})
