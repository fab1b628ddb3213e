import { ORDER_STATUS as S, ORDER_TYPE as T } from '@/services/api/contract.gen'
import { detailUrl, orderKind, statusKey } from './kind'

describe('order kinds', () => {
  it('opens the detail page of the order kind', () => {
    expect(detailUrl({ order_id: 5, order_type: T.EXPRESS })).toBe('/pages/order/detail/detail?order_id=5')
    expect(detailUrl({ order_id: 5, order_type: T.PICKUP })).toBe('/pages/order/detail_pickup/detail_pickup?order_id=5')
    expect(detailUrl({ order_id: 5, order_type: T.LOCAL })).toBe('/pages/order/detail_local_delivery/detail_local_delivery?order_id=5')
    expect(detailUrl({ order_id: 5, order_type: T.VIRTUAL })).toBe('/pages/order/detail_virtual/detail_virtual?order_id=5')
    expect(orderKind(9)).toBe('express')
  })

  it('names each status by order kind', () => {
    expect(statusKey(S.WAIT_PAY, T.EXPRESS)).toBe('waitPay')
    expect(statusKey(S.WAIT_SEND, T.EXPRESS)).toBe('waitSend')
    expect(statusKey(S.WAIT_PICKUP, T.PICKUP)).toBe('waitPickup')
    expect(statusKey(S.WAIT_PICKUP, T.LOCAL)).toBe('delivering')
    expect(statusKey(S.SHIPPED, T.EXPRESS)).toBe('shipped')
    expect(statusKey(S.SHIPPED, T.LOCAL)).toBe('delivering')
    expect(statusKey(S.RECEIVED, T.EXPRESS)).toBe('received')
    expect(statusKey(S.RECEIVED, T.PICKUP)).toBe('pickedUp')
    expect(statusKey(S.RECEIVED, T.VIRTUAL)).toBe('virtualReceived')
    expect(statusKey(S.COMPLETED, T.EXPRESS)).toBe('completed')
    expect(statusKey(S.CLOSED, T.PICKUP)).toBe('closed')
    expect(statusKey(7, T.EXPRESS)).toBe('unknown')
  })

  it('uses the numbers the server sends', () => {
    // the generated constants are the wire's numbers: a renumbering on the server shows here
    expect(S).toEqual({ WAIT_PAY: 0, WAIT_SEND: 1, WAIT_PICKUP: 2, SHIPPED: 3, RECEIVED: 4, COMPLETED: 10, CLOSED: -1 })
    expect(T).toEqual({ EXPRESS: 1, PICKUP: 2, LOCAL: 3, VIRTUAL: 4 })
  })
})
