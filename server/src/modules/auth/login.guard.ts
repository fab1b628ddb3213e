import crypto from 'node:crypto'
import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { KeyedMutex } from '../../infra/keyed-mutex.js'
import { captchaConfig, consumeCaptcha } from '../captcha/captcha.service.js'
import { hashPassword, verifyPassword } from '../member/member.password.js'
import { AuthError } from './auth.messages.js'

/**
 * Login passwords (member password login, merchant staff login) slow the guesser, never the crowd:
 * no account and no address is ever locked out, and a right password with a solved captcha always
 * gets in.
 * - Per account (the login name, per website): wrong passwords in a row are remembered (24 h from
 *   the first of the run, cleared by a success). After `account.captchaAfter` of them every attempt
 *   needs a solved picture captcha; without one, or with a wrong one, the password is not judged and
 *   not counted (-20221 {captcha_required: 1}).
 * - Per address: wrong passwords from it (any names, unknown ones included) over a sliding hour;
 *   from `address.captchaAfter` on every login password from the address needs a solved captcha.
 * - A wrong answer on an account with n >= 3 failures in a row comes after min(0.5 s * 2^(n-3), 8 s)
 *   (a timer: nothing waits for it but that answer); right answers are never delayed.
 * - Unknown names answer alike, cost a scrypt check of the same parameters and are counted alike.
 * When the website's captcha config asks for a captcha on every login, that one (spent first, -20203 /
 * -20204 as on every form) is the solved captcha these rules ask for.
 */
export const LOGIN_GUARD = {
  account: { captchaAfter: 2, memorySeconds: 24 * 3600 },
  address: { captchaAfter: 20, windowSeconds: 3600 },
  delay: { fromFailures: 3, baseMs: 500, maxMs: 8000 },
}

export const loginGuardKeys = {
  account: (websiteId: number, account: string) => `login-fails:${websiteId}:${account}`,
  /** one bucket per window: the sliding count weighs the previous bucket by the part still inside */
  address: (ip: string, bucket: number) => `login-fails-ip:${ip}:${bucket}`,
}

/** The pause before a wrong answer (tests replace `wait`). */
export const loginPause = {
  wait: (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms)),
}

export function wrongAnswerDelayMs(failuresInARow: number): number {
  const { fromFailures, baseMs, maxMs } = LOGIN_GUARD.delay
  if (failuresInARow < fromFailures) return 0
  return Math.min(maxMs, baseMs * 2 ** Math.min(failuresInARow - fromFailures, 16))
}

let decoyHash: Promise<string> | null = null
/** A password check for a name that has no password: the same scrypt cost, never a match (tests spy on `verify`). */
export const decoyPassword = {
  async verify(password: string): Promise<false> {
    await verifyPassword(password, await (decoyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'))))
    return false
  },
}

async function addressFailures(ctx: RequestContext): Promise<number> {
  const window = LOGIN_GUARD.address.windowSeconds
  const now = nowSeconds()
  const bucket = Math.floor(now / window)
  const [current, previous] = await Promise.all([
    ctx.kv.get(loginGuardKeys.address(ctx.ip, bucket)), ctx.kv.get(loginGuardKeys.address(ctx.ip, bucket - 1)),
  ])
  const stillInside = 1 - (now % window) / window
  // rounded up: near a bucket's start the previous one counts in full, never a failure less
  return Number(current ?? 0) + Math.ceil(Number(previous ?? 0) * stillInside)
}

async function countAddressFailure(ctx: RequestContext): Promise<void> {
  const window = LOGIN_GUARD.address.windowSeconds
  await ctx.kv.incr(loginGuardKeys.address(ctx.ip, Math.floor(nowSeconds() / window)), 2 * window)
}

/** Spends the captcha the guard asks for; a missing or wrong one answers -20221 alike (the picture is refreshed either way). */
async function solveGuardCaptcha(ctx: RequestContext, id: string | undefined, code: string | undefined): Promise<void> {
  if (!id || !code) throw new DomainError(AuthError.LOGIN_CAPTCHA_REQUIRED, 'login_captcha_required', {}, { captcha_required: 1 })
  try {
    await consumeCaptcha(ctx, id, code)
  } catch (err) {
    if (err instanceof DomainError) throw new DomainError(AuthError.LOGIN_CAPTCHA_REQUIRED, 'login_captcha_wrong', {}, { captcha_required: 1 })
    throw err
  }
}

export interface LoginAttempt {
  /** the login name: 'mobile:<mobile>' or 'staff:<username>' (counted per website) */
  account: string
  captchaId?: string
  captchaCode?: string
  /** the password's verdict; a name without a password verifies against decoyPassword */
  verify: () => Promise<boolean>
}

export interface LoginVerdict {
  right: boolean
  /** wrong passwords in a row on the account, this one included (0 after a success) */
  failures: number
}

const judging = new KeyedMutex()

/**
 * Judges a login password under the rules above. The requirement, the judging and the counting of one
 * account run one after another in this process, so parallel guesses cannot all pass before the first
 * failures are counted; with several instances each may judge one more of a round.
 */
export async function guardLoginPassword(ctx: RequestContext, attempt: LoginAttempt): Promise<LoginVerdict> {
  const captchaOnEveryLogin = (await captchaConfig(ctx)).shop_reception_login === 1
  if (captchaOnEveryLogin) await consumeCaptcha(ctx, attempt.captchaId, attempt.captchaCode)
  const accountKey = loginGuardKeys.account(ctx.websiteId, attempt.account)
  const verdict = await judging.run(accountKey, async (): Promise<LoginVerdict> => {
    if (!captchaOnEveryLogin) {
      const [inARow, fromAddress] = await Promise.all([ctx.kv.get(accountKey).then(Number), addressFailures(ctx)])
      if (inARow >= LOGIN_GUARD.account.captchaAfter || fromAddress >= LOGIN_GUARD.address.captchaAfter) {
        await solveGuardCaptcha(ctx, attempt.captchaId, attempt.captchaCode)
      }
    }
    if (await attempt.verify()) {
      await ctx.kv.del(accountKey)
      return { right: true, failures: 0 }
    }
    const failures = await ctx.kv.incr(accountKey, LOGIN_GUARD.account.memorySeconds)
    await countAddressFailure(ctx)
    return { right: false, failures }
  })
  const delay = verdict.right ? 0 : wrongAnswerDelayMs(verdict.failures)
  if (delay) await loginPause.wait(delay)
  return verdict
}
