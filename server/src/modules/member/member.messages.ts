import { addMessages } from '../../http/messages.js'

/** Error codes of the member domain: -20201 … -20220 (captcha and SMS codes live in their modules). */
export const MemberError = {
  MOBILE_REQUIRED: -20201,
  MOBILE_INVALID: -20202,
  MOBILE_REGISTERED: -20213,
  PASSWORD_TOO_SHORT: -20214,
  LOGIN_FAILED: -20215,
  MEMBER_DISABLED: -20216,
  PASSWORD_REQUIRED: -20217,
} as const

addMessages({
  'zh-cn': {
    member: '会员',
    mobile_required: '请输入手机号',
    mobile_invalid: '请输入正确的手机号',
    mobile_registered: '该手机号已注册，请直接登录',
    password_required: '请输入密码',
    password_too_short: '密码长度不能小于6位',
    login_failed: '账号或密码错误',
    member_disabled: '该账号已被禁用',
  },
  'en-us': {
    member: 'Member',
    mobile_required: 'Please enter the mobile number',
    mobile_invalid: 'Please enter a valid mobile number',
    mobile_registered: 'This mobile number is already registered, please log in',
    password_required: 'Please enter the password',
    password_too_short: 'The password cannot be shorter than 6 characters',
    login_failed: 'Wrong account or password',
    member_disabled: 'This account has been disabled',
  },
})
