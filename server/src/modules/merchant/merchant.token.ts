import crypto from 'node:crypto'
import { signToken, verifyToken, type TokenCheck } from '../auth/auth.token.js'

/** Staff tokens live as long as member tokens. */
export const STAFF_TOKEN_SECONDS = 7 * 24 * 3600

/**
 * Staff tokens are signed with a key derived from TOKEN_SECRET for this one purpose: a member token
 * never verifies as a staff token and a staff token never as a member's (the signatures differ), even
 * though both carry a numeric id in `mid` (here: the staff id).
 */
export function staffSecret(tokenSecret: string): string {
  return crypto.createHmac('sha256', tokenSecret).update('merchant-staff-token/v1').digest('base64url')
}

export function signStaffToken(p: { staffId: number; websiteId: number; now: number }, tokenSecret: string): { token: string; expiresAt: number } {
  const expiresAt = p.now + STAFF_TOKEN_SECONDS
  return { token: signToken({ mid: p.staffId, wid: p.websiteId, iat: p.now, exp: expiresAt }, staffSecret(tokenSecret)), expiresAt }
}

export function verifyStaffToken(token: string, tokenSecret: string, now: number): TokenCheck {
  return verifyToken(token, staffSecret(tokenSecret), now)
}
