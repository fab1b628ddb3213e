import { addMessages } from '../../http/messages.js'

export const CaptchaError = {
  REQUIRED: -20203,
  WRONG: -20204,
} as const

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
