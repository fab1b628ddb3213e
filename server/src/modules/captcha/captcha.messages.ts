import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

// registered with the prefix: the auth range is one namespace (AuthError in the app client)
const codes = defineErrors('auth', {
  CAPTCHA_REQUIRED: -20203,
  CAPTCHA_WRONG: -20204,
})

/** The captcha codes, as the services throw them. */
export const CaptchaError = { REQUIRED: codes.CAPTCHA_REQUIRED, WRONG: codes.CAPTCHA_WRONG } as const

addMessages({
  'zh-cn': {
    captcha_required: '请输入验证码',
    captcha_wrong: '验证码错误',
  },
  'en-us': {
    captcha_required: 'Please enter the captcha',
    captcha_wrong: 'Wrong captcha, please try again',
  },
})
