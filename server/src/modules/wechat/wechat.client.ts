import crypto from 'node:crypto'
import type { KeyValueStore } from '../../infra/kv.js'

/**
 * A client of WeChat's server API (api.weixin.qq.com) and of the OAuth page (open.weixin.qq.com),
 * both base URLs configurable so tests and the demo talk to a fake platform.
 */
export interface WechatAppCredentials {
  appId: string
  appSecret: string
}

/** WeChat answered with a non-zero errcode (or not at all: errcode -1). */
export class WechatApiError extends Error {
  constructor(readonly errcode: number, readonly errmsg: string) {
    super(`wechat errcode ${errcode}: ${errmsg}`)
    this.name = 'WechatApiError'
  }
}

/** errcodes that mean "this code is no good" (invalid, used, missing, user blocked) rather than a fault of ours */
export const WECHAT_BAD_CODE_ERRCODES = new Set([40029, 40163, 41008, 40226])
/** errcodes that mean the cached access_token is no longer accepted */
const ACCESS_TOKEN_ERRCODES = new Set([40001, 40014, 42001])

const TIMEOUT_MS = 8000

async function getJson(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  let res: Response
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (err) {
    throw new WechatApiError(-1, `unreachable: ${(err as Error).message}`)
  }
  const text = await res.text()
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text)
  } catch {
    throw new WechatApiError(-1, `HTTP ${res.status}, not JSON`)
  }
  if (body && typeof body.errcode === 'number' && body.errcode !== 0) throw new WechatApiError(body.errcode, String(body.errmsg ?? ''))
  return body
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
const trimBase = (base: string) => base.replace(/\/+$/, '')

export type OauthScope = 'snsapi_base' | 'snsapi_userinfo'

/** The official account's authorisation page; WeChat sends the browser to redirect_uri?code=…&state=…. */
export function oauthAuthorizeUrl(openBase: string, appId: string, redirectUri: string, scope: OauthScope, state: string): string {
  // WeChat wants exactly this parameter order and the #wechat_redirect fragment
  return `${trimBase(openBase)}/connect/oauth2/authorize?appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=${scope}&state=${encodeURIComponent(state)}#wechat_redirect`
}

export interface OauthToken {
  access_token: string
  openid: string
  scope: string
  unionid?: string
}

export async function oauthAccessToken(apiBase: string, app: WechatAppCredentials, code: string): Promise<OauthToken> {
  const body = await getJson(`${trimBase(apiBase)}/sns/oauth2/access_token?${q({ appid: app.appId, secret: app.appSecret, code, grant_type: 'authorization_code' })}`)
  if (typeof body.openid !== 'string' || !body.openid) throw new WechatApiError(-1, 'no openid in the answer')
  // openid checked; the other fields as WeChat sends them
  return body as unknown as OauthToken
}

export interface SnsUserinfo {
  openid: string
  nickname: string
  headimgurl: string
  unionid?: string
}

/** Only for a token of scope snsapi_userinfo. */
export async function snsUserinfo(apiBase: string, accessToken: string, openid: string): Promise<SnsUserinfo> {
  const body = await getJson(`${trimBase(apiBase)}/sns/userinfo?${q({ access_token: accessToken, openid, lang: 'zh_CN' })}`)
  return { openid: String(body.openid ?? openid), nickname: String(body.nickname ?? ''), headimgurl: String(body.headimgurl ?? ''), unionid: typeof body.unionid === 'string' ? body.unionid : undefined }
}

export interface WeappSession {
  openid: string
  session_key: string
  unionid?: string
}

/** Mini-program login: the wx.login code for the user's openid and session_key. */
export async function jscode2session(apiBase: string, app: WechatAppCredentials, code: string): Promise<WeappSession> {
  const body = await getJson(`${trimBase(apiBase)}/sns/jscode2session?${q({ appid: app.appId, secret: app.appSecret, js_code: code, grant_type: 'authorization_code' })}`)
  if (typeof body.openid !== 'string' || !body.openid || typeof body.session_key !== 'string') throw new WechatApiError(-1, 'no openid / session_key in the answer')
  return body as unknown as WeappSession
}

const stableTokenKey = (appId: string) => `wechat:stable_token:${appId}`

/**
 * The app's access_token from /cgi-bin/stable_token, cached until shortly before it expires. The
 * stable token is not invalidated by other servers fetching one, unlike /cgi-bin/token.
 */
export async function stableAccessToken(apiBase: string, app: WechatAppCredentials, kv: KeyValueStore, forceRefresh = false): Promise<string> {
  if (!forceRefresh) {
    const cached = await kv.get(stableTokenKey(app.appId))
    if (cached) return cached
  }
  const body = await getJson(`${trimBase(apiBase)}/cgi-bin/stable_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credential', appid: app.appId, secret: app.appSecret, force_refresh: forceRefresh }),
  })
  if (typeof body.access_token !== 'string' || !body.access_token) throw new WechatApiError(-1, 'no access_token in the answer')
  const ttl = Math.max(60, Number(body.expires_in ?? 7200) - 300)
  await kv.set(stableTokenKey(app.appId), body.access_token, ttl)
  return body.access_token
}

export const jsapiTicketKey = (appId: string) => `wechat:jsapi_ticket:${appId}`

/**
 * The official account's jsapi_ticket for JS-SDK signatures (/cgi-bin/ticket/getticket), cached until
 * shortly before it expires (WeChat limits how often it may be fetched); a stale token is replaced once.
 */
export async function jsapiTicket(apiBase: string, app: WechatAppCredentials, kv: KeyValueStore): Promise<string> {
  const cached = await kv.get(jsapiTicketKey(app.appId))
  if (cached) return cached
  const attempt = async (force: boolean) => {
    const token = await stableAccessToken(apiBase, app, kv, force)
    return getJson(`${trimBase(apiBase)}/cgi-bin/ticket/getticket?${q({ access_token: token, type: 'jsapi' })}`)
  }
  let body: Record<string, unknown>
  try {
    body = await attempt(false)
  } catch (err) {
    if (!(err instanceof WechatApiError && ACCESS_TOKEN_ERRCODES.has(err.errcode))) throw err
    body = await attempt(true)
  }
  if (typeof body.ticket !== 'string' || !body.ticket) throw new WechatApiError(-1, 'no ticket in the answer')
  await kv.set(jsapiTicketKey(app.appId), body.ticket, Math.max(60, Number(body.expires_in ?? 7200) - 300))
  return body.ticket
}

export interface PhoneInfo {
  phoneNumber: string
  purePhoneNumber: string
  countryCode: string
  watermark?: { appid?: string; timestamp?: number }
}

/** The new getPhoneNumber button's one-time code → the number; a stale cached token is replaced once. */
export async function userPhoneNumber(apiBase: string, app: WechatAppCredentials, kv: KeyValueStore, code: string): Promise<PhoneInfo> {
  const attempt = async (force: boolean) => {
    const token = await stableAccessToken(apiBase, app, kv, force)
    return getJson(`${trimBase(apiBase)}/wxa/business/getuserphonenumber?${q({ access_token: token })}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    })
  }
  let body: Record<string, unknown>
  try {
    body = await attempt(false)
  } catch (err) {
    if (!(err instanceof WechatApiError && ACCESS_TOKEN_ERRCODES.has(err.errcode))) throw err
    body = await attempt(true)
  }
  const info = body.phone_info as PhoneInfo | undefined
  if (!info || typeof info.purePhoneNumber !== 'string') throw new WechatApiError(-1, 'no phone_info in the answer')
  return info
}

/**
 * The old getPhoneNumber flow: encryptedData is AES-128-CBC (PKCS#7) under the session_key with the
 * given iv, all base64. The plaintext's watermark must name our appid, or the data was made for
 * another app. Throws on any mismatch.
 */
export function decryptWechatData<T extends { watermark?: { appid?: string } }>(sessionKey: string, iv: string, encryptedData: string, appId: string): T {
  const key = Buffer.from(sessionKey, 'base64')
  const ivBuf = Buffer.from(iv, 'base64')
  if (key.length !== 16 || ivBuf.length !== 16) throw new Error('bad session_key or iv length')
  const decipher = crypto.createDecipheriv('aes-128-cbc', key, ivBuf)
  const plain = Buffer.concat([decipher.update(Buffer.from(encryptedData, 'base64')), decipher.final()]).toString('utf8')
  const data = JSON.parse(plain) as T
  if (data?.watermark?.appid !== appId) throw new Error('watermark appid mismatch')
  return data
}

/** The inverse, for tests and the fake platform. */
export function encryptWechatData(sessionKey: string, iv: string, data: unknown): string {
  const cipher = crypto.createCipheriv('aes-128-cbc', Buffer.from(sessionKey, 'base64'), Buffer.from(iv, 'base64'))
  return Buffer.concat([cipher.update(JSON.stringify(data), 'utf8'), cipher.final()]).toString('base64')
}
