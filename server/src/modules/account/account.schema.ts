import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { MemberAccountError } from './account.messages.js'

export const LedgerAccount = StringEnum(['point', 'growth', 'balance', 'balance_money', 'balance,balance_money'] as const, 'LedgerAccount',
  "which ledger: 'balance,balance_money' both parts of the balance (the balance page), 'balance' the non-withdrawable part, 'balance_money' the withdrawable part")
export const LedgerAccountType = StringEnum(['point', 'growth', 'balance', 'balance_money'] as const, 'LedgerAccountType',
  "the account a row moved: 'balance' non-withdrawable balance (fen), 'balance_money' withdrawable balance (fen), 'point', 'growth'")

const Month = Type.String({ pattern: '^(19[7-9][0-9]|2[0-9]{3})-(0[1-9]|1[0-2])$', description: "YYYY-MM of the mall's calendar (China time)" })
const FromType = Type.String({ pattern: '^[a-z0-9_]{1,32}$', description: "what moved the account ('order', 'signin' …; the list `from_types` of a page names them)" })

export const LedgerInfoBody = Type.Object({
  account_type: Type.Optional(LedgerAccount),
})
export type LedgerInfoInput = Static<typeof LedgerInfoBody>

export const LedgerPageBody = Type.Object({
  account_type: LedgerAccount,
  from_type: Type.Optional(FromType),
  date: Type.Optional(Month),
  ...PagingFields,
})
export type LedgerPageInput = Static<typeof LedgerPageBody>

export const LedgerDetailBody = Type.Object({ id: Id({ description: 'a ledger row of the caller' }) })
export type LedgerDetailInput = Static<typeof LedgerDetailBody>

export const LedgerRow = Type.Object({
  id: Type.Integer(),
  account_type: LedgerAccountType,
  account_type_name: Type.String({ description: "the account's name in the caller's language" }),
  from_type: Type.String(),
  type_name: Type.String({ description: "what moved it, in the caller's language (an unknown kind: 其他 / Other)" }),
  account_data: Type.Integer({ description: 'signed: a credit is positive, a debit negative (fen for the balances, a count for points and growth)' }),
  relate_tag: Type.String({ description: 'which instance of from_type: an order or refund number, a day …' }),
  remark: Type.String(),
  create_time: Type.Integer({ description: 'Unix seconds' }),
  month: Type.String({ description: "YYYY-MM of create_time in the mall's calendar (China time), for grouping" }),
}, { title: 'LedgerRow' })
export type LedgerRow = Static<typeof LedgerRow>

export const LedgerFromType = Type.Object({
  from_type: Type.String(),
  type_name: Type.String(),
}, { title: 'LedgerFromType' })

export const LedgerPage = Type.Object({
  list: Type.Array(LedgerRow),
  count: Type.Integer({ minimum: 0 }),
  page_count: Type.Integer({ minimum: 0 }),
  income: Type.Integer({ minimum: 0, description: 'the sum of the credits the filter (type, month) selects' }),
  expense: Type.Integer({ minimum: 0, description: 'the sum of the debits the filter selects, as a positive number' }),
  from_types: Type.Array(LedgerFromType, { description: 'every kind of movement this ledger of the caller holds (any month), for a type filter' }),
}, { title: 'LedgerPage' })
export type LedgerPage = Static<typeof LedgerPage>

export const LedgerDetail = Type.Object({
  ...LedgerRow.properties,
  order_id: Type.Integer({ description: 'the order the movement came from (checkout, closing, refund); 0 when none' }),
  order_type: Type.Integer({ description: "that order's type (its detail page depends on it); 0 when none" }),
}, { title: 'LedgerDetail' })
export type LedgerDetail = Static<typeof LedgerDetail>

export const AccountFigures = Type.Object({
  balance_total: Type.Integer({ description: 'fen: balance + balance_money' }),
  balance: Type.Integer({ description: 'fen, not withdrawable (registration reward, gifts…), usable in orders' }),
  balance_money: Type.Integer({ description: 'fen, withdrawable' }),
  point: Type.Integer(),
  growth: Type.Integer(),
}, { title: 'AccountFigures' })
export type AccountFigures = Static<typeof AccountFigures>

export const AssetsOverview = Type.Object({
  ...AccountFigures.properties,
  coupon_count: Type.Integer({ minimum: 0, description: 'unused coupons that have not expired' }),
  member_level: Type.Integer({ description: 'the level_id the member holds; 0: none' }),
  level_name: Type.String({ description: "that level's name; '' when none" }),
}, { title: 'AssetsOverview' })
export type AssetsOverview = Static<typeof AssetsOverview>

const E = MemberAccountError
export const memberAccountApi = defineEndpoints('account', {
  info: {
    method: ['GET', 'POST'], path: '/api/memberaccount/info', auth: 'member',
    summary: "The caller's balance (withdrawable and not), points and growth",
    description: 'account_type is accepted for the original API and changes nothing: every figure is answered. Money in fen.',
    input: LedgerInfoBody, response: AccountFigures,
  },
  page: {
    method: ['GET', 'POST'], path: '/api/memberaccount/page', auth: 'member',
    summary: "A page of the caller's ledger, newest first",
    description: 'Filtered by kind (from_type) and month (date, China time); with the sums of credits and debits the filter selects and the kinds present.',
    input: LedgerPageBody, response: LedgerPage,
  },
  detail: {
    method: ['GET', 'POST'], path: '/api/memberaccount/detail', auth: 'member',
    summary: "One row of the caller's ledger",
    description: `${E.ROW_NOT_FOUND} when the caller has no row of that id (another member's row included).`,
    input: LedgerDetailBody, response: LedgerDetail, errors: [E.ROW_NOT_FOUND],
  },
  assets: {
    method: ['GET', 'POST'], path: '/api/memberaccount/assets', auth: 'member',
    summary: "The caller's assets: balance, points, growth, coupons, level",
    response: AssetsOverview,
  },
})
