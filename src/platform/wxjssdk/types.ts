/** The signed parameters the server answers as wechat_jssdkconfig (POST /api/config/init {url}). */
export interface JssdkSignature {
  appId: string
  timestamp: number
  nonceStr: string
  signature: string
}

/**
 * Asks the server to sign `url` (the page address without its fragment). `fresh`: a new signature is
 * wanted (the last one was refused), never the one kept from the launch. Null when WeChat is not
 * configured or the server cannot sign.
 */
export type JssdkSigner = (url: string, fresh: boolean) => Promise<JssdkSignature | null>

type Callbacks<R = Record<string, unknown>> = { success?(r: R): void; fail?(e: { errMsg?: string }): void; cancel?(): void; complete?(): void }

export interface WxShareOptions {
  title: string
  desc?: string
  link: string
  imgUrl: string
}

export interface WxAddress {
  userName: string
  telNumber: string
  postalCode?: string
  provinceName: string
  cityName: string
  countryName: string
  detailInfo: string
}

/** The part of the JSSDK (window.wx) the platform adapters use. */
export interface WxJssdk {
  config(o: JssdkSignature & { debug?: boolean; jsApiList: string[] }): void
  ready(cb: () => void): void
  error(cb: (res: { errMsg?: string }) => void): void
  updateAppMessageShareData?(o: WxShareOptions & Callbacks): void
  updateTimelineShareData?(o: WxShareOptions & Callbacks): void
  onMenuShareAppMessage?(o: WxShareOptions & Callbacks): void
  onMenuShareTimeline?(o: WxShareOptions & Callbacks): void
  getLocation?(o: { type: 'gcj02' } & Callbacks<{ latitude: number; longitude: number }>): void
  openLocation?(o: { latitude: number; longitude: number; name?: string; address?: string; scale?: number } & Callbacks): void
  scanQRCode?(o: { needResult: 1; scanType: string[] } & Callbacks<{ resultStr?: string }>): void
  chooseImage?(o: { count: number; sizeType: string[]; sourceType: string[] } & Callbacks<{ localIds: string[] }>): void
  getLocalImgData?(o: { localId: string } & Callbacks<{ localData: string }>): void
  openAddress?(o: Callbacks<WxAddress & { errMsg?: string }>): void
}

/**
 * Every JSSDK call the adapters make (share, location, scan, media, address). Payment goes through
 * WeixinJSBridge's getBrandWCPayRequest, which needs no config.
 */
export const JS_API_LIST = [
  'updateAppMessageShareData',
  'updateTimelineShareData',
  // WeChat before 6.7.2 knows only the older share calls
  'onMenuShareAppMessage',
  'onMenuShareTimeline',
  'getLocation',
  'openLocation',
  'scanQRCode',
  'chooseImage',
  'getLocalImgData',
  'openAddress',
] as const

/** The JSSDK script (the version the official documents name for current WeChat). */
export const JWEIXIN_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

/** iOS WeChat signs against the address the page was entered with, Android against the current one. */
export function isIosAgent(userAgent: string): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent)
}

/** What is signed: the address without its fragment. */
export const pageUrl = (href: string): string => href.split('#')[0]
