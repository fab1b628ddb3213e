import { nowSeconds } from '../../db/database.js'
import { memberActor } from '../../db/state-machine.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { t, type Lang } from '../../http/messages.js'
import { paging } from '../../http/paging.js'
import { orderTimings } from './order.config.js'
import { isEvaluable } from './order.machine.js'
import { closeOrder, receiveOrder } from './order.lifecycle.js'
import { logisticsProvider } from './order.logistics.js'
import { OrderError } from './order.messages.js'
import { countTab, findOrder, linesOf, packagesOf, pageOrders, type OrderGoodsRow, type OrderOwner, type OrderPackageRow, type OrderRow } from './order.repository.js'
import {
  ORDER_TABS, type OrderAction, type OrderDetail, type OrderIdInput, type OrderLine, type OrderListsInput, type OrderMoved, type OrderNum,
  type OrderPackage, type OrderPackageTrace, type OrderPage, type OrderSummary, type OrderTab,
} from './order.schema.js'
import { ORDER_STATUS as S, ORDER_TYPE as T } from './order.table.js'
import { PAY_STATUS } from '../pay/pay.table.js'

// ---- views shared with the merchant side ----

export function statusName(lang: Lang, o: Pick<OrderRow, 'order_status' | 'order_type'>): string {
  const st = o.order_status
  if (o.order_type === T.LOCAL && (st === S.WAIT_SEND || st === S.WAIT_PICKUP)) return t(lang, 'order_status.2.local')
  if (o.order_type === T.LOCAL && st === S.SHIPPED) return t(lang, 'order_status.3.local')
  if (o.order_type === T.VIRTUAL && st === S.RECEIVED) return t(lang, 'order_status.4.virtual')
  return t(lang, `order_status.${st}`)
}

export function lineView(l: OrderGoodsRow): OrderLine {
  return {
    order_goods_id: l.order_goods_id, goods_id: l.goods_id, sku_id: l.sku_id, sku_name: l.sku_name, spec_name: l.spec_name,
    sku_image: l.sku_image, price: Number(l.price), num: l.num, goods_money: Number(l.goods_money), real_goods_money: Number(l.real_goods_money),
    is_virtual: l.is_virtual, delivery_status: l.delivery_status, refund_status: l.refund_status,
  }
}

/**
 * is_evaluate 0: the first evaluation (the waitrate tab); 1: a follow-up (the evaluate page checks each
 * line's window); 2: followed up already.
 */
function evaluateActions(o: OrderRow): OrderAction[] {
  return o.is_evaluate === 0 ? ['evaluate'] : o.is_evaluate === 1 ? ['evaluateagain'] : []
}

/** What the buyer may do now. */
export function buyerActions(o: OrderRow): OrderAction[] {
  const out: OrderAction[] = []
  const shipsByExpress = o.order_type === T.EXPRESS
  switch (o.order_status) {
    case S.WAIT_PAY: out.push('pay', 'close'); break
    case S.SHIPPED:
      // local delivery is handed over by the rider; the buyer may confirm it all the same
      out.push('takedelivery')
      if (!o.is_extended) out.push('extendtakedelivery')
      if (shipsByExpress) out.push('logistics')
      break
    case S.RECEIVED:
      if (shipsByExpress) out.push('logistics')
      out.push('buyagain')
      if (isEvaluable(o)) out.push(...evaluateActions(o))
      break
    case S.COMPLETED:
      if (shipsByExpress) out.push('logistics')
      out.push('buyagain', 'delete')
      out.push(...evaluateActions(o))
      break
    case S.CLOSED: out.push('buyagain', 'delete'); break
  }
  return out
}

export function summaryFields(lang: Lang, o: OrderRow, lines: OrderGoodsRow[]) {
  return {
    order_id: o.order_id, order_no: o.order_no, out_trade_no: o.out_trade_no, site_id: o.site_id, site_name: o.site_name,
    order_type: o.order_type, order_status: o.order_status, order_status_name: statusName(lang, o),
    pay_status: o.pay_status, pay_type: o.pay_type, goods_money: Number(o.goods_money), delivery_money: Number(o.delivery_money),
    order_money: Number(o.order_money), pay_money: Number(o.pay_money), goods_num: lines.reduce((n, l) => n + l.num, 0),
    is_evaluate: o.is_evaluate, create_time: Number(o.create_time), pay_deadline: Number(o.pay_deadline), order_goods: lines.map(lineView),
  }
}

function parseJson(text: string): Record<string, unknown> | null {
  if (!text) return null
  try {
    const v = JSON.parse(text)
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null
  } catch {
    return null
  }
}
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number.isFinite(Number(v)) ? Number(v) : 0)

export function packageView(p: OrderPackageRow, lines: OrderGoodsRow[]): OrderPackage {
  const ids = new Set(p.order_goods_ids.split(',').map(Number))
  return {
    id: p.id, delivery_type: p.delivery_type, express_company_name: p.express_company_name, delivery_no: p.delivery_no,
    delivery_time: Number(p.created_at), order_goods: lines.filter((l) => ids.has(l.order_goods_id)).map(lineView),
  }
}

/** Everything of the detail but the actions, for the buyer and the shop. */
export async function detailFields(ctx: RequestContext, o: OrderRow) {
  const [lines, packages] = await Promise.all([linesOf(ctx.db, [o.order_id]).then((m) => m.get(o.order_id) ?? []), packagesOf(ctx.db, o.order_id)])
  const now = nowSeconds()
  const invoice = parseJson(o.invoice)
  const store = o.order_type === T.PICKUP ? parseJson(o.delivery_store_info) : null
  const codeShown = (o.order_type === T.PICKUP || o.order_type === T.VIRTUAL) && o.pay_status === PAY_STATUS.PAID
  return {
    ...summaryFields(ctx.lang, o, lines),
    coupon_money: Number(o.coupon_money), platform_coupon_money: Number(o.platform_coupon_money), promotion_money: Number(o.promotion_money),
    point_money: Number(o.point_money), point: Number(o.point), balance_money: Number(o.balance_money),
    name: o.name, mobile: o.mobile, telephone: o.telephone, full_address: o.full_address, address: o.address,
    longitude: Number(o.longitude), latitude: Number(o.latitude), buyer_message: o.buyer_message, buyer_ask_delivery_time: o.buyer_ask_delivery_time,
    invoice: invoice
      ? { invoice_type: num(invoice.invoice_type), invoice_title: str(invoice.invoice_title), taxpayer_number: str(invoice.taxpayer_number), invoice_content: str(invoice.invoice_content) }
      : null,
    delivery_store: o.order_type === T.PICKUP
      ? {
        store_id: o.delivery_store_id || num(store?.store_id), store_name: o.delivery_store_name || str(store?.store_name),
        telephone: str(store?.telephone), full_address: str(store?.full_address), open_date: str(store?.open_date),
        longitude: num(store?.lng ?? store?.longitude), latitude: num(store?.lat ?? store?.latitude),
      }
      : null,
    verify_code: codeShown ? o.verify_code : '',
    pay_time: Number(o.pay_time), delivery_time: Number(o.delivery_time), sign_time: Number(o.sign_time), finish_time: Number(o.finish_time),
    close_time: Number(o.close_time), close_cause: o.close_cause, is_extended: o.is_extended, auto_receive_at: Number(o.auto_receive_at),
    close_seconds: o.order_status === S.WAIT_PAY ? Math.max(0, Number(o.pay_deadline) - now) : 0,
    receive_seconds: o.order_status === S.SHIPPED && Number(o.auto_receive_at) > 0 ? Math.max(0, Number(o.auto_receive_at) - now) : 0,
    packages: packages.map((p) => packageView(p, lines)),
  }
}

// ---- the buyer's routes ----

const notFound = () => new DomainError(OrderError.ORDER_NOT_FOUND, 'order_not_found')

function memberOwner(ctx: RequestContext): OrderOwner {
  return { websiteId: ctx.websiteId, memberId: requireMember(ctx) }
}

async function ownOrder(ctx: RequestContext, orderId: number): Promise<OrderRow> {
  const o = await findOrder(ctx.db, memberOwner(ctx), orderId)
  if (!o) throw notFound()
  return o
}

export async function orderLists(ctx: RequestContext, input: OrderListsInput): Promise<OrderPage> {
  const owner = memberOwner(ctx)
  const pg = paging(input)
  const { rows, count } = await pageOrders(ctx.db, owner, { tab: input.order_status ?? 'all', search: input.search, offset: pg.offset, limit: pg.pageSize })
  const lines = await linesOf(ctx.db, rows.map((r) => r.order_id))
  const list: OrderSummary[] = rows.map((o) => ({ ...summaryFields(ctx.lang, o, lines.get(o.order_id) ?? []), actions: buyerActions(o) }))
  return { list, count, page_count: Math.ceil(count / pg.pageSize) }
}

export async function orderDetail(ctx: RequestContext, input: OrderIdInput): Promise<OrderDetail> {
  const o = await ownOrder(ctx, input.order_id)
  return { ...(await detailFields(ctx, o)), actions: buyerActions(o) }
}

export async function orderClose(ctx: RequestContext, input: OrderIdInput): Promise<OrderMoved> {
  const memberId = requireMember(ctx)
  await ownOrder(ctx, input.order_id)
  await closeOrder(ctx, { orderId: input.order_id, websiteId: ctx.websiteId, memberId, actor: memberActor(memberId), cause: 'buyer' })
  return { order_id: input.order_id, order_status: S.CLOSED }
}

export async function orderTakeDelivery(ctx: RequestContext, input: OrderIdInput): Promise<OrderMoved> {
  const memberId = requireMember(ctx)
  await ownOrder(ctx, input.order_id)
  await receiveOrder(ctx, { orderId: input.order_id, websiteId: ctx.websiteId, memberId, actor: memberActor(memberId), reason: 'buyer' })
  return { order_id: input.order_id, order_status: S.RECEIVED }
}

/**
 * Once, while shipped: auto_receive_at moves by extend_days. Not a status move, so a guarded UPDATE on
 * (status 3, not extended) decides between two racing taps.
 */
export async function orderExtendTakeDelivery(ctx: RequestContext, input: OrderIdInput): Promise<OrderDetail> {
  const o = await ownOrder(ctx, input.order_id)
  if (o.order_status !== S.SHIPPED || o.is_extended) throw new DomainError(OrderError.ORDER_CANNOT_EXTEND, 'order_cannot_extend')
  const timings = await orderTimings(ctx.db, ctx.websiteId)
  const base = Math.max(Number(o.auto_receive_at), nowSeconds())
  const res = await ctx.db.updateTable('orders').set({ is_extended: 1, auto_receive_at: base + timings.extend_days * 86400 })
    .where('order_id', '=', o.order_id).where('member_id', '=', o.member_id)
    .where('order_status', '=', S.SHIPPED).where('is_extended', '=', 0).executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) throw new DomainError(OrderError.ORDER_CANNOT_EXTEND, 'order_cannot_extend')
  return orderDetail(ctx, input)
}

export async function orderDelete(ctx: RequestContext, input: OrderIdInput): Promise<number> {
  const o = await ownOrder(ctx, input.order_id)
  if (o.order_status !== S.CLOSED && o.order_status !== S.COMPLETED) throw new DomainError(OrderError.ORDER_CANNOT_DELETE, 'order_cannot_delete')
  await ctx.db.updateTable('orders').set({ is_delete: 1 })
    .where('order_id', '=', o.order_id).where('member_id', '=', o.member_id).where('order_status', 'in', [S.CLOSED, S.COMPLETED]).execute()
  return o.order_id
}

export async function orderNum(ctx: RequestContext, input: { order_status?: string }): Promise<OrderNum> {
  const owner = memberOwner(ctx)
  const asked = (input.order_status ?? 'waitpay,waitsend,waitconfirm,waitrate').split(',').map((s) => s.trim())
  const tabs = ORDER_TABS.filter((tab): tab is Exclude<OrderTab, 'all'> => tab !== 'all' && asked.includes(tab))
  const out: OrderNum = {}
  for (const tab of tabs) out[tab] = await countTab(ctx.db, owner, tab)
  return out
}

export async function orderPackages(ctx: RequestContext, input: OrderIdInput): Promise<OrderPackageTrace[]> {
  const o = await ownOrder(ctx, input.order_id)
  const [lines, packages] = await Promise.all([linesOf(ctx.db, [o.order_id]).then((m) => m.get(o.order_id) ?? []), packagesOf(ctx.db, o.order_id)])
  const provider = logisticsProvider()
  const now = nowSeconds()
  const out: OrderPackageTrace[] = []
  for (const p of packages) {
    let traces: OrderPackageTrace['traces'] = []
    if (p.delivery_type === 1 && p.delivery_no) {
      try {
        traces = await provider.trace(p.express_company_name, p.delivery_no, {
          company: p.express_company_name, no: p.delivery_no, shippedAt: Number(p.created_at), receivedAt: Number(o.sign_time), lang: ctx.lang, now,
        })
      } catch (err) {
        ctx.log.warn({ err, provider: provider.name }, 'logistics: trace failed')
      }
    }
    out.push({ ...packageView(p, lines), traces })
  }
  return out
}

