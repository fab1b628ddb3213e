import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../config.js'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { StaleTransitionError, type Actor } from '../../db/state-machine.js'
import { DomainError } from '../../http/errors.js'
import { moveAccount } from '../account/account.ledger.js'
import type { AccountType } from '../account/account.table.js'
import { PAY_MACHINE } from '../pay/pay.machine.js'
import { closeOpenAttempt } from '../pay/pay.service.js'
import { ORDER_MACHINE } from './order.machine.js'
import { OrderError } from './order.messages.js'
import type { OrderRow } from './order.repository.js'
import { ORDER_STATUS as S, type OrderStatus } from './order.table.js'
import { invalidateGoodsDetail } from '../goods/goods.service.js'

/**
 * The timed and buyer-side moves of an order, shared by the buyer's routes, the merchant's routes and
 * the 'order.sweep' job. Each is one guarded move through ORDER_MACHINE with its side effects in the
 * same transaction, so of two racing requests exactly one moves the order and does the side effects;
 * the other answers ORDER_STATUS_CHANGED.
 */

/** What the lifecycle needs: a RequestContext is one, so are the job runner's deps. */
export interface LifecycleDeps {
  db: Kysely<Database>
  config: AppConfig
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>
}

/** The ledger's from_type of what a close gives back (relate_tag: the order number). */
export const CLOSE_FROM_TYPE = 'order_close'

export interface CloseOrder {
  orderId: number
  actor: Actor
  /** 'buyer' | 'timeout' | 'merchant' … (stored in close_cause) */
  cause: string
  /** more guards: the order must be this member's / this shop's */
  websiteId?: number
  memberId?: number
  at?: number
}

const statusChanged = () => new DomainError(OrderError.ORDER_STATUS_CHANGED, 'order_status_changed')
const notFound = () => new DomainError(OrderError.ORDER_NOT_FOUND, 'order_not_found')

async function loadOrder(db: Kysely<Database>, p: { orderId: number; websiteId?: number; memberId?: number }): Promise<OrderRow> {
  let q = db.selectFrom('orders').selectAll().where('order_id', '=', p.orderId)
  if (p.websiteId !== undefined) q = q.where('website_id', '=', p.websiteId)
  if (p.memberId !== undefined) q = q.where('member_id', '=', p.memberId)
  const order = await q.executeTakeFirst()
  if (!order) throw notFound()
  return order
}

/** Runs `fn` in the caller's transaction, or in a new one. */
function inTransaction<T>(db: Kysely<Database>, fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? fn(db) : db.transaction().execute(fn)
}

/** One guarded move; a lost race is ORDER_STATUS_CHANGED. */
async function moveOrder(trx: Kysely<Database>, order: OrderRow, to: OrderStatus, actor: Actor, reason: string, set: Record<string, unknown>, at: number) {
  try {
    await ORDER_MACHINE.move(trx, { id: order.order_id, from: order.order_status as OrderStatus, to, actor, reason, set, at, where: { website_id: order.website_id } })
  } catch (err) {
    if (err instanceof StaleTransitionError) throw statusChanged()
    throw err
  }
}

/**
 * Closes an unpaid order (0 -> -1) and gives back what checkout took: the reserved stock, the coupons
 * (a platform coupon shared by the orders of one checkout only when the last of them closes), the
 * points and the balance (ledger rows from_type 'order_close', relate_tag the order number: once).
 * When every order of its payment is closed, the payment closes too.
 *
 * Before the transaction, an open gateway attempt of the payment is closed at the gateway (pay.service
 * closeOpenAttempt): money that arrived meanwhile pays the orders, and the close then answers
 * ORDER_STATUS_CHANGED. Called with a transaction, that gateway step is the caller's.
 */
export async function closeOrder(deps: LifecycleDeps, p: CloseOrder): Promise<void> {
  const order = await loadOrder(deps.db, p)
  if (order.order_status !== S.WAIT_PAY) {
    throw new DomainError(OrderError.ORDER_CANNOT_CLOSE, 'order_cannot_close')
  }
  const pay = await deps.db.selectFrom('pay').select(['id', 'pay_status'])
    .where('website_id', '=', order.website_id).where('out_trade_no', '=', order.out_trade_no).executeTakeFirst()
  if (pay && pay.pay_status === 'waiting' && !deps.db.isTransaction) {
    const r = await closeOpenAttempt({ db: deps.db, config: deps.config, log: deps.log as FastifyBaseLogger | undefined }, pay.id, p.actor)
    // the gateway had the money: the orders are paid now and must not close
    if (r === 'paid' || r === 'duplicate') throw statusChanged()
  }
  const at = p.at ?? nowSeconds()
  const goodsIds = await inTransaction(deps.db, async (trx) => {
    // closes of one checkout run one after the other (a row lock on PostgreSQL, SQLite has one writer):
    // "is this the last open order of the payment?" must see the other close
    if (pay) await trx.updateTable('pay').set((eb) => ({ close_time: eb.ref('close_time') })).where('id', '=', pay.id).execute()
    await moveOrder(trx, order, S.CLOSED, p.actor, p.cause, { close_time: at, close_cause: p.cause.slice(0, 50) }, at)
    const given = await giveBack(trx, order, at)
    if (pay) {
      const open = await trx.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
        .where('website_id', '=', order.website_id).where('out_trade_no', '=', order.out_trade_no)
        .where('order_status', '!=', S.CLOSED).executeTakeFirstOrThrow()
      if (Number(open.n) === 0) {
        try {
          await PAY_MACHINE.move(trx, { id: pay.id, from: 'waiting', to: 'closed', actor: p.actor, reason: 'orders closed', set: { close_time: at }, at })
        } catch (err) {
          // already closed (or paid, which moved every order first: then this order could not have closed)
          if (!(err instanceof StaleTransitionError)) throw err
        }
      }
    }
    return given
  })
  // the stock shown with these goods moved: their cached details go once it is committed (in a caller's
  // transaction the caches cannot be reached; their TTL bounds it)
  if (!deps.db.isTransaction) await invalidateGoodsDetail(deps, goodsIds)
}

/** Stock, coupons, points and balance of a closed order; runs only after its guarded move. Answers the goods whose stock came back. */
async function giveBack(trx: Kysely<Database>, order: OrderRow, at: number): Promise<number[]> {
  const lines = await trx.selectFrom('order_goods').select(['sku_id', 'goods_id', 'num']).where('order_id', '=', order.order_id).execute()
  for (const line of lines) {
    await trx.updateTable('goods_sku')
      .set((eb) => ({ stock: eb(eb.ref('stock'), '+', line.num), version: eb(eb.ref('version'), '+', 1) }))
      .where('sku_id', '=', line.sku_id).execute()
    // checkout counted the sale; a closed order sold nothing (guarded: never below zero)
    await trx.updateTable('goods_sku').set((eb) => ({ sale_num: eb(eb.ref('sale_num'), '-', line.num) }))
      .where('sku_id', '=', line.sku_id).where('sale_num', '>=', line.num).execute()
    await trx.updateTable('goods').set((eb) => ({ sale_num: eb(eb.ref('sale_num'), '-', line.num) }))
      .where('goods_id', '=', line.goods_id).where('sale_num', '>=', line.num).execute()
  }
  await giveBackCoupons(trx, order)
  await giveBackAccounts(trx, order, at)
  return [...new Set(lines.map((l) => l.goods_id))]
}

/**
 * The coupons of an order that closed (unpaid, or wholly refunded before anything shipped): its own
 * shop coupon, and a platform coupon shared by the orders of one checkout once none of them is open.
 * Call it after the order's move to closed, in the same transaction.
 */
export async function giveBackCoupons(trx: Kysely<Database>, order: OrderRow): Promise<void> {
  // the order's own coupons (the shop's); a shared platform coupon is handled below
  let own = trx.updateTable('member_coupon').set({ state: 1, use_order_id: 0, use_time: 0 })
    .where('member_id', '=', order.member_id).where('use_order_id', '=', order.order_id).where('state', '=', 2)
  if (order.platform_coupon_id > 0) own = own.where('id', '!=', order.platform_coupon_id)
  await own.execute()
  if (order.platform_coupon_id > 0) {
    const sharing = await trx.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('website_id', '=', order.website_id).where('out_trade_no', '=', order.out_trade_no)
      .where('platform_coupon_id', '=', order.platform_coupon_id).where('order_status', '!=', S.CLOSED).executeTakeFirstOrThrow()
    if (Number(sharing.n) === 0) {
      await trx.updateTable('member_coupon').set({ state: 1, use_order_id: 0, use_time: 0 })
        .where('id', '=', order.platform_coupon_id).where('member_id', '=', order.member_id).where('state', '=', 2).execute()
    }
  }
}

/**
 * Points and balance: what checkout's ledger rows tagged with this order number took, account by
 * account (so withdrawable balance goes back to the withdrawable column); without such rows, the
 * order's own point and balance_money go back to points and the (non-withdrawable) balance.
 */
async function giveBackAccounts(trx: Kysely<Database>, order: OrderRow, at: number): Promise<void> {
  const rows = await trx.selectFrom('member_account').select(['account_type', 'account_data'])
    .where('member_id', '=', order.member_id).where('relate_tag', '=', order.order_no)
    .where('from_type', '!=', CLOSE_FROM_TYPE).where('account_data', '<', 0).execute()
  const taken = new Map<string, number>()
  for (const r of rows) taken.set(r.account_type, (taken.get(r.account_type) ?? 0) - Number(r.account_data))
  const point = taken.get('point') || Number(order.point)
  const balanceTaken = (taken.get('balance') ?? 0) + (taken.get('balance_money') ?? 0)
  const back: Array<[string, number]> = [['point', point]]
  if (balanceTaken > 0) back.push(['balance', taken.get('balance') ?? 0], ['balance_money', taken.get('balance_money') ?? 0])
  else back.push(['balance', Number(order.balance_money)])
  for (const [accountType, amount] of back) {
    if (amount <= 0) continue
    await moveAccount(trx, {
      websiteId: order.website_id, memberId: order.member_id, accountType: accountType as AccountType, amount,
      fromType: CLOSE_FROM_TYPE, relateTag: order.order_no, remark: 'order closed', now: at,
    })
  }
}

export interface MoveOrder {
  orderId: number
  actor: Actor
  websiteId?: number
  memberId?: number
  /** the merchant side: the order must be this shop's */
  siteId?: number
  reason?: string
  at?: number
}

async function loadFor(deps: LifecycleDeps, p: MoveOrder): Promise<OrderRow> {
  const order = await loadOrder(deps.db, p)
  if (p.siteId !== undefined && order.site_id !== p.siteId) throw notFound()
  return order
}

/** Received: shipped (3) -> 4 by the buyer, the delivery rider or the timed job; pickup (2) -> 4 when verified. */
export async function receiveOrder(deps: LifecycleDeps, p: MoveOrder & { from?: OrderStatus }): Promise<OrderRow> {
  const order = await loadFor(deps, p)
  const from = p.from ?? S.SHIPPED
  if (order.order_status !== from) throw new DomainError(OrderError.ORDER_CANNOT_RECEIVE, 'order_cannot_receive')
  const at = p.at ?? nowSeconds()
  await inTransaction(deps.db, (trx) => moveOrder(trx, order, S.RECEIVED, p.actor, p.reason ?? 'received', { sign_time: at }, at))
  return { ...order, order_status: S.RECEIVED, sign_time: at }
}

/** Completed: received (4) -> 10 once the after-sale window passed (or a virtual code was used). */
export async function completeOrder(deps: LifecycleDeps, p: MoveOrder): Promise<OrderRow> {
  const order = await loadFor(deps, p)
  if (order.order_status !== S.RECEIVED) throw statusChanged()
  const at = p.at ?? nowSeconds()
  await inTransaction(deps.db, (trx) => moveOrder(trx, order, S.COMPLETED, p.actor, p.reason ?? 'completed', { finish_time: at }, at))
  return { ...order, order_status: S.COMPLETED, finish_time: at }
}

/** Moves an order and maps a lost race; for the merchant's shipping moves. */
export async function shipMove(trx: Kysely<Database>, order: OrderRow, to: OrderStatus, actor: Actor, reason: string, set: Record<string, unknown>, at: number) {
  await moveOrder(trx, order, to, actor, reason, set, at)
}
