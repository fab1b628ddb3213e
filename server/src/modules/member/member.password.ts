import crypto from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(crypto.scrypt) as (pw: crypto.BinaryLike, salt: crypto.BinaryLike, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>
const N = 16384
const R = 8
const P = 1
const KEY_LEN = 32

/** 'scrypt$N$r$p$salt$hash' with a random 16-byte salt (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const hash = await scrypt(password, salt, KEY_LEN, { N, r: R, p: P })
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`
}

/** Constant-time check; false for an empty or malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [n, r, p] = parts.slice(1, 4).map(Number)
  // refuse parameters that would make a tampered row burn the CPU
  if (!(n >= 2 && n <= 1 << 20 && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return false
  const salt = Buffer.from(parts[4], 'base64')
  const expected = Buffer.from(parts[5], 'base64')
  if (!expected.length) return false
  const actual = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 })
  return crypto.timingSafeEqual(actual, expected)
}
