import crypto from 'node:crypto'
import type { RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode } from '../../http/errors.js'
import { getWebsiteConfig } from '../config/config.service.js'
import { drawCaptcha } from './captcha.image.js'
import { CaptchaError } from './captcha.messages.js'

export const CAPTCHA_TTL_SECONDS = 300
const ID = /^[0-9a-f]{32}$/

export const captchaKey = (websiteId: number, id: string) => `captcha:${websiteId}:${id}`
const usedKey = (nonce: string) => `captcha-used:${nonce}`

/**
 * A new captcha. With a well-formed `refreshId` the same id gets a new code (the client keeps its id
 * while the user asks for another picture); the old code dies with the refresh.
 */
export async function createCaptcha(ctx: RequestContext, refreshId?: string): Promise<{ id: string; img: string }> {
  const id = refreshId && ID.test(refreshId) ? refreshId : crypto.randomBytes(16).toString('hex')
  const code = String(crypto.randomInt(0, 10000)).padStart(4, '0')
  // the nonce makes each issued code consumable once even when the id is refreshed
  const nonce = crypto.randomBytes(8).toString('hex')
  await ctx.kv.set(captchaKey(ctx.websiteId, id), `${code}:${nonce}`, CAPTCHA_TTL_SECONDS)
  return { id, img: `data:image/png;base64,${drawCaptcha(code).toString('base64')}` }
}

/** Development only: the code a captcha shows, without spending it (null when unknown or expired). */
export async function peekCaptcha(ctx: RequestContext, id: string): Promise<string | null> {
  const stored = await ctx.kv.get(captchaKey(ctx.websiteId, id))
  return stored ? stored.split(':')[0] : null
}

/** shop_reception_login: 1 (default) when the login forms need a captcha. */
export async function captchaConfig(ctx: RequestContext): Promise<{ shop_reception_login: 0 | 1 }> {
  const stored = await getWebsiteConfig(ctx, ctx.websiteId, 'captcha_config')
  const v = stored && typeof stored === 'object' ? (stored as Record<string, unknown>).shop_reception_login : undefined
  return { shop_reception_login: v === 0 || v === '0' || v === false ? 0 : 1 }
}

/**
 * Checks and spends a captcha: any attempt, right or wrong, uses it up, so a picture can never be
 * tried twice. Concurrent attempts on one code: only the first one passes.
 */
export async function consumeCaptcha(ctx: RequestContext, id: string | undefined, code: string | undefined): Promise<void> {
  if (!id || !code) throw new DomainError(CaptchaError.REQUIRED, 'captcha_required')
  const key = captchaKey(ctx.websiteId, id)
  const stored = await ctx.kv.get(key)
  if (!stored) throw new DomainError(CaptchaError.WRONG, 'captcha_wrong')
  await ctx.kv.del(key)
  const [expected, nonce] = stored.split(':')
  const firstUse = await ctx.kv.setIfAbsent(usedKey(nonce), '1', CAPTCHA_TTL_SECONDS)
  const match = code.length === expected.length && crypto.timingSafeEqual(Buffer.from(code), Buffer.from(expected))
  if (!firstUse || !match) throw new DomainError(CaptchaError.WRONG, 'captcha_wrong')
}

/** Enforces the captcha only when the website's captcha config asks for it. */
export async function checkCaptchaIfRequired(ctx: RequestContext, id: string | undefined, code: string | undefined): Promise<void> {
  if ((await captchaConfig(ctx)).shop_reception_login === 1) await consumeCaptcha(ctx, id, code)
}

export const captchaIpKey = (ip: string) => `captcha-ip:${ip}`

/**
 * Drawing costs CPU and each captcha is kept for CAPTCHA_TTL_SECONDS: one address may have
 * config.captchaPerIpPerMinute drawn a minute, then -10029 until the minute is over.
 */
export async function countCaptchaForIp(ctx: RequestContext): Promise<void> {
  if ((await ctx.kv.incr(captchaIpKey(ctx.ip), 60)) > ctx.config.captchaPerIpPerMinute) {
    throw new DomainError(ErrorCode.TOO_MANY_REQUESTS, 'too_many_requests')
  }
}
