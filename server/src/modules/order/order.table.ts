import type { Generated } from 'kysely'

// Orders, their lines and shipments, and the checkout idempotency keys (migration 0011_buying).

/** The origin's numbers: 0 pending payment, 1 pending shipment, 2 awaiting pickup / local delivery, 3 shipped, 4 received, 10 completed, -1 closed. */
export const ORDER_STATUS = { WAIT_PAY: 0, WAIT_SEND: 1, WAIT_PICKUP: 2, SHIPPED: 3, RECEIVED: 4, COMPLETED: 10, CLOSED: -1 } as const
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

/** 1 express, 2 pickup, 3 local delivery, 4 virtual */
export const ORDER_TYPE = { EXPRESS: 1, PICKUP: 2, LOCAL: 3, VIRTUAL: 4 } as const
export type OrderType = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE]

/**
 * After-sale states of an order line (the origin's refund_status on order_goods): 0 none, 1 requested,
 * 2 agreed (money to transfer), 3 finished, 4 buyer to return the goods, 5 seller awaiting the goods,
 * 6 seller received them, -1 refused.
 */
export const REFUND_STATUS = { NONE: 0, APPLIED: 1, AGREED: 2, FINISHED: 3, WAIT_RETURN: 4, WAIT_RECEIVE: 5, RECEIVED: 6, REFUSED: -1 } as const
export type RefundStatus = (typeof REFUND_STATUS)[keyof typeof REFUND_STATUS]

const RS = REFUND_STATUS

/** A line counts as "refunding" in the order list and its counts while in one of these (the origin's filter). */
export const REFUNDING_STATES: readonly RefundStatus[] = [RS.REFUSED, RS.APPLIED, RS.AGREED, RS.WAIT_RETURN, RS.WAIT_RECEIVE, RS.RECEIVED]

/** A line in one of these holds its order back from completing: the after-sale window waits for it. */
export const OPEN_REFUND_STATES: readonly RefundStatus[] = [RS.APPLIED, RS.AGREED, RS.WAIT_RETURN, RS.WAIT_RECEIVE, RS.RECEIVED]

export interface OrdersTable {
  order_id: Generated<number>
  website_id: number
  site_id: number
  site_name: string
  member_id: number
  order_no: string
  out_trade_no: string
  order_type: number
  order_status: Generated<number>
  /** PAY_STATUS (pay.table.ts): 0 unpaid, 2 paid */
  pay_status: Generated<number>
  pay_type: Generated<string>
  /** all money in fen */
  goods_money: number
  delivery_money: Generated<number>
  /** the shop coupon */
  coupon_money: Generated<number>
  platform_coupon_money: Generated<number>
  /** member level discount */
  promotion_money: Generated<number>
  point_money: Generated<number>
  /** points spent */
  point: Generated<number>
  /** goods + delivery - every discount */
  order_money: number
  balance_money: Generated<number>
  /** order_money - balance_money: what a channel still takes */
  pay_money: number
  /** member_coupon ids; 0: none */
  coupon_id: Generated<number>
  platform_coupon_id: Generated<number>
  name: Generated<string>
  mobile: Generated<string>
  telephone: Generated<string>
  province_id: Generated<number>
  city_id: Generated<number>
  district_id: Generated<number>
  community_id: Generated<number>
  address: Generated<string>
  full_address: Generated<string>
  longitude: Generated<number>
  latitude: Generated<number>
  delivery_store_id: Generated<number>
  delivery_store_name: Generated<string>
  /** JSON snapshot of the pickup point or local delivery details */
  delivery_store_info: Generated<string>
  buyer_ask_delivery_time: Generated<string>
  buyer_message: Generated<string>
  /** JSON {invoice_type, invoice_title, taxpayer_number, invoice_content} or '' */
  invoice: Generated<string>
  /** pickup and virtual orders: the code the verification desk writes off */
  verify_code: Generated<string>
  is_evaluate: Generated<number>
  is_delete: Generated<number>
  is_extended: Generated<number>
  close_cause: Generated<string>
  create_time: number
  /**
   * Unix seconds after which the unpaid order closes itself (the sweep, and the pay calls' attempt expiry):
   * set at create (order_config.auto_close_minutes today; per promotion later), so every writer must give it
   */
  pay_deadline: number
  pay_time: Generated<number>
  delivery_time: Generated<number>
  sign_time: Generated<number>
  finish_time: Generated<number>
  close_time: Generated<number>
  /** when the timed job receives a shipped order; 0 until shipped */
  auto_receive_at: Generated<number>
}

/** order_goods.delivery_status: the line left the shop (a parcel, a local delivery, a pickup, a virtual code) or not */
export const DELIVERY_STATUS = { NOT_SHIPPED: 0, SHIPPED: 1 } as const

export interface OrderGoodsTable {
  order_goods_id: Generated<number>
  order_id: number
  website_id: number
  site_id: number
  member_id: number
  goods_id: number
  sku_id: number
  sku_name: string
  spec_name: Generated<string>
  sku_image: Generated<string>
  price: number
  num: number
  goods_money: number
  /** this line's share of each discount, to the fen: the lines add up to the order */
  coupon_money: Generated<number>
  platform_coupon_money: Generated<number>
  promotion_money: Generated<number>
  point_money: Generated<number>
  real_goods_money: number
  is_virtual: Generated<number>
  /** DELIVERY_STATUS: 0 not shipped, 1 shipped */
  delivery_status: Generated<number>
  /** after-sale (issue 10); 0 none */
  refund_status: Generated<number>
}

export interface OrderPackageTable {
  id: Generated<number>
  order_id: number
  website_id: number
  site_id: number
  /** 1 with logistics, 0 none needed */
  delivery_type: number
  express_company_id: Generated<number>
  express_company_name: Generated<string>
  delivery_no: Generated<string>
  /** comma separated order_goods ids */
  order_goods_ids: string
  created_at: number
}

export interface OrderCreateRequestTable {
  member_id: number
  request_key: string
  website_id: number
  out_trade_no: string
  created_at: number
}

export interface OrderTables {
  orders: OrdersTable
  order_goods: OrderGoodsTable
  order_package: OrderPackageTable
  order_create_request: OrderCreateRequestTable
}
