import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, IntegerEnum, StringEnum } from '../../contract/endpoint.js'
import { PayError as E } from './pay.messages.js'
import { PAY_STATUS } from './pay.table.js'

/** /api/order/pay takes at most this many orders at once. */
export const ORDER_PAY_MAX_IDS = 50

export const PayClientKindEnum = StringEnum(['weapp', 'wechat_h5', 'h5', 'alipay_mini', 'alipay_h5'] as const, 'PayClientKind',
  "where the shopper pays: 'weapp' the WeChat mini-program, 'wechat_h5' H5 in the WeChat browser (JSAPI), 'h5' H5 in another browser " +
  "(WeChat h5 / Alipay QUICK_WAP_WAY), 'alipay_mini' the Alipay mini-program (my.tradePay), 'alipay_h5' H5 in the Alipay browser. " +
  'Absent: derived from app_type (weapp, aliapp, wechat, alifuwu) and, for h5, the User-Agent (MicroMessenger, AlipayClient).')

export const PayStatusEnum = StringEnum(['waiting', 'paid', 'closed'] as const, 'PayStatus',
  "'waiting' not paid yet, 'paid' paid (once, for good), 'closed' closed without payment (its orders closed, or replaced by a new out_trade_no through /api/order/pay)")

/** The origin's number for paid or not (PAY_STATUS; the app's PAID_STATUS, PayStatus being the payment's own state). */
export const PaidStatusValue = IntegerEnum(PAY_STATUS, 'PaidStatus', '0 not paid (waiting or closed), 2 paid')

export const PrepayTypeEnum = StringEnum(['jsapi', 'url', 'form', 'tradepay', 'dev'] as const, 'PrepayType',
  "what the client does: 'jsapi' wx.requestPayment / WeixinJSBridge with `data`; 'url' open `url` (WeChat h5); 'form' post " +
  "`data.html` (Alipay QUICK_WAP_WAY); 'tradepay' my.tradePay with `data.tradeNO`; 'dev' the development channel: confirm, then " +
  'call /api/pay/devpay/confirm with `data.attempt_no`')

const OutTradeNo = Type.String({ minLength: 6, maxLength: 32, pattern: '^[0-9A-Za-z]+$', description: 'the payment number checkout (or /api/order/pay) answered' })
const PayType = Type.String({ minLength: 1, maxLength: 20, pattern: '^[a-z][a-z0-9_]*$', description: "a channel /api/pay/type lists ('wechatpay', 'alipay', 'devpay')" })

export const PayOrderBrief = Type.Object({
  order_id: Type.Integer(),
  order_no: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  order_status: Type.Integer({ description: '0 pending payment, 1 pending shipment, 2 awaiting pickup, 4 received, -1 closed …' }),
  order_money: Type.Integer({ description: 'fen' }),
  balance_money: Type.Integer({ description: 'fen taken from the balance at checkout' }),
  pay_money: Type.Integer({ description: 'fen a channel takes for this order' }),
}, { title: 'PayOrderBrief' })

export const PayInfo = Type.Object({
  out_trade_no: Type.String(),
  pay_body: Type.String(),
  pay_money: Type.Integer({ minimum: 0, description: 'fen a channel must take; 0 when the balance covered everything' }),
  pay_status: PaidStatusValue,
  status: PayStatusEnum,
  event: Type.String({ description: "what the payment is for: 'order' (checkout: `orders` lists them) or 'recharge' (a member recharge, /memberrecharge/api/order/*)" }),
  pay_type: Type.String({ description: "the channel that paid ('BALANCE' for balance-only payments); '' until paid" }),
  create_time: Type.Integer(),
  pay_time: Type.Integer({ description: '0 until paid' }),
  close_time: Type.Integer({ description: '0 unless closed' }),
  orders: Type.Array(PayOrderBrief),
}, { title: 'PayInfo' })
export type PayInfo = Static<typeof PayInfo>

export const PayTypes = Type.Object({
  pay_type: Type.String({ description: "the channels this client can pay with, comma separated ('wechatpay,alipay,devpay'); '' when none" }),
  client_kind: PayClientKindEnum,
}, { title: 'PayTypes' })
export type PayTypes = Static<typeof PayTypes>

export const PrepayAnswer = Type.Object({
  type: PrepayTypeEnum,
  data: Type.Record(Type.String(), Type.String(), { description: 'the parameters of the platform call (see type)' }),
  url: Type.Optional(Type.String()),
  pay_type: Type.String(),
  attempt_no: Type.String({ description: 'the number the gateway knows this payment attempt by' }),
}, { title: 'PrepayAnswer' })
export type PrepayAnswer = Static<typeof PrepayAnswer>

export const PayStatusAnswer = Type.Object({
  pay_status: PaidStatusValue,
  status: PayStatusEnum,
  out_trade_no: Type.String(),
  pay_money: Type.Integer({ description: 'fen' }),
}, { title: 'PayStatusAnswer' })
export type PayStatusAnswer = Static<typeof PayStatusAnswer>

export const PayInfoBody = Type.Object({ out_trade_no: OutTradeNo })
export type PayInfoInput = Static<typeof PayInfoBody>
export const PayTypeInput = Type.Object({ client_kind: Type.Optional(PayClientKindEnum) })
export type PayTypeInput = Static<typeof PayTypeInput>
export const PayPayBody = Type.Object({
  out_trade_no: OutTradeNo,
  pay_type: PayType,
  return_url: Type.Optional(Type.String({
    maxLength: 512,
    description: 'where an off-site payment returns (WeChat h5, Alipay wap): a path of this site (`/h5/pages/pay/browser/browser?...`) ' +
      'or an absolute URL on this site or a host PAY_RETURN_HOSTS names; default /h5/pages/pay/browser/browser?out_trade_no=…',
  })),
  client_kind: Type.Optional(PayClientKindEnum),
})
export type PayPayInput = Static<typeof PayPayBody>
export const DevpayConfirmBody = Type.Object({
  attempt_no: Type.String({ minLength: 8, maxLength: 40, pattern: '^[0-9A-Za-z]+$', description: "the `data.attempt_no` /api/pay/pay answered with type 'dev'" }),
})
export type DevpayConfirmInput = Static<typeof DevpayConfirmBody>
export const OrderPayBody = Type.Object({
  order_ids: Type.String({
    maxLength: 600, pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$',
    description: `comma separated ids of the caller's orders pending payment ("1,2"), at most ${ORDER_PAY_MAX_IDS}`,
  }),
})
export type OrderPayInput = Static<typeof OrderPayBody>

export const OrderPayAnswer = Type.Object({
  out_trade_no: Type.String(),
  pay_money: Type.Integer({ description: 'fen the new payment takes' }),
}, { title: 'OrderPayAnswer' })

export const payApi = defineEndpoints('pay', {
  info: {
    method: 'POST', path: '/api/pay/info', auth: 'member', summary: 'A payment of the caller, with its orders',
    description: "The caller's own payment only: another member's out_trade_no answers -10004 (not found), as an unknown one does.",
    input: PayInfoBody, response: PayInfo,
  },
  type: {
    method: ['GET', 'POST'], path: '/api/pay/type', summary: 'The payment channels of this client',
    description: 'The channels configured on this server that serve the client kind (client_kind, else derived from app_type and ' +
      'the User-Agent): wechatpay (weapp, wechat_h5 JSAPI, h5 through the h5 product), alipay (alipay_mini, alipay_h5, h5 ' +
      'QUICK_WAP_WAY), devpay (the development channel: development servers, or PAY_DEV_CHANNEL=on).',
    input: PayTypeInput, response: PayTypes,
  },
  pay: {
    method: 'POST', path: '/api/pay/pay', auth: 'member', summary: 'Starts (or resumes) paying through a channel',
    description: 'Opens an attempt at the gateway (attempt_no = out_trade_no + a 2-digit sequence) for pay_money, and answers what ' +
      'the client does next. The open attempt of the same channel and client kind is answered again while it has not expired; an open ' +
      'attempt of another channel (or kind) is first closed at its gateway: when the gateway says it was paid meanwhile, the payment ' +
      `is completed and ${E.PAY_ALREADY_PAID} answered. ${E.PAY_ALREADY_PAID} paid already, ${E.PAY_CLOSED} closed, ${E.PAY_NOTHING_TO_PAY} ` +
      `pay_money is 0, ${E.PAY_TYPE_UNAVAILABLE} the channel is not configured or does not serve this client, ${E.PAY_OPENID_REQUIRED} ` +
      `a WeChat JSAPI / mini-program or Alipay mini-program payment without the member's identity on that platform, ` +
      `${E.PAY_GATEWAY_FAILED} the gateway refused or was unreachable, ${E.PAY_BUSY} another request is changing this payment.`,
    input: PayPayBody, response: PrepayAnswer,
    errors: [E.PAY_ALREADY_PAID, E.PAY_CLOSED, E.PAY_NOTHING_TO_PAY, E.PAY_TYPE_UNAVAILABLE, E.PAY_OPENID_REQUIRED, E.PAY_GATEWAY_FAILED, E.PAY_BUSY],
  },
  status: {
    method: 'POST', path: '/api/pay/status', auth: 'member', summary: 'Whether a payment is paid',
    description: "The caller's own payment only (-10004 otherwise). While an attempt is open the gateway is asked now and then (at " +
      'most every 3 seconds per attempt), so a payment whose notification was lost still completes.',
    input: PayInfoBody, response: PayStatusAnswer,
  },
  devpayConfirm: {
    method: 'POST', path: '/api/pay/devpay/confirm', auth: 'member', summary: 'Development channel: the shopper confirms the payment',
    description: 'Only with the development channel on (else ' + E.PAY_TYPE_UNAVAILABLE + '), for an open devpay attempt of the caller ' +
      `(-10004 for another member's). Builds the channel's notification, signed with this server's random key, and hands it to the ` +
      `same notification handling as the gateways'. ${E.PAY_ATTEMPT_NOT_OPEN} the attempt was closed (the shopper switched channel, ` +
      `or the orders closed); ${E.PAY_ALREADY_PAID} paid already.`,
    input: DevpayConfirmBody, response: PayStatusAnswer,
    errors: [E.PAY_TYPE_UNAVAILABLE, E.PAY_ATTEMPT_NOT_OPEN, E.PAY_ALREADY_PAID, E.PAY_GATEWAY_FAILED],
  },
  orderPay: {
    method: 'POST', path: '/api/order/pay', auth: 'member', summary: 'A new payment for unpaid orders (pay again)',
    description: "The caller's orders pending payment get a new out_trade_no and a new payment of their pay_money; the old payment is " +
      `closed, its open attempt closed at the gateway first (paid meanwhile: ${E.PAY_ALREADY_PAID}). Another member's or an unknown ` +
      `order answers -10004; an order not pending payment ${E.ORDER_NOT_PAYABLE}; ${E.PAY_GATEWAY_FAILED} the gateway could not close ` +
      `the old attempt; ${E.PAY_BUSY} another request changed these orders at the same time.`,
    input: OrderPayBody, response: OrderPayAnswer,
    errors: [E.ORDER_NOT_PAYABLE, E.PAY_ALREADY_PAID, E.PAY_GATEWAY_FAILED, E.PAY_BUSY],
  },
})
