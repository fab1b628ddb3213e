import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, IntegerEnum, Nullable, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { AuthError } from '../auth/auth.messages.js'
import { CheckoutError } from '../order/order.checkout.messages.js'
import { WITHDRAW_STATUS } from './withdraw.machine.js'
import { WithdrawError } from './withdraw.messages.js'
import {
  ACCOUNT_MAX, ACCOUNT_NUMBER_MAX, BANK_NAME_MAX, DAY_COUNT_MAX, FEE_RATE_MAX, MONEY_MAX, POINT_MAX, POINT_RATE_MAX, REALNAME_MAX,
} from './withdraw.rules.js'
import { WITHDRAW_KINDS, WITHDRAW_TYPES } from './withdraw.table.js'

export const WithdrawTypeValue = StringEnum(WITHDRAW_TYPES, 'WithdrawType', 'bank: bank card; wechatpay: WeChat change; alipay: Alipay')
export const WithdrawKindValue = StringEnum(WITHDRAW_KINDS, 'WithdrawKind', 'balance: of the withdrawable balance; point: points at the operator\'s rate')
export const WithdrawStatusValue = IntegerEnum(WITHDRAW_STATUS, 'WithdrawStatus', '0 under review (amount held), 1 approved (to transfer), 2 transferred, -1 refused (amount released)')
export const WITHDRAW_ACTION_NAMES = ['agree', 'refuse', 'transferred'] as const
export const WithdrawActionValue = StringEnum(WITHDRAW_ACTION_NAMES, 'WithdrawAction', 'what the operator may do now')

export const BankAccount = Type.Object({
  id: Type.Integer(),
  realname: Type.String(),
  mobile: Type.String(),
  withdraw_type: WithdrawTypeValue,
  withdraw_type_name: Type.String({ description: "in the caller's language" }),
  bank_name: Type.String({ description: "the bank and branch; '' unless bank" }),
  account_number: Type.String({ description: "card number, Alipay account or WeChat ID; '' for WeChat: the WeChat bound to the member" }),
  is_default: Type.Integer({ minimum: 0, maximum: 1 }),
  created_at: Type.Integer(),
  updated_at: Type.Integer(),
}, { title: 'BankAccount' })
export type BankAccount = Static<typeof BankAccount>

const accountFields = {
  realname: Type.String({ maxLength: 100, description: `the account holder's real name, 1 … ${REALNAME_MAX} characters after trimming` }),
  mobile: Type.String({ maxLength: 20, description: 'mainland mobile ^1[3-9]\\d{9}$' }),
  withdraw_type: WithdrawTypeValue,
  bank_name: Type.Optional(Type.String({ maxLength: 200, description: `bank only: the bank and branch, 2 … ${BANK_NAME_MAX} characters` })),
  account_number: Type.Optional(Type.String({
    maxLength: 200,
    description: 'bank: the card number, 12 … 30 digits (spaces dropped); alipay: a mobile number or email; wechatpay: a WeChat ID or mobile, ' +
      'or empty for the WeChat bound to the member (its openid is copied onto each application)',
  })),
}

export const AccountAddBody = Type.Object({ ...accountFields, is_default: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1: make it the default account' })) })
export type AccountAddInput = Static<typeof AccountAddBody>
export const AccountEditBody = Type.Object({ id: Id(), ...accountFields, is_default: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })) })
export type AccountEditInput = Static<typeof AccountEditBody>
export const AccountIdBody = Type.Object({ id: Id() })
export const AccountPageBody = Type.Object({ ...PagingFields })

export const WithdrawConfigSchema = Type.Object({
  is_use: Type.Integer({ minimum: 0, maximum: 1, description: '1: members may withdraw their withdrawable balance' }),
  min_money: Type.Integer({ minimum: 1, maximum: MONEY_MAX, description: 'fen: the least one application may ask for' }),
  fee_rate: Type.Integer({ minimum: 0, maximum: FEE_RATE_MAX, description: 'per mille of the amount; the fee is rounded half up to the fen' }),
  day_count: Type.Integer({ minimum: 0, maximum: DAY_COUNT_MAX, description: 'applications per member and day (China time); 0: no limit; refused ones do not count' }),
  day_money: Type.Integer({ minimum: 0, maximum: MONEY_MAX, description: 'fen per member and day; 0: no limit; refused ones do not count' }),
  transfer_types: Type.Array(WithdrawTypeValue, { maxItems: 3, uniqueItems: true, description: 'how the operator pays out; none: withdrawals are off' }),
}, { title: 'WithdrawConfig', additionalProperties: false })
export type WithdrawConfigValue = Static<typeof WithdrawConfigSchema>

export const PointWithdrawConfigSchema = Type.Object({
  is_use: Type.Integer({ minimum: 0, maximum: 1, description: '1: members may turn points into money' }),
  rate: Type.Integer({ minimum: 1, maximum: POINT_RATE_MAX, description: 'points per yuan; the money is rounded down to the fen' }),
  min_point: Type.Integer({ minimum: 1, maximum: POINT_MAX, description: 'the fewest points one application may convert' }),
  fee_rate: Type.Integer({ minimum: 0, maximum: FEE_RATE_MAX, description: 'per mille of the converted money, rounded half up to the fen' }),
  day_count: Type.Integer({ minimum: 0, maximum: DAY_COUNT_MAX, description: 'applications per member and day; 0: no limit' }),
  transfer_types: Type.Array(WithdrawTypeValue, { maxItems: 3, uniqueItems: true }),
}, { title: 'PointWithdrawConfig', additionalProperties: false })
export type PointWithdrawConfigValue = Static<typeof PointWithdrawConfigSchema>

export const WithdrawInfo = Type.Object({
  config: WithdrawConfigSchema,
  balance_money: Type.Integer({ minimum: 0, description: 'fen the member may withdraw (member.balance_withdraw)' }),
  balance: Type.Integer({ minimum: 0, description: 'fen of balance that is not withdrawable (pays orders only)' }),
  today_count: Type.Integer({ minimum: 0, description: "today's applications that count against day_count" }),
  today_money: Type.Integer({ minimum: 0, description: "fen asked for today that count against day_money" }),
  account: Nullable(BankAccount),
}, { title: 'WithdrawInfo' })
export type WithdrawInfo = Static<typeof WithdrawInfo>

export const PointWithdrawInfo = Type.Object({
  config: PointWithdrawConfigSchema,
  point: Type.Integer({ minimum: 0, description: "the member's points" }),
  today_count: Type.Integer({ minimum: 0 }),
  account: Nullable(BankAccount),
}, { title: 'PointWithdrawInfo' })
export type PointWithdrawInfo = Static<typeof PointWithdrawInfo>

const applyAccountFields = {
  account_id: Type.Optional(Id({ description: "one of the caller's withdrawal accounts; or the fields below" })),
  transfer_type: Type.Optional(WithdrawTypeValue),
  realname: Type.Optional(Type.String({ maxLength: 100 })),
  mobile: Type.Optional(Type.String({ maxLength: 20 })),
  bank_name: Type.Optional(Type.String({ maxLength: 200 })),
  account_number: Type.Optional(Type.String({ maxLength: 200 })),
  pay_password: Type.Optional(Type.String({ maxLength: 20, description: "the member's pay password (6 digits); required" })),
}
export const WithdrawApplyBody = Type.Object({
  apply_money: Type.Integer({ minimum: 1, maximum: MONEY_MAX, description: 'fen taken from the withdrawable balance (the fee comes out of it)' }),
  ...applyAccountFields,
})
export type WithdrawApplyInput = Static<typeof WithdrawApplyBody>
export const PointApplyBody = Type.Object({
  point: Type.Integer({ minimum: 1, maximum: POINT_MAX, description: 'points to convert' }),
  ...applyAccountFields,
})
export type PointApplyInput = Static<typeof PointApplyBody>

export const WithdrawRecord = Type.Object({
  id: Type.Integer(),
  withdraw_no: Type.String(),
  kind: WithdrawKindValue,
  member_id: Type.Integer(),
  status: WithdrawStatusValue,
  status_name: Type.String(),
  transfer_type: WithdrawTypeValue,
  transfer_type_name: Type.String(),
  realname: Type.String(),
  mobile: Type.String(),
  bank_name: Type.String(),
  account_number: Type.String(),
  point: Type.Integer({ minimum: 0, description: 'points held (kind point)' }),
  point_rate: Type.Integer({ minimum: 0, description: 'points per yuan they were converted at (kind point)' }),
  apply_money: Type.Integer({ minimum: 1, description: 'fen asked for, or converted from the points' }),
  fee_rate: Type.Integer({ minimum: 0, description: 'per mille' }),
  service_money: Type.Integer({ minimum: 0, description: 'fen of fee' }),
  money: Type.Integer({ minimum: 1, description: 'fen transferred: apply_money - service_money' }),
  refuse_reason: Type.String(),
  certificate_remark: Type.String({ description: "the operator's note on the transfer" }),
  apply_time: Type.Integer(),
  audit_time: Type.Integer(),
  payment_time: Type.Integer(),
  refuse_time: Type.Integer(),
}, { title: 'WithdrawRecord' })
export type WithdrawRecord = Static<typeof WithdrawRecord>

export const WithdrawHistoryEntry = Type.Object({
  from_status: WithdrawStatusValue,
  to_status: WithdrawStatusValue,
  reason: Type.String(),
  time: Type.Integer(),
}, { title: 'WithdrawHistoryEntry' })

export const WithdrawDetail = Type.Object({
  ...WithdrawRecord.properties,
  history: Type.Array(WithdrawHistoryEntry, { description: 'the moves after the application, oldest first' }),
}, { title: 'WithdrawDetail' })
export type WithdrawDetail = Static<typeof WithdrawDetail>

export const AdminWithdraw = Type.Object({
  ...WithdrawDetail.properties,
  actions: Type.Array(WithdrawActionValue),
}, { title: 'AdminWithdraw' })
export type AdminWithdraw = Static<typeof AdminWithdraw>

export const WithdrawPageBody = Type.Object({ ...PagingFields, status: Type.Optional(WithdrawStatusValue) })
export type WithdrawPageInput = Static<typeof WithdrawPageBody>
export const WithdrawIdBody = Type.Object({ id: Id() })

export const AdminListsBody = Type.Object({
  ...PagingFields,
  kind: Type.Optional(WithdrawKindValue),
  status: Type.Optional(WithdrawStatusValue),
  member_id: Type.Optional(Id()),
})
export type AdminListsInput = Static<typeof AdminListsBody>
export const AdminIdBody = Type.Object({ withdraw_id: Id() })
export const AdminRefuseBody = Type.Object({ withdraw_id: Id(), refuse_reason: Type.String({ minLength: 1, maxLength: 255 }) })
export const AdminTransferredBody = Type.Object({ withdraw_id: Id(), certificate_remark: Type.Optional(Type.String({ maxLength: 255, description: 'bank serial number …' })) })
export const WithdrawConfigs = Type.Object({ withdraw: WithdrawConfigSchema, point: PointWithdrawConfigSchema }, { title: 'WithdrawConfigs' })
export type WithdrawConfigs = Static<typeof WithdrawConfigs>
export const SetConfigBody = Type.Object({ withdraw: Type.Optional(WithdrawConfigSchema), point: Type.Optional(PointWithdrawConfigSchema) })
export type SetConfigInput = Static<typeof SetConfigBody>

const E = WithdrawError
const FIELD_RULES =
  `realname 1 … ${REALNAME_MAX} characters (${E.REALNAME_INVALID}); mobile ^1[3-9]\\d{9}$ (${E.MOBILE_INVALID}); bank: bank_name 2 … ${BANK_NAME_MAX} ` +
  `characters (${E.BANK_NAME_INVALID}) and a card number of 12 … 30 digits; alipay: a mobile number or email of at most ${ACCOUNT_NUMBER_MAX}; ` +
  `wechatpay: a WeChat ID, a mobile or empty (${E.ACCOUNT_NUMBER_INVALID}).`
const ACCOUNT_ERRORS = [E.REALNAME_INVALID, E.MOBILE_INVALID, E.BANK_NAME_INVALID, E.ACCOUNT_NUMBER_INVALID]
const notOwn = `${E.ACCOUNT_NOT_FOUND} when the id is not one of the caller's accounts`

export const bankAccountApi = defineEndpoints('withdraw.account', {
  page: {
    method: 'POST', path: '/api/memberbankaccount/page', auth: 'member',
    summary: "The caller's withdrawal accounts, the default first",
    input: AccountPageBody, response: PageOf(BankAccount, 'BankAccountPage'),
  },
  info: {
    method: 'POST', path: '/api/memberbankaccount/info', auth: 'member',
    summary: 'One withdrawal account of the caller', description: `${notOwn}.`,
    input: AccountIdBody, response: BankAccount, errors: [E.ACCOUNT_NOT_FOUND],
  },
  defaultInfo: {
    method: 'POST', path: '/api/memberbankaccount/defaultinfo', auth: 'member',
    summary: "The caller's default withdrawal account, or null",
    response: Nullable(BankAccount),
  },
  add: {
    method: 'POST', path: '/api/memberbankaccount/add', auth: 'member',
    summary: 'Adds a withdrawal account; answers its id',
    description: `${FIELD_RULES} At most ${ACCOUNT_MAX} accounts (${E.ACCOUNT_LIMIT_REACHED}). The first becomes the default; is_default 1 makes the new one the default.`,
    input: AccountAddBody, response: Type.Integer({ description: 'the new account id' }), errors: [E.ACCOUNT_LIMIT_REACHED, ...ACCOUNT_ERRORS],
  },
  edit: {
    method: 'POST', path: '/api/memberbankaccount/edit', auth: 'member',
    summary: 'Changes a withdrawal account; answers its id',
    description: `${FIELD_RULES} ${notOwn}. Applications made with it keep the account as it was.`,
    input: AccountEditBody, response: Type.Integer(), errors: [E.ACCOUNT_NOT_FOUND, ...ACCOUNT_ERRORS],
  },
  delete: {
    method: 'POST', path: '/api/memberbankaccount/delete', auth: 'member',
    summary: 'Deletes a withdrawal account; answers the default account id afterwards (0: none left)',
    description: `Deleting the default makes the newest remaining one the default. ${notOwn}.`,
    input: AccountIdBody, response: Type.Integer({ minimum: 0 }), errors: [E.ACCOUNT_NOT_FOUND],
  },
  setDefault: {
    method: 'POST', path: '/api/memberbankaccount/setdefault', auth: 'member',
    summary: 'Makes a withdrawal account the default', description: `${notOwn}.`,
    input: AccountIdBody, response: Type.Integer(), errors: [E.ACCOUNT_NOT_FOUND],
  },
})

const APPLY_ACCOUNT =
  `The account: account_id (${E.ACCOUNT_NOT_FOUND} when not the caller's) or transfer_type with realname, mobile, bank_name and account_number ` +
  `checked as an account's (${E.WITHDRAW_ACCOUNT_REQUIRED} when neither); its type must be one the operator pays out by (${E.TRANSFER_TYPE_NOT_ALLOWED}). ` +
  'WeChat without an account number uses the openid of the WeChat bound to the member. ' +
  `Then the pay password, as at checkout: not set ${CheckoutError.PAY_PASSWORD_NOT_SET}, missing ${CheckoutError.PAY_PASSWORD_REQUIRED}, wrong ` +
  `${CheckoutError.PAY_PASSWORD_WRONG}, counted per member with the checkout's (5 wrong in a row lock it: ${AuthError.PASSWORD_LOCKED} {seconds}).`
const PAY_PASSWORD_ERRORS = [CheckoutError.PAY_PASSWORD_NOT_SET, CheckoutError.PAY_PASSWORD_REQUIRED, CheckoutError.PAY_PASSWORD_WRONG, AuthError.PASSWORD_LOCKED]
const APPLY_ERRORS = [E.ACCOUNT_NOT_FOUND, E.WITHDRAW_ACCOUNT_REQUIRED, E.TRANSFER_TYPE_NOT_ALLOWED, E.WITHDRAW_MONEY_TOO_SMALL, ...ACCOUNT_ERRORS, ...PAY_PASSWORD_ERRORS]
const ownWithdrawal = `${E.WITHDRAW_NOT_FOUND} when the id is not one of the caller's`

export const memberWithdrawApi = defineEndpoints('withdraw.balance', {
  info: {
    method: ['GET', 'POST'], path: '/api/memberwithdraw/info', auth: 'member',
    summary: "The operator's withdrawal settings, the caller's withdrawable balance, today's use of the limits and the default account",
    response: WithdrawInfo,
  },
  apply: {
    method: 'POST', path: '/api/memberwithdraw/apply', auth: 'member',
    summary: 'Apply to withdraw from the withdrawable balance: the amount is held at once, under review',
    description:
      `apply_money fen leaves the withdrawable balance in the same transaction as the application (the non-withdrawable balance never); the fee ` +
      `is apply_money × fee_rate ‰ rounded half up to the fen, money = apply_money - fee is transferred. ${E.WITHDRAW_CLOSED} when off; ` +
      `${E.WITHDRAW_BELOW_MIN} below min_money; ${E.WITHDRAW_BALANCE_INSUFFICIENT}; ${E.WITHDRAW_DAY_COUNT} / ${E.WITHDRAW_DAY_MONEY} past the day's limits ` +
      `(held by a guarded counter: parallel applications cannot pass them). ${APPLY_ACCOUNT}`,
    input: WithdrawApplyBody, response: WithdrawDetail,
    errors: [E.WITHDRAW_CLOSED, E.WITHDRAW_BELOW_MIN, E.WITHDRAW_BALANCE_INSUFFICIENT, E.WITHDRAW_DAY_COUNT, E.WITHDRAW_DAY_MONEY, ...APPLY_ERRORS],
  },
  page: {
    method: 'POST', path: '/api/memberwithdraw/page', auth: 'member',
    summary: "A page of the caller's balance withdrawals, newest first",
    input: WithdrawPageBody, response: PageOf(WithdrawRecord, 'WithdrawPage'),
  },
  detail: {
    method: 'POST', path: '/api/memberwithdraw/detail', auth: 'member',
    summary: 'One balance withdrawal of the caller with its history', description: `${ownWithdrawal}.`,
    input: WithdrawIdBody, response: WithdrawDetail, errors: [E.WITHDRAW_NOT_FOUND],
  },
})

export const pointWithdrawApi = defineEndpoints('withdraw.point', {
  info: {
    method: ['GET', 'POST'], path: '/api/pointwithdraw/info', auth: 'member',
    summary: "The operator's point withdrawal settings, the caller's points, today's applications and the default account",
    response: PointWithdrawInfo,
  },
  apply: {
    method: 'POST', path: '/api/pointwithdraw/apply', auth: 'member',
    summary: 'Apply to turn points into money: the points are held at once, under review',
    description:
      `The points convert at rate points per yuan, rounded down to the fen; the fee is that × fee_rate ‰ rounded half up. The points leave in the ` +
      `same transaction as the application; a refusal gives them back once. ${E.POINT_WITHDRAW_CLOSED} when off; ${E.POINT_BELOW_MIN} below ` +
      `min_point; ${E.POINT_INSUFFICIENT}; ${E.WITHDRAW_DAY_COUNT} past the day's count. ${APPLY_ACCOUNT}`,
    input: PointApplyBody, response: WithdrawDetail,
    errors: [E.POINT_WITHDRAW_CLOSED, E.POINT_BELOW_MIN, E.POINT_INSUFFICIENT, E.WITHDRAW_DAY_COUNT, ...APPLY_ERRORS],
  },
  page: {
    method: 'POST', path: '/api/pointwithdraw/page', auth: 'member',
    summary: "A page of the caller's point withdrawals, newest first",
    input: WithdrawPageBody, response: PageOf(WithdrawRecord, 'PointWithdrawPage'),
  },
  detail: {
    method: 'POST', path: '/api/pointwithdraw/detail', auth: 'member',
    summary: 'One point withdrawal of the caller with its history', description: `${ownWithdrawal}.`,
    input: WithdrawIdBody, response: WithdrawDetail, errors: [E.WITHDRAW_NOT_FOUND],
  },
})

const ADMIN = 'x-admin-token must equal ADMIN_TOKEN (HTTP 403 otherwise).'
const moved = `${E.WITHDRAW_ACTION_NOT_ALLOWED} when the status does not allow it; ${E.WITHDRAW_STATUS_CHANGED} when another request moved it first; ${E.WITHDRAW_NOT_FOUND}`

export const withdrawAdminApi = defineEndpoints('withdraw.admin', {
  getConfig: {
    method: ['GET', 'POST'], path: '/admin/api/withdraw/config', auth: 'admin',
    summary: "The operator's balance and point withdrawal settings", description: ADMIN,
    response: WithdrawConfigs,
  },
  setConfig: {
    method: 'POST', path: '/admin/api/withdraw/setconfig', auth: 'admin',
    summary: 'Stores the balance and / or point withdrawal settings; answers both',
    description: `${ADMIN} A part left out stays as it is. ${E.WITHDRAW_CONFIG_INVALID} when one is switched on without a transfer type.`,
    input: SetConfigBody, response: WithdrawConfigs, errors: [E.WITHDRAW_CONFIG_INVALID],
  },
  lists: {
    method: 'POST', path: '/admin/api/withdraw/lists', auth: 'admin',
    summary: 'Withdrawals of both kinds, oldest under review first',
    description: `${ADMIN} kind, status and member_id filter; page_size 10 by default, 50 at most.`,
    input: AdminListsBody, response: PageOf(AdminWithdraw, 'AdminWithdrawPage'),
  },
  detail: {
    method: 'POST', path: '/admin/api/withdraw/detail', auth: 'admin',
    summary: 'One withdrawal with its history and the actions it allows', description: `${ADMIN} ${E.WITHDRAW_NOT_FOUND}.`,
    input: AdminIdBody, response: AdminWithdraw, errors: [E.WITHDRAW_NOT_FOUND],
  },
  agree: {
    method: 'POST', path: '/admin/api/withdraw/agree', auth: 'admin',
    summary: 'Approve an application (0 -> 1): the money is to be transferred', description: `${ADMIN} ${moved}.`,
    input: AdminIdBody, response: AdminWithdraw, errors: [E.WITHDRAW_NOT_FOUND, E.WITHDRAW_ACTION_NOT_ALLOWED, E.WITHDRAW_STATUS_CHANGED],
  },
  refuse: {
    method: 'POST', path: '/admin/api/withdraw/refuse', auth: 'admin',
    summary: 'Refuse an application, or an approved one whose transfer failed (-> -1): the held amount goes back once',
    description: `${ADMIN} The release (balance or points) is in the move's transaction: two refusals at once release once. ${moved}.`,
    input: AdminRefuseBody, response: AdminWithdraw, errors: [E.WITHDRAW_NOT_FOUND, E.WITHDRAW_ACTION_NOT_ALLOWED, E.WITHDRAW_STATUS_CHANGED],
  },
  transferred: {
    method: 'POST', path: '/admin/api/withdraw/transferred', auth: 'admin',
    summary: 'Mark an approved withdrawal transferred (1 -> 2)', description: `${ADMIN} ${moved}.`,
    input: AdminTransferredBody, response: AdminWithdraw, errors: [E.WITHDRAW_NOT_FOUND, E.WITHDRAW_ACTION_NOT_ALLOWED, E.WITHDRAW_STATUS_CHANGED],
  },
})
