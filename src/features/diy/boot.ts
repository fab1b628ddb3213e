import i18next from 'i18next'
import { getEnv } from '@/platform/env'

/**
 * The first API answers the server puts into the H5 home page's HTML (server/src/http/h5-boot.ts), so a
 * phone on a slow network does not wait for launch call -> decoration -> goods one after the other.
 * Each answer is used at most once, only by a visitor (no token: counts and prices may be a member's)
 * whose language, website and app type are the ones it was taken for, and only soon after the page
 * loaded; anything else is asked for as usual. Mini-programs have no such HTML: nothing is found there.
 */
interface H5Boot {
  v: 1
  website_id: number
  lang: string
  app_type: string
  calls: Record<string, unknown>
}

export interface BootVisitor {
  token: string
  websiteId: number | null
}

/** Answers older than this (a tab left open, then its page reloaded from memory) are not used. */
const FRESH_MS = 30_000

let boot: H5Boot | null | undefined

function read(): H5Boot | null {
  if (boot !== undefined) return boot
  boot = null
  if (getEnv().target !== 'h5' || typeof document === 'undefined') return boot
  try {
    const el = document.getElementById('mall-boot')
    const parsed = el?.textContent ? JSON.parse(el.textContent) : null
    if (parsed && parsed.v === 1 && parsed.calls && typeof parsed.calls === 'object') boot = parsed as H5Boot
  } catch {
    boot = null
  }
  return boot
}

/** Same key as the server's bootKey: the path and its fields sorted, empty ones dropped. */
export function bootKey(path: string, fields: Record<string, unknown> = {}): string {
  const sorted = Object.keys(fields)
    .filter((k) => fields[k] !== undefined && fields[k] !== null && fields[k] !== '')
    .sort()
    .map((k) => [k, fields[k]])
  return `${path} ${JSON.stringify(sorted)}`
}

/**
 * The server's answer to `path` with `fields` for this visitor, or undefined. Left in place: a render
 * that suspends (texts still loading) is thrown away and runs again, so a component reads it while
 * rendering and drops it once mounted (dropBoot).
 */
export function peekBoot<T>(path: string, fields: Record<string, unknown>, visitor: BootVisitor): T | undefined {
  const b = read()
  if (!b || visitor.token) return undefined
  if (typeof performance !== 'undefined' && performance.now() > FRESH_MS) return undefined
  // the language the app runs in (the i18next instance src/i18n sets up)
  if (b.lang !== String(i18next.language ?? '').toLowerCase() || b.website_id !== (visitor.websiteId ?? 1) || b.app_type !== getEnv().appType) return undefined
  const key = bootKey(path, fields)
  return Object.prototype.hasOwnProperty.call(b.calls, key) ? (b.calls[key] as T) : undefined
}

/** Used up: a later load of the same call (refresh, coming back to the page) asks the server. */
export function dropBoot(path: string, fields: Record<string, unknown>): void {
  const b = read()
  if (b) delete b.calls[bootKey(path, fields)]
}

/** peekBoot and dropBoot at once, for callers outside a render. */
export function takeBoot<T>(path: string, fields: Record<string, unknown>, visitor: BootVisitor): T | undefined {
  const value = peekBoot<T>(path, fields, visitor)
  if (value !== undefined) dropBoot(path, fields)
  return value
}

/** For tests: forget what was read. */
export function resetBoot(): void {
  boot = undefined
}
