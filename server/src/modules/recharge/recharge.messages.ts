import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of recharges: -21640 … -21669. */
export const RechargeError = defineErrors('recharge', {
  /** the memberrecharge add-on is off */
  RECHARGE_CLOSED: -21641,
  /** the package is off sale */
  RECHARGE_PACKAGE_OFF: -21642,
  /** a free amount was asked for and the operator does not allow one */
  RECHARGE_FREE_AMOUNT_OFF: -21643,
  /** the free amount is outside the operator's minimum and maximum */
  RECHARGE_AMOUNT_OUT_OF_RANGE: -21644,
  /** a package names a coupon type that is not an active platform coupon of this website */
  RECHARGE_COUPON_INVALID: -21645,
  /** the operator's free-amount bounds do not hold (minimum above maximum) */
  RECHARGE_CONFIG_INVALID: -21646,
  /** too many unpaid recharge orders at once: pay or wait for them to close */
  RECHARGE_TOO_MANY_WAITING: -21647,
  /** a recharge is paid through a payment channel, never with the balance */
  RECHARGE_NO_BALANCE: -21648,
})

addMessages({
  'zh-cn': {
    recharge_closed: '充值功能未开启',
    recharge_package_off: '该充值套餐已下架',
    recharge_free_amount_off: '暂不支持自定义充值金额',
    recharge_amount_out_of_range: '充值金额须在 {min} 元至 {max} 元之间',
    recharge_coupon_invalid: '优惠券 {id} 不是可发放的平台优惠券',
    recharge_config_invalid: '自定义金额的最低金额不能高于最高金额',
    recharge_too_many_waiting: '未支付的充值订单太多，请先支付或稍后再试',
    recharge_no_balance: '充值不能使用余额支付',
    recharge_entity: '充值套餐',
    recharge_order_entity: '充值订单',
    recharge_free_name: '自定义金额充值',
    recharge_pay_body: '会员充值',
    recharge_status_waiting: '待支付',
    recharge_status_paid: '已支付',
    recharge_status_closed: '已关闭',
  },
  'en-us': {
    recharge_closed: 'Recharging is not open',
    recharge_package_off: 'This recharge package is no longer on sale',
    recharge_free_amount_off: 'Recharging a free amount is not available',
    recharge_amount_out_of_range: 'The amount must be between ¥{min} and ¥{max}',
    recharge_coupon_invalid: 'Coupon {id} is not an active platform coupon',
    recharge_config_invalid: 'The minimum free amount cannot be above the maximum',
    recharge_too_many_waiting: 'Too many unpaid recharges; pay one or try again later',
    recharge_no_balance: 'A recharge cannot be paid with the balance',
    recharge_entity: 'Recharge package',
    recharge_order_entity: 'Recharge order',
    recharge_free_name: 'Free amount recharge',
    recharge_pay_body: 'Member recharge',
    recharge_status_waiting: 'Unpaid',
    recharge_status_paid: 'Paid',
    recharge_status_closed: 'Closed',
  },
})
