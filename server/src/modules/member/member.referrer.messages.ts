import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of referrer binding: -20501 … -20509 (docs/api.md). */
export const ReferrerError = defineErrors('member', {
  REFERRER_MEMBER_INACTIVE: -20501,
  REFERRER_SELF: -20502,
  REFERRER_ALREADY_BOUND: -20503,
  REFERRER_DOWNLINE: -20504,
  REFERRER_UNKNOWN: -20505,
})

addMessages({
  'zh-cn': {
    referrer_bind_success: '绑定成功',
    referrer_member_inactive: '账号状态异常，无法绑定推荐人',
    referrer_self: '不能绑定自己为推荐人',
    referrer_already_bound: '您已绑定推荐人，不能重复绑定',
    referrer_downline: '该会员是您的下级，不能绑定为推荐人',
    referrer_unknown: '推荐人不存在',
  },
  'en-us': {
    referrer_bind_success: 'Binding succeeded',
    referrer_member_inactive: 'This account cannot bind a referrer',
    referrer_self: 'You cannot bind yourself as your referrer',
    referrer_already_bound: 'You already have a referrer',
    referrer_downline: 'This member is in your own downline and cannot be your referrer',
    referrer_unknown: 'No such referrer',
  },
})
