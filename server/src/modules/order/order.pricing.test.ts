import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { couponOff, discountOff, priceCheckout, splitProportionally, type PricingInput, type PricingResult } from './order.pricing.js'
import { randomCoupon, seededRandom } from './order.testkit.js'

const noPoints = { use: false, enabled: false, rate: 0, maxPercent: 0, available: 0 }
const noBalance = { use: false, available: 0 }
const line = (sku_id: number, price: number, num: number) => ({ sku_id, goods_id: sku_id, price, num })
const base = (over: Partial<PricingInput> = {}): PricingInput => ({ shops: [], platformCoupon: null, levelDiscount: 100, points: noPoints, balance: noBalance, ...over })

/** Every invariant the orders rely on. */
function checkInvariants(r: PricingResult) {
  const fields = ['goods_money', 'promotion_money', 'coupon_money', 'platform_coupon_money', 'delivery_money', 'point_money', 'point', 'order_money', 'balance_money', 'pay_money'] as const
  for (const f of fields) assert.equal(r[f], r.shops.reduce((a, s) => a + s[f], 0), `total ${f}`)
  for (const s of r.shops) {
    for (const f of fields) assert.ok(Number.isSafeInteger(s[f]) && s[f] >= 0, `shop ${f} = ${s[f]}`)
    for (const f of ['goods_money', 'promotion_money', 'coupon_money', 'platform_coupon_money', 'point_money'] as const) {
      assert.equal(s[f], s.lines.reduce((a, l) => a + l[f], 0), `lines ${f}`)
    }
    for (const l of s.lines) {
      for (const v of Object.values(l)) assert.ok(Number.isSafeInteger(v) && v >= 0)
      assert.equal(l.goods_money, l.price * l.num)
      assert.equal(l.real_goods_money, l.goods_money - l.promotion_money - l.coupon_money - l.platform_coupon_money - l.point_money)
    }
    assert.equal(s.order_money, s.goods_money - s.promotion_money - s.coupon_money - s.platform_coupon_money - s.point_money + s.delivery_money)
    assert.equal(s.pay_money, s.order_money - s.balance_money)
  }
}

describe('splitProportionally', () => {
  it('adds up exactly and gives the remainder by the largest remainders', () => {
    assert.deepEqual(splitProportionally(100, [1, 1, 1]), [34, 33, 33])
    assert.deepEqual(splitProportionally(10, [3000, 7000]), [3, 7])
    assert.deepEqual(splitProportionally(1, [1000, 3000]), [0, 1])
    // equal remainders: the larger weight first
    assert.deepEqual(splitProportionally(1, [100, 300, 100, 300].map((x) => x * 2)), [0, 1, 0, 0])
    assert.deepEqual(splitProportionally(2, [1, 1, 1]), [1, 1, 0])
    assert.deepEqual(splitProportionally(0, [5, 6]), [0, 0])
    assert.deepEqual(splitProportionally(7, [0, 3, 0, 4]), [0, 3, 0, 4])
  })
  it('never gives a part more than its weight when the total fits', () => {
    for (let k = 0; k < 2000; k++) {
      const n = 1 + (k % 7)
      const weights = Array.from({ length: n }, (_, i) => ((k * 7919 + i * 104729) % 997) * (i % 3 === 0 ? 0 : 1))
      const sum = weights.reduce((a, b) => a + b, 0)
      if (!sum) continue
      const total = (k * 31) % (sum + 1)
      const parts = splitProportionally(total, weights)
      assert.equal(parts.reduce((a, b) => a + b, 0), total)
      parts.forEach((p, i) => assert.ok(p >= 0 && p <= weights[i]))
    }
  })
  it('handles money beyond 2^53 products', () => {
    const parts = splitProportionally(9_000_000_000, [4_000_000_001, 5_999_999_999])
    assert.equal(parts[0] + parts[1], 9_000_000_000)
  })
})

describe('coupon arithmetic', () => {
  it('reward capped at the base, discount floored, thresholds inclusive', () => {
    assert.equal(couponOff({ id: 1, type: 'reward', money: 500, discount: 0, at_least: 1000 }, 999), 0)
    assert.equal(couponOff({ id: 1, type: 'reward', money: 500, discount: 0, at_least: 1000 }, 1000), 500)
    assert.equal(couponOff({ id: 1, type: 'reward', money: 5000, discount: 0, at_least: 0 }, 1234), 1234)
    assert.equal(couponOff({ id: 1, type: 'discount', money: 0, discount: 85, at_least: 0 }, 999), 149) // 149.85
    assert.equal(discountOff(333, 95), 16) // 16.65
    assert.equal(discountOff(333, 100), 0)
  })
})

describe('priceCheckout: exact cases', () => {
  it('one shop, no choices', () => {
    const r = priceCheckout(base({ shops: [{ site_id: 1, lines: [line(1, 1990, 2)], delivery_money: 800, coupon: null }] }))
    checkInvariants(r)
    assert.equal(r.goods_money, 3980)
    assert.equal(r.order_money, 4780)
    assert.equal(r.pay_money, 4780)
  })

  it('level discount per line, rounded down', () => {
    // 333 x 95%: off 16.65 -> 16; 1001 x 95%: off 50.05 -> 50
    const r = priceCheckout(base({ levelDiscount: 95, shops: [{ site_id: 1, lines: [line(1, 333, 1), line(2, 1001, 1)], delivery_money: 0, coupon: null }] }))
    checkInvariants(r)
    assert.deepEqual(r.shops[0].lines.map((l) => l.promotion_money), [16, 50])
    assert.equal(r.promotion_money, 66)
    assert.equal(r.order_money, 1334 - 66)
  })

  it('shop coupon split across lines by the largest remainder; threshold on the discounted goods', () => {
    const shop = { site_id: 1, lines: [line(1, 100, 1), line(2, 100, 1), line(3, 100, 1)], delivery_money: 500, coupon: { id: 9, type: 'reward' as const, money: 100, discount: 0, at_least: 300 } }
    const r = priceCheckout(base({ shops: [shop] }))
    checkInvariants(r)
    assert.deepEqual(r.shops[0].lines.map((l) => l.coupon_money), [34, 33, 33])
    assert.equal(r.shops[0].coupon_id, 9)
    assert.equal(r.order_money, 300 - 100 + 500)
    // with a 95% level the goods are 285 (< 300): the coupon does not apply
    const r2 = priceCheckout(base({ levelDiscount: 95, shops: [shop] }))
    checkInvariants(r2)
    assert.equal(r2.shops[0].coupon_money, 0)
    assert.equal(r2.shops[0].coupon_id, 0)
    assert.equal(r2.shops[0].coupon_unusable, 'threshold')
  })

  it('a reward larger than the goods is capped; freight stays', () => {
    const r = priceCheckout(base({ shops: [{ site_id: 1, lines: [line(1, 250, 2)], delivery_money: 1000, coupon: { id: 3, type: 'reward', money: 9999, discount: 0, at_least: 0 } }] }))
    checkInvariants(r)
    assert.equal(r.coupon_money, 500)
    assert.equal(r.order_money, 1000)
  })

  it('discount coupon in tenths on the shop goods', () => {
    const r = priceCheckout(base({ shops: [{ site_id: 1, lines: [line(1, 1999, 1), line(2, 1, 1)], delivery_money: 0, coupon: { id: 3, type: 'discount', money: 0, discount: 88, at_least: 0 } }] }))
    checkInvariants(r)
    assert.equal(r.coupon_money, 240) // 2000 x 12%
    assert.deepEqual(r.shops[0].lines.map((l) => l.coupon_money), [240, 0])
  })

  it('platform coupon split across shops in proportion, remainder by the largest remainder', () => {
    const r = priceCheckout(base({
      platformCoupon: { id: 7, type: 'reward', money: 1000, discount: 0, at_least: 0 },
      shops: [
        { site_id: 1, lines: [line(1, 1000, 1)], delivery_money: 0, coupon: null },
        { site_id: 2, lines: [line(2, 2000, 1)], delivery_money: 0, coupon: null },
      ],
    }))
    checkInvariants(r)
    // 333.33 and 666.67: the fen goes to the larger remainder (the second shop)
    assert.deepEqual(r.shops.map((s) => s.platform_coupon_money), [333, 667])
    assert.equal(r.platform_coupon_id, 7)
  })

  it('platform coupon threshold checked on every shop after the shop coupons', () => {
    const input = base({
      platformCoupon: { id: 7, type: 'reward', money: 100, discount: 0, at_least: 2000 },
      shops: [
        { site_id: 1, lines: [line(1, 1500, 1)], delivery_money: 0, coupon: { id: 1, type: 'reward', money: 100, discount: 0, at_least: 0 } },
        { site_id: 2, lines: [line(2, 500, 1)], delivery_money: 0, coupon: null },
      ],
    })
    const r = priceCheckout(input)
    checkInvariants(r)
    assert.equal(r.platform_coupon_money, 0)
    assert.equal(r.platform_coupon_unusable, 'threshold')
    const r2 = priceCheckout({ ...input, shops: input.shops.map((s) => ({ ...s, coupon: null })) })
    assert.equal(r2.platform_coupon_money, 100)
  })

  it('two shops: level discount, shop coupon, platform coupon, points, balance and freight to the fen', () => {
    const r = priceCheckout({
      levelDiscount: 95,
      platformCoupon: { id: 70, type: 'reward', money: 1000, discount: 0, at_least: 5000 },
      points: { use: true, enabled: true, rate: 100, maxPercent: 10, available: 100000 },
      balance: { use: true, available: 3000 },
      shops: [
        // goods 3980 + 1001 = 4981; level off 199 + 50 = 249 -> 4732; coupon 500 -> 4232
        { site_id: 1, lines: [line(1, 1990, 2), line(2, 1001, 1)], delivery_money: 800, coupon: { id: 11, type: 'reward', money: 500, discount: 0, at_least: 4000 } },
        // goods 3 x 1299 = 3897; level off 194 -> 3703; coupon 9.0折 on 3703: off 370 -> 3333
        { site_id: 2, lines: [line(3, 1299, 3)], delivery_money: 0, coupon: { id: 12, type: 'discount', money: 0, discount: 90, at_least: 0 } },
      ],
    })
    checkInvariants(r)
    const [a, b] = r.shops
    assert.equal(a.goods_money, 4981); assert.equal(a.promotion_money, 249); assert.equal(a.coupon_money, 500)
    assert.equal(b.goods_money, 3897); assert.equal(b.promotion_money, 194); assert.equal(b.coupon_money, 370)
    // platform 1000 over 4232 : 3333 -> 559.43 / 440.57: 559 + 441
    assert.deepEqual([a.platform_coupon_money, b.platform_coupon_money], [559, 441])
    // goods left 3673 + 2892 = 6565, + freight 800 = 7365; 10% = 736 fen = 736 points; split 3673:2892 -> 411.80 / 324.20
    assert.equal(r.point_money, 736)
    assert.equal(r.point, 736)
    assert.deepEqual([a.point_money, b.point_money], [412, 324])
    assert.deepEqual([a.point, b.point], [412, 324])
    // order money: 3673 - 412 + 800 = 4061 and 2892 - 324 = 2568; balance 3000 over 4061 : 2568 -> 1837.83 / 1162.17
    assert.deepEqual([a.order_money, b.order_money], [4061, 2568])
    assert.deepEqual([a.balance_money, b.balance_money], [1838, 1162])
    assert.equal(r.pay_money, 6629 - 3000)
  })

  it('points: rate that does not divide, spends the fewest points for the money', () => {
    // 3 points per yuan: 10 points buy floor(1000/3) = 333 fen, and 333 fen need ceil(9.99) = 10 points
    const r = priceCheckout(base({
      points: { use: true, enabled: true, rate: 3, maxPercent: 100, available: 10 },
      shops: [{ site_id: 1, lines: [line(1, 5000, 1)], delivery_money: 0, coupon: null }],
    }))
    checkInvariants(r)
    assert.equal(r.point_money, 333)
    assert.equal(r.point, 10)
    // 1000 points per yuan: 7 points are not worth one fen... 10 points are
    const r2 = priceCheckout(base({
      points: { use: true, enabled: true, rate: 1000, maxPercent: 100, available: 17 },
      shops: [{ site_id: 1, lines: [line(1, 5000, 1)], delivery_money: 0, coupon: null }],
    }))
    assert.equal(r2.point_money, 1)
    assert.equal(r2.point, 10)
  })

  it('points never deduct the freight, balance covers everything to a zero pay_money', () => {
    const r = priceCheckout(base({
      points: { use: true, enabled: true, rate: 100, maxPercent: 100, available: 1_000_000 },
      balance: { use: true, available: 1_000_000 },
      shops: [{ site_id: 1, lines: [line(1, 100, 1)], delivery_money: 1000, coupon: null }],
    }))
    checkInvariants(r)
    assert.equal(r.point_money, 100)
    assert.equal(r.order_money, 1000)
    assert.equal(r.balance_money, 1000)
    assert.equal(r.pay_money, 0)
  })

  it('balance not asked for is not used; a free order is zero', () => {
    const r = priceCheckout(base({ balance: { use: false, available: 5000 }, shops: [{ site_id: 1, lines: [line(1, 0, 2)], delivery_money: 0, coupon: null }] }))
    checkInvariants(r)
    assert.equal(r.balance_money, 0)
    assert.equal(r.pay_money, 0)
  })
})

describe('priceCheckout: random baskets', () => {
  it('sums always match and nothing is negative', () => {
    const rnd = seededRandom(20261123)
    const coupon = (id: number) => randomCoupon(rnd, id)
    for (let k = 0; k < 3000; k++) {
      const shops = Array.from({ length: 1 + rnd(4) }, (_, s) => ({
        site_id: s + 1,
        lines: Array.from({ length: 1 + rnd(5) }, (_, i) => line(s * 10 + i, rnd(4) === 0 ? rnd(3) : rnd(100000), 1 + rnd(9))),
        delivery_money: rnd(2) ? 0 : rnd(3000),
        coupon: coupon(100 + s),
      }))
      const r = priceCheckout({
        shops,
        platformCoupon: coupon(99),
        levelDiscount: rnd(2) ? 100 : 50 + rnd(51),
        points: { use: rnd(2) === 1, enabled: true, rate: 1 + rnd(1000), maxPercent: rnd(101), available: rnd(100000) },
        balance: { use: rnd(2) === 1, available: rnd(200000) },
      })
      checkInvariants(r)
      assert.ok(r.balance_money <= r.order_money)
    }
  })
})
