import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

// registered with the prefix: the auth range is one namespace (AuthError in the app client)
const codes = defineErrors('auth', {
  SMS_CODE_REQUIRED: -20205,
  SMS_CODE_WRONG: -20206,
  SMS_CODE_EXPIRED: -20207,
  SMS_CODE_ATTEMPTS: -20208,
  SMS_TOO_OFTEN: -20209,
  SMS_DAILY_CAP: -20210,
  SMS_IP_CAP: -20211,
  SMS_SEND_FAILED: -20212,
  SMS_NOT_CONFIGURED: -20218,
})

/** Error codes of the SMS dynamic-code flow, as the services throw them. */
export const SmsError = {
  CODE_REQUIRED: codes.SMS_CODE_REQUIRED,
  CODE_WRONG: codes.SMS_CODE_WRONG,
  CODE_EXPIRED: codes.SMS_CODE_EXPIRED,
  CODE_ATTEMPTS: codes.SMS_CODE_ATTEMPTS,
  TOO_OFTEN: codes.SMS_TOO_OFTEN,
  DAILY_CAP: codes.SMS_DAILY_CAP,
  IP_CAP: codes.SMS_IP_CAP,
  SEND_FAILED: codes.SMS_SEND_FAILED,
  NOT_CONFIGURED: codes.SMS_NOT_CONFIGURED,
} as const

addMessages({
  'zh-cn': {
    sms_code_required: '请输入动态码',
    sms_code_wrong: '验证码错误',
    sms_code_expired: '动态码已失效，请重新获取',
    sms_code_attempts: '动态码错误次数过多，请重新获取',
    sms_too_often: '发送太频繁，请{seconds}秒后再试',
    sms_daily_cap: '该手机号今日获取动态码次数已达上限',
    sms_ip_cap: '获取动态码太频繁，请稍后再试',
    sms_send_failed: '短信发送失败，请稍后再试',
    sms_not_configured: '短信服务未配置',
    sms_content: '您的动态码为{code}，5分钟内有效，请勿泄露给他人。',
    sms_content_registered: '该手机号已注册，请直接登录；忘记密码可通过“找回密码”重置。如非本人操作，请忽略本短信。',
    sms_content_no_account: '该手机号未注册任何账号，无法找回密码，可直接注册新账号。如非本人操作，请忽略本短信。',
  },
  'en-us': {
    sms_code_required: 'Please enter the dynamic code',
    sms_code_wrong: 'Verification code error',
    sms_code_expired: 'The dynamic code has expired, please get a new one',
    sms_code_attempts: 'Too many wrong attempts, please get a new dynamic code',
    sms_too_often: 'Sent too often, please try again in {seconds} seconds',
    sms_daily_cap: 'This mobile number has reached today\'s limit of dynamic codes',
    sms_ip_cap: 'Too many dynamic code requests, please try again later',
    sms_send_failed: 'The SMS could not be sent, please try again later',
    sms_not_configured: 'The SMS service is not configured',
    sms_content: 'Your dynamic code is {code}, valid for 5 minutes. Do not share it with anyone.',
    sms_content_registered: 'This number is already registered: please log in instead (use "Forgot password" if needed). If this was not you, ignore this message.',
    sms_content_no_account: 'No account uses this number, so there is no password to recover; you can register instead. If this was not you, ignore this message.',
  },
})
