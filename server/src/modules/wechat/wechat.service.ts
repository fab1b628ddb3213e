import type { RequestContext } from '../../http/context.js'
import { getWebsiteConfig } from '../config/config.service.js'
import { DomainError } from '../../http/errors.js'
import { TripartiteError } from '../auth/auth.tripartite.messages.js'
import {
  AUTH_TAG_TTL_SECONDS, checkRedirectUrl, limitExchanges, notConfigured, platformName, signAuthTag, type AuthAppType, type AuthIdentity,
} from '../auth/auth.tripartite.tags.js'
import {
  jscode2session, oauthAccessToken, oauthAuthorizeUrl, snsUserinfo, userPhoneNumber, WECHAT_BAD_CODE_ERRCODES, WechatApiError,
  type OauthScope, type PhoneInfo,
} from './wechat.client.js'
import type { AuthcodeInput, CodeInput, WeappOpenid, WechatOpenid } from './wechat.schema.js'

/** The official account (H5 in the WeChat browser), or -20301. */
export function mpApp(ctx: RequestContext) {
  const p = ctx.config.platforms
  if (!p?.wechatMp) throw notConfigured('wechat')
  return { apiBase: p.wechatApiBase, openBase: p.wechatOpenBase, app: p.wechatMp }
}

/** The mini-program, or -20301. */
export function weappApp(ctx: RequestContext) {
  const p = ctx.config.platforms
  if (!p?.wechatWeapp) throw notConfigured('weapp')
  return { apiBase: p.wechatApiBase, app: p.wechatWeapp }
}

/** A platform refusal becomes -20305 (the code is no good: authorise again) or -20306 (our side or theirs is broken). */
export async function wechatCall<T>(ctx: RequestContext, appType: AuthAppType, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (err) {
    if (!(err instanceof WechatApiError)) throw err
    if (WECHAT_BAD_CODE_ERRCODES.has(err.errcode)) {
      throw new DomainError(TripartiteError.AUTH_CODE_INVALID, 'auth_code_invalid', {}, { errcode: err.errcode })
    }
    ctx.log.warn({ errcode: err.errcode, errmsg: err.errmsg, appType }, 'wechat api refused')
    throw new DomainError(TripartiteError.PLATFORM_FAILED, 'platform_failed', { platform: platformName(appType) }, { errcode: err.errcode })
  }
}

/** The OAuth URL to send the WeChat browser to; state carries the source shop (letters and digits only). */
export function mpAuthorizeUrl(ctx: RequestContext, input: AuthcodeInput): string {
  const { openBase, app } = mpApp(ctx)
  const redirect = checkRedirectUrl(input.redirect_url)
  const scope: OauthScope = input.scopes === 'snsapi_userinfo' ? 'snsapi_userinfo' : 'snsapi_base'
  const state = input.source_site_id ? `s${input.source_site_id}` : 'mall'
  return oauthAuthorizeUrl(openBase, app.appId, redirect, scope, state)
}

/** OAuth code → openid (+ the profile when the user granted snsapi_userinfo) and the auth_tag. */
export async function mpCodeToOpenid(ctx: RequestContext, input: CodeInput): Promise<WechatOpenid> {
  const { apiBase, app } = mpApp(ctx)
  await limitExchanges(ctx)
  const token = await wechatCall(ctx, 'wechat', () => oauthAccessToken(apiBase, app, input.code))
  const userinfo = token.scope?.split(',').includes('snsapi_userinfo')
    ? await wechatCall(ctx, 'wechat', () => snsUserinfo(apiBase, token.access_token, token.openid))
    : null
  const identity: AuthIdentity = {
    app_type: 'wechat', openid: token.openid, unionid: token.unionid || userinfo?.unionid || '',
    nickname: userinfo?.nickname ?? '', headimg: userinfo?.headimgurl ?? '',
  }
  return {
    openid: identity.openid,
    unionid: identity.unionid,
    userinfo: userinfo ? { nickName: userinfo.nickname, avatarUrl: userinfo.headimgurl } : null,
    auth_tag: signAuthTag(ctx, identity),
  }
}

const sessionKeyKey = (websiteId: number, openid: string) => `weapp:session_key:${websiteId}:${openid}`

/** wx.login code → openid; the session_key stays here (as long as the auth_tag lives) for getPhoneNumber. */
export async function weappCodeToOpenid(ctx: RequestContext, input: CodeInput): Promise<WeappOpenid> {
  const { apiBase, app } = weappApp(ctx)
  await limitExchanges(ctx)
  const session = await wechatCall(ctx, 'weapp', () => jscode2session(apiBase, app, input.code))
  await ctx.kv.set(sessionKeyKey(ctx.websiteId, session.openid), session.session_key, AUTH_TAG_TTL_SECONDS)
  const identity: AuthIdentity = { app_type: 'weapp', openid: session.openid, unionid: session.unionid ?? '', nickname: '', headimg: '' }
  return { openid: identity.openid, unionid: identity.unionid, auth_tag: signAuthTag(ctx, identity) }
}

/** The newest session_key of a mini-program user, or -20310 (log in again). */
export async function weappSessionKey(ctx: RequestContext, openid: string): Promise<string> {
  const key = await ctx.kv.get(sessionKeyKey(ctx.websiteId, openid))
  if (!key) throw new DomainError(TripartiteError.SESSION_EXPIRED, 'session_expired')
  return key
}

/** The getPhoneNumber button's code → the phone number, checked to be meant for our mini-program. */
export async function weappPhoneByCode(ctx: RequestContext, code: string): Promise<PhoneInfo> {
  const { apiBase, app } = weappApp(ctx)
  await limitExchanges(ctx)
  const info = await wechatCall(ctx, 'weapp', () => userPhoneNumber(apiBase, app, ctx.kv, code))
  if (info.watermark?.appid && info.watermark.appid !== app.appId) throw new DomainError(TripartiteError.PHONE_DECRYPT_FAILED, 'phone_decrypt_failed')
  return info
}

/** The template ids the operator mapped to these events (website_config 'weapp_subscribe_templates'). */
export async function messageTemplateIds(ctx: RequestContext, keywords: string | undefined): Promise<string[]> {
  const stored = await getWebsiteConfig(ctx, ctx.websiteId, 'weapp_subscribe_templates')
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return []
  const map = stored as Record<string, unknown>
  const wanted = (keywords ?? '').split(',').map((k) => k.trim()).filter(Boolean)
  const ids = wanted.map((k) => map[k]).filter((v): v is string => typeof v === 'string' && v.length > 0 && v.length <= 128)
  return [...new Set(ids)].slice(0, 5)
}
