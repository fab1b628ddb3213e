import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { memberActor, StaleTransitionError, type Actor } from '../../db/state-machine.js'
import { addonFlags, getWebsiteConfig } from '../config/config.service.js'
import { closeMemberAccount, insertRequest, latestRequest, moveRequest, openRequest } from './member.cancel.repository.js'
import type { ApplyInput, AuditInput, CancelConfig, CancelInfo, CancelView } from './member.cancel.schema.js'
import { CancelError } from './member.cancel.messages.js'
import { MEMBER_STATUS } from './member.table.js'

export const CANCEL_CONFIG_KEY = 'membercancel_config'

const flag = (v: unknown): 0 | 1 => (v === 1 || v === '1' || v === true ? 1 : 0)

/**
 * website_config 'membercancel_config': {is_enable, is_audit, agreement: {'zh-cn', 'en-us'} or a
 * string}. Off unless the add-on and the operator both switch it on; audited unless told otherwise.
 */
export async function cancelConfig(ctx: RequestContext): Promise<CancelConfig> {
  const raw = await getWebsiteConfig(ctx, ctx.websiteId, CANCEL_CONFIG_KEY)
  const s = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {}
  const addonOn = (await addonFlags(ctx)).membercancel === 1
  let agreement = ''
  if (typeof s.agreement === 'string') agreement = s.agreement
  else if (s.agreement && typeof s.agreement === 'object') {
    const texts = s.agreement as Record<string, unknown>
    const text = texts[ctx.lang] ?? texts['zh-cn']
    agreement = typeof text === 'string' ? text : ''
  }
  return {
    is_enable: addonOn && flag(s.is_enable) ? 1 : 0,
    is_audit: 'is_audit' in s ? flag(s.is_audit) : 1,
    agreement,
  }
}

function view(row: Awaited<ReturnType<typeof latestRequest>>): CancelInfo {
  // a withdrawn request leaves the member where they were before applying
  if (!row || row.status === 'withdrawn') return { status: 'none', apply_time: 0, audit_time: 0, reason: '', refuse_reason: '' }
  return {
    status: row.status,
    apply_time: Number(row.apply_time),
    audit_time: Number(row.audit_time),
    reason: row.reason,
    refuse_reason: row.refuse_reason,
  }
}

export async function cancelInfo(ctx: RequestContext): Promise<CancelInfo> {
  const memberId = requireMember(ctx)
  return view(await latestRequest(ctx.db, ctx.websiteId, memberId))
}

/** A lost race (another request moved it first) as the caller's answer; anything else goes on up. */
async function orAnswer<T>(move: Promise<T>, code: number, key: string): Promise<T> {
  try {
    return await move
  } catch (err) {
    if (err instanceof StaleTransitionError) throw new DomainError(code, key)
    throw err
  }
}

/** Approves an open request and closes the account in one transaction (with the move's history row). */
async function approve(ctx: RequestContext, requestId: number, memberId: number, actor: Actor, reason: string): Promise<void> {
  const now = nowSeconds()
  await ctx.db.transaction().execute(async (trx) => {
    await moveRequest(trx, { id: requestId, from: 'applied', to: 'approved', actor, reason }, { audit_time: now })
    await closeMemberAccount(trx, ctx.dialect, ctx.websiteId, memberId, now)
  })
}

export async function apply(ctx: RequestContext, input: ApplyInput): Promise<{ status: CancelView }> {
  const memberId = requireMember(ctx)
  const config = await cancelConfig(ctx)
  if (!config.is_enable) throw new DomainError(CancelError.CANCEL_DISABLED, 'cancel_disabled')
  const member = await ctx.db.selectFrom('member').select('status').where('id', '=', memberId).where('website_id', '=', ctx.websiteId).executeTakeFirst()
  if (!member || member.status !== MEMBER_STATUS.ACTIVE) throw new DomainError(CancelError.CANCEL_MEMBER_INACTIVE, 'cancel_member_inactive')
  const id = await insertRequest(ctx.db, { website_id: ctx.websiteId, member_id: memberId, reason: (input.reason ?? '').trim(), apply_time: nowSeconds() })
  if (id === null) throw new DomainError(CancelError.CANCEL_ALREADY_APPLIED, 'cancel_already_applied')
  if (config.is_audit) return { status: 'applied' }
  // no review wanted: the request is approved at once
  await orAnswer(approve(ctx, id, memberId, 'system', 'no review configured'), CancelError.CANCEL_ALREADY_AUDITED, 'cancel_already_audited')
  return { status: 'approved' }
}

export async function withdraw(ctx: RequestContext): Promise<{ status: 'none' }> {
  const memberId = requireMember(ctx)
  const open = await openRequest(ctx.db, ctx.websiteId, memberId)
  if (!open) throw new DomainError(CancelError.CANCEL_NOT_APPLIED, 'cancel_not_applied')
  await orAnswer(
    moveRequest(ctx.db, { id: open.id, from: 'applied', to: 'withdrawn', actor: memberActor(memberId) }, { audit_time: nowSeconds() }),
    CancelError.CANCEL_NOT_APPLIED, 'cancel_not_applied',
  )
  return { status: 'none' }
}

/** The operator's decision on a member's open request. */
export async function audit(ctx: RequestContext, input: AuditInput): Promise<{ status: CancelView }> {
  const open = await openRequest(ctx.db, ctx.websiteId, input.member_id)
  if (!open) throw new DomainError(CancelError.CANCEL_NOT_APPLIED, 'cancel_not_applied')
  if (input.action === 'agree') {
    await orAnswer(approve(ctx, open.id, input.member_id, 'admin', ''), CancelError.CANCEL_ALREADY_AUDITED, 'cancel_already_audited')
    return { status: 'approved' }
  }
  const refuseReason = (input.refuse_reason ?? '').trim()
  await orAnswer(
    moveRequest(ctx.db, { id: open.id, from: 'applied', to: 'refused', actor: 'admin', reason: refuseReason }, { audit_time: nowSeconds(), refuse_reason: refuseReason }),
    CancelError.CANCEL_ALREADY_AUDITED, 'cancel_already_audited',
  )
  return { status: 'refused' }
}
