import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of the merchant side: -21050 … -21099. */
export const MerchantError = defineErrors('merchant', {
  LOGIN_FAILED: -21051,
  STAFF_DISABLED: -21052,
  ROLE_FORBIDDEN: -21053,
  ORDER_NOT_SHIPPABLE: -21054,
  LINES_INVALID: -21055,
  EXPRESS_REQUIRED: -21056,
  VERIFY_CODE_NOT_FOUND: -21057,
  VERIFY_CODE_USED: -21058,
})

addMessages({
  'zh-cn': {
    merchant_login_failed: '用户名或密码错误',
    merchant_staff_disabled: '该账号已停用',
    merchant_role_forbidden: '当前账号无此权限',
    merchant_order_not_shippable: '订单当前状态不能执行此操作',
    merchant_lines_invalid: '所选商品不属于该订单或已发货',
    merchant_express_required: '请填写物流公司和运单号',
    merchant_verify_code_not_found: '核销码不存在',
    merchant_verify_code_used: '该核销码已使用',
  },
  'en-us': {
    merchant_login_failed: 'Wrong username or password',
    merchant_staff_disabled: 'This account is disabled',
    merchant_role_forbidden: 'This account may not do that',
    merchant_order_not_shippable: 'The order cannot do that in its current status',
    merchant_lines_invalid: 'The chosen lines are not of this order or are already shipped',
    merchant_express_required: 'Enter the logistics company and the tracking number',
    merchant_verify_code_not_found: 'Verification code not found',
    merchant_verify_code_used: 'This verification code has already been used',
  },
})
