import crypto from 'node:crypto'
import type { Kysely, Updateable } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { memberActor, staffActor, StaleTransitionError, statusHistory, type Actor } from '../../db/state-machine.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { t } from '../../http/messages.js'
import { paging } from '../../http/paging.js'
import { requireStaff } from '../merchant/merchant.service.js'
import type { OrderGoodsRow, OrderOwner, OrderRow } from '../order/order.repository.js'
import { lineView } from '../order/order.service.js'
import { DELIVERY_STATUS, ORDER_STATUS as S, ORDER_TYPE as T } from '../order/order.table.js'
import { PAY_STATUS } from '../pay/pay.table.js'
import { refundNotifyBase } from './refund.notify-url.js'
import {
  REFUND_MACHINE, REFUND_STATUS as R, REFUND_TYPE, refundActions, refundTarget,
  type RefundActionName, type RefundSide, type RefundStatus, type RefundType,
} from './refund.machine.js'
import { RefundError } from './refund.messages.js'
import {
  MAX_REFUND_IMAGES, REFUND_REASONS, type ApplyInput, type DeliveryInput, type LineInput, type RefundData, type RefundDetail,
  type RefundListsInput, type RefundPage, type RefuseInput,
} from './refund.schema.js'
import {
  currentRefund, findLine, findOrderById, findOwnedLine, findShopAddress, insertRefund, linesByIds, linesOfOrder, memberUploadPaths, ordersByIds,
  pageCurrentRefunds, updateRefund, type RefundRow,
} from './refund.repository.js'
import { CHANNEL_STATUS as C, type OrderRefundTable } from './refund.table.js'
import { anyShipped, refundOf, transferRefund } from './refund.transfer.js'

/** Orders whose lines may be refunded: paid and not completed (the after-sale window closes with completion). */
const REFUNDABLE_ORDER: readonly number[] = [S.WAIT_SEND, S.WAIT_PICKUP, S.SHIPPED, S.RECEIVED]

const lineNotFound = () => new DomainError(RefundError.REFUND_LINE_NOT_FOUND, 'refund_line_not_found')
const notAllowed = () => new DomainError(RefundError.REFUND_ACTION_NOT_ALLOWED, 'refund_action_not_allowed')
const changed = () => new DomainError(RefundError.REFUND_STATUS_CHANGED, 'refund_status_changed')

type Owner = OrderOwner

interface Loaded {
  line: OrderGoodsRow
  order: OrderRow
}

async function loadLine(db: Kysely<Database>, owner: Owner, orderGoodsId: number): Promise<Loaded> {
  const line = await findOwnedLine(db, owner, orderGoodsId)
  if (!line) throw lineNotFound()
  return { line, order: await findOrderById(db, line.order_id) }
}

/** Return and refund only once the line left the shop; virtual goods are refunded, never returned. */
function refundTypes(order: OrderRow, line: OrderGoodsRow): RefundType[] {
  const left = line.delivery_status === DELIVERY_STATUS.SHIPPED || order.order_status === S.RECEIVED || order.order_status === S.SHIPPED
  return left && order.order_type !== T.VIRTUAL ? [REFUND_TYPE.REFUND, REFUND_TYPE.RETURN] : [REFUND_TYPE.REFUND]
}

const canApply = (order: OrderRow, line: OrderGoodsRow) =>
  order.pay_status === PAY_STATUS.PAID && REFUNDABLE_ORDER.includes(order.order_status) && refundActions(line.refund_status as RefundStatus, 'buyer').includes('apply')

/** The money an application offers now: lines finished or being refunded count as refunded (freight goes with the last). */
async function offerOf(db: Kysely<Database>, order: OrderRow, line: OrderGoodsRow) {
  const lines = await linesOfOrder(db, order.order_id)
  const counted = new Set(lines.filter((l) => l.order_goods_id !== line.order_goods_id && l.refund_status !== R.NONE && l.refund_status !== R.REFUSED).map((l) => l.order_goods_id))
  return refundOf(order, lines, line.order_goods_id, counted)
}

// ---------------------------------------------------------------------------------------------------
// views

const sideOf = (actor: string): 'buyer' | 'seller' | 'platform' | 'system' =>
  actor.startsWith('member:') ? 'buyer' : actor.startsWith('staff:') ? 'seller' : actor.startsWith('admin') ? 'platform' : 'system'

function statusName(ctx: RequestContext, status: number, refund: RefundRow | undefined): string {
  if (refund && refund.channel_status === C.PROCESSING && (status === R.AGREED || status === R.RECEIVED)) return t(ctx.lang, 'refund_status.transferring')
  return t(ctx.lang, `refund_status.${status}`)
}

/** The caller's actions; the seller's transfer is hidden while the gateway is already paying back. */
function actionsFor(status: RefundStatus, side: RefundSide, order: OrderRow, line: OrderGoodsRow, refund: RefundRow | undefined): RefundActionName[] {
  return refundActions(status, side).filter((a) => {
    if (a === 'apply') return canApply(order, line)
    if (a === 'transfer') return !refund || refund.channel_status === C.NONE
    return true
  })
}

async function detailView(ctx: RequestContext, side: RefundSide, loaded: Loaded, refund: RefundRow | undefined): Promise<RefundDetail> {
  const { line, order } = loaded
  const status = line.refund_status as RefundStatus
  const history = (await statusHistory(ctx.db, REFUND_MACHINE.aggregate, line.order_goods_id))
    .filter((h) => !refund || Number(h.created_at) >= Number(refund.apply_time))
  const type = refund?.refund_type ?? 0
  return {
    order_goods_id: line.order_goods_id, order_id: order.order_id, order_no: order.order_no, site_id: order.site_id, site_name: order.site_name,
    order_goods: lineView(line),
    refund_no: refund?.refund_no ?? '', refund_type: type, refund_type_name: type ? t(ctx.lang, `refund_type.${type}`) : '',
    refund_status: status, refund_status_name: statusName(ctx, status, refund),
    refund_reason: refund?.refund_reason ?? '', refund_reason_name: refund ? t(ctx.lang, `refund_reason.${refund.refund_reason}`) : '',
    refund_remark: refund?.refund_remark ?? '', refund_images: refund?.refund_images ? refund.refund_images.split(',') : [],
    apply_money: Number(refund?.apply_money ?? 0), refund_money: Number(refund?.refund_money ?? 0), refund_balance: Number(refund?.refund_balance ?? 0),
    refund_channel: Number(refund?.refund_channel ?? 0), refund_point: Number(refund?.refund_point ?? 0),
    refund_delivery_money: Number(refund?.refund_delivery_money ?? 0), channel_status: refund?.channel_status ?? 0,
    refund_address: refund?.refund_address ?? '', refund_delivery_name: refund?.refund_delivery_name ?? '', refund_delivery_no: refund?.refund_delivery_no ?? '',
    refund_delivery_remark: refund?.refund_delivery_remark ?? '', refuse_reason: refund?.refuse_reason ?? '',
    apply_time: Number(refund?.apply_time ?? 0), audit_time: Number(refund?.audit_time ?? 0), delivery_time: Number(refund?.delivery_time ?? 0),
    receive_time: Number(refund?.receive_time ?? 0), finish_time: Number(refund?.finish_time ?? 0),
    actions: actionsFor(status, side, order, line, refund),
    can_complain: side === 'buyer' && await complainable(ctx.db, line, refund),
    history: history.map((h) => ({
      from_status: Number(h.from_status), to_status: Number(h.to_status), side: sideOf(h.actor), reason: h.reason, time: Number(h.created_at),
    })),
  }
}

/** May the buyer complain about this line's application now? The complain module answers (complain.service.ts); without it, no. */
export type Complainable = (db: Kysely<Database>, line: Pick<OrderGoodsRow, 'order_goods_id' | 'refund_status'>, refund: RefundRow | undefined) => Promise<boolean>
let complainable: Complainable = async () => false

export function provideComplainable(fn: Complainable): void {
  complainable = fn
}

async function detailOf(ctx: RequestContext, side: RefundSide, owner: Owner, orderGoodsId: number): Promise<RefundDetail> {
  const loaded = await loadLine(ctx.db, owner, orderGoodsId)
  const refund = await currentRefund(ctx.db, orderGoodsId)
  if (!refund) throw new DomainError(RefundError.REFUND_NOT_FOUND, 'refund_not_found')
  return detailView(ctx, side, loaded, refund)
}

// ---------------------------------------------------------------------------------------------------
// moves

interface RefundMove {
  owner: Owner
  side: RefundSide
  action: RefundActionName
  orderGoodsId: number
  actor: Actor
  reason?: string
  /** columns of the current application written with the move (its refund_status follows the line's move: refund.machine.ts) */
  rowSet?: (loaded: Loaded, refund: RefundRow) => Promise<RefundColumns> | RefundColumns
}

type RefundColumns = Omit<Updateable<OrderRefundTable>, 'refund_status'>

/** One action through the transition table: allowed for the side in the line's status, a guarded move, the application kept in step. */
async function act(ctx: RequestContext, m: RefundMove): Promise<void> {
  const loaded = await loadLine(ctx.db, m.owner, m.orderGoodsId)
  const from = loaded.line.refund_status as RefundStatus
  if (!refundActions(from, m.side).includes(m.action)) throw notAllowed()
  const refund = await currentRefund(ctx.db, m.orderGoodsId)
  if (!refund) throw new DomainError(RefundError.REFUND_NOT_FOUND, 'refund_not_found')
  const to = refundTarget(m.action, from, m.side, refund.refund_type as RefundType)
  if (to === null) throw notAllowed()
  const set = m.rowSet ? await m.rowSet(loaded, refund) : {}
  const at = nowSeconds()
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await REFUND_MACHINE.move(trx, { id: m.orderGoodsId, from, to, actor: m.actor, reason: m.reason ?? m.action, at, where: { website_id: m.owner.websiteId } })
      await updateRefund(trx, refund.id, set)
    })
  } catch (err) {
    if (err instanceof StaleTransitionError) throw changed()
    throw err
  }
}

const memberOwner = (ctx: RequestContext) => ({ websiteId: ctx.websiteId, memberId: requireMember(ctx) })

/** RYYMMDDHHMMSS + 12 random digits: ours, unique (its index), the gateway's out_refund_no / out_request_no. */
export function newRefundNo(at = Date.now()): string {
  const d = new Date(at + 8 * 3600_000)
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${p(d.getUTCFullYear() % 100)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`
  return `R${stamp}${Array.from({ length: 12 }, () => crypto.randomInt(0, 10)).join('')}`
}

// ---------------------------------------------------------------------------------------------------
// the buyer

export async function refundData(ctx: RequestContext, input: LineInput): Promise<RefundData> {
  const { line, order } = await loadLine(ctx.db, memberOwner(ctx), input.order_goods_id)
  const money = await offerOf(ctx.db, order, line)
  return {
    order_goods: lineView(line), order_id: order.order_id, order_no: order.order_no, order_status: order.order_status, pay_type: order.pay_type,
    refund_money: money.refund_money, refund_balance: money.balance, refund_channel: money.channel, refund_point: money.point,
    refund_delivery_money: money.delivery_money,
    refund_type_list: refundTypes(order, line).map((value) => ({ value, name: t(ctx.lang, `refund_type.${value}`) })),
    refund_reason_list: REFUND_REASONS.map((value) => ({ value, name: t(ctx.lang, `refund_reason.${value}`) })),
    refund_status: line.refund_status, can_apply: canApply(order, line), max_images: MAX_REFUND_IMAGES,
  }
}

/** The evidence images must be the member's own uploads. */
async function checkImages(ctx: RequestContext, memberId: number, images: readonly string[]): Promise<string[]> {
  const unique = [...new Set(images)]
  if (!unique.length) return []
  const own = await memberUploadPaths(ctx.db, ctx.websiteId, memberId, unique)
  if (own.length !== unique.length) throw new DomainError(RefundError.REFUND_IMAGE_INVALID, 'refund_image_invalid')
  return unique
}

export async function applyRefund(ctx: RequestContext, input: ApplyInput): Promise<RefundDetail> {
  const owner = memberOwner(ctx)
  const loaded = await loadLine(ctx.db, owner, input.order_goods_id)
  const { line, order } = loaded
  const from = line.refund_status as RefundStatus
  if (!refundActions(from, 'buyer').includes('apply')) throw notAllowed()
  if (order.pay_status !== PAY_STATUS.PAID || !REFUNDABLE_ORDER.includes(order.order_status)) throw new DomainError(RefundError.REFUND_NOT_ALLOWED, 'refund_not_allowed')
  if (!refundTypes(order, line).includes(input.refund_type as RefundType)) throw new DomainError(RefundError.REFUND_TYPE_NOT_ALLOWED, 'refund_type_not_allowed')
  const images = await checkImages(ctx, owner.memberId, input.refund_images ?? [])
  const money = await offerOf(ctx.db, order, line)
  const at = nowSeconds()
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // the application starts where its line is and becomes the current one, so the move carries it to
      // applied (refund.machine.ts); of two applications at once, one moves the line, the other's insert
      // is rolled back with its failed move
      await insertRefund(trx, {
        website_id: order.website_id, site_id: order.site_id, member_id: owner.memberId, order_id: order.order_id, order_goods_id: line.order_goods_id,
        refund_no: newRefundNo(), refund_type: input.refund_type, refund_status: from, refund_reason: input.refund_reason,
        refund_remark: (input.refund_remark ?? '').trim(), refund_images: images.join(','), apply_money: money.refund_money, apply_time: at,
      })
      await REFUND_MACHINE.move(trx, { id: line.order_goods_id, from, to: R.APPLIED, actor: memberActor(owner.memberId), reason: input.refund_reason, at, where: { member_id: owner.memberId } })
    })
  } catch (err) {
    if (err instanceof StaleTransitionError) throw changed()
    throw err
  }
  return detailOf(ctx, 'buyer', owner, line.order_goods_id)
}

export async function refundDetail(ctx: RequestContext, input: LineInput): Promise<RefundDetail> {
  return detailOf(ctx, 'buyer', memberOwner(ctx), input.order_goods_id)
}

export async function cancelRefund(ctx: RequestContext, input: LineInput): Promise<RefundDetail> {
  const owner = memberOwner(ctx)
  await act(ctx, { owner, side: 'buyer', action: 'cancel', orderGoodsId: input.order_goods_id, actor: memberActor(owner.memberId), reason: 'withdrawn by the buyer' })
  return detailOf(ctx, 'buyer', owner, input.order_goods_id)
}

export async function deliverReturn(ctx: RequestContext, input: DeliveryInput): Promise<RefundDetail> {
  const owner = memberOwner(ctx)
  await act(ctx, {
    owner, side: 'buyer', action: 'delivery', orderGoodsId: input.order_goods_id, actor: memberActor(owner.memberId), reason: 'goods sent back',
    rowSet: () => ({
      refund_delivery_name: input.refund_delivery_name.trim(), refund_delivery_no: input.refund_delivery_no.trim(),
      refund_delivery_remark: (input.refund_delivery_remark ?? '').trim(), delivery_time: nowSeconds(),
    }),
  })
  return detailOf(ctx, 'buyer', owner, input.order_goods_id)
}

const FILTERS: Record<string, readonly number[] | null> = {
  all: null,
  refunding: [R.APPLIED, R.AGREED, R.WAIT_RETURN, R.WAIT_RECEIVE, R.RECEIVED],
  finished: [R.FINISHED],
  refused: [R.REFUSED],
  closed: [R.NONE],
}

/** One entry per line with an application (its newest), filtered by the application's status. */
async function pageRefunds(ctx: RequestContext, side: RefundSide, owner: Owner, input: RefundListsInput): Promise<RefundPage> {
  const pg = paging(input)
  const statuses = FILTERS[input.refund_status ?? 'all']
  const { rows, count } = await pageCurrentRefunds(ctx.db, owner, statuses, pg.offset, pg.pageSize)
  const lineIds = rows.map((r) => r.order_goods_id)
  const orderIds = [...new Set(rows.map((r) => r.order_id))]
  const [lines, orders] = lineIds.length ? await Promise.all([linesByIds(ctx.db, lineIds), ordersByIds(ctx.db, orderIds)]) : [[], []]
  const lineById = new Map(lines.map((l) => [l.order_goods_id, l]))
  const orderById = new Map(orders.map((o) => [o.order_id, o]))
  const list = rows.map((r) => {
    const line = lineById.get(r.order_goods_id)!
    const order = orderById.get(r.order_id)!
    const status = line.refund_status as RefundStatus
    return {
      order_goods_id: r.order_goods_id, order_id: r.order_id, order_no: order.order_no, site_id: order.site_id, site_name: order.site_name,
      order_goods: lineView(line), refund_no: r.refund_no, refund_type: r.refund_type, refund_type_name: t(ctx.lang, `refund_type.${r.refund_type}`),
      refund_status: status, refund_status_name: statusName(ctx, status, r), apply_money: Number(r.apply_money), refund_money: Number(r.refund_money),
      channel_status: r.channel_status, apply_time: Number(r.apply_time), actions: actionsFor(status, side, order, line, r),
    }
  })
  return { list, count, page_count: Math.ceil(count / pg.pageSize) }
}

export async function refundLists(ctx: RequestContext, input: RefundListsInput): Promise<RefundPage> {
  return pageRefunds(ctx, 'buyer', memberOwner(ctx), input)
}

// ---------------------------------------------------------------------------------------------------
// the shop

async function staffOwner(ctx: RequestContext) {
  const staff = await requireStaff(ctx, ['order'])
  return { staff, owner: { websiteId: staff.websiteId, siteId: staff.siteId } }
}

export async function merchantRefundLists(ctx: RequestContext, input: RefundListsInput): Promise<RefundPage> {
  const { owner } = await staffOwner(ctx)
  return pageRefunds(ctx, 'seller', owner, input)
}

export async function merchantRefundDetail(ctx: RequestContext, input: LineInput): Promise<RefundDetail> {
  const { owner } = await staffOwner(ctx)
  return detailOf(ctx, 'seller', owner, input.order_goods_id)
}

export async function agreeRefund(ctx: RequestContext, input: LineInput): Promise<RefundDetail> {
  const { staff, owner } = await staffOwner(ctx)
  await act(ctx, {
    owner, side: 'seller', action: 'agree', orderGoodsId: input.order_goods_id, actor: staffActor(staff.id), reason: 'agreed',
    rowSet: async (_loaded, refund) => {
      if (refund.refund_type !== REFUND_TYPE.RETURN) return { audit_time: nowSeconds() }
      const shop = await findShopAddress(ctx.db, staff.siteId)
      const address = shop ? [shop.full_address, shop.site_name, shop.telephone].filter(Boolean).join(' ') : ''
      return { audit_time: nowSeconds(), refund_address: address.slice(0, 255) }
    },
  })
  return detailOf(ctx, 'seller', owner, input.order_goods_id)
}

export async function refuseRefund(ctx: RequestContext, input: RefuseInput): Promise<RefundDetail> {
  const { staff, owner } = await staffOwner(ctx)
  const reason = input.refuse_reason.trim()
  await act(ctx, {
    owner, side: 'seller', action: 'refuse', orderGoodsId: input.order_goods_id, actor: staffActor(staff.id), reason,
    rowSet: () => ({ refuse_reason: reason, audit_time: nowSeconds() }),
  })
  return detailOf(ctx, 'seller', owner, input.order_goods_id)
}

export async function receiveReturn(ctx: RequestContext, input: LineInput): Promise<RefundDetail> {
  const { staff, owner } = await staffOwner(ctx)
  await act(ctx, {
    owner, side: 'seller', action: 'receive', orderGoodsId: input.order_goods_id, actor: staffActor(staff.id), reason: 'goods received',
    rowSet: () => ({ receive_time: nowSeconds() }),
  })
  return detailOf(ctx, 'seller', owner, input.order_goods_id)
}

export async function transfer(ctx: RequestContext, input: LineInput, origin: string): Promise<RefundDetail> {
  const { staff, owner } = await staffOwner(ctx)
  await transferRefund(ctx, {
    orderGoodsId: input.order_goods_id, websiteId: staff.websiteId, siteId: staff.siteId, actor: staffActor(staff.id),
    notifyBase: refundNotifyBase(ctx, origin),
  })
  return detailOf(ctx, 'seller', owner, input.order_goods_id)
}

export { anyShipped }

/**
 * The platform sides with the buyer (a complaint answered for them): a refused or unanswered request
 * is agreed (refund only: then paid back at once; a return: the buyer sends the goods back), returned
 * goods left unacknowledged are taken as received and paid back. Every step is a move of the
 * transition table, recorded with the operator as actor.
 */
export async function platformAgree(deps: { db: Kysely<Database>; config: RequestContext['config']; log?: RequestContext['log'] }, orderGoodsId: number, actor: Actor, reason: string): Promise<void> {
  const line = await findLine(deps.db, orderGoodsId)
  const refund = line ? await currentRefund(deps.db, orderGoodsId) : undefined
  if (!line || !refund) throw lineNotFound()
  const type = refund.refund_type as RefundType
  const agreeTo = type === REFUND_TYPE.RETURN ? R.WAIT_RETURN : R.AGREED
  // goods the buyer already sent back and the shop then refused: taken as received
  const goodsBack = type === REFUND_TYPE.RETURN && Number(refund.delivery_time) > 0
  const steps: Array<[RefundStatus, RefundStatus]> =
    line.refund_status === R.REFUSED && goodsBack
      ? [[R.REFUSED, R.APPLIED], [R.APPLIED, R.WAIT_RETURN], [R.WAIT_RETURN, R.WAIT_RECEIVE], [R.WAIT_RECEIVE, R.RECEIVED]]
    : line.refund_status === R.REFUSED ? [[R.REFUSED, R.APPLIED], [R.APPLIED, agreeTo]]
    : line.refund_status === R.APPLIED ? [[R.APPLIED, agreeTo]]
    : line.refund_status === R.WAIT_RECEIVE ? [[R.WAIT_RECEIVE, R.RECEIVED]]
    : []
  if (!steps.length) throw notAllowed()
  const at = nowSeconds()
  try {
    await deps.db.transaction().execute(async (trx) => {
      for (const [from, to] of steps) await REFUND_MACHINE.move(trx, { id: orderGoodsId, from, to, actor, reason, at })
      const to = steps[steps.length - 1][1]
      await updateRefund(trx, refund.id, { audit_time: at, ...(to === R.RECEIVED ? { receive_time: at } : {}) })
    })
  } catch (err) {
    if (err instanceof StaleTransitionError) throw changed()
    throw err
  }
  const now = steps[steps.length - 1][1]
  if (now === R.AGREED || now === R.RECEIVED) {
    await transferRefund(deps, { orderGoodsId, websiteId: line.website_id, actor, notifyBase: refundNotifyBase(deps, '') })
  }
}
