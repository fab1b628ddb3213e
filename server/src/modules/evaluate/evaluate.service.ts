import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { pageResult, paging, type PageResult } from '../../http/paging.js'
import { getWebsiteConfig } from '../config/config.service.js'
import { goodRate, invalidateGoodsDetail } from '../goods/goods.service.js'
import { moveAccount } from '../account/account.ledger.js'
import { isEvaluable } from '../order/order.machine.js'
import * as repo from './evaluate.repository.js'
import { EvaluateError } from './evaluate.messages.js'
import type {
  EvaluateAddInput, EvaluateAdded, EvaluateAgained, EvaluateAgainInput, EvaluateCount, EvaluateData, EvaluateFirst, EvaluateGoodsInput,
  EvaluateItem, EvaluateOrderInput, EvaluatePageInput,
} from './evaluate.schema.js'

/** A line may be followed up once, this many days after its first evaluation at most. */
export const AGAIN_WINDOW_DAYS = 180
/** Refunded lines (order_goods.refund_status 3, the after-sale finished) are not evaluated. */
export const REFUND_FINISHED = 3
/** website_config key: {is_use: 1, point, growth} credited once per evaluated order; absent or is_use 0: no reward. */
export const EVALUATE_CONFIG_KEY = 'evaluate_config'
/** Ledger cause of the reward: (member, account, 'evaluate', order id) happens once. */
export const REWARD_FROM_TYPE = 'evaluate'

export const EXPLAIN = { GOOD: 1, MEDIUM: 2, POOR: 3 } as const

/** The origin's classes: 4-5 good, 3 medium, 1-2 poor. */
export function explainTypeOf(scores: number): number {
  return scores >= 4 ? EXPLAIN.GOOD : scores === 3 ? EXPLAIN.MEDIUM : EXPLAIN.POOR
}

/** First character + ***, like the origin; a name of astral characters keeps its first one whole. */
export function maskName(name: string): string {
  const first = Array.from(name.trim())[0] ?? ''
  return `${first}***`
}

/**
 * Text as typed, minus control characters (PostgreSQL refuses NUL in text; the rest only breaks
 * layouts); line breaks and tabs stay. Never HTML-escaped here: clients render it as text.
 */
export function plainText(s: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return (s ?? '').replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim()
}

function parsePaths(json: string): string[] {
  try {
    const v = JSON.parse(json)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

export function itemView(r: repo.EvaluateRow): EvaluateItem {
  const anonymous = r.is_anonymous === 1
  return {
    evaluate_id: Number(r.evaluate_id), goods_id: r.goods_id, sku_id: r.sku_id, sku_name: r.sku_name, spec_name: r.spec_name,
    sku_image: r.sku_image, content: r.content, images: parsePaths(r.images), scores: r.scores, explain_type: r.explain_type,
    is_anonymous: r.is_anonymous, member_name: anonymous ? maskName(r.member_name) : r.member_name,
    member_headimg: anonymous ? '' : r.member_headimg, explain_first: r.explain_first, again_content: r.again_content,
    again_images: parsePaths(r.again_images), again_time: Number(r.again_time), create_time: Number(r.created_at),
  }
}

const orderNotFound = () => new DomainError(EvaluateError.ORDER_NOT_FOUND, 'evaluate_order_not_found')
const lineInvalid = () => new DomainError(EvaluateError.LINE_INVALID, 'evaluate_line_invalid')

async function ownOrder(ctx: RequestContext, memberId: number, orderId: number) {
  const o = await repo.findOwnOrder(ctx.db, ctx.websiteId, memberId, orderId)
  if (!o) throw orderNotFound()
  return o
}

/** Every image must be one of the member's uploads: another member's picture or a made-up path is refused. */
async function requireOwnImages(ctx: RequestContext, memberId: number, paths: string[]): Promise<void> {
  const unique = [...new Set(paths)]
  if (!unique.length) return
  const own = await repo.ownUploads(ctx.db, ctx.websiteId, memberId, unique)
  if (own.size !== unique.length) throw new DomainError(EvaluateError.IMAGE_NOT_OWN, 'evaluate_image_not_own')
}

const againDeadline = (createdAt: number) => createdAt + AGAIN_WINDOW_DAYS * 86400

export async function evaluateData(ctx: RequestContext, input: EvaluateOrderInput): Promise<EvaluateData> {
  const memberId = requireMember(ctx)
  const o = await ownOrder(ctx, memberId, input.order_id)
  const [lines, evaluations] = await Promise.all([repo.linesOfOrder(ctx.db, o.order_id), repo.evaluationsOfOrder(ctx.db, o.order_id)])
  const byLine = new Map(evaluations.map((e) => [e.order_goods_id, e]))
  const now = nowSeconds()
  const canEvaluate = isEvaluable(o) && o.is_evaluate === 0 && lines.some((l) => l.refund_status !== REFUND_FINISHED)
  const order_goods = lines.map((l) => {
    const e = byLine.get(l.order_goods_id)
    const canAgain = !!e && Number(e.again_time) === 0 && now <= againDeadline(Number(e.created_at))
    return {
      order_goods_id: l.order_goods_id, goods_id: l.goods_id, sku_id: l.sku_id, sku_name: l.sku_name, spec_name: l.spec_name,
      sku_image: l.sku_image, price: Number(l.price), num: l.num, refund_status: l.refund_status,
      can_evaluate: canEvaluate && l.refund_status !== REFUND_FINISHED ? 1 : 0,
      can_again: canAgain ? 1 : 0,
      // the author sees their own evaluation unmasked
      evaluate: e ? { ...itemView(e), member_name: e.member_name, member_headimg: e.member_headimg } : null,
    }
  })
  const first = evaluations[0]
  return {
    order_id: o.order_id, order_no: o.order_no, site_id: o.site_id, site_name: o.site_name, order_status: o.order_status,
    is_evaluate: o.is_evaluate, can_evaluate: canEvaluate ? 1 : 0, can_again: order_goods.some((l) => l.can_again) ? 1 : 0,
    again_deadline: first ? againDeadline(Number(first.created_at)) : 0,
    shop_desccredit: first?.shop_desccredit ?? 0, shop_servicecredit: first?.shop_servicecredit ?? 0,
    shop_deliverycredit: first?.shop_deliverycredit ?? 0, is_anonymous: first?.is_anonymous ?? 0, order_goods,
  }
}

interface RewardConfig {
  point: number
  growth: number
}

export function parseRewardConfig(raw: unknown): RewardConfig {
  const s = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const on = s.is_use === 1 || s.is_use === '1' || s.is_use === true
  const amount = (v: unknown) => {
    const n = Number(v)
    return on && Number.isSafeInteger(n) && n > 0 && n <= 1_000_000 ? n : 0
  }
  return { point: amount(s.point), growth: amount(s.growth) }
}

export async function addEvaluation(ctx: RequestContext, input: EvaluateAddInput): Promise<EvaluateAdded> {
  const memberId = requireMember(ctx)
  const o = await ownOrder(ctx, memberId, input.order_id)
  if (input.order_no !== undefined && input.order_no !== o.order_no) {
    throw new DomainError(EvaluateError.ORDER_NO_MISMATCH, 'evaluate_order_no_mismatch')
  }
  if (o.is_evaluate !== 0) throw new DomainError(EvaluateError.ALREADY_EVALUATED, 'evaluate_already_evaluated')
  if (!isEvaluable(o)) throw new DomainError(EvaluateError.ORDER_NOT_EVALUABLE, 'evaluate_order_not_evaluable')

  // exactly the lines that were not refunded, each once, with their own SKU
  const lines = await repo.linesOfOrder(ctx.db, o.order_id)
  const open = new Map(lines.filter((l) => l.refund_status !== REFUND_FINISHED).map((l) => [l.order_goods_id, l]))
  const seen = new Set<number>()
  for (const e of input.goods_evaluate) {
    const line = open.get(e.order_goods_id)
    if (!line || seen.has(e.order_goods_id) || (e.sku_id !== undefined && e.sku_id !== line.sku_id)) throw lineInvalid()
    seen.add(e.order_goods_id)
  }
  if (seen.size !== open.size || open.size === 0) throw lineInvalid()
  await requireOwnImages(ctx, memberId, input.goods_evaluate.flatMap((e) => e.images ?? []))

  const face = await repo.memberFace(ctx.db, ctx.websiteId, memberId)
  const reward = parseRewardConfig(await getWebsiteConfig(ctx.db, ctx.websiteId, EVALUATE_CONFIG_KEY))
  const now = nowSeconds()
  const desc = input.shop_desccredit ?? 5
  const service = input.shop_servicecredit ?? 5
  const delivery = input.shop_deliverycredit ?? 5
  const rows: repo.NewEvaluateRow[] = input.goods_evaluate.map((e) => {
    const line = open.get(e.order_goods_id)!
    const images = [...new Set(e.images ?? [])]
    return {
      website_id: ctx.websiteId, site_id: o.site_id, order_id: o.order_id, order_no: o.order_no, order_goods_id: line.order_goods_id,
      goods_id: line.goods_id, sku_id: line.sku_id, sku_name: line.sku_name, spec_name: line.spec_name, sku_image: line.sku_image,
      member_id: memberId, member_name: face?.nickname ?? '', member_headimg: face?.headimg ?? '', is_anonymous: input.is_anonymous ?? 0,
      scores: e.scores, explain_type: explainTypeOf(e.scores), content: plainText(e.content), images: JSON.stringify(images),
      has_image: images.length ? 1 : 0, shop_desccredit: desc, shop_servicecredit: service, shop_deliverycredit: delivery, created_at: now,
    }
  })
  const deltas = new Map<number, repo.GoodsDelta>()
  for (const r of rows) {
    const d = deltas.get(r.goods_id) ?? { evaluate: 0, good: 0, medium: 0, poor: 0, image: 0 }
    d.evaluate++
    if (r.explain_type === EXPLAIN.GOOD) d.good++
    else if (r.explain_type === EXPLAIN.MEDIUM) d.medium++
    else d.poor++
    d.image += r.has_image
    deltas.set(r.goods_id, d)
  }

  const ids = await ctx.db.transaction().execute(async (trx) => {
    // the guard first: a racing submit of the same order finds is_evaluate 1 (PostgreSQL waits for this row)
    if (!(await repo.markEvaluated(trx, o.order_id, memberId))) {
      throw new DomainError(EvaluateError.ALREADY_EVALUATED, 'evaluate_already_evaluated')
    }
    const ids = await repo.insertEvaluations(trx, rows)
    // goods ids in order: two orders of the same goods lock their rows in one order
    for (const goodsId of [...deltas.keys()].sort((a, b) => a - b)) await repo.bumpGoodsCounters(trx, goodsId, deltas.get(goodsId)!)
    await repo.bumpShopScores(trx, o.site_id, desc, service, delivery)
    const base = { websiteId: ctx.websiteId, memberId, fromType: REWARD_FROM_TYPE, relateTag: String(o.order_id), remark: 'evaluation reward', now }
    await moveAccount(trx, { ...base, accountType: 'point', amount: reward.point })
    await moveAccount(trx, { ...base, accountType: 'growth', amount: reward.growth })
    return ids
  })
  await invalidateGoodsDetail(ctx, [...deltas.keys()])
  return { order_id: o.order_id, is_evaluate: 1, evaluate_ids: ids, point: reward.point, growth: reward.growth }
}

export async function againEvaluation(ctx: RequestContext, input: EvaluateAgainInput): Promise<EvaluateAgained> {
  const memberId = requireMember(ctx)
  const o = await ownOrder(ctx, memberId, input.order_id)
  if (o.is_evaluate === 0) throw new DomainError(EvaluateError.AGAIN_NOT_ALLOWED, 'evaluate_again_not_allowed')
  const byLine = new Map((await repo.evaluationsOfOrder(ctx.db, o.order_id)).map((e) => [e.order_goods_id, e]))
  const now = nowSeconds()
  const seen = new Set<number>()
  for (const a of input.goods_evaluate) {
    const e = byLine.get(a.order_goods_id)
    if (!e || seen.has(a.order_goods_id)) throw lineInvalid()
    seen.add(a.order_goods_id)
    if (Number(e.again_time) !== 0) throw new DomainError(EvaluateError.AGAIN_NOT_ALLOWED, 'evaluate_again_not_allowed')
    if (now > againDeadline(Number(e.created_at))) throw new DomainError(EvaluateError.AGAIN_EXPIRED, 'evaluate_again_expired', { days: AGAIN_WINDOW_DAYS })
    if (!plainText(a.again_content) && !(a.again_images ?? []).length) throw new DomainError(EvaluateError.AGAIN_EMPTY, 'evaluate_again_empty')
  }
  await requireOwnImages(ctx, memberId, input.goods_evaluate.flatMap((a) => a.again_images ?? []))
  const ids = await ctx.db.transaction().execute(async (trx) => {
    const ids: number[] = []
    for (const a of input.goods_evaluate) {
      const e = byLine.get(a.order_goods_id)!
      const done = await repo.setAgain(trx, {
        evaluateId: Number(e.evaluate_id), memberId, content: plainText(a.again_content), images: JSON.stringify([...new Set(a.again_images ?? [])]),
        now, notBefore: now - AGAIN_WINDOW_DAYS * 86400,
      })
      // a racing follow-up of the same line won: this whole call is refused
      if (!done) throw new DomainError(EvaluateError.AGAIN_NOT_ALLOWED, 'evaluate_again_not_allowed')
      ids.push(Number(e.evaluate_id))
    }
    await repo.markFollowedUp(trx, o.order_id)
    return ids
  })
  return { order_id: o.order_id, is_evaluate: 2, evaluate_ids: ids }
}

async function counts(ctx: RequestContext, goodsId: number): Promise<EvaluateCount> {
  const c = await repo.goodsCounters(ctx.db, ctx.websiteId, goodsId)
  const total = Number(c?.evaluate ?? 0)
  const good = Number(c?.evaluate_good ?? 0)
  return {
    total, good, medium: Number(c?.evaluate_medium ?? 0), poor: Number(c?.evaluate_poor ?? 0), image: Number(c?.evaluate_image ?? 0),
    good_rate: goodRate(good, total),
  }
}

export async function evaluateCount(ctx: RequestContext, input: EvaluateGoodsInput): Promise<EvaluateCount> {
  return counts(ctx, input.goods_id)
}

export async function evaluatePage(ctx: RequestContext, input: EvaluatePageInput): Promise<PageResult<EvaluateItem>> {
  const { pageSize, offset } = paging(input)
  const c = await counts(ctx, input.goods_id)
  const kind = input.explain_type ?? 'all'
  const filter: repo.PageFilter = kind === 'all' ? { kind: 'all' } : kind === 'image' ? { kind: 'image' }
    : { kind: 'type', explainType: kind === 'good' ? EXPLAIN.GOOD : kind === 'medium' ? EXPLAIN.MEDIUM : EXPLAIN.POOR }
  // the counters on the goods row are the totals: no count(*) per page
  const count = kind === 'all' ? c.total : c[kind]
  if (offset >= count) return pageResult([], count, pageSize)
  const rows = await repo.pageEvaluations(ctx.db, ctx.websiteId, input.goods_id, filter, pageSize, offset)
  return pageResult(rows.map(itemView), count, pageSize)
}

export async function evaluateFirst(ctx: RequestContext, input: EvaluateGoodsInput): Promise<EvaluateFirst> {
  const c = await counts(ctx, input.goods_id)
  const rows = c.total ? await repo.pageEvaluations(ctx.db, ctx.websiteId, input.goods_id, { kind: 'all' }, 2, 0) : []
  return { ...c, list: rows.map(itemView) }
}
