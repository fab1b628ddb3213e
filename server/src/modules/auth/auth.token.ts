import crypto from 'node:crypto'

export interface TokenPayload {
  /** member id */
  mid: number
  /** website id */
  wid: number
  /** issued at / expires at, seconds */
  iat: number
  exp: number
  /** the token's id, random: revocation (logout) is keyed on it, and two tokens of one second differ */
  jti: string
}

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; reason: 'invalid' | 'expired' }

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url')
/** unpadded base64url, nothing else: Node's decoder skips padding and stray characters */
const B64URL = /^[A-Za-z0-9_-]+$/

/** A new token id (9 random bytes, 12 characters). */
export const newTokenId = () => crypto.randomBytes(9).toString('base64url')

/**
 * A compact HMAC-SHA256 signed token: base64url(payload).base64url(signature). A payload without
 * an id gets a fresh one.
 */
export function signToken(payload: Omit<TokenPayload, 'jti'> & { jti?: string }, secret: string): string {
  const body = b64(JSON.stringify({ ...payload, jti: payload.jti || newTokenId() }))
  const sig = crypto.createHmac('sha256', secret).update(body).digest('base64url')
  return `${body}.${sig}`
}

/**
 * Only the exact string signToken produced verifies: both parts must be canonical base64url
 * (re-encoding the decoded bytes gives the same text), so no padding, whitespace, NUL or stray
 * character turns a logged-out token into a "different" valid one.
 */
export function verifyToken(token: string, secret: string, nowSeconds: number): TokenCheck {
  // a token string that verified before needs only its expiry checked again: every request of a
  // session presents the same string, and the HMAC and decoding were a tenth of a cheap call's CPU
  const seen = verified.get(secret)?.get(token)
  if (seen) return seen.exp <= nowSeconds ? { ok: false, reason: 'expired' } : { ok: true, payload: seen }
  const check = verifyTokenText(token, secret, nowSeconds)
  if (check.ok) remember(secret, token, check.payload)
  return check
}

/** Tokens that verified, per secret; bounded, emptied when full (a miss only costs a verification). */
const verified = new Map<string, Map<string, TokenPayload>>()
const VERIFIED_MAX = 20_000

function remember(secret: string, token: string, payload: TokenPayload): void {
  let bySecret = verified.get(secret)
  if (!bySecret) {
    if (verified.size >= 4) verified.clear()
    bySecret = new Map()
    verified.set(secret, bySecret)
  }
  if (bySecret.size >= VERIFIED_MAX) bySecret.clear()
  // frozen: callers share the cached payload
  bySecret.set(token, Object.freeze(payload))
}

function verifyTokenText(token: string, secret: string, nowSeconds: number): TokenCheck {
  const dot = token.indexOf('.')
  if (dot <= 0 || token.length > 2048) return { ok: false, reason: 'invalid' }
  const body = token.slice(0, dot)
  const sigText = token.slice(dot + 1)
  if (!B64URL.test(body) || !B64URL.test(sigText)) return { ok: false, reason: 'invalid' }
  const sig = Buffer.from(sigText, 'base64url')
  if (sig.toString('base64url') !== sigText) return { ok: false, reason: 'invalid' }
  const expected = crypto.createHmac('sha256', secret).update(body).digest()
  if (sig.length !== expected.length || !crypto.timingSafeEqual(sig, expected)) return { ok: false, reason: 'invalid' }
  let payload: TokenPayload
  try {
    const raw = Buffer.from(body, 'base64url')
    if (raw.toString('base64url') !== body) return { ok: false, reason: 'invalid' }
    payload = JSON.parse(raw.toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (!payload || typeof payload !== 'object') return { ok: false, reason: 'invalid' }
  if (typeof payload.mid !== 'number' || typeof payload.wid !== 'number' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') {
    return { ok: false, reason: 'invalid' }
  }
  // tokens from before ids existed cannot be revoked one by one: refused
  if (typeof payload.jti !== 'string' || !payload.jti || payload.jti.length > 64) return { ok: false, reason: 'invalid' }
  if (payload.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, payload }
}
