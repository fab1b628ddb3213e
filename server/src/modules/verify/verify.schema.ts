import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, PageOf, StringEnum } from '../../contract/endpoint.js'
import { CommonError } from '../../contract/errors.js'
import { PagingFields } from '../../http/paging.js'
import { MerchantError } from '../merchant/merchant.messages.js'
import { OrderStatusValue, OrderSummary, OrderTypeValue } from '../order/order.schema.js'
import { VerifyError } from './verify.messages.js'
import { GUESS_LIMIT, VERIFY_TYPES } from './verify.table.js'

export const VerifyTypeValue = StringEnum(VERIFY_TYPES, 'VerifyType', "'pickup' a pickup order awaiting pickup; 'virtual' virtual goods ready to use")

/** Codes are 12 digits today; letters are allowed for recharge and card codes later. */
export const VerifyCode = Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9]+$', description: 'the code the buyer shows (entered or scanned)' })
export const VerifyCodeBody = Type.Object({ verify_code: VerifyCode })
export type VerifyCodeInput = Static<typeof VerifyCodeBody>

export const VerifierShop = Type.Object({ site_id: Type.Integer(), site_name: Type.String() }, { title: 'VerifierShop' })
export const VerifierCheck = Type.Object({
  is_verifier: Type.Integer({ minimum: 0, maximum: 1, description: '1 when the caller verifies for at least one shop' }),
  shops: Type.Array(VerifierShop, { description: 'the shops the caller verifies for' }),
}, { title: 'VerifierCheck' })
export type VerifierCheck = Static<typeof VerifierCheck>

export const VerifyTypeItem = Type.Object({ type: VerifyTypeValue, name: Type.String() }, { title: 'VerifyTypeItem' })

const orderLines = OrderSummary.properties.order_goods

export const VerifyInfo = Type.Object({
  verify_code: Type.String(),
  verify_type: VerifyTypeValue,
  verify_type_name: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  order_id: Type.Integer(),
  order_no: Type.String(),
  order_type: OrderTypeValue,
  order_status: OrderStatusValue,
  order_status_name: Type.String(),
  order_money: Type.Integer({ description: 'fen' }),
  create_time: Type.Integer(),
  pay_time: Type.Integer(),
  buyer_name: Type.String({ description: 'masked: 张*' }),
  buyer_mobile: Type.String({ description: 'masked: 138****8000' }),
  order_goods: orderLines,
  is_verified: Type.Integer({ minimum: 0, maximum: 1 }),
  can_verify: Type.Integer({ minimum: 0, maximum: 1, description: '1 when a write-off would succeed now' }),
  verify_time: Type.Integer({ description: 'Unix seconds; 0 when not verified' }),
  verifier_name: Type.String({ description: "who wrote it off; '' when not verified" }),
}, { title: 'VerifyInfo' })
export type VerifyInfo = Static<typeof VerifyInfo>

export const VerifyDone = Type.Object({
  record_id: Type.Integer(),
  verify_code: Type.String(),
  verify_type: VerifyTypeValue,
  site_id: Type.Integer(),
  order_id: Type.Integer(),
  order_no: Type.String(),
  order_type: OrderTypeValue,
  // after the write-off: 4 for a pickup order, 10 for virtual goods (the endpoint's description)
  order_status: OrderStatusValue,
  order_goods: orderLines,
  verify_time: Type.Integer(),
}, { title: 'VerifyDone' })
export type VerifyDone = Static<typeof VerifyDone>

export const VerifyGoods = Type.Object({ sku_name: Type.String(), sku_image: Type.String(), num: Type.Integer() }, { title: 'VerifyGoods' })

export const VerifyRecordItem = Type.Object({
  id: Type.Integer(),
  verify_code: Type.String(),
  verify_type: VerifyTypeValue,
  verify_type_name: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
  order_id: Type.Integer(),
  goods: Type.Array(VerifyGoods),
  verifier_name: Type.String(),
  verify_time: Type.Integer(),
}, { title: 'VerifyRecordItem' })
export type VerifyRecordItem = Static<typeof VerifyRecordItem>

export const VerifyListsBody = Type.Object({ ...PagingFields, verify_type: Type.Optional(VerifyTypeValue) })
export type VerifyListsInput = Static<typeof VerifyListsBody>

const E = VerifyError
const limited = `Guessing is limited per member: after ${GUESS_LIMIT.misses} unknown codes within ${GUESS_LIMIT.windowSeconds / 60} minutes every look-up answers ${CommonError.TOO_MANY_REQUESTS} until the window passes.`
const noLeak = `A code of a shop the caller does not verify for answers ${E.CODE_NOT_FOUND}, as an unknown, unpaid or closed one does.`

export const verifyApi = defineEndpoints('verify', {
  checkIsVerifier: {
    method: ['GET', 'POST'], path: '/api/verify/checkisverifier', auth: 'member',
    summary: 'Whether the caller is a verifier, and of which shops',
    response: VerifierCheck,
  },
  getVerifyType: {
    method: ['GET', 'POST'], path: '/api/verify/getVerifyType',
    summary: 'The kinds of codes the desk writes off, with their names in the caller\'s language',
    response: Type.Array(VerifyTypeItem),
  },
  verifyInfo: {
    method: 'POST', path: '/api/verify/verifyInfo', auth: 'member',
    summary: 'What a code is (order, lines, masked buyer, status), without writing it off',
    description: `Verifiers only (${E.NOT_VERIFIER} otherwise). A code already written off answers with is_verified 1. ${noLeak} ` +
      limited,
    input: VerifyCodeBody, response: VerifyInfo, errors: [E.NOT_VERIFIER, E.CODE_NOT_FOUND],
  },
  verify: {
    method: 'POST', path: '/api/verify/verify', auth: 'member',
    summary: 'Write a code off',
    description: 'Verifiers only. A pickup order awaiting pickup (2) moves to received (4), virtual goods ready to use (4) to completed (10), ' +
      `through the order state machine, with one verify record; a code is written off once, even under concurrency (${E.CODE_USED} after). ` +
      `${noLeak} ` + limited,
    input: VerifyCodeBody, response: VerifyDone, errors: [E.NOT_VERIFIER, E.CODE_NOT_FOUND, E.CODE_USED],
  },
  lists: {
    method: ['GET', 'POST'], path: '/api/verify/lists', auth: 'member',
    summary: 'The codes the caller wrote off, newest first',
    input: VerifyListsBody, response: PageOf(VerifyRecordItem, 'VerifyRecordPage'),
  },
})

// ---- the shop's verifiers, managed by its admin staff

export const VerifierAddBody = Type.Object({
  mobile: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9]*$', description: "the member's mobile" })),
  member_id: Type.Optional(Id({ description: 'or the member id' })),
})
export type VerifierAddInput = Static<typeof VerifierAddBody>
export const VerifierMemberBody = Type.Object({ member_id: Id() })

export const ShopVerifier = Type.Object({
  id: Type.Integer(),
  member_id: Type.Integer(),
  nickname: Type.String(),
  mobile: Type.String({ description: 'masked' }),
  headimg: Type.String(),
  verify_count: Type.Integer({ description: 'codes of this shop the member wrote off' }),
  created_at: Type.Integer(),
}, { title: 'ShopVerifier' })
export type ShopVerifier = Static<typeof ShopVerifier>

export const VerifierListsBody = Type.Object({ ...PagingFields })

const M = MerchantError
export const verifierApi = defineEndpoints('verify.verifier', {
  lists: {
    method: 'POST', path: '/merchant/api/verifier/lists', auth: 'merchant',
    summary: "The shop's verifiers (member accounts that may write off its codes at the member desk)",
    description: `Role 'admin' only (${M.ROLE_FORBIDDEN} otherwise).`,
    input: VerifierListsBody, response: PageOf(ShopVerifier, 'ShopVerifierPage'), errors: [M.ROLE_FORBIDDEN],
  },
  add: {
    method: 'POST', path: '/merchant/api/verifier/add', auth: 'merchant',
    summary: 'Make a member a verifier of the shop',
    description: `Role 'admin'. By mobile or member_id (${E.MEMBER_REQUIRED} without either, ${E.MEMBER_NOT_FOUND} when no active member matches). ` +
      `Idempotent: adding a verifier again keeps one row. At most 100 per shop (${E.VERIFIER_LIMIT}).`,
    input: VerifierAddBody, response: ShopVerifier, errors: [M.ROLE_FORBIDDEN, E.MEMBER_REQUIRED, E.MEMBER_NOT_FOUND, E.VERIFIER_LIMIT],
  },
  delete: {
    method: 'POST', path: '/merchant/api/verifier/delete', auth: 'merchant',
    summary: 'Remove a verifier from the shop',
    description: `Role 'admin'. ${E.VERIFIER_NOT_FOUND} when the member is no verifier of this shop. The member's records stay.`,
    input: VerifierMemberBody, response: Type.Object({ deleted: Type.Integer() }, { title: 'VerifierDeleted' }), errors: [M.ROLE_FORBIDDEN, E.VERIFIER_NOT_FOUND],
  },
})
