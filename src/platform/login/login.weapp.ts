import Taro from '@tarojs/taro'
import type { LoginCapability } from './types'

/** wx.login: a code the server exchanges through jscode2session (valid 5 minutes, single use). */
export const platformLogin: LoginCapability = {
  kind: 'code',
  provider: () => 'weapp',
  async login() {
    const res = await Taro.login()
    if (!res.code) throw new Error(`wx.login gave no code: ${res.errMsg ?? ''}`)
    return { code: res.code }
  },
  browserAuth: null,
}
