import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Checkout codes: -20801 … -20849 (the orders helper owns -20850 … -20899). */
export const CheckoutError = defineErrors('order', {
  /** no goods to buy: no cart line of the caller among cart_ids, or neither cart_ids nor sku_id + num */
  EMPTY: -20801,
  /** a goods is off sale, its SKU is gone, or it belongs to another website */
  GOODS_UNAVAILABLE: -20802,
  /** not enough stock (also when two cart lines of one SKU together exceed it) */
  STOCK_SHORT: -20803,
  /** below the goods' min_buy or above its max_buy for one order */
  BUY_LIMIT: -20804,
  /** the goods' member_limit over the member's orders that are not closed */
  MEMBER_LIMIT: -20805,
  /** goods that are not virtual need a shipping address of the caller */
  ADDRESS_REQUIRED: -20806,
  /** the chosen delivery type cannot serve this shop's goods at this address (data.reason says why) */
  DELIVERY_UNAVAILABLE: -20807,
  /** the pickup point is not one of the shop's open pickup points */
  STORE_INVALID: -20808,
  /** the local delivery time is not one of the offered slots */
  DELIVERY_TIME_INVALID: -20809,
  /** is_balance with balance to spend needs the pay password */
  PAY_PASSWORD_REQUIRED: -20810,
  /** the member has not set a pay password yet */
  PAY_PASSWORD_NOT_SET: -20811,
  /** wrong pay password (counted per member, member/member.paypin.ts; -20219 when locked) */
  PAY_PASSWORD_WRONG: -20812,
  /** the balance or points changed meanwhile: not enough any more */
  ACCOUNT_CHANGED: -20813,
  /** an invoice for a shop that offers none, or an invoice without a title */
  INVOICE_INVALID: -20814,
  /** the member's orders waiting for payment would pass order_config.max_unpaid_orders (data: CheckoutLimit) */
  UNPAID_ORDER_LIMIT: -20815,
  /** the pieces in the member's orders waiting for payment would pass order_config.max_unpaid_units */
  UNPAID_UNIT_LIMIT: -20816,
  /** the pieces of one goods in the member's orders waiting for payment would pass order_config.max_unpaid_goods_units */
  UNPAID_GOODS_LIMIT: -20817,
  /** the checkout's goods money (before discounts) is above order_config.max_order_money */
  ORDER_AMOUNT_LIMIT: -20818,
})

addMessages({
  'zh-cn': {
    checkout_empty: '没有可结算的商品',
    checkout_goods_unavailable: '商品已下架或不存在：{name}',
    checkout_stock_short: '库存不足：{name}',
    checkout_buy_limit: '{name} 每单限购 {min} 至 {max} 件',
    checkout_min_buy: '{name} 至少购买 {min} 件',
    checkout_max_buy: '{name} 每单最多购买 {max} 件',
    checkout_member_limit: '{name} 每人限购 {limit} 件',
    checkout_address_required: '请选择收货地址',
    checkout_delivery_unavailable: '{shop}：{reason}',
    checkout_store_invalid: '请选择有效的自提点',
    checkout_delivery_time_invalid: '请选择有效的配送时间',
    checkout_pay_password_required: '请输入支付密码',
    checkout_pay_password_not_set: '请先设置支付密码',
    checkout_pay_password_wrong: '支付密码错误',
    checkout_account_changed: '余额或积分已变动，请重新结算',
    checkout_invoice_invalid: '发票信息无效',
    checkout_coupon_threshold: '未达到优惠券使用门槛',
    checkout_unpaid_order_limit: '您有 {held} 笔待支付订单（最多 {limit} 笔），请先支付或取消',
    checkout_unpaid_order_limit_adding: '本次结算将生成 {adding} 笔订单，您已有 {held} 笔待支付（最多 {limit} 笔），请先支付或取消',
    checkout_unpaid_unit_limit: '待支付商品最多 {limit} 件：您已有 {held} 件待支付，本次 {adding} 件，请先支付或取消',
    checkout_unpaid_goods_limit: '{name} 待支付最多 {limit} 件：您已有 {held} 件待支付，本次 {adding} 件，请先支付或取消',
    checkout_order_amount_limit: '每次结算商品金额最多 ¥{limit}，本次 ¥{adding}，请分开下单',
    delivery_reason_disabled: '店铺未开启该配送方式',
    delivery_reason_no_address: '请先选择收货地址',
    delivery_reason_region: '该地区不在配送范围内',
    delivery_reason_no_location: '收货地址缺少定位，无法同城配送',
    delivery_reason_out_of_radius: '超出同城配送范围',
    delivery_reason_below_min: '同城配送起送金额为 {money} 元',
    delivery_reason_no_store: '店铺没有可用的自提点',
    delivery_reason_no_time_slot: '暂无可选的配送时间',
    delivery_reason_virtual: '虚拟商品无需配送',
  },
  'en-us': {
    checkout_empty: 'Nothing to check out',
    checkout_goods_unavailable: 'No longer on sale: {name}',
    checkout_stock_short: 'Not enough stock: {name}',
    checkout_buy_limit: '{name}: {min} to {max} per order',
    checkout_min_buy: '{name}: at least {min} per order',
    checkout_max_buy: '{name}: at most {max} per order',
    checkout_member_limit: '{name}: at most {limit} per member',
    checkout_address_required: 'Choose a shipping address',
    checkout_delivery_unavailable: '{shop}: {reason}',
    checkout_store_invalid: 'Choose a valid pickup point',
    checkout_delivery_time_invalid: 'Choose a valid delivery time',
    checkout_pay_password_required: 'Enter your pay password',
    checkout_pay_password_not_set: 'Set a pay password first',
    checkout_pay_password_wrong: 'Wrong pay password',
    checkout_account_changed: 'Your balance or points changed; check out again',
    checkout_invoice_invalid: 'Invalid invoice details',
    checkout_coupon_threshold: 'The order does not reach the coupon threshold',
    checkout_unpaid_order_limit: 'You have {held} unpaid orders (at most {limit}): pay or cancel them first',
    checkout_unpaid_order_limit_adding: 'This checkout makes {adding} orders and you have {held} unpaid (at most {limit}): pay or cancel first',
    checkout_unpaid_unit_limit: 'At most {limit} unpaid pieces: you have {held} unpaid and this adds {adding}; pay or cancel first',
    checkout_unpaid_goods_limit: '{name}: at most {limit} unpaid pieces; you have {held} unpaid and this adds {adding}; pay or cancel first',
    checkout_order_amount_limit: 'At most ¥{limit} of goods per checkout (this one: ¥{adding}): split the order',
    delivery_reason_disabled: 'The shop does not offer this delivery',
    delivery_reason_no_address: 'Choose a shipping address first',
    delivery_reason_region: 'This address is outside the delivery area',
    delivery_reason_no_location: 'The address has no location for local delivery',
    delivery_reason_out_of_radius: 'Outside the local delivery radius',
    delivery_reason_below_min: 'Local delivery starts at ¥{money}',
    delivery_reason_no_store: 'The shop has no pickup point open',
    delivery_reason_no_time_slot: 'No delivery time available',
    delivery_reason_virtual: 'Virtual goods need no delivery',
  },
})
