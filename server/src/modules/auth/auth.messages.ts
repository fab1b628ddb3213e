import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of login abuse protection (auth range, next to the member codes -20201 … -20218). */
export const AuthError = defineErrors('auth', {
  /** too many wrong member-session secrets (old password, pay password): refused without judging */
  PASSWORD_LOCKED: -20219,
  /** too many registrations from one address or device */
  REGISTER_LIMIT: -20220,
  /** a login password after repeated failures (the account's or the address's) needs a solved picture captcha */
  LOGIN_CAPTCHA_REQUIRED: -20221,
})

addMessages({
  'zh-cn': {
    password_locked: '密码错误次数过多，请{minutes}分钟后再试',
    register_limit: '注册太频繁，请稍后再试',
    login_captcha_required: '请输入图形验证码',
    login_captcha_wrong: '图形验证码错误，请重新输入',
  },
  'en-us': {
    password_locked: 'Too many wrong passwords, please try again in {minutes} minutes',
    register_limit: 'Too many registrations from this network, please try again later',
    login_captcha_required: 'Please enter the picture code',
    login_captcha_wrong: 'Wrong picture code, please enter the new one',
  },
})
