import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of payments: -20901 … -20919. */
export const PayError = defineErrors('pay', {
  /** the payment was closed (its orders closed, or replaced by a new out_trade_no) */
  PAY_CLOSED: -20901,
  /** the payment is already paid */
  PAY_ALREADY_PAID: -20902,
  /** the pay_type is not configured, or cannot pay on this client */
  PAY_TYPE_UNAVAILABLE: -20903,
  /** nothing left to pay through a channel (pay_money 0) */
  PAY_NOTHING_TO_PAY: -20904,
  /** the gateway refused or could not be reached */
  PAY_GATEWAY_FAILED: -20905,
  /** the attempt is no longer open (paid, closed or expired) */
  PAY_ATTEMPT_NOT_OPEN: -20906,
  /** /api/order/pay: an order is not waiting for payment */
  ORDER_NOT_PAYABLE: -20907,
  /** another request changed this payment at the same moment: try again */
  PAY_BUSY: -20908,
  /** WeChat JSAPI / mini-program payment needs the member's WeChat identity (log in through WeChat) */
  PAY_OPENID_REQUIRED: -20909,
})

addMessages({
  'zh-cn': {
    pay_closed: '该支付单已关闭',
    pay_already_paid: '该订单已支付',
    pay_type_unavailable: '当前环境不支持该支付方式',
    pay_nothing_to_pay: '无需在线支付',
    pay_gateway_failed: '支付渠道暂时不可用，请稍后再试',
    pay_attempt_not_open: '该支付已失效，请重新发起支付',
    order_not_payable: '订单状态不可支付',
    pay_busy: '支付处理中，请稍后再试',
    pay_openid_required: '请先使用微信授权登录后再支付',
    pay_entity: '支付单',
    order_entity: '订单',
    pay_attempt_entity: '支付记录',
  },
  'en-us': {
    pay_closed: 'This payment has been closed',
    pay_already_paid: 'This order has already been paid',
    pay_type_unavailable: 'This payment method is not available here',
    pay_nothing_to_pay: 'Nothing to pay online',
    pay_gateway_failed: 'The payment service is unavailable, please try again later',
    pay_attempt_not_open: 'This payment has expired, please pay again',
    order_not_payable: 'This order cannot be paid in its current status',
    pay_busy: 'The payment is being processed, please try again shortly',
    pay_openid_required: 'Please log in with WeChat before paying',
    pay_entity: 'Payment',
    order_entity: 'Order',
    pay_attempt_entity: 'Payment attempt',
  },
})
