// The evaluation form's rules, shared by the page and its tests (the server checks the same again).

/** As the server: text per evaluation or follow-up, pictures per evaluation. */
export const MAX_CONTENT = 500
export const MAX_IMAGES = 6
export const DEFAULT_SCORE = 5

/** 1 good (4-5), 2 medium (3), 3 poor (1-2): the origin's classes, for labels only (the server derives its own). */
export function explainTypeOf(score: number): 1 | 2 | 3 {
  return score >= 4 ? 1 : score === 3 ? 2 : 3
}

/** A score from a tap: an integer 1..5 (anything else keeps 5). */
export function clampScore(n: number): number {
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : DEFAULT_SCORE
}

/** Characters as the server counts them (code points: an emoji is one). */
export const textLength = (s: string): number => Array.from(s).length

export interface LineDraft {
  order_goods_id: number
  sku_id: number
  scores: number
  content: string
  images: string[]
}

export interface ShopScores {
  shop_desccredit: number
  shop_servicecredit: number
  shop_deliverycredit: number
}

export type DraftProblem = { key: 'contentTooLong'; max: number } | { key: 'tooManyImages'; max: number } | null

export function draftProblem(lines: Array<Pick<LineDraft, 'content' | 'images'>>): DraftProblem {
  for (const l of lines) {
    if (textLength(l.content.trim()) > MAX_CONTENT) return { key: 'contentTooLong', max: MAX_CONTENT }
    if (l.images.length > MAX_IMAGES) return { key: 'tooManyImages', max: MAX_IMAGES }
  }
  return null
}

/** The /api/goodsevaluate/add body: every line drafted (refunded lines never get a draft). */
export function addPayload(order: { order_id: number; order_no: string }, lines: LineDraft[], shop: ShopScores, anonymous: boolean) {
  return {
    order_id: order.order_id,
    order_no: order.order_no,
    is_anonymous: anonymous ? 1 : 0,
    ...shop,
    goods_evaluate: lines.map((l) => ({
      order_goods_id: l.order_goods_id,
      sku_id: l.sku_id,
      content: l.content.trim(),
      images: l.images,
      scores: clampScore(l.scores),
      explain_type: explainTypeOf(clampScore(l.scores)),
    })),
  }
}

/** The /api/goodsevaluate/again body: only the lines with something written or shown. */
export function againPayload(orderId: number, lines: Array<{ order_goods_id: number; content: string; images: string[] }>) {
  const filled = lines.filter((l) => l.content.trim() || l.images.length)
  return {
    order_id: orderId,
    goods_evaluate: filled.map((l) => ({ order_goods_id: l.order_goods_id, again_content: l.content.trim(), again_images: l.images })),
  }
}

/** Whole days between the evaluation and its follow-up (the list says "after N days"). */
export const daysBetween = (from: number, to: number): number => Math.max(0, Math.floor((to - from) / 86400))
