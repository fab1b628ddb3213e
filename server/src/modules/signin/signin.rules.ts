/** The mall's calendar: China time (UTC+8, no daylight saving). */
const OFFSET_MS = 8 * 3600_000

/** YYYY-MM-DD of an instant in the mall's time zone. */
export function mallDate(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10)
}

/** The day before a YYYY-MM-DD. */
export function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86400_000).toISOString().slice(0, 10)
}

export interface SigninRule {
  /** on the N-th day in a row */
  days: number
  point: number
  growth: number
}

export interface SigninConfig {
  is_use: 0 | 1
  /** every sign-in */
  point: number
  growth: number
  /** extra on reaching these runs of days (after the last one, the run starts over) */
  continuous: SigninRule[]
}

const count = (v: unknown, max: number) => {
  const n = Number(v)
  return Number.isSafeInteger(n) && n > 0 ? Math.min(n, max) : 0
}

/** The operator's website_config 'membersignin_config', bounded; a malformed value is off. */
export function parseSigninConfig(raw: unknown): SigninConfig {
  const s = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const rules = Array.isArray(s.continuous) ? s.continuous : []
  const continuous = rules
    .map((r) => (r && typeof r === 'object' ? (r as Record<string, unknown>) : {}))
    .map((r) => ({ days: count(r.days, 365), point: count(r.point, 100_000), growth: count(r.growth, 100_000) }))
    .filter((r) => r.days > 0 && (r.point > 0 || r.growth > 0))
    .sort((a, b) => a.days - b.days)
    .filter((r, i, all) => i === 0 || r.days !== all[i - 1].days)
  return {
    is_use: s.is_use === 1 || s.is_use === '1' || s.is_use === true ? 1 : 0,
    point: count(s.point, 100_000),
    growth: count(s.growth, 100_000),
    continuous,
  }
}

/**
 * A sign-in's run and reward: the run goes on from yesterday's (or starts at 1), and starts over after
 * the longest rule's days; the daily reward plus the bonus of a rule whose days the run reaches today.
 */
export function signinReward(config: SigninConfig, yesterdayRun: number): { continuous_days: number; point: number; growth: number } {
  const cycle = config.continuous.length ? config.continuous[config.continuous.length - 1].days : 0
  let run = yesterdayRun + 1
  if (cycle > 0 && run > cycle) run = 1
  const bonus = config.continuous.find((r) => r.days === run)
  return { continuous_days: run, point: config.point + (bonus?.point ?? 0), growth: config.growth + (bonus?.growth ?? 0) }
}
