import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode } from '../../http/errors.js'
import { checkMobile, maskMobile } from '../member/member.service.js'
import { clearReferrer, findActiveByMobile, findReferrerLink, setReferrerIfNone } from './dianjiamember.repository.js'
import type { BindReferrerInput, ReferrerView, SearchByMobileInput } from './dianjiamember.schema.js'
import { ReferrerError } from './dianjiamember.messages.js'

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

/**
 * Binds the caller's referrer once. Refused: yourself, when a referrer is bound already, an unknown
 * or disabled parent, a parent in the caller's own downline (that would close a loop). Two binds
 * racing for one member: the guarded UPDATE lets one through. Two members binding each other at the
 * same moment: each re-walks its new chain after writing and undoes its own bind if a loop appeared,
 * so the last writer always sees the loop and no loop survives.
 */
export async function bindReferrer(ctx: RequestContext, input: BindReferrerInput): Promise<void> {
  const memberId = requireMember(ctx)
  const parentId = input.parent_id
  if (parentId === memberId) throw new DomainError(ReferrerError.SELF, 'referrer_self')
  const me = await findReferrerLink(ctx.db, ctx.websiteId, memberId)
  if (!me || me.status !== 1) throw new DomainError(ReferrerError.MEMBER_INACTIVE, 'referrer_member_inactive')
  if (me.source_member !== 0) throw new DomainError(ReferrerError.ALREADY_BOUND, 'referrer_already_bound')
  const parent = await findReferrerLink(ctx.db, ctx.websiteId, parentId)
  if (!parent || parent.status !== 1) throw new DomainError(ReferrerError.UNKNOWN, 'referrer_unknown')
  if (await chainReaches(ctx.db, ctx.websiteId, parent.source_member, memberId)) {
    throw new DomainError(ReferrerError.DOWNLINE, 'referrer_downline')
  }
  if (!(await setReferrerIfNone(ctx.db, ctx.websiteId, memberId, parentId))) {
    throw new DomainError(ReferrerError.ALREADY_BOUND, 'referrer_already_bound')
  }
  if (await chainReaches(ctx.db, ctx.websiteId, parentId, memberId)) {
    await clearReferrer(ctx.db, ctx.websiteId, memberId, parentId)
    throw new DomainError(ReferrerError.DOWNLINE, 'referrer_downline')
  }
}
