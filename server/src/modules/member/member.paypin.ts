import crypto from 'node:crypto'
import { verifyPassword } from './member.password.js'

/**
 * Pay passwords are 6-digit PINs: a million candidates. A slow hash (scrypt) does not protect a
 * million candidates from someone holding the database (minutes of GPU time), yet costs ~40 ms of CPU
 * per checkout. So PINs are an HMAC-SHA256 keyed with a secret derived from TOKEN_SECRET, which
 * lives outside the database: a stolen table alone reveals nothing, a check costs microseconds, and
 * online guessing is stopped by the lockout. Stored as 'pin1$<salt>$<mac>'. Rows written earlier
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

