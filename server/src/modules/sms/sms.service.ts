import crypto from 'node:crypto'
import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { t } from '../../http/messages.js'
import { SmsError } from './sms.messages.js'
import { selectSmsProvider } from './sms.provider.js'

/** bind: third-party binding; paypwd, bindmobile: profile changes; findpassword: recovery */
export type CodePurpose = 'register' | 'login' | 'bind' | 'paypwd' | 'bindmobile' | 'findpassword'

export const SMS_LIMITS = {
  /** one code per mobile per minute */
  gapSeconds: 60,
  perMobilePerDay: 10,
  perIpPerHour: 30,
  /** a code lives 5 minutes (the client's resend countdown is 120 s) */
  codeTtlSeconds: 300,
  /** the 5th wrong attempt voids the code */
  maxAttempts: 5,
}

/**
 * The per-mobile limits are keyed by the mobile alone: a phone is one phone whichever site asks, so
 * naming another website_id (the caller chooses it) cannot buy a mobile more messages.
 */
export const smsKeys = {
  gap: (mobile: string) => `sms:gap:${mobile}`,
  day: (mobile: string) => `sms:day:${mobile}`,
  ip: (ip: string) => `sms:ip:${ip}`,
  code: (key: string) => `sms:code:${key}`,
  tries: (key: string) => `sms:tries:${key}`,
  used: (key: string) => `sms:used:${key}`,
}

/** What a sent code is stored as, under smsKeys.code(key). `exp` is authoritative (the TTL only cleans up). */
export interface StoredCode {
  wid: number
  mobile: string
  purpose: CodePurpose
  code: string
  exp: number
}

/**
 * Sends a 4-digit code to `mobile` and answers the key that names it. Refused when the mobile got a
 * code within the last minute (with the seconds left), after 10 codes a day per mobile or 30 an hour
 * per IP. The code itself never leaves through the API.
 *
 * `contentKey` replaces the usual text (sms_content) when the message must tell the holder of the
 * number something else (already registered, no account): the answer and the limits stay the same,
 * so the API does not tell a caller which case it was.
 */
export async function sendCode(ctx: RequestContext, mobile: string, purpose: CodePurpose, contentKey = 'sms_content'): Promise<{ key: string }> {
  // chosen on each send from the environment, so a key change needs no code path of its own
  const provider = selectSmsProvider(ctx.db, ctx.config.development)
  if (!provider) throw new DomainError(SmsError.NOT_CONFIGURED, 'sms_not_configured')
  const now = nowSeconds()
  const gapKey = smsKeys.gap(mobile)
  if (!(await ctx.kv.setIfAbsent(gapKey, String(now), SMS_LIMITS.gapSeconds))) {
    const sentAt = Number(await ctx.kv.get(gapKey)) || now
    const seconds = Math.max(1, SMS_LIMITS.gapSeconds - (now - sentAt))
    throw new DomainError(SmsError.TOO_OFTEN, 'sms_too_often', { seconds }, { seconds })
  }
  // refused requests count too: hammering the endpoint must not be free
  if ((await ctx.kv.incr(smsKeys.day(mobile), 86400)) > SMS_LIMITS.perMobilePerDay) {
    throw new DomainError(SmsError.DAILY_CAP, 'sms_daily_cap')
  }
  if ((await ctx.kv.incr(smsKeys.ip(ctx.ip), 3600)) > SMS_LIMITS.perIpPerHour) {
    throw new DomainError(SmsError.IP_CAP, 'sms_ip_cap')
  }

  const code = String(crypto.randomInt(0, 10000)).padStart(4, '0')
  const key = crypto.randomBytes(16).toString('hex')
  const stored: StoredCode = { wid: ctx.websiteId, mobile, purpose, code, exp: now + SMS_LIMITS.codeTtlSeconds }
  try {
    await provider.send({ websiteId: ctx.websiteId, mobile, code, purpose, content: t(ctx.lang, contentKey, { code }), createdAt: now })
  } catch (err) {
    ctx.log.error({ err, provider: provider.name }, 'sms send failed')
    // let the user retry at once: the minute gap is for codes that went out
    await ctx.kv.del(gapKey)
    throw new DomainError(SmsError.SEND_FAILED, 'sms_send_failed')
  }
  await ctx.kv.set(smsKeys.code(key), JSON.stringify(stored), SMS_LIMITS.codeTtlSeconds)
  return { key }
}

/**
 * Checks a code for `mobile` and spends it. Wrong codes count; the 5th wrong one voids the code.
 * A code sent for another mobile, website or purpose is simply wrong.
 */
export async function consumeCode(ctx: RequestContext, input: { key?: string; mobile: string; code?: string; purpose: CodePurpose }): Promise<void> {
  if (!input.code) throw new DomainError(SmsError.CODE_REQUIRED, 'sms_code_required')
  if (!input.key) throw new DomainError(SmsError.CODE_EXPIRED, 'sms_code_expired')
  const raw = await ctx.kv.get(smsKeys.code(input.key))
  let stored: StoredCode | null = null
  try {
    stored = raw ? (JSON.parse(raw) as StoredCode) : null
  } catch {
    stored = null
  }
  if (!stored || stored.exp <= nowSeconds()) {
    const voided = Number(await ctx.kv.get(smsKeys.tries(input.key))) >= SMS_LIMITS.maxAttempts
    throw voided ? new DomainError(SmsError.CODE_ATTEMPTS, 'sms_code_attempts') : new DomainError(SmsError.CODE_EXPIRED, 'sms_code_expired')
  }
  const match =
    stored.wid === ctx.websiteId && stored.mobile === input.mobile && stored.purpose === input.purpose &&
    input.code.length === stored.code.length && crypto.timingSafeEqual(Buffer.from(input.code), Buffer.from(stored.code))
  if (!match) {
    const tries = await ctx.kv.incr(smsKeys.tries(input.key), SMS_LIMITS.codeTtlSeconds)
    if (tries >= SMS_LIMITS.maxAttempts) {
      await ctx.kv.del(smsKeys.code(input.key))
      throw new DomainError(SmsError.CODE_ATTEMPTS, 'sms_code_attempts')
    }
    throw new DomainError(SmsError.CODE_WRONG, 'sms_code_wrong')
  }
  await ctx.kv.del(smsKeys.code(input.key))
  // two requests racing with the same right code: only one gets through
  if (!(await ctx.kv.setIfAbsent(smsKeys.used(input.key), '1', SMS_LIMITS.codeTtlSeconds))) {
    throw new DomainError(SmsError.CODE_EXPIRED, 'sms_code_expired')
  }
}
