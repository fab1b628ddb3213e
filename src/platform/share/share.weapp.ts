import Taro from '@tarojs/taro'
import { toAppMessage } from './link'
import type { ShareCapability, ShareData } from './types'

let current: ShareData | null = null

/** WeChat shares through the page's onShareAppMessage / onShareTimeline, which read appMessage(). */
export const share: ShareCapability = {
  async setShareData(data) {
    current = data
    await Taro.showShareMenu({ withShareTicket: true, menus: ['shareAppMessage', 'shareTimeline'] } as Taro.showShareMenu.Option)
    return true
  },
  appMessage: () => toAppMessage(current),
}
