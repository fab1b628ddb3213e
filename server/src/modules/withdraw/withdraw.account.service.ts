import { nowSeconds } from '../../db/database.js'
import { memberListWrite, type MemberScope } from '../../db/default-list.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { t } from '../../http/messages.js'
import { paging } from '../../http/paging.js'
import { WithdrawError as E } from './withdraw.messages.js'
import * as repo from './withdraw.repository.js'
import type { AccountRow } from './withdraw.repository.js'
import { ACCOUNT_MAX, BANK_NAME_MAX, REALNAME_MAX, normaliseAccount, type AccountFields, type AccountProblem } from './withdraw.rules.js'
import type { AccountAddInput, AccountEditInput, BankAccount } from './withdraw.schema.js'
import type { WithdrawType } from './withdraw.table.js'

/** The member's withdrawal accounts: a list with a default (db/default-list.ts), as shipping addresses are. */
const list = repo.accountList
export const accountNotFound = () => new DomainError(E.ACCOUNT_NOT_FOUND, 'withdraw_account_not_found')
const scopeOf = (ctx: RequestContext): MemberScope => ({ websiteId: ctx.websiteId, memberId: requireMember(ctx) })

export const typeName = (ctx: RequestContext, type: WithdrawType) => t(ctx.lang, `withdraw_type_${type}`)

function accountView(ctx: RequestContext, r: AccountRow): BankAccount {
  return {
    id: r.id, realname: r.realname, mobile: r.mobile, withdraw_type: r.withdraw_type, withdraw_type_name: typeName(ctx, r.withdraw_type),
    bank_name: r.bank_name, account_number: r.account_number, is_default: r.is_default ? 1 : 0,
    created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  }
}

function accountRefusal(problem: AccountProblem, type: WithdrawType): DomainError {
  switch (problem) {
    case 'realname': return new DomainError(E.REALNAME_INVALID, 'withdraw_realname_invalid', { max: REALNAME_MAX })
    case 'mobile': return new DomainError(E.MOBILE_INVALID, 'withdraw_mobile_invalid')
    case 'bank_name': return new DomainError(E.BANK_NAME_INVALID, 'withdraw_bank_name_invalid', { max: BANK_NAME_MAX })
    default: return new DomainError(E.ACCOUNT_NUMBER_INVALID, `withdraw_account_number_invalid_${type}`)
  }
}

/** An account's fields normalised, or the refusal of the first wrong one (also for the fields an application sends). */
export function checkedAccount(input: { realname: string; mobile: string; withdraw_type: WithdrawType; bank_name?: string; account_number?: string }): AccountFields {
  const r = normaliseAccount(input)
  if (!r.ok) throw accountRefusal(r.problem, input.withdraw_type)
  return r.account
}

export async function accountPage(ctx: RequestContext, input: { page?: number; page_size?: number }) {
  const scope = scopeOf(ctx)
  const pg = paging(input)
  const [count, rows] = await Promise.all([
    list.count(ctx.db, scope),
    repo.pageAccounts(ctx.db, scope.websiteId, scope.memberId, pg.offset, pg.pageSize),
  ])
  return { list: rows.map((r) => accountView(ctx, r)), count, page_count: Math.ceil(count / pg.pageSize) }
}

export async function accountInfo(ctx: RequestContext, input: { id: number }): Promise<BankAccount> {
  const row = await repo.findAccount(ctx.db, ctx.websiteId, requireMember(ctx), input.id)
  if (!row) throw accountNotFound()
  return accountView(ctx, row)
}

export async function accountDefault(ctx: RequestContext): Promise<BankAccount | null> {
  const row = await repo.findDefaultAccount(ctx.db, ctx.websiteId, requireMember(ctx))
  return row ? accountView(ctx, row) : null
}

export async function accountAdd(ctx: RequestContext, input: AccountAddInput): Promise<number> {
  const scope = scopeOf(ctx)
  const fields = checkedAccount(input)
  return memberListWrite(ctx.db, scope, async (trx) => {
    if ((await list.count(trx, scope)) >= ACCOUNT_MAX) throw new DomainError(E.ACCOUNT_LIMIT_REACHED, 'withdraw_account_limit_reached', { max: ACCOUNT_MAX })
    const now = nowSeconds()
    const id = await repo.insertAccount(trx, { ...fields, website_id: scope.websiteId, member_id: scope.memberId, created_at: now, updated_at: now })
    await list.settleAdded(trx, scope, id, input.is_default === 1)
    return id
  })
}

export async function accountEdit(ctx: RequestContext, input: AccountEditInput): Promise<number> {
  const scope = scopeOf(ctx)
  if (!(await repo.findAccount(ctx.db, scope.websiteId, scope.memberId, input.id))) throw accountNotFound()
  const fields = checkedAccount(input)
  return memberListWrite(ctx.db, scope, async (trx) => {
    if (!(await repo.updateAccount(trx, scope.websiteId, scope.memberId, input.id, { ...fields, updated_at: nowSeconds() }))) throw accountNotFound()
    if (input.is_default === 1) await list.makeDefault(trx, scope, input.id)
    return input.id
  })
}

/** Deleting the default makes the newest account left the default; answers the default id afterwards (0: none). */
export async function accountDelete(ctx: RequestContext, input: { id: number }): Promise<number> {
  const scope = scopeOf(ctx)
  return memberListWrite(ctx.db, scope, async (trx) => {
    const next = await list.remove(trx, scope, input.id)
    if (next === null) throw accountNotFound()
    return next
  })
}

export async function accountSetDefault(ctx: RequestContext, input: { id: number }): Promise<number> {
  const scope = scopeOf(ctx)
  return memberListWrite(ctx.db, scope, async (trx) => {
    // the throw rolls back the clearing of the others
    if (!(await list.makeDefault(trx, scope, input.id))) throw accountNotFound()
    return input.id
  })
}
