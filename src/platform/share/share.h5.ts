import { onWxConfigured, wxJssdk, type WxJssdk, type WxShareOptions } from '@/platform/wxjssdk'
import { toAppMessage } from './link'
import type { ShareCapability, ShareData } from './types'

/** The data last set, and the page (path and query) it was set for. */
let current: { data: ShareData; page: string } | null = null

const here = () => (typeof window === 'undefined' ? '' : `${window.location.pathname}${window.location.search}`)

/** Hands one card to WeChat for chat and Moments; resolves whether both took it. */
function applyCard(wx: WxJssdk, data: ShareData): Promise<boolean> {
  const card: WxShareOptions = { title: data.title, link: data.link, imgUrl: data.imgUrl }
  // updateAppMessageShareData / updateTimelineShareData since WeChat 6.7.2, the onMenuShare pair before
  const toChat = wx.updateAppMessageShareData ?? wx.onMenuShareAppMessage
  const toMoments = wx.updateTimelineShareData ?? wx.onMenuShareTimeline
  if (!toChat || !toMoments) return Promise.resolve(false)
  return new Promise((resolve) => {
    let pending = 2
    let ok = true
    const done = (success: boolean) => {
      ok = ok && success
      if (--pending === 0) resolve(ok)
    }
    toChat.call(wx, { ...card, desc: data.desc, success: () => done(true), fail: () => done(false) })
    toMoments.call(wx, { ...card, success: () => done(true), fail: () => done(false) })
  })
}

/** A page that sets no card of its own shares itself: its title and address. */
function pageCard(): ShareData {
  return { title: document.title, desc: '', link: window.location.href.split('#')[0], imgUrl: '' }
}

// WeChat is configured again on every route change: the card follows the page it belongs to
onWxConfigured((wx) => {
  void applyCard(wx, current && current.page === here() ? current.data : pageCard())
})

/**
 * In the WeChat browser the configured JSSDK takes the card for "send to chat" and "Moments".
 * Elsewhere (or when WeChat refused the config) a browser has no share entry point: resolve false so
 * the caller can offer copying the link instead.
 */
export const share: ShareCapability = {
  async setShareData(data) {
    current = { data, page: here() }
    const wx = await wxJssdk()
    if (!wx) return false
    return applyCard(wx, data)
  },
  appMessage: () => toAppMessage(current?.data ?? null),
}
