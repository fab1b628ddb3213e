import { moneyRows, rowsBalance, type OrderMoney } from './money'

const base: OrderMoney = {
  goods_money: 10000,
  delivery_money: 800,
  coupon_money: 0,
  platform_coupon_money: 0,
  promotion_money: 0,
  point_money: 0,
  point: 0,
  balance_money: 0,
  order_money: 10800,
  pay_money: 10800,
  pay_status: 0,
}

describe('moneyRows', () => {
  it('an order without discounts: goods, freight and what is to pay', () => {
    const rows = moneyRows(base)
    expect(rows.map((r) => [r.key, r.sign, r.fen])).toEqual([
      ['goods', '+', 10000],
      ['freight', '+', 800],
      ['toPay', '=', 10800],
    ])
    expect(rowsBalance(rows)).toBe(true)
  })

  it('every discount and the balance taken off, to the fen; paid orders show the amount paid', () => {
    const o: OrderMoney = {
      ...base,
      coupon_money: 1000,
      platform_coupon_money: 333,
      promotion_money: 467,
      point_money: 150,
      point: 1500,
      balance_money: 2000,
      order_money: 8850,
      pay_money: 6850,
      pay_status: 2,
    }
    const rows = moneyRows(o)
    expect(rows.map((r) => [r.key, r.sign, r.fen])).toEqual([
      ['goods', '+', 10000],
      ['freight', '+', 800],
      ['coupon', '-', 1000],
      ['platformCoupon', '-', 333],
      ['promotion', '-', 467],
      ['point', '-', 150],
      ['balance', '-', 2000],
      ['paid', '=', 6850],
    ])
    expect(rows.find((r) => r.key === 'point')).toMatchObject({ label: 'pointUsed', params: { count: 1500 } })
    expect(rowsBalance(rows)).toBe(true)
  })

  it('notices figures that do not add up', () => {
    expect(rowsBalance(moneyRows({ ...base, pay_money: 10799 }))).toBe(false)
  })
})
