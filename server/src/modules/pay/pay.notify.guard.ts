import type { Kysely } from 'kysely'
import type { AppConfig } from '../../config.js'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { KeyValueStore } from '../../infra/kv.js'
import { countDroppedNotify } from './pay.repository.js'

/**
 * What the notification route lets one address cost (issue 23). Gateways retry a notification a
 * handful of times from a few addresses, so a real one never comes near these; a flood does:
 * - requests: `PAY_NOTIFY_PER_IP_PER_MINUTE` (120) a minute per address, beyond: HTTP 429 in the
 *   gateway's format, the body not even read, nothing stored;
 * - refused notifications (no valid signature): stored with an excerpt of the body and headers,
 *   `PAY_NOTIFY_REFUSED_PER_IP_PER_HOUR` (30) an hour per address, beyond: only counted
 *   (pay_notify_dropped). Verified notifications are always stored, in full.
 */
export const NOTIFY_DEFAULTS = { perIpPerMinute: 120, refusedPerIpPerHour: 30 } as const
/** the part of a refused body that is kept: enough to see what it was */
export const REFUSED_BODY_BYTES = 2048
/** each header value kept at most this long */
const HEADER_VALUE_CHARS = 512

export interface NotifyLimits {
  perIpPerMinute: number
  refusedPerIpPerHour: number
}

const positive = (text: string | undefined, fallback: number) => {
  const n = Number(text)
  return text !== undefined && text !== '' && Number.isSafeInteger(n) && n > 0 ? n : fallback
}

export function notifyLimits(config: Pick<AppConfig, 'paySettings'>): NotifyLimits {
  const s = config.paySettings ?? {}
  return {
    perIpPerMinute: positive(s.PAY_NOTIFY_PER_IP_PER_MINUTE, NOTIFY_DEFAULTS.perIpPerMinute),
    refusedPerIpPerHour: positive(s.PAY_NOTIFY_REFUSED_PER_IP_PER_HOUR, NOTIFY_DEFAULTS.refusedPerIpPerHour),
  }
}

/** Counts a request of the address; false once it is past its minute's allowance. */
export async function withinNotifyRate(kv: KeyValueStore, ip: string, limits: NotifyLimits): Promise<boolean> {
  return (await kv.incr(`pay-notify-ip:${ip}`, 60)) <= limits.perIpPerMinute
}

/** Where a notification came from, as the route saw it. */
export interface NotifySource {
  ip: string
  kv: KeyValueStore
  limits: NotifyLimits
}

/**
 * Counts a refused notification of the address in this hour; false once the address is past its cap
 * (the caller stores nothing then, and the hour's counter of the address goes up instead).
 */
export async function mayStoreRefused(db: Kysely<Database>, source: NotifySource, at = nowSeconds()): Promise<boolean> {
  const hourAt = at - (at % 3600)
  if ((await source.kv.incr(`pay-notify-refused:${source.ip}:${hourAt}`, 3600)) <= source.limits.refusedPerIpPerHour) return true
  await countDroppedNotify(db, source.ip.slice(0, 64), hourAt, at)
  return false
}

/** The first `maxBytes` of a text in UTF-8, never cutting a character in two. */
export function utf8Excerpt(text: string, maxBytes = REFUSED_BODY_BYTES): string {
  if (text.length <= maxBytes / 3 || Buffer.byteLength(text, 'utf8') <= maxBytes) return text
  // a cut inside a character decodes to U+FFFD at the end: dropped
  return Buffer.from(text, 'utf8').subarray(0, maxBytes).toString('utf8').replace(/\ufffd+$/, '')
}

/** The headers a gateway's notification is judged by (type, length, signatures, serial, timestamp, nonce), as JSON. */
export function notifyHeaders(headers: Record<string, string | string[] | undefined>): string {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase()
    if (!['content-type', 'content-length', 'user-agent'].includes(lower) && !/^(wechatpay-|x-devpay-)/.test(lower)) continue
    if (value === undefined) continue
    kept[lower] = (Array.isArray(value) ? value.join(', ') : value).slice(0, HEADER_VALUE_CHARS)
  }
  return JSON.stringify(kept)
}
