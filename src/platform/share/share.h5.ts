import { toAppMessage } from './link'
import type { ShareCapability, ShareData } from './types'

interface WxShareApi {
  ready(cb: () => void): void
  updateAppMessageShareData(o: Record<string, unknown>): void
  updateTimelineShareData(o: Record<string, unknown>): void
}

let current: ShareData | null = null

/**
 * In the WeChat browser the JSSDK (once configured with the signed wechat_jssdkconfig) takes the data
 * for "send to chat" and "timeline". Elsewhere a browser has no share entry point: resolve false so the
 * caller can offer copying the link instead.
 */
export const share: ShareCapability = {
  setShareData(data) {
    current = data
    const wx = (typeof window === 'undefined' ? undefined : (window as unknown as { wx?: Partial<WxShareApi> }).wx)
    if (!wx?.ready || !wx.updateAppMessageShareData || !wx.updateTimelineShareData) return Promise.resolve(false)
    const api = wx as WxShareApi
    return new Promise((resolve) => {
      api.ready(() => {
        let pending = 2
        let ok = true
        const done = (success: boolean) => {
          ok = ok && success
          if (--pending === 0) resolve(ok)
        }
        const base = { title: data.title, link: data.link, imgUrl: data.imgUrl }
        api.updateAppMessageShareData({ ...base, desc: data.desc, success: () => done(true), fail: () => done(false) })
        api.updateTimelineShareData({ ...base, success: () => done(true), fail: () => done(false) })
      })
    })
  },
  appMessage: () => toAppMessage(current),
}
