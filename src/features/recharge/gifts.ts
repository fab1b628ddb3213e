import { formatMoney } from '@/utils/money'

type Translate = (key: string, opts?: Record<string, unknown>) => string

/** What a package or a recharge order gives besides the face value. */
export interface Gifts {
  gift_balance: number
  point: number
  growth: number
  coupon_list: ReadonlyArray<{ coupon_type_id: number; coupon_name: string }>
}

/** The gifts as short lines ("送 ¥10.00", "送 100 积分" …), nothing for what is 0. */
export function giftLines(g: Gifts, t: Translate): Array<{ key: string; text: string }> {
  const out: Array<{ key: string; text: string }> = []
  if (g.gift_balance > 0) out.push({ key: 'balance', text: t('recharge:giftBalance', { money: formatMoney(g.gift_balance) }) })
  if (g.point > 0) out.push({ key: 'point', text: t('recharge:point', { count: g.point }) })
  if (g.growth > 0) out.push({ key: 'growth', text: t('recharge:growth', { count: g.growth }) })
  for (const c of g.coupon_list) out.push({ key: `coupon-${c.coupon_type_id}`, text: t('recharge:coupon', { name: c.coupon_name }) })
  return out
}

export type FreeAmount = { ok: true; fen: number } | { ok: false; reason: 'empty' | 'invalid' | 'range' }

/** A typed yuan amount checked against the operator's bounds (fen), without floating point. */
export function parseFreeAmount(text: string, min: number, max: number, yuanToFen: (s: string) => number): FreeAmount {
  if (!text.trim()) return { ok: false, reason: 'empty' }
  let fen: number
  try {
    fen = yuanToFen(text)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (fen < min || fen > max) return { ok: false, reason: 'range' }
  return { ok: true, fen }
}
