import crypto from 'node:crypto'
import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode } from '../../http/errors.js'
import { TripartiteError } from './auth.tripartite.messages.js'

/** The platforms that vouch for an identity (the app_type of the member_auth row). */
export type AuthAppType = 'wechat' | 'weapp' | 'alifuwu' | 'aliapp'
export const AUTH_APP_TYPES: AuthAppType[] = ['wechat', 'weapp', 'alifuwu', 'aliapp']
/** app types that share WeChat's unionid */
export const WECHAT_APP_TYPES: AuthAppType[] = ['wechat', 'weapp']

export const AUTH_TAG_TTL_SECONDS = 30 * 60
export const MOBILE_TAG_TTL_SECONDS = 10 * 60

/** What the server saw the platform say; the client only carries it back. */
export interface AuthIdentity {
  app_type: AuthAppType
  openid: string
  unionid: string
  nickname: string
  headimg: string
}

interface TagBody {
  /** what the tag proves: a platform identity or a mobile number for one */
  k: 'auth' | 'mobile'
  wid: number
  exp: number
}
type AuthTagBody = TagBody & AuthIdentity & { k: 'auth' }
type MobileTagBody = TagBody & { k: 'mobile'; mobile: string; app_type: AuthAppType; openid: string }

// the kind is part of the MAC input, so no tag can pass as a member token or as the other kind
const mac = (secret: string, kind: string, body: string) => crypto.createHmac('sha256', secret).update(`tripartite-${kind}:${body}`).digest()

function sign(secret: string, payload: TagBody): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url')
  return `${body}.${mac(secret, payload.k, body).toString('base64url')}`
}

function verify<T extends TagBody>(secret: string, kind: T['k'], tag: unknown, now: number): T | null {
  if (typeof tag !== 'string' || tag.length > 4096) return null
  const dot = tag.indexOf('.')
  if (dot <= 0) return null
  const body = tag.slice(0, dot)
  const sig = Buffer.from(tag.slice(dot + 1), 'base64url')
  const expected = mac(secret, kind, body)
  if (sig.length !== expected.length || !crypto.timingSafeEqual(sig, expected)) return null
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T
    if (payload.k !== kind || typeof payload.exp !== 'number' || payload.exp <= now) return null
    return payload
  } catch {
    return null
  }
}

export function signAuthTag(ctx: RequestContext, identity: AuthIdentity): string {
  const payload: AuthTagBody = { k: 'auth', wid: ctx.websiteId, exp: nowSeconds() + AUTH_TAG_TTL_SECONDS, ...identity }
  return sign(ctx.config.tokenSecret, payload)
}

/** The identity an auth_tag proves for this website, or -20307 (missing, tampered, expired, other website). */
export function readAuthTag(ctx: RequestContext, tag: unknown): AuthIdentity {
  const p = verify<AuthTagBody>(ctx.config.tokenSecret, 'auth', tag, nowSeconds())
  if (!p || p.wid !== ctx.websiteId || !AUTH_APP_TYPES.includes(p.app_type) || !p.openid) {
    throw new DomainError(TripartiteError.AUTH_TAG_INVALID, 'auth_tag_invalid')
  }
  return { app_type: p.app_type, openid: p.openid, unionid: p.unionid ?? '', nickname: p.nickname ?? '', headimg: p.headimg ?? '' }
}

/** A proof that the platform gave `mobile` to this identity (getPhoneNumber → mobileauth). */
export function signMobileTag(ctx: RequestContext, identity: AuthIdentity, mobile: string): string {
  const payload: MobileTagBody = {
    k: 'mobile', wid: ctx.websiteId, exp: nowSeconds() + MOBILE_TAG_TTL_SECONDS, mobile, app_type: identity.app_type, openid: identity.openid,
  }
  return sign(ctx.config.tokenSecret, payload)
}

/** The mobile a mobile_tag proves, only for the identity it was issued to (-20308 otherwise). */
export function readMobileTag(ctx: RequestContext, tag: unknown, identity: AuthIdentity): string {
  const p = verify<MobileTagBody>(ctx.config.tokenSecret, 'mobile', tag, nowSeconds())
  if (!p || p.wid !== ctx.websiteId || p.app_type !== identity.app_type || p.openid !== identity.openid || typeof p.mobile !== 'string') {
    throw new DomainError(TripartiteError.MOBILE_TAG_INVALID, 'mobile_tag_invalid')
  }
  return p.mobile
}

export const platformName = (appType: AuthAppType | 'alipay') =>
  appType === 'wechat' ? 'platform_wechat' : appType === 'weapp' ? 'platform_weapp' : 'platform_alipay'

export const notConfigured = (appType: AuthAppType) =>
  new DomainError(TripartiteError.NOT_CONFIGURED, 'platform_not_configured', { platform: platformName(appType) })

/** Code exchanges per IP per minute: each one costs a call to the platform. */
export const EXCHANGES_PER_IP_PER_MINUTE = 60
export const exchangeLimitKey = (ip: string) => `tripartite:exchange:${ip}`

export async function limitExchanges(ctx: RequestContext): Promise<void> {
  if ((await ctx.kv.incr(exchangeLimitKey(ctx.ip), 60)) > EXCHANGES_PER_IP_PER_MINUTE) {
    throw new DomainError(ErrorCode.TOO_MANY_REQUESTS, 'too_many_requests')
  }
}

/** An http(s) URL the platform may send the browser back to (-20314 otherwise). */
export function checkRedirectUrl(raw: string | undefined): string {
  const url = (raw ?? '').trim()
  try {
    const u = new URL(url)
    if ((u.protocol === 'http:' || u.protocol === 'https:') && url.length <= 1000) return url
  } catch {
    // fall through
  }
  throw new DomainError(TripartiteError.REDIRECT_URL_INVALID, 'redirect_url_invalid')
}
