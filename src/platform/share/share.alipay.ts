import { toAppMessage } from './link'
import type { ShareCapability, ShareData } from './types'

let current: ShareData | null = null

/** Alipay's share panel calls the page's onShareAppMessage, which reads appMessage(). */
export const share: ShareCapability = {
  async setShareData(data) {
    current = data
    return true
  },
  appMessage: () => toAppMessage(current),
}
