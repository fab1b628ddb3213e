import { clampQuantity, goodsLimits, quantityBounds } from './quantity'

describe('quantity bounds', () => {
  it('stock alone: 1 … stock', () => {
    expect(quantityBounds({ stock: 5 })).toEqual({ min: 1, max: 5, reason: 'stock', available: true })
  })

  it('no stock: nothing fits', () => {
    const b = quantityBounds({ stock: 0 })
    expect(b.available).toBe(false)
    expect(clampQuantity(3, b)).toBe(1)
  })

  it('max_buy below the stock caps the quantity; 0 means no limit', () => {
    expect(quantityBounds({ stock: 50, maxBuy: 3 })).toMatchObject({ max: 3, reason: 'max_buy' })
    expect(quantityBounds({ stock: 50, maxBuy: 0 })).toMatchObject({ max: 50, reason: 'stock' })
    expect(quantityBounds({ stock: 2, maxBuy: 3 })).toMatchObject({ max: 2, reason: 'stock' })
  })

  it('min_buy raises the minimum, and more than the stock leaves nothing', () => {
    expect(quantityBounds({ stock: 10, minBuy: 2 })).toMatchObject({ min: 2, max: 10, available: true })
    expect(quantityBounds({ stock: 1, minBuy: 2 }).available).toBe(false)
  })

  it('the member limit counts what the member already bought', () => {
    expect(quantityBounds({ stock: 10, memberLimit: 5, memberBought: 3 })).toMatchObject({ max: 2, reason: 'member_limit' })
    expect(quantityBounds({ stock: 10, memberLimit: 5, memberBought: 5 }).available).toBe(false)
    expect(quantityBounds({ stock: 10, maxBuy: 4, memberLimit: 6 })).toMatchObject({ max: 4, reason: 'max_buy' })
  })

  it('clamps into the bounds', () => {
    const b = quantityBounds({ stock: 5, minBuy: 2 })
    expect(clampQuantity(0, b)).toBe(2)
    expect(clampQuantity(9, b)).toBe(5)
    expect(clampQuantity(3.7, b)).toBe(3)
    expect(clampQuantity(NaN, b)).toBe(2)
  })
})

describe('goods limits', () => {
  it('reads the limits a detail answer carries, and nothing it does not', () => {
    expect(goodsLimits({ goods_id: 1, min_buy: 2, max_buy: 5, member_limit: 0 })).toEqual({ minBuy: 2, maxBuy: 5, memberLimit: 0, memberBought: undefined })
    expect(goodsLimits({ goods_id: 1 })).toEqual({ minBuy: undefined, maxBuy: undefined, memberLimit: undefined, memberBought: undefined })
    expect(goodsLimits({ min_buy: '3' })).toMatchObject({ minBuy: undefined })
  })
})
