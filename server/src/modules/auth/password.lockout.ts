import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { AuthError } from './auth.messages.js'

/**
 * Password guessing: after `threshold` wrong passwords in a row a subject (an account, an address)
 * is locked for `baseLockSeconds`, each further lock of the same subject twice as long, up to
 * `maxLockSeconds`. While locked, no password is judged at all.
 */
export const LOCKOUT = {
  account: { threshold: 5 },
  /** an address tries many accounts: a larger threshold, the same growing locks */
  ip: { threshold: 20 },
  baseLockSeconds: 60,
  maxLockSeconds: 3600,
  /** how long wrong attempts and past locks are remembered without a success */
  memorySeconds: 24 * 3600,
}

export interface LockSubject {
  kind: 'account' | 'ip'
  id: string
}

export const lockoutKeys = {
  fails: (s: LockSubject) => `pwd-fails:${s.kind}:${s.id}`,
  lock: (s: LockSubject) => `pwd-lock:${s.kind}:${s.id}`,
  level: (s: LockSubject) => `pwd-level:${s.kind}:${s.id}`,
}

/** The account behind a login name (the mobile, per website) and the caller's address. */
export const accountSubject = (ctx: RequestContext, id: string): LockSubject => ({ kind: 'account', id: `${ctx.websiteId}:${id}` })
export const ipSubject = (ctx: RequestContext): LockSubject => ({ kind: 'ip', id: ctx.ip })

function lockedError(untilSeconds: number): DomainError {
  const seconds = Math.max(1, untilSeconds - nowSeconds())
  return new DomainError(AuthError.PASSWORD_LOCKED, 'password_locked', { minutes: Math.ceil(seconds / 60) }, { seconds })
}

async function lockedUntil(ctx: RequestContext, s: LockSubject): Promise<number> {
  const until = Number(await ctx.kv.get(lockoutKeys.lock(s)))
  return until > nowSeconds() ? until : 0
}

/** Starts the subject's next lock (1, 2, 4 … minutes, capped), then forgets its wrong attempts. */
async function startLock(ctx: RequestContext, s: LockSubject): Promise<void> {
  const level = await ctx.kv.incr(lockoutKeys.level(s), LOCKOUT.memorySeconds)
  const seconds = Math.min(LOCKOUT.maxLockSeconds, LOCKOUT.baseLockSeconds * 2 ** Math.min(level - 1, 20))
  const until = nowSeconds() + seconds
  await ctx.kv.set(lockoutKeys.lock(s), String(until), seconds)
  await ctx.kv.del(lockoutKeys.fails(s))
}

/**
 * Judges a password under the lockout. `judge` runs only when neither the account nor the address
 * is locked; its false counts against both, its true clears the account's record (not the address's:
 * one good login of one's own must not buy an attacker more guesses at others).
 *
 * The account's attempt is counted before judging, so concurrent guesses cannot slip past the
 * threshold; the address counts only wrong ones, after judging (a burst of guesses at many accounts
 * is bounded by the account limit of each until the address locks).
 */
export async function judgePassword(ctx: RequestContext, account: LockSubject, judge: () => Promise<boolean>): Promise<boolean> {
  const ip = ipSubject(ctx)
  for (const s of [account, ip]) {
    const until = await lockedUntil(ctx, s)
    if (until) throw lockedError(until)
  }
  const attempt = await ctx.kv.incr(lockoutKeys.fails(account), LOCKOUT.memorySeconds)
  // a lock started since the check above restarts the count (startLock sets the lock, then clears
  // the count): look again, so a guess counted after that restart is refused too
  const until = await lockedUntil(ctx, account)
  if (until) throw lockedError(until)
  // concurrent guesses past the threshold, while the last allowed one is still being judged
  if (attempt > LOCKOUT.account.threshold) throw lockedError(nowSeconds() + LOCKOUT.baseLockSeconds)
  if (await judge()) {
    await ctx.kv.del(lockoutKeys.fails(account))
    await ctx.kv.del(lockoutKeys.level(account))
    return true
  }
  // exactly the attempt that reaches a threshold starts the lock, so concurrent ones lock once
  if (attempt === LOCKOUT.account.threshold) await startLock(ctx, account)
  if ((await ctx.kv.incr(lockoutKeys.fails(ip), LOCKOUT.memorySeconds)) === LOCKOUT.ip.threshold) await startLock(ctx, ip)
  return false
}
