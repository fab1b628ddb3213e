import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, notFound } from '../../http/errors.js'
import { paging, pageResult } from '../../http/paging.js'
import type { AccountType } from '../account/account.table.js'
import { MemberAccountError } from './account.messages.js'
import * as repo from './account.repository.js'
import { accountTypeName, ACCOUNT_QUERIES, fromTypeName, mallMonth, monthRange } from './account.rules.js'
import type {
  AccountFigures, AssetsOverview, LedgerDetail, LedgerDetailInput, LedgerInfoInput, LedgerPage, LedgerPageInput, LedgerRow,
} from './account.schema.js'

type Row = NonNullable<Awaited<ReturnType<typeof repo.ledgerRow>>>

function view(ctx: RequestContext, r: Row): LedgerRow {
  const at = Number(r.created_at)
  return {
    id: Number(r.id),
    account_type: r.account_type,
    account_type_name: accountTypeName(r.account_type, ctx.lang),
    from_type: r.from_type,
    type_name: fromTypeName(r.from_type, ctx.lang),
    account_data: Number(r.account_data),
    relate_tag: r.relate_tag,
    remark: r.remark,
    create_time: at,
    month: mallMonth(at),
  }
}

async function figures(ctx: RequestContext, memberId: number) {
  const m = await repo.memberFigures(ctx.db, ctx.websiteId, memberId)
  if (!m) throw notFound('member')
  const balance = Number(m.balance)
  const withdrawable = Number(m.balance_withdraw)
  const out: AccountFigures = { balance_total: balance + withdrawable, balance, balance_money: withdrawable, point: Number(m.point), growth: Number(m.growth) }
  return { out, level: Number(m.member_level) }
}

/** The caller's figures (every one, whatever account_type asks: the original API's field is kept). */
export async function info(ctx: RequestContext, _input: LedgerInfoInput): Promise<AccountFigures> {
  const memberId = requireMember(ctx)
  return (await figures(ctx, memberId)).out
}

/** A page of the caller's ledger of one account (or both balances), newest first, with the filter's sums. */
export async function page(ctx: RequestContext, input: LedgerPageInput): Promise<LedgerPage> {
  const memberId = requireMember(ctx)
  const p = paging(input)
  const types: readonly AccountType[] = ACCOUNT_QUERIES[input.account_type]
  const base = { websiteId: ctx.websiteId, memberId, types }
  const filter: repo.LedgerFilter = { ...base, fromType: input.from_type, range: input.date ? monthRange(input.date) : undefined }
  const [rows, totals, kinds] = await Promise.all([
    repo.ledgerRows(ctx.db, filter, p.pageSize, p.offset),
    repo.ledgerTotals(ctx.db, filter),
    repo.ledgerFromTypes(ctx.db, base),
  ])
  return {
    ...pageResult(rows.map((r) => view(ctx, r)), totals.count, p.pageSize),
    income: totals.income,
    expense: totals.expense,
    from_types: kinds.map((k) => ({ from_type: k, type_name: fromTypeName(k, ctx.lang) })),
  }
}

/** One row of the caller's ledger, with the order it came from when it came from one. */
export async function detail(ctx: RequestContext, input: LedgerDetailInput): Promise<LedgerDetail> {
  const memberId = requireMember(ctx)
  const r = await repo.ledgerRow(ctx.db, ctx.websiteId, memberId, input.id)
  if (!r) throw new DomainError(MemberAccountError.ROW_NOT_FOUND, 'memberaccount_row_not_found')
  let order: repo.OrderRef | null = null
  if (r.from_type === 'order' || r.from_type === 'order_close') order = await repo.orderByNo(ctx.db, ctx.websiteId, memberId, r.relate_tag)
  else if (r.from_type === 'order_refund') order = await repo.orderByRefundNo(ctx.db, ctx.websiteId, memberId, r.relate_tag)
  return { ...view(ctx, r), order_id: order?.order_id ?? 0, order_type: order?.order_type ?? 0 }
}

/** The assets overview: the figures, the usable coupons and the level. */
export async function assets(ctx: RequestContext): Promise<AssetsOverview> {
  const memberId = requireMember(ctx)
  const [{ out, level }, coupons] = await Promise.all([
    figures(ctx, memberId),
    repo.usableCouponCount(ctx.db, ctx.websiteId, memberId, nowSeconds()),
  ])
  return { ...out, coupon_count: coupons, member_level: level, level_name: await repo.levelName(ctx.db, ctx.websiteId, level) }
}
