import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { getWebsiteConfig } from '../config/config.service.js'

/** website_config 'order_config' (checkout reads its point settings from the same key). */
export const ORDER_CONFIG_KEY = 'order_config'

export interface OrderTimings {
  /** an unpaid order closes itself after this many minutes */
  auto_close_minutes: number
  /** a shipped order is received automatically this many days after shipping */
  auto_receive_days: number
  /** what one "extend receipt" adds */
  extend_days: number
  /** a received order completes (the after-sale window ends) after this many days */
  complete_days: number
  /** how often the 'order.sweep' job runs, seconds */
  sweep_seconds: number
}

export const ORDER_TIMING_DEFAULTS: OrderTimings = {
  auto_close_minutes: 30,
  auto_receive_days: 7,
  extend_days: 3,
  complete_days: 7,
  sweep_seconds: 30,
}

/** Bounds: a setting outside them (a typo, a negative) falls back to the default instead of closing orders at once. */
const BOUNDS: Record<keyof OrderTimings, [number, number]> = {
  auto_close_minutes: [1, 7 * 24 * 60],
  auto_receive_days: [1, 90],
  extend_days: [1, 30],
  complete_days: [0, 90],
  sweep_seconds: [5, 3600],
}

export async function orderTimings(db: Kysely<Database>, websiteId: number): Promise<OrderTimings> {
  const raw = await getWebsiteConfig(db, websiteId, ORDER_CONFIG_KEY)
  const out = { ...ORDER_TIMING_DEFAULTS }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const key of Object.keys(BOUNDS) as Array<keyof OrderTimings>) {
      const v = Number((raw as Record<string, unknown>)[key])
      const [lo, hi] = BOUNDS[key]
      if (Number.isInteger(v) && v >= lo && v <= hi) out[key] = v
    }
  }
  return out
}
