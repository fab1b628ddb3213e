import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** The verification desk and the shops' verifiers: -21550 … -21599. */
export const VerifyError = defineErrors('verify', {
  /** unknown, unpaid, closed, or a code of a shop the caller does not verify for (alike: no leak) */
  CODE_NOT_FOUND: -21551,
  /** written off already */
  CODE_USED: -21552,
  /** the member is no verifier of any shop */
  NOT_VERIFIER: -21553,
  /** merchant: no active member with that mobile or id */
  MEMBER_NOT_FOUND: -21554,
  /** merchant: the member is not a verifier of this shop */
  VERIFIER_NOT_FOUND: -21555,
  /** merchant: neither mobile nor member_id */
  MEMBER_REQUIRED: -21556,
  /** merchant: the shop has as many verifiers as allowed */
  VERIFIER_LIMIT: -21557,
})

addMessages({
  'zh-cn': {
    verify_code_not_found: '核销码不存在',
    verify_code_used: '该核销码已核销',
    verify_not_verifier: '您不是核销员',
    verify_member_not_found: '会员不存在',
    verify_verifier_not_found: '该会员不是本店核销员',
    verify_member_required: '请填写会员手机号或会员ID',
    verify_verifier_limit: '核销员数量已达上限（{max}）',
    'verify_type.pickup': '自提订单',
    'verify_type.virtual': '虚拟商品',
  },
  'en-us': {
    verify_code_not_found: 'Verification code not found',
    verify_code_used: 'This code has already been verified',
    verify_not_verifier: 'You are not a verifier',
    verify_member_not_found: 'Member not found',
    verify_verifier_not_found: 'This member is not a verifier of the shop',
    verify_member_required: "Enter the member's mobile or member id",
    verify_verifier_limit: 'A shop can have at most {max} verifiers',
    'verify_type.pickup': 'Pickup order',
    'verify_type.virtual': 'Virtual goods',
  },
})
