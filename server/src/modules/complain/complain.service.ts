import type { Kysely, Selectable } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { memberActor, StaleTransitionError, type Actor } from '../../db/state-machine.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { t } from '../../http/messages.js'
import { paging } from '../../http/paging.js'
import { lineView } from '../order/order.service.js'
import { RefundError } from '../refund/refund.messages.js'
import { platformAgree, provideComplainable } from '../refund/refund.service.js'
import { currentRefund, type RefundRow } from '../refund/refund.repository.js'
import type { OrderGoodsRow } from '../order/order.repository.js'
import { canComplain } from './complain.rules.js'
import { COMPLAIN_MACHINE } from './complain.machine.js'
import { ComplainError } from './complain.messages.js'
import {
  COMPLAIN_REASONS, MAX_COMPLAIN_IMAGES, type Complaint, type ComplainHandleInput, type ComplainInput, type ComplainListsInput, type ComplainView,
} from './complain.schema.js'
import { COMPLAIN_STATUS as C, type ComplainStatus } from './complain.table.js'

/** The buyer may complain about this application now (complain.rules.ts; the refund detail asks it too), with no complaint about it yet. */
export async function complainable(db: Kysely<Database>, line: Pick<OrderGoodsRow, 'order_goods_id' | 'refund_status'>, refund: RefundRow | undefined): Promise<boolean> {
  if (!refund) return false
  const facts = { refund_status: line.refund_status, refund: { apply_time: Number(refund.apply_time), audit_time: Number(refund.audit_time), delivery_time: Number(refund.delivery_time) }, now: nowSeconds() }
  if (!canComplain({ ...facts, complained: false })) return false
  const earlier = await db.selectFrom('order_complain').select('id')
    .where('order_goods_id', '=', line.order_goods_id)
    .where((eb) => eb.or([eb('complain_status', '=', C.WAITING), eb('refund_id', '=', refund.id)])).executeTakeFirst()
  return !earlier
}
// the refund detail's can_complain asks this module (refund does not import complain)
provideComplainable(complainable)

type ComplainRow = Selectable<Database['order_complain']>

const lineNotFound = () => new DomainError(ComplainError.COMPLAIN_LINE_NOT_FOUND, 'complain_line_not_found')
const changed = () => new DomainError(ComplainError.COMPLAIN_STATUS_CHANGED, 'complain_status_changed')
const notFound = () => new DomainError(ComplainError.COMPLAIN_NOT_FOUND, 'complain_not_found')

function complaintView(ctx: RequestContext, c: ComplainRow): Complaint {
  return {
    complain_id: c.id, order_goods_id: c.order_goods_id, order_id: c.order_id, site_id: c.site_id,
    complain_status: c.complain_status as ComplainStatus, complain_status_name: t(ctx.lang, `complain_status.${c.complain_status}`),
    complain_reason: c.complain_reason, complain_reason_name: t(ctx.lang, `complain_reason.${c.complain_reason}`),
    complain_remark: c.complain_remark, complain_images: c.complain_images ? c.complain_images.split(',') : [],
    result: c.result, result_name: c.result ? t(ctx.lang, `complain_result.${c.result}`) : '', platform_answer: c.platform_answer,
    apply_time: Number(c.apply_time), handle_time: Number(c.handle_time),
  }
}

async function ownLine(ctx: RequestContext, orderGoodsId: number) {
  const memberId = requireMember(ctx)
  const line = await ctx.db.selectFrom('order_goods').selectAll()
    .where('order_goods_id', '=', orderGoodsId).where('website_id', '=', ctx.websiteId).where('member_id', '=', memberId).executeTakeFirst()
  if (!line) throw lineNotFound()
  return { memberId, line }
}

const newest = (db: Kysely<Database>, orderGoodsId: number) =>
  db.selectFrom('order_complain').selectAll().where('order_goods_id', '=', orderGoodsId).orderBy('id', 'desc').limit(1).executeTakeFirst()

export async function complainDetail(ctx: RequestContext, input: { order_goods_id: number }): Promise<ComplainView> {
  const { line } = await ownLine(ctx, input.order_goods_id)
  const [order, refund, complaint] = await Promise.all([
    ctx.db.selectFrom('orders').select(['order_id', 'order_no', 'site_name']).where('order_id', '=', line.order_id).executeTakeFirstOrThrow(),
    currentRefund(ctx.db, line.order_goods_id),
    newest(ctx.db, line.order_goods_id),
  ])
  return {
    order_goods: lineView(line), order_id: order.order_id, order_no: order.order_no, site_name: order.site_name,
    refund_status: line.refund_status, refund_status_name: t(ctx.lang, `refund_status.${line.refund_status}`), refuse_reason: refund?.refuse_reason ?? '',
    can_complain: await complainable(ctx.db, line, refund), can_cancel: complaint?.complain_status === C.WAITING,
    complaint: complaint ? complaintView(ctx, complaint) : null,
    reason_list: COMPLAIN_REASONS.map((value) => ({ value, name: t(ctx.lang, `complain_reason.${value}`) })),
    max_images: MAX_COMPLAIN_IMAGES,
  }
}

export async function complain(ctx: RequestContext, input: ComplainInput): Promise<ComplainView> {
  const { memberId, line } = await ownLine(ctx, input.order_goods_id)
  const refund = await currentRefund(ctx.db, line.order_goods_id)
  if (!refund || !(await complainable(ctx.db, line, refund))) throw new DomainError(ComplainError.COMPLAIN_NOT_ALLOWED, 'complain_not_allowed')
  const images = [...new Set(input.complain_images ?? [])]
  if (images.length) {
    const own = await ctx.db.selectFrom('member_upload').select('path')
      .where('website_id', '=', ctx.websiteId).where('member_id', '=', memberId).where('path', 'in', images).execute()
    if (own.length !== images.length) throw new DomainError(ComplainError.COMPLAIN_IMAGE_INVALID, 'complain_image_invalid')
  }
  try {
    await ctx.db.insertInto('order_complain').values({
      website_id: line.website_id, site_id: line.site_id, member_id: memberId, order_id: line.order_id, order_goods_id: line.order_goods_id,
      refund_id: refund.id, complain_status: C.WAITING, complain_reason: input.complain_reason, complain_remark: (input.complain_remark ?? '').trim(),
      complain_images: images.join(','), apply_time: nowSeconds(),
    }).execute()
  } catch (err) {
    // the partial unique index: another complaint of the line is waiting (two at once make one)
    if (/unique|duplicate/i.test(String((err as Error)?.message))) throw new DomainError(ComplainError.COMPLAIN_NOT_ALLOWED, 'complain_not_allowed')
    throw err
  }
  return complainDetail(ctx, input)
}

async function moveComplaint(db: Kysely<Database>, c: ComplainRow, to: ComplainStatus, actor: Actor, reason: string, set: Record<string, unknown>) {
  try {
    await COMPLAIN_MACHINE.move(db, { id: c.id, from: c.complain_status as ComplainStatus, to, actor, reason, set })
  } catch (err) {
    if (err instanceof StaleTransitionError) throw changed()
    throw err
  }
}

export async function cancelComplaint(ctx: RequestContext, input: { order_goods_id: number }): Promise<ComplainView> {
  const { memberId, line } = await ownLine(ctx, input.order_goods_id)
  const c = await newest(ctx.db, line.order_goods_id)
  if (!c || c.complain_status !== C.WAITING) throw notFound()
  await moveComplaint(ctx.db, c, C.WITHDRAWN, memberActor(memberId), 'withdrawn', { cancel_time: nowSeconds() })
  return complainDetail(ctx, input)
}

export async function adminLists(ctx: RequestContext, input: ComplainListsInput) {
  const pg = paging(input)
  let q = ctx.db.selectFrom('order_complain').where('website_id', '=', ctx.websiteId)
  if (input.complain_status) q = q.where('complain_status', '=', input.complain_status)
  const [rows, total] = await Promise.all([
    q.selectAll().orderBy('complain_status').orderBy('id').offset(pg.offset).limit(pg.pageSize).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  const count = Number(total.n)
  return { list: rows.map((r) => complaintView(ctx, r)), count, page_count: Math.ceil(count / pg.pageSize) }
}

/**
 * The operator's answer. The complaint is answered first (of two operators at once, one answers); on
 * 'buyer' the refund then goes ahead through the refund's own transition table.
 */
export async function adminHandle(ctx: RequestContext, input: ComplainHandleInput): Promise<Complaint> {
  const c = await ctx.db.selectFrom('order_complain').selectAll().where('id', '=', input.complain_id).where('website_id', '=', ctx.websiteId).executeTakeFirst()
  if (!c) throw notFound()
  if (c.complain_status !== C.WAITING) throw changed()
  const actor: Actor = 'admin:complain'
  const answer = input.platform_answer.trim()
  await moveComplaint(ctx.db, c, C.ANSWERED, actor, input.result, { result: input.result, platform_answer: answer, handle_time: nowSeconds() })
  if (input.result === 'buyer') {
    try {
      await platformAgree(ctx, c.order_goods_id, actor, `complaint ${c.id}`)
    } catch (err) {
      // the shop moved the refund on meanwhile (agreed, or it was withdrawn): the answer stands on its own
      if (!(err instanceof DomainError && err.code === RefundError.REFUND_ACTION_NOT_ALLOWED)) throw err
    }
  }
  const after = await ctx.db.selectFrom('order_complain').selectAll().where('id', '=', c.id).executeTakeFirstOrThrow()
  return complaintView(ctx, after)
}
