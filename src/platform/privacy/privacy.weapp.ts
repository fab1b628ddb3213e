import Taro from '@tarojs/taro'
import { PRIVACY_AGREE_BUTTON_ID, type PrivacyCapability } from './types'

/** WeChat's privacy authorisation (base library 2.32.3+); older libraries have neither call: no requirement. */
export const privacy: PrivacyCapability = {
  needsAuthorization() {
    if (typeof Taro.getPrivacySetting !== 'function') return Promise.resolve(false)
    return new Promise((resolve) => {
      Taro.getPrivacySetting({
        success: (res) => resolve(Boolean(res.needAuthorization)),
        fail: () => resolve(false),
      })
    })
  },
  onNeedAuthorization(handler) {
    if (typeof Taro.onNeedPrivacyAuthorization !== 'function') return
    Taro.onNeedPrivacyAuthorization((resolve) => {
      handler((agreed) => resolve(agreed ? { event: 'agree', buttonId: PRIVACY_AGREE_BUTTON_ID } : { event: 'disagree' }))
    })
  },
  agreeBy: 'openType',
  openContract() {
    if (typeof Taro.openPrivacyContract === 'function') Taro.openPrivacyContract({ fail: () => undefined })
  },
}
