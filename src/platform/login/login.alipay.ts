import Taro from '@tarojs/taro'
import type { LoginCapability } from './types'

/**
 * Taro maps `login` on Alipay to my.getAuthCode({scopes: 'auth_base'}) and copies `authCode` to `code`
 * (@tarojs/plugin-platform-alipay apiDiff); both names are read in case a base library differs.
 */
export const platformLogin: LoginCapability = {
  kind: 'code',
  provider: () => 'aliapp',
  async login() {
    const res = (await Taro.login()) as Taro.login.SuccessCallbackResult & { authCode?: string }
    const code = res.code || res.authCode
    if (!code) throw new Error(`my.getAuthCode gave no code: ${res.errMsg ?? ''}`)
    return { code }
  },
  browserAuth: null,
}
