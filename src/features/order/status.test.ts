import { detailUrl, isPrimaryAction, orderKind, parseTab, statusKey, visibleActions } from './status'

describe('order status helpers', () => {
  it('reads the list tab from the page parameter, anything unknown being all', () => {
    expect(parseTab('waitpay')).toBe('waitpay')
    expect(parseTab('WAITCONFIRM')).toBe('waitconfirm')
    expect(parseTab('refunding')).toBe('all')
    expect(parseTab(undefined)).toBe('all')
  })

  it('opens the detail page of the order kind', () => {
    expect(detailUrl({ order_id: 5, order_type: 1 })).toBe('/pages/order/detail/detail?order_id=5')
    expect(detailUrl({ order_id: 5, order_type: 2 })).toBe('/pages/order/detail_pickup/detail_pickup?order_id=5')
    expect(detailUrl({ order_id: 5, order_type: 3 })).toBe('/pages/order/detail_local_delivery/detail_local_delivery?order_id=5')
    expect(detailUrl({ order_id: 5, order_type: 4 })).toBe('/pages/order/detail_virtual/detail_virtual?order_id=5')
    expect(orderKind(9)).toBe('express')
  })

  it('names each status by order kind', () => {
    expect(statusKey(0, 1)).toBe('waitPay')
    expect(statusKey(1, 1)).toBe('waitSend')
    expect(statusKey(2, 2)).toBe('waitPickup')
    expect(statusKey(2, 3)).toBe('delivering')
    expect(statusKey(3, 1)).toBe('shipped')
    expect(statusKey(3, 3)).toBe('delivering')
    expect(statusKey(4, 1)).toBe('received')
    expect(statusKey(4, 2)).toBe('pickedUp')
    expect(statusKey(4, 4)).toBe('virtualReceived')
    expect(statusKey(10, 1)).toBe('completed')
    expect(statusKey(-1, 2)).toBe('closed')
    expect(statusKey(7, 1)).toBe('unknown')
  })

  it('draws only the actions the server allows, known ones once, main action last', () => {
    expect(visibleActions(['pay', 'close'])).toEqual(['close', 'pay'])
    expect(visibleActions(['takedelivery', 'logistics', 'extendtakedelivery', 'refund', 'logistics'])).toEqual([
      'logistics',
      'extendtakedelivery',
      'takedelivery',
    ])
    expect(visibleActions(['buyagain', 'delete'])).toEqual(['delete', 'buyagain'])
    expect(visibleActions([])).toEqual([])
    expect(visibleActions(undefined)).toEqual([])
    expect(isPrimaryAction('pay')).toBe(true)
    expect(isPrimaryAction('delete')).toBe(false)
  })
})
