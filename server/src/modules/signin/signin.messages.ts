import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of the daily sign-in: -21600 … -21619. */
export const SigninError = defineErrors('signin', {
  SIGNIN_CLOSED: -21601,
  SIGNIN_DONE_TODAY: -21602,
})

addMessages({
  'zh-cn': {
    signin_closed: '签到活动未开启',
    signin_done_today: '今天已经签到过了，明天再来吧',
    signin_success: '签到成功',
  },
  'en-us': {
    signin_closed: 'Daily sign-in is not open',
    signin_done_today: 'You have signed in today; come back tomorrow',
    signin_success: 'Signed in',
  },
})
