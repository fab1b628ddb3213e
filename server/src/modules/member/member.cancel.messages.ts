import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of account cancellation: -20511 … -20519 (the admin route answers CommonError.FORBIDDEN). */
export const CancelError = defineErrors('member', {
  CANCEL_DISABLED: -20511,
  CANCEL_ALREADY_APPLIED: -20512,
  CANCEL_NOT_APPLIED: -20513,
  CANCEL_ALREADY_AUDITED: -20514,
  CANCEL_MEMBER_INACTIVE: -20515,
})

addMessages({
  'zh-cn': {
    cancel_disabled: '账号注销功能未开启',
    cancel_already_applied: '您已提交注销申请，请等待审核',
    cancel_not_applied: '没有待审核的注销申请',
    cancel_already_audited: '该注销申请已处理',
    cancel_member_inactive: '账号状态异常',
    admin_forbidden: '无权访问',
  },
  'en-us': {
    cancel_disabled: 'Account cancellation is not available',
    cancel_already_applied: 'Your cancellation request is already waiting for review',
    cancel_not_applied: 'There is no cancellation request waiting for review',
    cancel_already_audited: 'This cancellation request has already been handled',
    cancel_member_inactive: 'This account is not active',
    admin_forbidden: 'Access denied',
  },
})
