import { nowSeconds } from '../../db/database.js'
import { StaleTransitionError, type Actor } from '../../db/state-machine.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { paging } from '../../http/paging.js'
import { getWebsiteConfig, setWebsiteConfig } from '../config/config.service.js'
import { moveAccount } from '../account/account.ledger.js'
import { WITHDRAW_ACTIONS, WITHDRAW_MACHINE, withdrawActions, type WithdrawActionName, type WithdrawStatus } from './withdraw.machine.js'
import { WithdrawError as E } from './withdraw.messages.js'
import * as repo from './withdraw.repository.js'
import type { WithdrawRow } from './withdraw.repository.js'
import { parsePointWithdrawConfig, parseWithdrawConfig } from './withdraw.rules.js'
import type { AdminListsInput, AdminWithdraw, SetConfigInput, WithdrawConfigs } from './withdraw.schema.js'
import { detailView, FROM_TYPE, HOLD, POINT_WITHDRAW_CONFIG_KEY, WITHDRAW_CONFIG_KEY } from './withdraw.service.js'

const ADMIN_ACTOR: Actor = 'admin:withdraw'

// ---------------------------------------------------------------------------------------------------
// settings

/** As stored (the add-on flag aside): what the operator set. */
async function storedConfigs(ctx: RequestContext): Promise<WithdrawConfigs> {
  const [w, p] = await Promise.all([getWebsiteConfig(ctx, ctx.websiteId, WITHDRAW_CONFIG_KEY), getWebsiteConfig(ctx, ctx.websiteId, POINT_WITHDRAW_CONFIG_KEY)])
  return { withdraw: parseWithdrawConfig(w), point: parsePointWithdrawConfig(p) }
}

export const adminGetConfig = (ctx: RequestContext) => storedConfigs(ctx)

export async function adminSetConfig(ctx: RequestContext, input: SetConfigInput): Promise<WithdrawConfigs> {
  for (const part of [input.withdraw, input.point]) {
    if (part && part.is_use === 1 && !part.transfer_types.length) {
      throw new DomainError(E.WITHDRAW_CONFIG_INVALID, 'withdraw_config_invalid', { problem: 'withdraw_config_no_types' })
    }
  }
  // stored as read back: bounded and in a fixed order
  if (input.withdraw) await setWebsiteConfig(ctx, ctx.websiteId, WITHDRAW_CONFIG_KEY, parseWithdrawConfig(input.withdraw))
  if (input.point) await setWebsiteConfig(ctx, ctx.websiteId, POINT_WITHDRAW_CONFIG_KEY, parsePointWithdrawConfig(input.point))
  return storedConfigs(ctx)
}

// ---------------------------------------------------------------------------------------------------
// review

async function adminView(ctx: RequestContext, r: WithdrawRow): Promise<AdminWithdraw> {
  return { ...(await detailView(ctx, r)), actions: withdrawActions(r.status as WithdrawStatus) }
}

export async function adminLists(ctx: RequestContext, input: AdminListsInput) {
  const pg = paging(input)
  const { list, count } = await repo.pageWithdraws(ctx.db, { websiteId: ctx.websiteId, memberId: input.member_id, kind: input.kind, status: input.status }, pg.offset, pg.pageSize, true)
  return { list: await Promise.all(list.map((r) => adminView(ctx, r))), count, page_count: Math.ceil(count / pg.pageSize) }
}

async function adminRow(ctx: RequestContext, id: number): Promise<WithdrawRow> {
  const row = await repo.findWithdraw(ctx.db, ctx.websiteId, id)
  if (!row) throw new DomainError(E.WITHDRAW_NOT_FOUND, 'withdraw_not_found')
  return row
}

export async function adminDetail(ctx: RequestContext, input: { withdraw_id: number }): Promise<AdminWithdraw> {
  return adminView(ctx, await adminRow(ctx, input.withdraw_id))
}

/**
 * One operator action through the transition table: refused when the current status does not allow
 * it, and when another request moved the withdrawal first (the guarded update matched nothing). `also`
 * runs in the move's transaction (the release of a refusal).
 */
async function act(
  ctx: RequestContext, id: number, action: WithdrawActionName, reason: string, set: Record<string, unknown>,
  also?: (trx: RequestContext['db'], row: WithdrawRow, now: number) => Promise<void>,
): Promise<AdminWithdraw> {
  const row = await adminRow(ctx, id)
  const from = row.status as WithdrawStatus
  const rule = WITHDRAW_ACTIONS[action]
  if (!(rule.from as readonly number[]).includes(from)) {
    throw new DomainError(E.WITHDRAW_ACTION_NOT_ALLOWED, 'withdraw_action_not_allowed', { status: `withdraw_status.${from}`, action: `withdraw_action_${action}` })
  }
  const now = nowSeconds()
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await WITHDRAW_MACHINE.move(trx, { id, from, to: rule.to, actor: ADMIN_ACTOR, reason, set, where: { website_id: ctx.websiteId }, at: now })
      if (also) await also(trx, row, now)
    })
  } catch (err) {
    if (err instanceof StaleTransitionError) throw new DomainError(E.WITHDRAW_STATUS_CHANGED, 'withdraw_status_changed')
    throw err
  }
  return adminView(ctx, await adminRow(ctx, id))
}

export function adminAgree(ctx: RequestContext, input: { withdraw_id: number }): Promise<AdminWithdraw> {
  return act(ctx, input.withdraw_id, 'agree', 'approved', { audit_time: nowSeconds() })
}

/** The held amount goes back in the refusal's transaction: the move happens once, so the release does. */
export function adminRefuse(ctx: RequestContext, input: { withdraw_id: number; refuse_reason: string }): Promise<AdminWithdraw> {
  const reason = input.refuse_reason.trim().slice(0, 255)
  return act(ctx, input.withdraw_id, 'refuse', reason, { refuse_reason: reason, refuse_time: nowSeconds() }, async (trx, row, now) => {
    const hold = HOLD[row.kind]
    await moveAccount(trx, {
      websiteId: row.website_id, memberId: row.member_id, now, accountType: hold.account, amount: hold.held(row),
      fromType: FROM_TYPE[row.kind].release, relateTag: row.withdraw_no, remark: `withdrawal ${row.withdraw_no} refused`,
    })
    await repo.releaseDaySlot(trx, { websiteId: row.website_id, memberId: row.member_id, kind: row.kind, day: row.apply_day }, Number(row.apply_money))
  })
}

export function adminTransferred(ctx: RequestContext, input: { withdraw_id: number; certificate_remark?: string }): Promise<AdminWithdraw> {
  const remark = (input.certificate_remark ?? '').trim().slice(0, 255)
  return act(ctx, input.withdraw_id, 'transferred', remark || 'transferred', { payment_time: nowSeconds(), certificate_remark: remark })
}
