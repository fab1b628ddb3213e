/** The pure rules of member levels: growth from an order, which level a growth reaches, the progress to the next. */

/** What the operator stores under website_config 'member_growth_config'. */
export interface GrowthConfig {
  /** growth per yuan of the goods money actually paid, credited once when an order completes; 0: orders give none */
  order_growth: number
}

export const GROWTH_DEFAULTS: GrowthConfig = { order_growth: 1 }
/** a setting above this is a typo, not a rule: it falls back to the default */
const MAX_PER_YUAN = 1000

/** The operator's setting, bounded; absent or malformed: 1 growth per yuan. */
export function parseGrowthConfig(raw: unknown): GrowthConfig {
  const s = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const n = Number(s.order_growth)
  return { order_growth: s.order_growth !== undefined && Number.isSafeInteger(n) && n >= 0 && n <= MAX_PER_YUAN ? n : GROWTH_DEFAULTS.order_growth }
}

/** Growth an order earns: whole growth for the goods money paid (fen), rounded down. */
export function orderGrowth(paidFen: number, perYuan: number): number {
  if (!Number.isSafeInteger(paidFen) || paidFen <= 0 || !Number.isSafeInteger(perYuan) || perYuan <= 0) return 0
  return Math.floor((paidFen * perYuan) / 100)
}

export interface RankedLevel {
  level_id: number
  growth: number
}

/** The highest of the levels (any order) whose threshold the growth meets; null when none. */
export function reachedLevel<L extends RankedLevel>(levels: readonly L[], growth: number): L | null {
  let best: L | null = null
  for (const l of levels) if (l.growth <= growth && (!best || l.growth > best.growth)) best = l
  return best
}

/** The lowest level whose threshold is above `threshold`; null at the top. */
export function nextLevel<L extends RankedLevel>(levels: readonly L[], threshold: number): L | null {
  let best: L | null = null
  for (const l of levels) if (l.growth > threshold && (!best || l.growth < best.growth)) best = l
  return best
}

/**
 * The levels a member moving from the threshold `from` (-1: no level) up to `to` passes, lowest first:
 * each of them gives its upgrade gift package once.
 */
export function crossedLevels<L extends RankedLevel>(levels: readonly L[], from: number, to: number): L[] {
  return levels.filter((l) => l.growth > from && l.growth <= to).sort((a, b) => a.growth - b.growth)
}

/** Whole percent of the way from the current threshold to the next (100 at the top). */
export function levelProgress(growth: number, current: number, next: number | null): number {
  if (next === null) return 100
  if (next <= current) return 100
  const p = Math.floor(((growth - current) * 100) / (next - current))
  return Math.max(0, Math.min(100, p))
}

/** A discount the checkout applies: tenths of a percent in 1 … 99, anything else none (100). */
export const effectiveDiscount = (d: number) => (Number.isInteger(d) && d > 0 && d < 100 ? d : 100)
