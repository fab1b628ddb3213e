import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { getWebsiteConfig } from '../config/config.service.js'

/** website_config 'order_config' (checkout reads its point settings and the hold caps below from the same key). */
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
  /** how often the modules' repeating jobs run ('order.sweep' and the others in modules/jobs.ts), seconds */
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

/** Each stored value inside its bounds replaces the default; anything else keeps the default. */
async function boundedSettings<T extends { [K in keyof T]: number }>(db: Kysely<Database>, websiteId: number, defaults: T, bounds: Record<keyof T, [number, number]>): Promise<T> {
  const raw = await getWebsiteConfig(db, websiteId, ORDER_CONFIG_KEY)
  const out = { ...defaults }
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const key of Object.keys(bounds) as Array<keyof T>) {
      const v = Number((raw as Record<string, unknown>)[key as string])
      const [lo, hi] = bounds[key]
      if (Number.isInteger(v) && v >= lo && v <= hi) out[key] = v as T[keyof T]
    }
  }
  return out
}

export function orderTimings(db: Kysely<Database>, websiteId: number): Promise<OrderTimings> {
  return boundedSettings(db, websiteId, ORDER_TIMING_DEFAULTS, BOUNDS)
}

/** When an order created at `now` closes unpaid (stored on the order: orders.pay_deadline). */
export const payDeadline = (timings: Pick<OrderTimings, 'auto_close_minutes'>, now: number) => now + timings.auto_close_minutes * 60

/**
 * How much one member may hold without paying: unpaid orders keep their stock until they close, so
 * without caps one member could hold all of a goods over and over. 0 switches a cap off.
 */
export interface OrderHoldCaps {
  /** orders waiting for payment per member */
  max_unpaid_orders: number
  /** pieces over all of the member's orders waiting for payment */
  max_unpaid_units: number
  /** pieces of one goods over the member's orders waiting for payment */
  max_unpaid_goods_units: number
  /** fen of goods (price x pieces, before any discount) in one checkout */
  max_order_money: number
}

export const ORDER_HOLD_CAP_DEFAULTS: OrderHoldCaps = {
  max_unpaid_orders: 10,
  max_unpaid_units: 200,
  max_unpaid_goods_units: 50,
  max_order_money: 5_000_000,
}

const HOLD_CAP_BOUNDS: Record<keyof OrderHoldCaps, [number, number]> = {
  max_unpaid_orders: [0, 1000],
  max_unpaid_units: [0, 1_000_000],
  max_unpaid_goods_units: [0, 1_000_000],
  max_order_money: [0, 100_000_000_000],
}

export function orderHoldCaps(db: Kysely<Database>, websiteId: number): Promise<OrderHoldCaps> {
  return boundedSettings(db, websiteId, ORDER_HOLD_CAP_DEFAULTS, HOLD_CAP_BOUNDS)
}
