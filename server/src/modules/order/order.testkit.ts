// Test helpers for orders (not loaded by the app): orders and payments put straight into the tables,
// so the order suites do not depend on checkout.
import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { orderTimings, payDeadline } from './order.config.js'
import { ORDER_STATUS as S, ORDER_TYPE as T } from './order.table.js'
import type { PricingCoupon } from './order.pricing.js'

/** A repeatable random source for generated cases: rnd(n) is an integer in [0, n). */
export function seededRandom(seed: number): (n: number) => number {
  let state = seed
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state % n
  }
}

/** A random shop or platform coupon for pricing cases: none a third of the time, else money off or a discount, sometimes with a threshold. */
export const randomCoupon = (rnd: (n: number) => number, id: number): PricingCoupon | null => rnd(3) === 0 ? null : rnd(2)
  ? { id, type: 'reward', money: 1 + rnd(20000), discount: 0, at_least: rnd(3) ? 0 : rnd(30000) }
  : { id, type: 'discount', money: 0, discount: 1 + rnd(99), at_least: rnd(3) ? 0 : rnd(30000) }

export interface TestLine {
  skuId: number
  num: number
}

export interface TestOrder {
  memberId: number
  siteId: number
  lines: TestLine[]
  websiteId?: number
  orderType?: number
  status?: number
  outTradeNo?: string
  createTime?: number
  /** default: createTime + order_config.auto_close_minutes, as checkout sets it */
  payDeadline?: number
  point?: number
  balanceMoney?: number
  couponId?: number
  platformCouponId?: number
  payType?: string
  verifyCode?: string
  autoReceiveAt?: number
  signTime?: number
  isEvaluate?: number
  isExtended?: number
  deliveryStoreInfo?: Record<string, unknown>
}

let seq = 0
export const newTradeNo = () => `T${Date.now().toString(36)}${crypto.randomBytes(4).toString('hex')}${seq++}`.slice(0, 32)

/** Skus of a shop: [{sku_id, price, stock}] */
export async function skusOf(db: Kysely<Database>, siteId: number, limit = 3) {
  return db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select(['s.sku_id', 's.price', 's.stock', 'g.goods_id', 'g.goods_name']).where('g.site_id', '=', siteId).orderBy('s.sku_id').limit(limit).execute()
}

/** One order with its lines; stock is taken from the SKUs as checkout would have. */
export async function insertOrder(db: Kysely<Database>, o: TestOrder): Promise<{ orderId: number; orderNo: string; outTradeNo: string; lineIds: number[] }> {
  const websiteId = o.websiteId ?? 1
  const now = nowSeconds()
  const status = o.status ?? S.WAIT_PAY
  const shop = await db.selectFrom('shop').select('site_name').where('site_id', '=', o.siteId).executeTakeFirstOrThrow()
  const skus = await db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id')
    .select(['s.sku_id', 's.price', 's.spec_name', 'g.goods_id', 'g.goods_name']).where('s.sku_id', 'in', o.lines.map((l) => l.skuId)).execute()
  const goodsMoney = o.lines.reduce((n, l) => n + Number(skus.find((s) => s.sku_id === l.skuId)!.price) * l.num, 0)
  const balance = o.balanceMoney ?? 0
  const outTradeNo = o.outTradeNo ?? newTradeNo()
  const orderNo = `N${crypto.randomBytes(8).toString('hex')}${seq++}`.slice(0, 32)
  const paid = status !== S.WAIT_PAY && status !== S.CLOSED
  const createTime = o.createTime ?? now
  const deadline = o.payDeadline ?? payDeadline(await orderTimings(db, websiteId), createTime)
  const { order_id: orderId } = await db.insertInto('orders').values({
    website_id: websiteId, site_id: o.siteId, site_name: shop.site_name, member_id: o.memberId, order_no: orderNo, out_trade_no: outTradeNo,
    order_type: o.orderType ?? T.EXPRESS, order_status: status, pay_status: paid ? 2 : 0, pay_type: o.payType ?? (paid ? 'devpay' : ''),
    goods_money: goodsMoney, order_money: goodsMoney, balance_money: balance, pay_money: goodsMoney - balance, point: o.point ?? 0,
    coupon_id: o.couponId ?? 0, platform_coupon_id: o.platformCouponId ?? 0, name: 'Tester', mobile: '13800138000', full_address: 'Somewhere 1',
    delivery_store_info: o.deliveryStoreInfo ? JSON.stringify(o.deliveryStoreInfo) : '',
    verify_code: o.verifyCode ?? '', create_time: createTime, pay_deadline: deadline, pay_time: paid ? now : 0,
    auto_receive_at: o.autoReceiveAt ?? 0, sign_time: o.signTime ?? 0, is_evaluate: o.isEvaluate ?? 0, is_extended: o.isExtended ?? 0,
  }).returning('order_id').executeTakeFirstOrThrow()
  const lineIds: number[] = []
  for (const l of o.lines) {
    const sku = skus.find((s) => s.sku_id === l.skuId)!
    const money = Number(sku.price) * l.num
    const { order_goods_id } = await db.insertInto('order_goods').values({
      order_id: orderId, website_id: websiteId, site_id: o.siteId, member_id: o.memberId, goods_id: sku.goods_id, sku_id: sku.sku_id,
      sku_name: sku.goods_name, spec_name: sku.spec_name, price: Number(sku.price), num: l.num, goods_money: money, real_goods_money: money,
      is_virtual: (o.orderType ?? T.EXPRESS) === T.VIRTUAL ? 1 : 0,
    }).returning('order_goods_id').executeTakeFirstOrThrow()
    lineIds.push(order_goods_id)
    await db.updateTable('goods_sku').set((eb) => ({ stock: eb(eb.ref('stock'), '-', l.num) })).where('sku_id', '=', l.skuId).execute()
  }
  return { orderId, orderNo, outTradeNo, lineIds }
}

/** The payment row of a checkout. */
export async function insertPay(db: Kysely<Database>, p: { memberId: number; outTradeNo: string; payMoney: number; websiteId?: number; status?: 'waiting' | 'paid' | 'closed' }) {
  const { id } = await db.insertInto('pay').values({
    website_id: p.websiteId ?? 1, member_id: p.memberId, out_trade_no: p.outTradeNo, pay_body: 'test', pay_money: p.payMoney, event: 'order',
    pay_status: p.status ?? 'waiting', created_at: nowSeconds(),
  }).returning('id').executeTakeFirstOrThrow()
  return id
}

/** A coupon of the member, used by `orderId` (state 2). */
export async function insertUsedCoupon(db: Kysely<Database>, p: { memberId: number; orderId: number; siteId: number; money?: number }) {
  const type = await db.insertInto('platform_coupon_type').values({
    website_id: 1, name: 'test coupon', type: 'reward', money: p.money ?? 500, validity_days: 0, created_at: nowSeconds(), site_id: p.siteId,
  }).returning('id').executeTakeFirstOrThrow()
  const { id } = await db.insertInto('member_coupon').values({
    website_id: 1, member_id: p.memberId, coupon_type_id: type.id, name: 'test coupon', type: 'reward', money: p.money ?? 500, discount: 0, at_least: 0,
    state: 2, get_type: 'test', start_time: 0, end_time: 0, created_at: nowSeconds(), site_id: p.siteId, use_time: nowSeconds(), use_order_id: p.orderId,
  }).returning('id').executeTakeFirstOrThrow()
  return id
}
