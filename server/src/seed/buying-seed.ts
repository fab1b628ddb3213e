import crypto from 'node:crypto'
import type { AppConfig } from '../config.js'
import type { DbHandle } from '../db/database.js'
import { nowSeconds } from '../db/database.js'
import { buildApp } from '../app.js'
import { MemoryKeyValueStore } from '../infra/kv.js'
import { signToken } from '../modules/auth/auth.token.js'
import { seedAddresses } from '../modules/address/address.repository.js'
import { setWebsiteConfig, getWebsiteConfig } from '../modules/config/config.service.js'
import { seedCoupons } from '../modules/coupon/coupon.seed.js'
import { seedDelivery } from '../modules/delivery/delivery.seed.js'
import { seedMerchantStaff } from '../modules/merchant/merchant.seed.js'
import { moveAccount } from '../modules/account/account.ledger.js'
import { hashPayPin } from '../modules/member/member.paypin.js'
import { completeOrder } from '../modules/order/order.lifecycle.js'
import { DEMO_MEMBER } from './member-seed.js'
import { GOODS_STATUS } from '../modules/goods/goods.table.js'
import { STORE_STATUS } from '../modules/delivery/delivery.table.js'

/** The demo member's pay password (README). */
export const DEMO_PAY_PASSWORD = '123456'

export interface BuyingSeedSummary {
  created: boolean
  orders: number
  staff: Array<{ username: string; password: string; site_id: number }>
}

type Envelope = { code: number; message: string; data: unknown }

/**
 * The buying demo: freight templates, pickup points, local delivery and coupons for every shop, a
 * merchant staff account per shop, the demo member's balance (¥500 of it withdrawable ¥200), pay
 * password and default address, orders in every state, collected goods and footprints — made through the real calls (checkout,
 * merchant shipping, receipt) on the app itself, so the demo shows what the code does. Only when the
 * website has no orders yet.
 */
export async function seedBuyingDemo(handle: DbHandle, config: AppConfig, websiteId = 1): Promise<BuyingSeedSummary> {
  const { db } = handle
  await seedDelivery(db, websiteId)
  await seedCoupons(db, websiteId)
  const staff = await seedMerchantStaff(db, websiteId, { print: false })
  if ((await getWebsiteConfig(db, websiteId, 'order_config')) === undefined) {
    await setWebsiteConfig(db, websiteId, 'order_config', {
      auto_close_minutes: 30, auto_receive_days: 7, extend_days: 3, complete_days: 7, point_rate: 100, point_max_percent: 10,
      // what one member may hold unpaid (order.config.ts; these are the defaults, spelt out for the operator)
      max_unpaid_orders: 10, max_unpaid_units: 200, max_unpaid_goods_units: 50, max_order_money: 5_000_000,
    })
  }
  const member = await db.selectFrom('member').select(['id', 'pay_password_hash']).where('website_id', '=', websiteId).where('mobile', '=', DEMO_MEMBER.mobile).executeTakeFirst()
  const hasOrders = await db.selectFrom('orders').select('order_id').where('website_id', '=', websiteId).limit(1).executeTakeFirst()
  if (!member || hasOrders) return { created: false, orders: 0, staff }

  const now = nowSeconds()
  await seedAddresses(db, websiteId, member.id)
  await db.transaction().execute(async (trx) => {
    await moveAccount(trx, { websiteId, memberId: member.id, accountType: 'balance', amount: 30000, fromType: 'demo', relateTag: 'seed', remark: 'demo', now })
    await moveAccount(trx, { websiteId, memberId: member.id, accountType: 'balance_money', amount: 20000, fromType: 'demo', relateTag: 'seed', remark: 'demo', now })
    await moveAccount(trx, { websiteId, memberId: member.id, accountType: 'point', amount: 2000, fromType: 'demo', relateTag: 'seed', remark: 'demo', now })
    await trx.updateTable('member').set({ pay_password_hash: hashPayPin(config.tokenSecret, DEMO_PAY_PASSWORD) }).where('id', '=', member.id).execute()
  })

  // the real app on the same database: every order below goes through the shopper's and the merchant's calls
  const app = await buildApp({ config: { ...config, development: true }, handle, kv: new MemoryKeyValueStore({ capacity: 10_000 }), logger: false, ownsHandle: false })
  try {
    const token = signToken({ mid: member.id, wid: websiteId, iat: now - 5, exp: now + 3600 }, config.tokenSecret)
    const call = async <T = unknown>(url: string, payload: Record<string, unknown>, headers: Record<string, string> = { token }): Promise<T> => {
      const res = await app.inject({ method: 'POST', url, payload: { website_id: websiteId, ...payload }, headers })
      const body = res.json() as Envelope
      if (body.code < 0) throw new Error(`demo seed: ${url} answered ${body.code} ${body.message}`)
      return body.data as T
    }
    // two shops with express goods in stock, and the pickup shop
    const skus = await db.selectFrom('goods_sku as s').innerJoin('goods as g', 'g.goods_id', 's.goods_id')
      .select(['s.sku_id', 'g.site_id', 's.price']).where('g.website_id', '=', websiteId).where('g.status', '=', GOODS_STATUS.ON_SALE).where('g.is_virtual', '=', 0)
      .where('s.stock', '>=', 20).where('s.price', '<=', 5000).orderBy('g.site_id').orderBy('s.sku_id').execute()
    const bySite = new Map<number, number[]>()
    for (const s of skus) bySite.set(s.site_id, [...(bySite.get(s.site_id) ?? []), s.sku_id])
    const sites = [...bySite.keys()].slice(0, 2)
    if (sites.length < 2) return { created: false, orders: 0, staff }
    const sku = (site: number, i: number) => bySite.get(site)![i % bySite.get(site)!.length]

    // point: part paid by points (order_config point_rate), so the points ledger shows spending and a closed order's return
    const buy = async (skuId: number, opts: { balance?: boolean; point?: boolean; delivery?: Record<string, unknown>; site?: number } = {}) => {
      const created = await call<{ order_ids: number[] }>('/api/ordercreate/create', {
        sku_id: skuId, num: 1, is_balance: opts.balance ? 1 : 0, is_point: opts.point ? 1 : 0, ...(opts.balance ? { pay_password: DEMO_PAY_PASSWORD } : {}),
        ...(opts.delivery && opts.site ? { delivery: { [String(opts.site)]: opts.delivery } } : {}),
        request_key: crypto.randomBytes(12).toString('hex'),
      })
      return created.order_ids[0]
    }
    const [siteA, siteB] = sites
    const staffToken = async (siteId: number) => {
      const account = staff.find((s) => s.site_id === siteId)
      if (!account) return null
      // the staff login takes a captcha like every login form: read from the development route, as a person reads the picture
      const captcha = await call<{ id: string }>('/api/captcha/captcha', {}, {})
      const peek = await app.inject({ method: 'GET', url: `/api/dev/captcha?captcha_id=${captcha.id}&website_id=${websiteId}` })
      const code = peek.json().data.code as string
      const login = await call<{ token: string }>('/merchant/api/login', { username: account.username, password: account.password, captcha_id: captcha.id, captcha_code: code }, {})
      return login.token
    }
    const ship = async (siteId: number, orderId: number) => {
      const st = await staffToken(siteId)
      if (!st) return false
      await call('/merchant/api/order/delivery', { order_id: orderId, order_goods_ids: 'all', delivery_type: 1, express_company_name: '顺丰速运', delivery_no: `SF${String(orderId).padStart(10, '0')}` }, { token: st })
      return true
    }

    let orders = 0
    // pending payment, in both shops
    await buy(sku(siteA, 0)); orders++
    await buy(sku(siteB, 0)); orders++
    // pending shipment, paid by balance
    await buy(sku(siteA, 1), { balance: true, point: true }); orders++
    await buy(sku(siteB, 1), { balance: true }); orders++
    // shipped
    const shipped = await buy(sku(siteA, 2), { balance: true }); orders++
    await ship(siteA, shipped)
    // received, waiting for a review
    const received = await buy(sku(siteB, 2), { balance: true }); orders++
    if (await ship(siteB, received)) await call('/api/order/takedelivery', { order_id: received })
    // completed
    const completed = await buy(sku(siteA, 3), { balance: true, point: true }); orders++
    if (await ship(siteA, completed)) {
      await call('/api/order/takedelivery', { order_id: completed })
      await completeOrder({ db, config, log: app.log }, { orderId: completed, actor: 'system', reason: 'demo' })
    }
    // closed by the buyer: its stock is back
    const closed = await buy(sku(siteB, 3), { point: true }); orders++
    await call('/api/order/close', { order_id: closed })
    // pickup at a store, paid: waits for its code to be verified
    const store = await db.selectFrom('pickup_store').select('store_id').where('site_id', '=', siteA).where('status', '=', STORE_STATUS.OPEN).executeTakeFirst()
    if (store) {
      await buy(sku(siteA, 4), { balance: true, site: siteA, delivery: { delivery_type: 'store', store_id: store.store_id } }); orders++
    }
    // collections and footprints (goods detail adds them the same way): goods of several shops
    const browsed = await db.selectFrom('goods').select('goods_id').where('website_id', '=', websiteId).where('status', '=', GOODS_STATUS.ON_SALE)
      .orderBy('sale_num', 'desc').orderBy('goods_id').limit(8).execute()
    for (const [i, g] of browsed.entries()) {
      await call('/api/goodsbrowse/add', { goods_id: g.goods_id })
      if (i % 2 === 0) await call('/api/goodscollect/add', { goods_id: g.goods_id })
    }
    return { created: true, orders, staff }
  } finally {
    await app.close()
  }
}
