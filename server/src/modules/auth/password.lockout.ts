import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { KeyedMutex } from '../../infra/keyed-mutex.js'
import { AuthError } from './auth.messages.js'

/**
 * Secrets checked inside a member's own session: the old password of modifypassword and the pay
 * password (checkout, withdrawals). Only the member's session can try them, so they are counted per
 * member and never per address (an address lock would let anyone lock out everyone behind a NAT).
 * `threshold` wrong in a row lock the check for `baseLockSeconds`, each next lock of the same check
 * twice as long up to `maxLockSeconds`; while locked nothing is judged (-20219 {seconds}).
 * Login passwords are guarded differently (login.guard.ts: captchas and delays, never a lock).
 */
export const LOCKOUT = {
  threshold: 5,
  baseLockSeconds: 60,
  maxLockSeconds: 3600,
  /** how long wrong attempts and past locks are remembered without a success */
  memorySeconds: 24 * 3600,
}

/** What is checked, for whom: `<website>:pay:<member>` or `<website>:password:<member>`. */
export const memberSecretKey = (ctx: RequestContext, what: 'pay' | 'password', memberId: number) => `${ctx.websiteId}:${what}:${memberId}`

export const lockoutKeys = {
  fails: (key: string) => `secret-fails:${key}`,
  lock: (key: string) => `secret-lock:${key}`,
  level: (key: string) => `secret-level:${key}`,
}

function lockedError(untilSeconds: number): DomainError {
  const seconds = Math.max(1, untilSeconds - nowSeconds())
  return new DomainError(AuthError.PASSWORD_LOCKED, 'password_locked', { minutes: Math.ceil(seconds / 60) }, { seconds })
}

async function lockedUntil(ctx: RequestContext, key: string): Promise<number> {
  const until = Number(await ctx.kv.get(lockoutKeys.lock(key)))
  return until > nowSeconds() ? until : 0
}

/** Starts the check's next lock (1, 2, 4 … minutes, capped), then forgets its wrong attempts. */
async function startLock(ctx: RequestContext, key: string): Promise<void> {
  const level = await ctx.kv.incr(lockoutKeys.level(key), LOCKOUT.memorySeconds)
  const seconds = Math.min(LOCKOUT.maxLockSeconds, LOCKOUT.baseLockSeconds * 2 ** Math.min(level - 1, 20))
  await ctx.kv.set(lockoutKeys.lock(key), String(nowSeconds() + seconds), seconds)
  await ctx.kv.del(lockoutKeys.fails(key))
}

const judging = new KeyedMutex()

/**
 * Judges a member's secret under the lockout. Only wrong verdicts count, after judging, so a right
 * secret is never refused because of attempts still in flight (50 parallel checkouts with the right
 * pay password all pass). The judging of one key is serialized in this process, so parallel wrong
 * guesses are judged one after the other and at most `threshold` before the lock. With several
 * instances each may judge one guess of the same round before it sees the others' count: at most
 * (instances - 1) extra guesses a round.
 */
export function judgeMemberSecret(ctx: RequestContext, key: string, judge: () => Promise<boolean>): Promise<boolean> {
  return judging.run(key, async () => {
    const until = await lockedUntil(ctx, key)
    if (until) throw lockedError(until)
    if (await judge()) {
      await ctx.kv.del(lockoutKeys.fails(key))
      await ctx.kv.del(lockoutKeys.level(key))
      return true
    }
    // exactly the attempt that reaches the threshold locks (another instance's may pass it meanwhile)
    if ((await ctx.kv.incr(lockoutKeys.fails(key), LOCKOUT.memorySeconds)) === LOCKOUT.threshold) await startLock(ctx, key)
    return false
  })
}
