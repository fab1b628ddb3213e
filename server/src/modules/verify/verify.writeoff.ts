import type { Actor } from '../../db/state-machine.js'
import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode } from '../../http/errors.js'
import { markPaymentForReport, reportInBackground } from '../merchant/merchant.wechat-report.js'
import { completeOrder, receiveOrder } from '../order/order.lifecycle.js'
import { OrderError } from '../order/order.messages.js'
import { linesOf, type OrderGoodsRow, type OrderRow } from '../order/order.repository.js'
import { lineView } from '../order/order.service.js'
import { ORDER_STATUS as S, ORDER_TYPE as T } from '../order/order.table.js'
import * as repo from './verify.repository.js'
import { GUESS_LIMIT, type VerifyType } from './verify.table.js'
import { PAY_STATUS } from '../pay/pay.table.js'

/**
 * The one write-off, used by the member desk (/api/verify/verify) and the merchant staff route
 * (/merchant/api/order/verify): each answers its own error codes, so they come in as factories.
 */
export interface WriteOffErrors {
  notFound: () => DomainError
  used: () => DomainError
}

export interface WriteOff {
  code: string
  /** the shops whose codes the caller may write off */
  siteIds: number[]
  actor: Actor
  verifier: { memberId: number; staffId: number; name: string }
  /** the rate-limit key of code guessing ('m:<member>' or 's:<staff>') */
  guesser: string
  errors: WriteOffErrors
}

export interface WrittenOff {
  recordId: number
  order: OrderRow
  verifyType: VerifyType
  status: number
  lines: OrderGoodsRow[]
  at: number
}

export const verifyTypeOf = (o: Pick<OrderRow, 'order_type'>): VerifyType => (o.order_type === T.PICKUP ? 'pickup' : 'virtual')
/** The status in which a code can be written off. */
export const verifiableStatus = (o: Pick<OrderRow, 'order_type'>) => (o.order_type === T.PICKUP ? S.WAIT_PICKUP : S.RECEIVED)

const guessKey = (websiteId: number, guesser: string) => `verify:miss:${websiteId}:${guesser}`

/**
 * The order of a code among `siteIds`, counting misses against guessing: a caller past the limit is
 * refused before the look-up, and the miss that passes it answers too-many-requests as well.
 * Unpaid and closed orders have no usable code: a miss like an unknown one.
 */
export async function findCodeOrder(ctx: RequestContext, p: { code: string; siteIds: number[]; guesser: string; errors: WriteOffErrors }): Promise<OrderRow> {
  const key = guessKey(ctx.websiteId, p.guesser)
  const tooMany = () => new DomainError(ErrorCode.TOO_MANY_REQUESTS, 'too_many_requests')
  if (Number(await ctx.kv.get(key)) >= GUESS_LIMIT.misses) throw tooMany()
  const o = await repo.orderByCode(ctx.db, ctx.websiteId, p.siteIds, p.code)
  if (!o || o.pay_status !== PAY_STATUS.PAID || o.order_status === S.WAIT_PAY || o.order_status === S.CLOSED) {
    if ((await ctx.kv.incr(key, GUESS_LIMIT.windowSeconds)) > GUESS_LIMIT.misses) throw tooMany()
    throw p.errors.notFound()
  }
  return o
}

/** Short line summary kept with the record (the list shows it without reading the order). */
export function goodsSummary(lines: OrderGoodsRow[]): string {
  return JSON.stringify(lines.slice(0, 5).map((l) => ({ sku_name: l.sku_name, sku_image: l.sku_image, num: l.num })))
}

/**
 * Writes the code off: the record (unique per code) and the order's move through the state machine
 * (pickup 2 -> 4 via receiveOrder, virtual 4 -> 10 via completeOrder) in one transaction. Of two racing
 * write-offs one commits; the other answers `used`, and nothing of it stays.
 */
export async function writeOff(ctx: RequestContext, p: WriteOff): Promise<WrittenOff> {
  const o = await findCodeOrder(ctx, p)
  if (o.order_status !== verifiableStatus(o)) throw p.errors.used()
  const lines = (await linesOf(ctx.db, [o.order_id])).get(o.order_id) ?? []
  const at = nowSeconds()
  const verifyType = verifyTypeOf(o)
  const move = { orderId: o.order_id, websiteId: o.website_id, siteId: o.site_id, actor: p.actor, reason: 'verified', at }
  let recordId = 0
  let reportPay: number | null = null
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const id = await repo.insertRecord(trx, {
        website_id: o.website_id, site_id: o.site_id, verify_code: o.verify_code, verify_type: verifyType, order_id: o.order_id,
        verifier_member_id: p.verifier.memberId, verifier_staff_id: p.verifier.staffId, verifier_name: p.verifier.name.slice(0, 50),
        goods_summary: goodsSummary(lines), created_at: at,
      })
      if (id === null) throw p.errors.used()
      recordId = id
      const deps = { db: trx, config: ctx.config, log: ctx.log }
      if (o.order_type === T.PICKUP) await receiveOrder(deps, { ...move, from: S.WAIT_PICKUP })
      else await completeOrder(deps, move)
      // a code used at the desk is the "shipment" WeChat wants reported: pickup (4) or virtual goods (3)
      reportPay = await markPaymentForReport(trx, o.website_id, o.out_trade_no)
    })
  } catch (err) {
    // the order moved meanwhile (another desk, a refund): the code is no longer usable
    if (err instanceof DomainError && (err.code === OrderError.ORDER_CANNOT_RECEIVE || err.code === OrderError.ORDER_STATUS_CHANGED)) throw p.errors.used()
    throw err
  }
  reportInBackground(ctx, reportPay)
  return { recordId, order: o, verifyType, status: o.order_type === T.PICKUP ? S.RECEIVED : S.COMPLETED, lines, at }
}

export const lineViews = (lines: OrderGoodsRow[]) => lines.map(lineView)
