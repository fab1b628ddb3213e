import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { priceCheckout } from '../order/order.pricing.js'
import { randomCoupon, seededRandom } from '../order/order.testkit.js'
import { lineRefund, orderShares, type RefundLine, type RefundOrder } from './refund.amounts.js'

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('orderShares', () => {
  it('splits balance and channel money over the lines and the freight in proportion, to the fen', () => {
    // 100.00 + 50.00 of goods, 10.00 freight; 40.00 paid from balance, 120.00 through the gateway
    const order: RefundOrder = { delivery_money: 1000, point: 0, point_money: 0, balance_money: 4000, pay_money: 12000 }
    const lines: RefundLine[] = [
      { order_goods_id: 1, real_goods_money: 10000, point_money: 0 },
      { order_goods_id: 2, real_goods_money: 5000, point_money: 0 },
    ]
    const s = orderShares(order, lines)
    assert.deepEqual(s.lines.get(1), { balance: 2500, channel: 7500, point: 0 })
    assert.deepEqual(s.lines.get(2), { balance: 1250, channel: 3750, point: 0 })
    assert.deepEqual(s.freight, { balance: 250, channel: 750, point: 0 })
  })

  it('gives each line the points its points deduction used', () => {
    const order: RefundOrder = { delivery_money: 0, point: 300, point_money: 300, balance_money: 0, pay_money: 2700 }
    const lines: RefundLine[] = [
      { order_goods_id: 1, real_goods_money: 1800, point_money: 200 },
      { order_goods_id: 2, real_goods_money: 900, point_money: 100 },
    ]
    const s = orderShares(order, lines)
    assert.equal(s.lines.get(1)!.point, 200)
    assert.equal(s.lines.get(2)!.point, 100)
  })

  it('refuses an order whose lines do not add up to what was paid, and amounts that are not fen', () => {
    const lines: RefundLine[] = [{ order_goods_id: 1, real_goods_money: 1000, point_money: 0 }]
    assert.throws(() => orderShares({ delivery_money: 0, point: 0, point_money: 0, balance_money: 0, pay_money: 999 }, lines), /paid 999/)
    assert.throws(() => orderShares({ delivery_money: 0, point: 0, point_money: 0, balance_money: 0.5, pay_money: 999.5 }, lines), /integer/)
    assert.throws(() => orderShares({ delivery_money: -1, point: 0, point_money: 0, balance_money: 0, pay_money: 999 }, lines), /non-negative/)
  })
})

describe('lineRefund', () => {
  const order: RefundOrder = { delivery_money: 1000, point: 0, point_money: 0, balance_money: 4000, pay_money: 12000 }
  const lines: RefundLine[] = [
    { order_goods_id: 1, real_goods_money: 10000, point_money: 0 },
    { order_goods_id: 2, real_goods_money: 5000, point_money: 0 },
  ]

  it('a line that is not the last: its own share only, no freight', () => {
    const r = lineRefund({ order, lines, order_goods_id: 1, refundedLineIds: new Set(), anyShipped: false })
    assert.deepEqual(r, { balance: 2500, channel: 7500, point: 0, refund_money: 10000, delivery_money: 0 })
  })

  it('the last line before anything shipped: its share and the freight, once', () => {
    const r = lineRefund({ order, lines, order_goods_id: 2, refundedLineIds: new Set([1]), anyShipped: false })
    assert.deepEqual(r, { balance: 1500, channel: 4500, point: 0, refund_money: 6000, delivery_money: 1000 })
  })

  it('the last line after something shipped: no freight', () => {
    const r = lineRefund({ order, lines, order_goods_id: 2, refundedLineIds: new Set([1]), anyShipped: true })
    assert.equal(r.delivery_money, 0)
    assert.equal(r.refund_money, 5000)
  })

  it('a line of another order is refused', () => {
    assert.throws(() => lineRefund({ order, lines, order_goods_id: 3, refundedLineIds: new Set(), anyShipped: false }), /not of this order/)
  })

  it('on 3,000 random checkouts, refunding every line in any order gives back exactly what was paid', () => {
    const rnd = seededRandom(20261127)
    const coupon = (id: number) => randomCoupon(rnd, id)
    let checked = 0
    for (let k = 0; k < 3000; k++) {
      const priced = priceCheckout({
        shops: Array.from({ length: 1 + rnd(3) }, (_, s) => ({
          site_id: s + 1,
          lines: Array.from({ length: 1 + rnd(5) }, (_, i) => ({ sku_id: s * 10 + i, goods_id: s * 10 + i, price: rnd(4) === 0 ? rnd(3) : rnd(100000), num: 1 + rnd(9) })),
          delivery_money: rnd(2) ? 0 : rnd(3000),
          coupon: coupon(100 + s),
        })),
        platformCoupon: coupon(99),
        levelDiscount: rnd(2) ? 100 : 50 + rnd(51),
        points: { use: rnd(2) === 1, enabled: true, rate: 1 + rnd(1000), maxPercent: rnd(101), available: rnd(100000) },
        balance: { use: rnd(2) === 1, available: rnd(200000) },
      })
      for (const shop of priced.shops) {
        const order: RefundOrder = {
          delivery_money: shop.delivery_money, point: shop.point, point_money: shop.point_money,
          balance_money: shop.balance_money, pay_money: shop.pay_money,
        }
        const refundLines: RefundLine[] = shop.lines.map((l, i) => ({ order_goods_id: i + 1, real_goods_money: l.real_goods_money, point_money: l.point_money }))
        // a random refund order; shipped or not
        const sequence = refundLines.map((l) => l.order_goods_id).sort(() => rnd(3) - 1)
        const anyShipped = rnd(2) === 1
        const done = new Set<number>()
        const refunds = sequence.map((id) => {
          const r = lineRefund({ order, lines: refundLines, order_goods_id: id, refundedLineIds: done, anyShipped })
          done.add(id)
          return r
        })
        const freightBack = anyShipped ? 0 : shop.delivery_money
        assert.equal(sum(refunds.map((r) => r.balance + r.channel)), shop.order_money - shop.delivery_money + freightBack)
        assert.equal(sum(refunds.map((r) => r.delivery_money)), freightBack)
        if (!anyShipped) {
          assert.equal(sum(refunds.map((r) => r.balance)), shop.balance_money)
          assert.equal(sum(refunds.map((r) => r.channel)), shop.pay_money)
        }
        assert.ok(sum(refunds.map((r) => r.balance)) <= shop.balance_money)
        assert.ok(sum(refunds.map((r) => r.channel)) <= shop.pay_money)
        assert.equal(sum(refunds.map((r) => r.point)), shop.point)
        for (const r of refunds) assert.ok(r.balance >= 0 && r.channel >= 0 && r.point >= 0)
        // every line gets back no more than it cost
        refunds.forEach((r, i) => assert.ok(r.refund_money - r.delivery_money <= refundLines.find((l) => l.order_goods_id === sequence[i])!.real_goods_money))
        checked++
      }
    }
    assert.ok(checked >= 3000)
  })
})
