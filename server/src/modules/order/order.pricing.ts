/**
 * The checkout's money, as a pure function of the basket and the choices: integer fen in, integer fen out.
 *
 * Order of application (per shop, then across shops):
 *   goods money -> member level discount (per line) -> shop coupon -> platform coupon (split across shops)
 *   -> delivery money (never discounted) -> points -> balance.
 * Every discount is split down to the lines with the largest-remainder method, so the lines of an order add
 * up to the order exactly, and the shops add up to the total. Nothing is ever negative.
 */

export interface PricingLine {
  sku_id: number
  goods_id: number
  /** fen */
  price: number
  num: number
  /** grams (freight only) */
  weight?: number
}

export interface PricingCoupon {
  id: number
  type: 'reward' | 'discount'
  /** fen, for 'reward' */
  money: number
  /** tenths, for 'discount' (95 = 9.5折) */
  discount: number
  /** fen the base must reach; 0: none */
  at_least: number
}

export interface PricingShop {
  site_id: number
  lines: PricingLine[]
  /** freight or local delivery money of the chosen delivery, fen */
  delivery_money: number
  coupon: PricingCoupon | null
}

export interface PricingInput {
  shops: PricingShop[]
  platformCoupon: PricingCoupon | null
  /** tenths applied to every line (100 or 0: none) */
  levelDiscount: number
  points: { use: boolean; enabled: boolean; /** points per yuan */ rate: number; maxPercent: number; available: number }
  balance: { use: boolean; /** fen: balance + balance_withdraw */ available: number }
}

export interface PricedLine {
  sku_id: number
  goods_id: number
  price: number
  num: number
  goods_money: number
  promotion_money: number
  coupon_money: number
  platform_coupon_money: number
  point_money: number
  real_goods_money: number
}

export interface Money {
  goods_money: number
  promotion_money: number
  coupon_money: number
  platform_coupon_money: number
  delivery_money: number
  point_money: number
  point: number
  order_money: number
  balance_money: number
  pay_money: number
}

export type CouponOutcome = '' | 'threshold' | 'empty'

export interface PricedShop extends Money {
  site_id: number
  coupon_id: number
  /** why the chosen shop coupon was not applied ('' when it was or none was chosen) */
  coupon_unusable: CouponOutcome
  lines: PricedLine[]
}

export interface PricingResult extends Money {
  shops: PricedShop[]
  platform_coupon_id: number
  platform_coupon_unusable: CouponOutcome
}

const assertFen = (v: number, what: string) => {
  if (!Number.isSafeInteger(v) || v < 0) throw new Error(`${what} must be a non-negative integer (fen): ${v}`)
}

/**
 * Splits `total` into integer parts proportional to `weights` (largest-remainder method, ties to the larger
 * weight, then the earlier entry). The parts add up to `total` exactly; with total <= sum(weights) no part
 * exceeds its weight, and a zero weight gets nothing.
 */
export function splitProportionally(total: number, weights: number[]): number[] {
  assertFen(total, 'total')
  const parts = weights.map(() => 0)
  if (total === 0 || !weights.length) return parts
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum <= 0) throw new Error('cannot split over zero weights')
  const T = BigInt(total)
  const S = BigInt(sum)
  const rems: Array<{ i: number; rem: bigint }> = []
  let given = 0n
  weights.forEach((w, i) => {
    const scaled = T * BigInt(w)
    const q = scaled / S
    parts[i] = Number(q)
    given += q
    rems.push({ i, rem: scaled % S })
  })
  let left = Number(T - given)
  rems.sort((a, b) => (a.rem === b.rem ? (weights[b.i] - weights[a.i]) || a.i - b.i : a.rem > b.rem ? -1 : 1))
  for (let k = 0; left > 0; k = (k + 1) % rems.length) {
    parts[rems[k].i] += 1
    left -= 1
  }
  return parts
}

/** What a discount coupon takes off a base: floor(base x (100 - tenths) / 100); never more than the base. */
export function discountOff(base: number, tenths: number): number {
  if (tenths <= 0 || tenths >= 100) return 0
  return Math.floor((base * (100 - tenths)) / 100)
}

/** What a coupon takes off `base` (0 when the threshold is not reached). */
export function couponOff(c: PricingCoupon, base: number): number {
  if (base <= 0 || base < c.at_least) return 0
  return c.type === 'reward' ? Math.min(c.money, base) : discountOff(base, c.discount)
}

export function priceCheckout(input: PricingInput): PricingResult {
  const level = input.levelDiscount > 0 && input.levelDiscount < 100 ? input.levelDiscount : 100
  // working copies: what is left of each line after each step
  const shops = input.shops.map((shop) => {
    assertFen(shop.delivery_money, 'delivery_money')
    const lines = shop.lines.map((l) => {
      assertFen(l.price, 'price')
      if (!Number.isSafeInteger(l.num) || l.num < 1) throw new Error(`num must be a positive integer: ${l.num}`)
      const goods = l.price * l.num
      const promotion = discountOff(goods, level)
      return {
        sku_id: l.sku_id, goods_id: l.goods_id, price: l.price, num: l.num,
        goods_money: goods, promotion_money: promotion, coupon_money: 0, platform_coupon_money: 0, point_money: 0,
        real_goods_money: goods - promotion,
      }
    })
    return { site_id: shop.site_id, delivery_money: shop.delivery_money, coupon: shop.coupon, lines, coupon_id: 0, coupon_unusable: '' as CouponOutcome }
  })
  const remaining = (lines: PricedLine[]) => lines.reduce((a, l) => a + l.real_goods_money, 0)
  /** takes `amount` off the lines in proportion to what is left of them, recording it in `field` */
  const takeFromLines = (lines: PricedLine[], amount: number, field: 'coupon_money' | 'platform_coupon_money' | 'point_money') => {
    if (!amount) return
    const parts = splitProportionally(amount, lines.map((l) => l.real_goods_money))
    lines.forEach((l, i) => { l[field] += parts[i]; l.real_goods_money -= parts[i] })
  }

  // shop coupons: the threshold is checked on the shop's goods after the level discount
  for (const shop of shops) {
    if (!shop.coupon) continue
    const base = remaining(shop.lines)
    const off = couponOff(shop.coupon, base)
    if (off <= 0) { shop.coupon_unusable = base <= 0 ? 'empty' : 'threshold'; continue }
    shop.coupon_id = shop.coupon.id
    takeFromLines(shop.lines, off, 'coupon_money')
  }

  // the platform coupon: its threshold on every shop's remainder together, split across shops in proportion
  let platformId = 0
  let platformUnusable: CouponOutcome = ''
  if (input.platformCoupon) {
    const bases = shops.map((s) => remaining(s.lines))
    const base = bases.reduce((a, b) => a + b, 0)
    const off = couponOff(input.platformCoupon, base)
    if (off <= 0) platformUnusable = base <= 0 ? 'empty' : 'threshold'
    else {
      platformId = input.platformCoupon.id
      splitProportionally(off, bases).forEach((part, i) => takeFromLines(shops[i].lines, part, 'platform_coupon_money'))
    }
  }

  // points: point_rate points per yuan, at most point_max_percent of the order money (goods left + delivery),
  // never more than the goods left (delivery is not discounted)
  let pointMoneyTotal = 0
  let pointsTotal = 0
  const p = input.points
  if (p.use && p.enabled && p.rate > 0 && p.maxPercent > 0 && p.available > 0) {
    const goodsLeft = shops.reduce((a, s) => a + remaining(s.lines), 0)
    const orderMoney = goodsLeft + shops.reduce((a, s) => a + s.delivery_money, 0)
    const cap = Math.min(goodsLeft, Math.floor((orderMoney * Math.min(p.maxPercent, 100)) / 100))
    const usable = Math.min(p.available, Math.floor((cap * p.rate) / 100))
    pointMoneyTotal = Math.floor((usable * 100) / p.rate)
    // the fewest points that buy that money
    pointsTotal = Math.ceil((pointMoneyTotal * p.rate) / 100)
  }
  const pointParts = splitProportionally(pointMoneyTotal, shops.map((s) => remaining(s.lines)))
  const pointCounts = pointMoneyTotal ? splitProportionally(pointsTotal, pointParts) : shops.map(() => 0)
  shops.forEach((s, i) => takeFromLines(s.lines, pointParts[i], 'point_money'))

  const orderMoneys = shops.map((s) => remaining(s.lines) + s.delivery_money)
  const orderTotal = orderMoneys.reduce((a, b) => a + b, 0)
  const balanceTotal = input.balance.use ? Math.min(Math.max(0, input.balance.available), orderTotal) : 0
  const balanceParts = splitProportionally(balanceTotal, orderMoneys)

  const priced: PricedShop[] = shops.map((s, i) => {
    const sum = (f: keyof PricedLine) => s.lines.reduce((a, l) => a + (l[f] as number), 0)
    return {
      site_id: s.site_id,
      coupon_id: s.coupon_id,
      coupon_unusable: s.coupon_unusable,
      goods_money: sum('goods_money'),
      promotion_money: sum('promotion_money'),
      coupon_money: sum('coupon_money'),
      platform_coupon_money: sum('platform_coupon_money'),
      delivery_money: s.delivery_money,
      point_money: sum('point_money'),
      point: pointCounts[i],
      order_money: orderMoneys[i],
      balance_money: balanceParts[i],
      pay_money: orderMoneys[i] - balanceParts[i],
      lines: s.lines,
    }
  })
  const total = (f: keyof Money) => priced.reduce((a, s) => a + s[f], 0)
  return {
    shops: priced,
    platform_coupon_id: platformId,
    platform_coupon_unusable: platformUnusable,
    goods_money: total('goods_money'),
    promotion_money: total('promotion_money'),
    coupon_money: total('coupon_money'),
    platform_coupon_money: total('platform_coupon_money'),
    delivery_money: total('delivery_money'),
    point_money: total('point_money'),
    point: total('point'),
    order_money: total('order_money'),
    balance_money: total('balance_money'),
    pay_money: total('pay_money'),
  }
}
