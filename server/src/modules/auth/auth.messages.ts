import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of login abuse protection (auth range, next to the member codes -20201 … -20218). */
export const AuthError = defineErrors('auth', {
  /** too many wrong passwords for the account or from the address: refused without judging */
  PASSWORD_LOCKED: -20219,
  /** too many registrations from one address or device */
  REGISTER_LIMIT: -20220,
})

addMessages({
  'zh-cn': {
    password_locked: '密码错误次数过多，请{minutes}分钟后再试',
    register_limit: '注册太频繁，请稍后再试',
  },
  'en-us': {
    password_locked: 'Too many wrong passwords, please try again in {minutes} minutes',
    register_limit: 'Too many registrations from this network, please try again later',
  },
})
