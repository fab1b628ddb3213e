import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Goods evaluations: -21450 … -21499. */
export const EvaluateError = defineErrors('evaluate', {
  /** no order of the caller's with this id (another member's alike) */
  ORDER_NOT_FOUND: -21450,
  /** the order is not received or completed */
  ORDER_NOT_EVALUABLE: -21451,
  /** the order was evaluated already */
  ALREADY_EVALUATED: -21452,
  /** a line is not of this order, repeated, refunded, or an evaluable line is missing */
  LINE_INVALID: -21453,
  /** an image is not one of the caller's uploads */
  IMAGE_NOT_OWN: -21454,
  /** nothing to follow up: not evaluated yet, or this line was followed up already */
  AGAIN_NOT_ALLOWED: -21455,
  /** the follow-up window has passed */
  AGAIN_EXPIRED: -21456,
  /** a follow-up without text or images */
  AGAIN_EMPTY: -21457,
  /** order_no does not match order_id */
  ORDER_NO_MISMATCH: -21458,
})

addMessages({
  'zh-cn': {
    evaluate_order_not_found: '订单不存在',
    evaluate_order_not_evaluable: '订单收货后才能评价',
    evaluate_already_evaluated: '该订单已评价',
    evaluate_line_invalid: '评价的商品与订单不符',
    evaluate_image_not_own: '图片无效，请重新上传',
    evaluate_again_not_allowed: '该商品不能追评',
    evaluate_again_expired: '已超过追评期限（{days}天）',
    evaluate_again_empty: '请填写追评内容或上传图片',
    evaluate_order_no_mismatch: '订单编号不符',
  },
  'en-us': {
    evaluate_order_not_found: 'Order not found',
    evaluate_order_not_evaluable: 'An order can be evaluated once received',
    evaluate_already_evaluated: 'This order was evaluated already',
    evaluate_line_invalid: 'The goods evaluated do not match the order',
    evaluate_image_not_own: 'An image is not valid; upload it again',
    evaluate_again_not_allowed: 'This goods cannot be followed up',
    evaluate_again_expired: 'Follow-ups are possible for {days} days only',
    evaluate_again_empty: 'Write a follow-up or add a picture',
    evaluate_order_no_mismatch: 'The order number does not match',
  },
})
