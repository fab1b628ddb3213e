import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { Move } from '../../db/state-machine.js'
import type { Movement } from '../account/account.ledger.js'
import { CHECKOUT_FROM_TYPE } from '../order/order.checkout.service.js'
import { CLOSE_FROM_TYPE } from '../order/order.lifecycle.js'
import { ORDER_STATUS as S, ORDER_TYPE as T, type OrderStatus } from '../order/order.table.js'
import { REFUND_STATUS as R, type RefundStatus } from '../refund/refund.machine.js'
import { REFUND_FROM_TYPE } from '../refund/refund.transfer.js'
import { SIGNIN_FROM_TYPE } from '../signin/signin.service.js'
import { insertMessage } from './sitemessage.repository.js'

/**
 * Which moves write which message. Each listener runs inside the move's transaction and writes at
 * most one row per message (insert … on conflict do nothing on (member, idem_key)), so a repeated
 * event writes nothing; a move that does not happen (a replayed payment notification) calls nothing.
 */

/** The app pages messages open (the app's routes; src/constants/routes.ts). */
export const LINKS = {
  orderDetail: {
    [T.EXPRESS]: '/pages/order/detail/detail',
    [T.PICKUP]: '/pages/order/detail_pickup/detail_pickup',
    [T.LOCAL]: '/pages/order/detail_local_delivery/detail_local_delivery',
    [T.VIRTUAL]: '/pages/order/detail_virtual/detail_virtual',
  } as Record<number, string>,
  refundDetail: '/otherpages/order/refund_detail/refund_detail',
  balanceDetail: '/otherpages/member/balance_detail/balance_detail',
  pointDetail: '/otherpages/member/point_detail/point_detail',
} as const

const orderLink = (orderType: number) => LINKS.orderDetail[orderType] ?? LINKS.orderDetail[T.EXPRESS]

type OrderMove = Readonly<Move<OrderStatus>> & { readonly at: number }
type RefundMove = Readonly<Move<RefundStatus>> & { readonly at: number }

const PAID_TO: readonly number[] = [S.WAIT_SEND, S.WAIT_PICKUP, S.RECEIVED]

/** Whether an order's move writes a message (the others cost nothing). */
export function orderMoveWrites(move: Pick<OrderMove, 'from' | 'to'>): boolean {
  return (move.from === S.WAIT_PAY && PAID_TO.includes(move.to)) || (move.from === S.WAIT_SEND && move.to === S.SHIPPED)
    || move.to === S.CLOSED || move.to === S.COMPLETED
}

/** The order's messages: paid (and, for pickup, ready at the store), shipped or out for local delivery, closed, completed. */
export async function orderMoved(trx: Kysely<Database>, move: OrderMove): Promise<void> {
  if (!orderMoveWrites(move)) return
  const paid = move.from === S.WAIT_PAY && PAID_TO.includes(move.to)
  const shipped = move.from === S.WAIT_SEND && move.to === S.SHIPPED
  const closed = move.to === S.CLOSED
  const o = await trx.selectFrom('orders')
    .select(['order_id', 'website_id', 'member_id', 'order_no', 'order_type', 'order_money', 'balance_money', 'point', 'site_name', 'delivery_store_name', 'close_cause'])
    .where('order_id', '=', move.id).executeTakeFirst()
  if (!o) return
  const base = {
    websiteId: o.website_id, memberId: o.member_id, createdAt: move.at,
    linkRoute: orderLink(o.order_type), linkParams: { order_id: o.order_id },
  }
  const key = (what: string) => `order:${o.order_id}:${what}`
  if (paid) {
    await insertMessage(trx, {
      ...base, category: 'order', tpl: o.order_type === T.VIRTUAL ? 'order_paid_virtual' : 'order_paid', idemKey: key('paid'),
      params: { order_no: o.order_no, site_name: o.site_name, money: Number(o.order_money) },
    })
    if (move.to === S.WAIT_PICKUP) {
      await insertMessage(trx, {
        ...base, category: 'delivery', tpl: 'delivery_pickup', idemKey: key('pickup'),
        params: { order_no: o.order_no, site_name: o.site_name, store: o.delivery_store_name || o.site_name },
      })
    }
    return
  }
  if (shipped) {
    const local = o.order_type === T.LOCAL
    const pkg = local ? undefined : await trx.selectFrom('order_package').select(['express_company_name', 'delivery_no'])
      .where('order_id', '=', o.order_id).where('delivery_type', '=', 1).orderBy('id', 'desc').limit(1).executeTakeFirst()
    await insertMessage(trx, {
      ...base, category: 'delivery', tpl: local ? 'delivery_local' : 'delivery_shipped', idemKey: key('shipped'),
      params: { order_no: o.order_no, site_name: o.site_name, company: pkg?.express_company_name ?? '', delivery_no: pkg?.delivery_no ?? '' },
    })
    return
  }
  if (closed) {
    // an unpaid order gives back the balance and points checkout took (the close's own ledger rows)
    const back = move.from === S.WAIT_PAY
    await insertMessage(trx, {
      ...base, category: 'order', tpl: 'order_closed', idemKey: key('closed'),
      params: {
        order_no: o.order_no, cause: o.close_cause, balance: back ? Number(o.balance_money) : 0, point: back ? Number(o.point) : 0,
      },
    })
    return
  }
  await insertMessage(trx, { ...base, category: 'order', tpl: 'order_completed', idemKey: key('completed'), params: { order_no: o.order_no } })
}

/** The refund's messages to the buyer: agreed (refund only, or send the goods back), refused, refunded. */
const REFUND_TPL: Partial<Record<RefundStatus, string>> = {
  [R.AGREED]: 'refund_agreed', [R.WAIT_RETURN]: 'refund_return', [R.REFUSED]: 'refund_refused', [R.FINISHED]: 'refund_finished',
}

export function refundMoveWrites(move: Pick<RefundMove, 'to'>): boolean {
  return Object.hasOwn(REFUND_TPL, move.to)
}

export async function refundMoved(trx: Kysely<Database>, move: RefundMove): Promise<void> {
  const tpl = REFUND_TPL[move.to]
  if (!tpl) return
  const line = await trx.selectFrom('order_goods').select(['order_goods_id', 'website_id', 'member_id', 'sku_name', 'order_id'])
    .where('order_goods_id', '=', move.id).executeTakeFirst()
  if (!line) return
  // the line's current application (its amounts are fixed before the money moves)
  const refund = await trx.selectFrom('order_refund').select(['id', 'refund_money', 'refund_point'])
    .where('order_goods_id', '=', line.order_goods_id).orderBy('id', 'desc').limit(1).executeTakeFirst()
  if (!refund) return
  await insertMessage(trx, {
    websiteId: line.website_id, memberId: line.member_id, createdAt: move.at, category: 'order', tpl,
    idemKey: `refund:${refund.id}:${move.to}`,
    params: {
      goods: line.sku_name,
      ...(move.to === R.REFUSED ? { reason: (move.reason ?? '').slice(0, 255) } : {}),
      ...(move.to === R.FINISHED ? { money: Number(refund.refund_money), point: Number(refund.refund_point) } : {}),
    },
    linkRoute: LINKS.refundDetail, linkParams: { order_goods_id: line.order_goods_id },
  })
}

/**
 * Movements whose cause has a message of its own, or that the member made on screen and saw at once:
 * an order's spending and what its close or refund gives back (the order's messages say so), and the
 * daily sign-in. Growth is not an asset the member spends: no message either.
 */
export const QUIET_FROM_TYPES: ReadonlySet<string> = new Set([CHECKOUT_FROM_TYPE, CLOSE_FROM_TYPE, REFUND_FROM_TYPE, SIGNIN_FROM_TYPE])

/**
 * Balance (both kinds: one message per cause and direction, the withdrawable and the other part
 * added up, as the member centre shows one balance) and points. The ledger calls this once per row
 * it writes, never for a repeat, so adding up counts each row once.
 */
export function accountMoveWrites(m: Pick<Movement, 'accountType' | 'fromType' | 'amount'>): boolean {
  return m.accountType !== 'growth' && !QUIET_FROM_TYPES.has(m.fromType) && m.amount !== 0
}

export async function accountMoved(trx: Kysely<Database>, m: Readonly<Movement>): Promise<void> {
  if (!accountMoveWrites(m)) return
  const money = m.accountType === 'balance' || m.accountType === 'balance_money'
  const dir = m.amount > 0 ? 'in' : 'out'
  const group = money ? 'money' : 'point'
  await insertMessage(trx, {
    websiteId: m.websiteId, memberId: m.memberId, createdAt: m.now, category: 'account', tpl: `account_${group}_${dir}`,
    idemKey: `account:${group}:${dir}:${m.fromType}:${m.relateTag}`, amount: Math.abs(m.amount), params: { from_type: m.fromType },
    linkRoute: money ? LINKS.balanceDetail : LINKS.pointDetail,
  }, money ? 'add' : 'nothing')
}
