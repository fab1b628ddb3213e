import crypto from 'node:crypto'

/**
 * A client of the Alipay open-platform gateway: RSA2 (SHA256withRSA) request signatures and
 * verification of the gateway's signed answers with the Alipay public key.
 */
export interface AlipaySettings {
  appId: string
  /** the merchant's private key: PEM, or the bare base64 (PKCS#8 or PKCS#1) the Alipay key tool prints */
  privateKey: string
  /** Alipay's public key: PEM or bare base64 (SPKI) */
  publicKey: string
  gateway: string
}

/** The gateway refused (error_response or a failing business code) or could not be trusted. */
export class AlipayApiError extends Error {
  constructor(readonly code: string, readonly subCode: string, readonly msg: string) {
    super(`alipay ${code}/${subCode}: ${msg}`)
    this.name = 'AlipayApiError'
  }
}

/** sub_codes that mean the user's auth code is no good (authorise again) */
export const ALIPAY_BAD_CODE_SUBCODES = new Set(['isv.code-invalid', 'isv.code-expired', 'isv.invalid-auth-code'])

// env files often carry PEM with literal \n
const unescape = (s: string) => s.trim().replace(/\\n/g, '\n')

export function loadPrivateKey(key: string): crypto.KeyObject {
  const k = unescape(key)
  if (k.includes('-----BEGIN')) return crypto.createPrivateKey(k)
  const der = Buffer.from(k.replace(/\s+/g, ''), 'base64')
  try {
    return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  } catch {
    return crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs1' })
  }
}

export function loadPublicKey(key: string): crypto.KeyObject {
  const k = unescape(key)
  if (k.includes('-----BEGIN')) return crypto.createPublicKey(k)
  const der = Buffer.from(k.replace(/\s+/g, ''), 'base64')
  try {
    return crypto.createPublicKey({ key: der, format: 'der', type: 'spki' })
  } catch {
    return crypto.createPublicKey({ key: der, format: 'der', type: 'pkcs1' })
  }
}

/** What is signed: every parameter but `sign` with a non-empty value, keys in ASCII order, raw `k=v` joined by `&`. */
export function alipaySignContent(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&')
}

export function rsa2Sign(content: string, privateKey: crypto.KeyObject | string): string {
  const key = typeof privateKey === 'string' ? loadPrivateKey(privateKey) : privateKey
  return crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64')
}

export function rsa2Verify(content: string, signature: string, publicKey: crypto.KeyObject | string): boolean {
  const key = typeof publicKey === 'string' ? loadPublicKey(publicKey) : publicKey
  try {
    return crypto.createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64')
  } catch {
    return false
  }
}

/** 'yyyy-MM-dd HH:mm:ss' in Beijing time, as the gateway expects. */
export function alipayTimestamp(now = new Date()): string {
  return new Date(now.getTime() + 8 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ')
}

/**
 * The exact text of the JSON value under `field` in the raw answer: Alipay signs those bytes, so
 * re-serialising the parsed object would not verify. Null when absent.
 */
export function extractSignedJson(raw: string, field: string): string | null {
  const marker = `"${field}"`
  let at = raw.indexOf(marker)
  if (at < 0) return null
  at = raw.indexOf(':', at + marker.length)
  if (at < 0) return null
  let start = at + 1
  while (/\s/.test(raw[start] ?? '')) start++
  if (raw[start] !== '{') return null
  let depth = 0
  let inString = false
  for (let i = start; i < raw.length; i++) {
    const c = raw[i]
    if (inString) {
      if (c === '\\') i++
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '{') depth++
    else if (c === '}' && --depth === 0) return raw.slice(start, i + 1)
  }
  return null
}

const TIMEOUT_MS = 8000

/**
 * Calls one gateway method with its parameters (top-level ones such as grant_type/code, and
 * biz_content when given) and answers the verified `<method>_response` object.
 */
export async function alipayCall(
  s: AlipaySettings, method: string, params: Record<string, string>, bizContent?: Record<string, unknown>, now = new Date(),
): Promise<Record<string, unknown>> {
  const all: Record<string, string> = {
    app_id: s.appId, method, format: 'JSON', charset: 'utf-8', sign_type: 'RSA2', timestamp: alipayTimestamp(now), version: '1.0',
    ...params,
    ...(bizContent ? { biz_content: JSON.stringify(bizContent) } : {}),
  }
  all.sign = rsa2Sign(alipaySignContent(all), s.privateKey)
  let text: string
  try {
    const res = await fetch(`${s.gateway}${s.gateway.includes('?') ? '&' : '?'}charset=utf-8`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
      body: new URLSearchParams(all).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    text = await res.text()
  } catch (err) {
    throw new AlipayApiError('unreachable', '', (err as Error).message)
  }
  let body: Record<string, unknown>
  try {
    body = JSON.parse(text)
  } catch {
    throw new AlipayApiError('bad_answer', '', 'not JSON')
  }
  const responseField = `${method.replace(/\./g, '_')}_response`
  if (body[responseField]) {
    const signed = extractSignedJson(text, responseField)
    if (!signed || typeof body.sign !== 'string' || !rsa2Verify(signed, body.sign, s.publicKey)) {
      throw new AlipayApiError('sign_invalid', '', 'the answer is not signed by Alipay')
    }
    const r = body[responseField] as Record<string, unknown>
    // business answers carry code 10000 on success; the oauth token answer carries no code at all
    if (r.code !== undefined && String(r.code) !== '10000') throw new AlipayApiError(String(r.code), String(r.sub_code ?? ''), String(r.sub_msg ?? r.msg ?? ''))
    return r
  }
  const e = body.error_response as Record<string, unknown> | undefined
  if (e) throw new AlipayApiError(String(e.code ?? ''), String(e.sub_code ?? ''), String(e.sub_msg ?? e.msg ?? ''))
  throw new AlipayApiError('bad_answer', '', `no ${responseField}`)
}

export interface AlipayOauthToken {
  /** the user's id for this app: open_id on newer apps, user_id (2088…) on older ones */
  openId: string
  userId: string
  accessToken: string
}

/** alipay.system.oauth.token: an auth code (my.getAuthCode or the browser's auth_code) → the user. */
export async function oauthToken(s: AlipaySettings, code: string): Promise<AlipayOauthToken> {
  const r = await alipayCall(s, 'alipay.system.oauth.token', { grant_type: 'authorization_code', code })
  const openId = String(r.open_id ?? r.user_id ?? '')
  if (!openId) throw new AlipayApiError('bad_answer', '', 'no user id in the answer')
  return { openId, userId: String(r.user_id ?? ''), accessToken: String(r.access_token ?? '') }
}

/** The page the Alipay browser opens to authorise; it returns to redirect_uri?auth_code=…&state=…. */
export function alipayAuthorizeUrl(authBase: string, appId: string, redirectUri: string, state: string): string {
  return `${authBase.replace(/\/+$/, '')}/oauth2/publicAppAuthorize.htm?app_id=${encodeURIComponent(appId)}&scope=auth_base` +
    `&redirect_uri=${encodeURIComponent(redirectUri)}&state=${encodeURIComponent(state)}`
}
