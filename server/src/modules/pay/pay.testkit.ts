// Test helpers of the payment suites (not loaded by the app): members, orders and payments inserted
// directly, and a scriptable in-memory gateway channel ('testpay').
import crypto from 'node:crypto'
import type { AppConfig } from '../../config.js'
import { nowSeconds, type DbHandle } from '../../db/database.js'
import { createTestApp, type DbTarget, type TestApp } from '../../test/harness.js'
import { signToken } from '../auth/auth.token.js'
import { orderTimings, payDeadline } from '../order/order.config.js'
import { ORDER_TYPE } from '../order/order.table.js'
import type { GatewayQuery, NotifyAnswer, PayChannel, PayClientKind, PrepayRequest, PrepayResult, VerifiedNotify } from './pay.channel.js'
import { getChannel, registerChannel } from './pay.registry.js'
import { createPayment } from './pay.service.js'

export async function ensureWebsite(handle: DbHandle, id = 1) {
  const has = await handle.db.selectFrom('website').select('id').where('id', '=', id).executeTakeFirst()
  if (!has) await handle.db.insertInto('website').values({ id, title: `Mall ${id}`, logo: '', status: 1, created_at: nowSeconds() } as any).execute()
}

/** The app with website 1; paySettings replace the environment's (PAY_TEST_CHANNEL=on adds 'testpay'). */
export function payApp(target: DbTarget, config: Partial<AppConfig> = {}): Promise<TestApp> {
  return createTestApp(target, {
    config: { paySettings: {}, ...config },
    prepare: (handle) => ensureWebsite(handle),
  })
}

export async function newMember(t: TestApp, websiteId = 1): Promise<{ memberId: number; token: string }> {
  const now = nowSeconds()
  const { id } = await t.handle.db.insertInto('member')
    .values({ website_id: websiteId, mobile: `139${String(crypto.randomInt(0, 1e8)).padStart(8, '0')}`, nickname: 'payer', headimg: '', status: 1, created_at: now })
    .returning('id').executeTakeFirstOrThrow()
  return { memberId: id, token: signToken({ mid: id, wid: websiteId, iat: now - 60, exp: now + 3600 }, t.config.tokenSecret) }
}

export interface TestOrder {
  order_type?: number
  /** fen a channel takes (default 1000) */
  pay_money?: number
  balance_money?: number
  order_status?: number
  create_time?: number
  /** default: create_time + order_config.auto_close_minutes, as checkout sets it */
  pay_deadline?: number
}

/** One checkout as S2's create writes it: orders (one per entry) under a new out_trade_no and its waiting payment. */
export async function insertCheckout(t: TestApp, memberId: number, orders: TestOrder[] = [{}], websiteId = 1) {
  const now = nowSeconds()
  const timings = await orderTimings(t.handle.db, websiteId)
  const payMoney = orders.reduce((s, o) => s + (o.pay_money ?? 1000), 0)
  const pay = await createPayment(t.handle.db, { websiteId, memberId, payMoney, payBody: 'test goods' })
  const orderIds: number[] = []
  for (const [i, o] of orders.entries()) {
    const pm = o.pay_money ?? 1000
    const bm = o.balance_money ?? 0
    const { order_id } = await t.handle.db.insertInto('orders').values({
      website_id: websiteId, site_id: 1 + i, site_name: `Shop ${1 + i}`, member_id: memberId,
      order_no: `T${crypto.randomBytes(10).toString('hex')}`, out_trade_no: pay.outTradeNo,
      order_type: o.order_type ?? ORDER_TYPE.EXPRESS, order_status: o.order_status ?? 0,
      goods_money: pm + bm, order_money: pm + bm, balance_money: bm, pay_money: pm, create_time: o.create_time ?? now,
      pay_deadline: o.pay_deadline ?? payDeadline(timings, o.create_time ?? now),
    }).returning('order_id').executeTakeFirstOrThrow()
    orderIds.push(order_id)
  }
  return { outTradeNo: pay.outTradeNo, payId: pay.id, orderIds, payMoney }
}

/**
 * A gateway in memory: prepay opens, close closes, query answers the state the test sets. Its
 * notifications are "verified" by a secret of the instance (header x-testpay-key), and parseNotify
 * keeps the raw bodies it saw, so the suites check what the notify route hands over.
 */
export class TestPayChannel implements PayChannel {
  readonly payType = 'testpay'
  readonly appId = 'test-app'
  readonly merchantId = 'test-mch'
  readonly secret = crypto.randomBytes(8).toString('hex')
  readonly gateway = new Map<string, { state: GatewayQuery['state']; amount: number; tradeNo: string }>()
  readonly rawBodies: string[] = []
  readonly closed: string[] = []
  failPrepay = false
  failClose = false
  kinds: PayClientKind[] = ['weapp', 'wechat_h5', 'h5', 'alipay_mini', 'alipay_h5']
  lastPrepay: PrepayRequest | null = null

  supports(kind: PayClientKind) {
    return this.kinds.includes(kind)
  }

  async prepay(req: PrepayRequest): Promise<PrepayResult> {
    this.lastPrepay = req
    if (this.failPrepay) throw new Error('gateway down')
    this.gateway.set(req.attemptNo, { state: 'notpaid', amount: req.amount, tradeNo: '' })
    return { type: 'url', url: `https://gateway.test/pay/${req.attemptNo}`, data: { prepay_id: `P${req.attemptNo}` } }
  }

  async close(attemptNo: string) {
    if (this.failClose) throw new Error('gateway down')
    this.closed.push(attemptNo)
    const g = this.gateway.get(attemptNo)
    if (g && g.state === 'notpaid') g.state = 'closed'
  }

  async query(attemptNo: string): Promise<GatewayQuery> {
    const g = this.gateway.get(attemptNo)
    return g ? { state: g.state, amount: g.amount, tradeNo: g.tradeNo } : { state: 'notfound', amount: 0, tradeNo: '' }
  }

  /** the shopper paid at the gateway (no notification sent yet) */
  takeMoney(attemptNo: string) {
    const g = this.gateway.get(attemptNo)!
    g.state = 'paid'
    g.tradeNo = `TP${attemptNo}`
    return g
  }

  async parseNotify(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<VerifiedNotify> {
    this.rawBodies.push(rawBody)
    if (headers['x-testpay-key'] !== this.secret) throw new Error('bad signature')
    const p = new URLSearchParams(rawBody)
    return {
      attemptNo: p.get('attempt_no') ?? '', tradeNo: p.get('trade_no') ?? '', amount: Number(p.get('amount')),
      paid: p.get('state') === 'paid', appId: p.get('app_id') ?? '', merchantId: p.get('mch_id') ?? '',
    }
  }

  notifyAnswer(accepted: boolean): NotifyAnswer {
    return { status: 200, contentType: 'text/plain', body: accepted ? 'success' : 'failure' }
  }
}

/** The channel of the suites: on when paySettings.PAY_TEST_CHANNEL is 'on'; one instance per app config. */
const instances = new WeakMap<AppConfig, TestPayChannel>()
registerChannel('testpay', ({ config, settings }) => {
  if (settings.PAY_TEST_CHANNEL !== 'on') return null
  let c = instances.get(config)
  if (!c) instances.set(config, (c = new TestPayChannel()))
  return c
}, { order: 50 })

export const testChannelOf = async (config: AppConfig) => (await getChannel(config, 'testpay')) as TestPayChannel
