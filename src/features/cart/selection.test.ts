import type { CartLine } from './types'
import { allChosen, checkoutSummary, groupByShop, isBuyable, keepChoosable, linesTotal, toggleLine, toggleMany } from './selection'

const line = (cart_id: number, site_id: number, price: number, num: number, stock = 10): CartLine => ({
  cart_id,
  site_id,
  site_name: `店${site_id}`,
  sku_id: cart_id * 10,
  goods_id: cart_id,
  goods_name: `商品${cart_id}`,
  sku_image: '',
  spec_name: '',
  price,
  market_price: 0,
  num,
  stock,
  goods_status: 1,
  is_virtual: 0,
  min_buy: 0,
  max_buy: 0,
  member_limit: 0,
  invalid_reason: null,
})

describe('cart selection rules', () => {
  const lines = [line(1, 1, 1990, 2), line(2, 2, 500, 1), line(3, 1, 10, 3), line(4, 2, 333, 4, 3)]

  it('groups by shop in the server order', () => {
    const groups = groupByShop(lines)
    expect(groups.map((g) => g.site_id)).toEqual([1, 2])
    expect(groups[0].lines.map((l) => l.cart_id)).toEqual([1, 3])
    expect(groups[1].site_name).toBe('店2')
  })

  it('toggles one line on and off', () => {
    const a = toggleLine(new Set(), 1)
    expect([...a]).toEqual([1])
    expect([...toggleLine(a, 1)]).toEqual([])
  })

  it('a shop toggle chooses all its lines, and clears them only when all were chosen', () => {
    const shop = [1, 3]
    const partly = new Set([1, 2])
    expect(allChosen(partly, shop)).toBe(false)
    const all = toggleMany(partly, shop)
    expect([...all].sort()).toEqual([1, 2, 3])
    expect(allChosen(all, shop)).toBe(true)
    // clearing the shop leaves the other shop's line alone
    expect([...toggleMany(all, shop)]).toEqual([2])
  })

  it('select-all over no choosable lines is never "all chosen"', () => {
    expect(allChosen(new Set(), [])).toBe(false)
    expect([...toggleMany(new Set([5]), [])]).toEqual([5])
  })

  it('drops ids that are no longer choosable after a reload', () => {
    expect([...keepChoosable(new Set([1, 2, 9]), [1, 2, 3])]).toEqual([1, 2])
  })

  it('a line short of stock cannot be bought', () => {
    expect(isBuyable(lines[0])).toBe(true)
    expect(isBuyable(lines[3])).toBe(false)
    expect(isBuyable(line(5, 1, 1, 1, 0))).toBe(false)
  })

  it('totals the chosen buyable lines in integer fen, with pieces and ids in display order', () => {
    const sel = new Set([3, 1, 4])
    const s = checkoutSummary(lines, sel)
    expect(s.total).toBe(1990 * 2 + 10 * 3)
    expect(Number.isInteger(s.total)).toBe(true)
    expect(s.pieces).toBe(5)
    expect(s.ids).toEqual([1, 3])
    expect(checkoutSummary(lines, new Set()).total).toBe(0)
  })

  it('sums fen exactly where yuan floats would drift', () => {
    // 0.1 + 0.2 yuan style amounts: 10 fen + 20 fen, times many pieces
    expect(linesTotal([line(1, 1, 10, 3), line(2, 1, 20, 3)])).toBe(90)
    expect(linesTotal([line(1, 1, 1999, 7)])).toBe(13993)
  })
})
