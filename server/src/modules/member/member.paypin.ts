import crypto from 'node:crypto'
import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { judgeMemberSecret, memberSecretKey } from '../auth/password.lockout.js'
import { verifyPassword } from './member.password.js'

/**
 * Pay passwords are 6-digit PINs: a million candidates. A slow hash (scrypt) does not protect a
 * million candidates from someone holding the database (minutes of GPU time), yet costs ~40 ms of CPU
 * per checkout. So PINs are an HMAC-SHA256 keyed with a secret derived from TOKEN_SECRET, which
 * lives outside the database: a stolen table alone reveals nothing, a check costs microseconds, and
 * online guessing is stopped by the lockout (checkPayPassword). Stored as 'pin1$<salt>$<mac>'. Rows written earlier
 * with scrypt still verify (and are upgraded by the caller).
 */

const PREFIX = 'pin1'

function pinKey(secret: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', Buffer.from(secret), Buffer.alloc(0), Buffer.from('mall pay password v1'), 32))
}

const keys = new Map<string, Buffer>()
function keyFor(secret: string): Buffer {
  let k = keys.get(secret)
  if (!k) {
    if (keys.size > 8) keys.clear()
    k = pinKey(secret)
    keys.set(secret, k)
  }
  return k
}

function mac(secret: string, salt: Buffer, pin: string): Buffer {
  return crypto.createHmac('sha256', keyFor(secret)).update(salt).update(pin).digest()
}

export function hashPayPin(secret: string, pin: string): string {
  const salt = crypto.randomBytes(16)
  return `${PREFIX}$${salt.toString('base64')}$${mac(secret, salt, pin).toString('base64')}`
}

/** 'ok', 'ok-upgrade' (a legacy scrypt row matched: store hashPayPin now) or 'wrong'. */
export async function verifyPayPin(secret: string, pin: string, stored: string): Promise<'ok' | 'ok-upgrade' | 'wrong'> {
  if (stored.startsWith(`${PREFIX}$`)) {
    const [, saltB64, macB64] = stored.split('$')
    const expected = Buffer.from(macB64 ?? '', 'base64')
    if (expected.length !== 32) return 'wrong'
    return crypto.timingSafeEqual(mac(secret, Buffer.from(saltB64 ?? '', 'base64'), pin), expected) ? 'ok' : 'wrong'
  }
  if (stored.startsWith('scrypt$')) return (await verifyPassword(pin, stored)) ? 'ok-upgrade' : 'wrong'
  return 'wrong'
}


/**
 * The codes a failed check answers: the contract declares them in the order group (CheckoutError, whose
 * messages 'checkout_pay_password_*' they use), so the callers pass them and member imports nothing of order.
 */
export interface PayPasswordCodes {
  PAY_PASSWORD_NOT_SET: number
  PAY_PASSWORD_REQUIRED: number
  PAY_PASSWORD_WRONG: number
}

/**
 * The member's pay password, wherever it is asked for (balance at checkout, withdrawals): not set
 * -20811, missing -20810, wrong -20812; wrong ones are counted per member only (auth/password.lockout.ts:
 * 5 in a row lock the check, -20219 {seconds}). `hash` is the member's pay_password_hash as read.
 */
export async function checkPayPassword(ctx: RequestContext, memberId: number, hash: string, password: string | undefined, codes: PayPasswordCodes): Promise<void> {
  if (!hash) throw new DomainError(codes.PAY_PASSWORD_NOT_SET, 'checkout_pay_password_not_set')
  if (!password) throw new DomainError(codes.PAY_PASSWORD_REQUIRED, 'checkout_pay_password_required')
  let upgrade = false
  const good = await judgeMemberSecret(ctx, memberSecretKey(ctx, 'pay', memberId), async () => {
    const verdict = await verifyPayPin(ctx.config.tokenSecret, password, hash)
    upgrade = verdict === 'ok-upgrade'
    return verdict !== 'wrong'
  })
  if (!good) throw new DomainError(codes.PAY_PASSWORD_WRONG, 'checkout_pay_password_wrong')
  // a PIN stored with the old slow hash is rewritten as a keyed MAC, only if unchanged meanwhile
  if (upgrade) {
    await ctx.db.updateTable('member').set({ pay_password_hash: hashPayPin(ctx.config.tokenSecret, password) })
      .where('id', '=', memberId).where('pay_password_hash', '=', hash).execute()
  }
}
