import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode } from '../../http/errors.js'
import { checkMobile, maskMobile } from './member.service.js'
import { findActiveByMobile, findReferrerLink, setReferrerIfNone } from './member.referrer.repository.js'
import type { BindReferrerInput, ReferrerView, SearchByMobileInput } from './member.referrer.schema.js'
import { ReferrerError } from './member.referrer.messages.js'
import { MEMBER_STATUS } from './member.table.js'

/** Searches per member and hour: enough for a person, too few to walk the mobile number space. */
export const SEARCH_LIMIT_PER_HOUR = 30
export const searchLimitKey = (websiteId: number, memberId: number) => `referrer:search:${websiteId}:${memberId}`
/** A chain longer than this is treated as a loop (no real referral tree is this deep). */
const MAX_CHAIN = 10000

/** The member with this mobile as the referrer popup shows it (masked mobile), or null. */
export async function searchByMobile(ctx: RequestContext, input: SearchByMobileInput): Promise<ReferrerView | null> {
  const memberId = requireMember(ctx)
  const mobile = checkMobile(input.mobile)
  if ((await ctx.kv.incr(searchLimitKey(ctx.websiteId, memberId), 3600)) > SEARCH_LIMIT_PER_HOUR) {
    throw new DomainError(ErrorCode.TOO_MANY_REQUESTS, 'too_many_requests')
  }
  const m = await findActiveByMobile(ctx.db, ctx.websiteId, mobile)
  if (!m) return null
  return { member_id: m.id, headimg: m.headimg, nickname: m.nickname, mobile: maskMobile(m.mobile ?? '') }
}

/** True when walking up from `start` through the referrers reaches `target`. */
async function chainReaches(db: Kysely<Database>, websiteId: number, start: number, target: number): Promise<boolean> {
  const seen = new Set<number>()
  let current = start
  while (current > 0) {
    if (current === target) return true
    if (seen.has(current) || seen.size > MAX_CHAIN) return true
    seen.add(current)
    const row = await findReferrerLink(db, websiteId, current)
    current = row?.source_member ?? 0
  }
  return false
}

/** PostgreSQL's answers to a transaction that lost a conflict: serialization failure, deadlock. */
const RETRYABLE = new Set(['40001', '40P01'])
const MAX_ATTEMPTS = 8
const isRetryable = (err: unknown) => !!err && typeof err === 'object' && RETRYABLE.has(String((err as { code?: unknown }).code))
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Binds the caller's referrer once. Refused: yourself, when a referrer is bound already, an unknown
 * or disabled parent, a parent in the caller's own downline (that would close a loop).
 *
 * The checks and the write are one serializable transaction (SQLite runs transactions one at a time
 * anyway): two members binding each other at the same moment, or any binds that together would close
 * a loop, conflict, PostgreSQL aborts all but one, and the retry then sees the winner's bind and
 * refuses with DOWNLINE. So exactly one of such a pair is bound and no loop can form. (Checking
 * first and undoing a bind afterwards let both sides of a pair undo theirs.)
 */
export async function bindReferrer(ctx: RequestContext, input: BindReferrerInput): Promise<void> {
  const memberId = requireMember(ctx)
  const parentId = input.parent_id
  if (parentId === memberId) throw new DomainError(ReferrerError.REFERRER_SELF, 'referrer_self')
  for (let attempt = 1; ; attempt++) {
    try {
      let tx = ctx.db.transaction()
      if (ctx.dialect === 'postgres') tx = tx.setIsolationLevel('serializable')
      await tx.execute((trx) => bindOnce(trx, ctx.websiteId, memberId, parentId))
      return
    } catch (err) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(err)) throw err
      // jitter, so the transactions that collided do not collide again in step
      await pause(Math.random() * 10 * attempt)
    }
  }
}

async function bindOnce(db: Kysely<Database>, websiteId: number, memberId: number, parentId: number): Promise<void> {
  const me = await findReferrerLink(db, websiteId, memberId)
  if (!me || me.status !== MEMBER_STATUS.ACTIVE) throw new DomainError(ReferrerError.REFERRER_MEMBER_INACTIVE, 'referrer_member_inactive')
  if (me.source_member !== 0) throw new DomainError(ReferrerError.REFERRER_ALREADY_BOUND, 'referrer_already_bound')
  const parent = await findReferrerLink(db, websiteId, parentId)
  if (!parent || parent.status !== MEMBER_STATUS.ACTIVE) throw new DomainError(ReferrerError.REFERRER_UNKNOWN, 'referrer_unknown')
  if (await chainReaches(db, websiteId, parent.source_member, memberId)) {
    throw new DomainError(ReferrerError.REFERRER_DOWNLINE, 'referrer_downline')
  }
  // guarded as well: a bind that landed since the read above (it cannot under serializable) changes nothing
  if (!(await setReferrerIfNone(db, websiteId, memberId, parentId))) {
    throw new DomainError(ReferrerError.REFERRER_ALREADY_BOUND, 'referrer_already_bound')
  }
}
