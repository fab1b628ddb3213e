import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of the orders after checkout: -20850 … -20899 (checkout owns -20800 … -20849). */
export const OrderError = defineErrors('order', {
  ORDER_NOT_FOUND: -20851,
  ORDER_STATUS_CHANGED: -20852,
  ORDER_CANNOT_CLOSE: -20853,
  ORDER_CANNOT_RECEIVE: -20854,
  ORDER_CANNOT_EXTEND: -20855,
  ORDER_CANNOT_DELETE: -20856,
})

addMessages({
  'zh-cn': {
    order_not_found: '订单不存在',
    order_status_changed: '订单状态已变化，请刷新后重试',
    order_cannot_close: '只有待支付的订单可以关闭',
    order_cannot_receive: '只有已发货的订单可以确认收货',
    order_cannot_extend: '只有已发货的订单可以延长一次收货',
    order_cannot_delete: '只有已关闭或已完成的订单可以删除',
    'order_status.0': '待支付',
    'order_status.1': '待发货',
    'order_status.2': '待提货',
    'order_status.2.local': '待配送',
    'order_status.3': '已发货',
    'order_status.3.local': '配送中',
    'order_status.4': '已收货',
    'order_status.4.virtual': '待使用',
    'order_status.10': '已完成',
    'order_status.-1': '已关闭',
  },
  'en-us': {
    order_not_found: 'Order not found',
    order_status_changed: 'The order status has changed; please refresh and try again',
    order_cannot_close: 'Only an order waiting for payment can be closed',
    order_cannot_receive: 'Only a shipped order can be confirmed as received',
    order_cannot_extend: 'Only a shipped order can have its receipt extended, once',
    order_cannot_delete: 'Only a closed or completed order can be deleted',
    'order_status.0': 'Pending payment',
    'order_status.1': 'Pending shipment',
    'order_status.2': 'Awaiting pickup',
    'order_status.2.local': 'Awaiting delivery',
    'order_status.3': 'Shipped',
    'order_status.3.local': 'Out for delivery',
    'order_status.4': 'Received',
    'order_status.4.virtual': 'Ready to use',
    'order_status.10': 'Completed',
    'order_status.-1': 'Closed',
  },
})
