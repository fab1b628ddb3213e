import crypto from 'node:crypto'

export interface TokenPayload {
  /** member id */
  mid: number
  /** website id */
  wid: number
  /** issued at / expires at, seconds */
  iat: number
  exp: number
  /** random: two tokens issued in the same second differ, so revoking one never refuses the other */
  jti?: string
}

export type TokenCheck = { ok: true; payload: TokenPayload } | { ok: false; reason: 'invalid' | 'expired' }

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url')

/** A compact HMAC-SHA256 signed token: base64url(payload).base64url(signature). */
export function signToken(payload: TokenPayload, secret: string): string {
  const body = b64(JSON.stringify(payload))
  const sig = crypto.createHmac('sha256', secret).update(body).digest('base64url')
  return `${body}.${sig}`
}

export function verifyToken(token: string, secret: string, nowSeconds: number): TokenCheck {
  const dot = token.indexOf('.')
  if (dot <= 0) return { ok: false, reason: 'invalid' }
  const body = token.slice(0, dot)
  const sig = Buffer.from(token.slice(dot + 1), 'base64url')
  const expected = crypto.createHmac('sha256', secret).update(body).digest()
  if (sig.length !== expected.length || !crypto.timingSafeEqual(sig, expected)) return { ok: false, reason: 'invalid' }
  let payload: TokenPayload
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (typeof payload.mid !== 'number' || typeof payload.exp !== 'number') return { ok: false, reason: 'invalid' }
  if (payload.exp <= nowSeconds) return { ok: false, reason: 'expired' }
  return { ok: true, payload }
}
