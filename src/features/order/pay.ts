import { payOrderPay, type OrderPayAnswer } from '@/services/api/contract.gen'

export type { OrderPayAnswer } from '@/services/api/contract.gen'

/**
 * Pay again: a new payment (new out_trade_no) for an unpaid order; the server closes the old one
 * first. The payment itself then goes through the checkout's pay step (features/pay PaySheet).
 */
export function payAgain(orderId: number): Promise<OrderPayAnswer> {
  return payOrderPay({ order_ids: String(orderId) })
}
