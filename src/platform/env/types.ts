export type Target = 'h5' | 'weapp' | 'alipay'
export type Browser = 'wechat' | 'alipay' | 'other'
/** What the server is told in every request (spec section 7). */
export type AppType = 'h5' | 'wechat' | 'weapp' | 'aliapp' | 'alifuwu'

export interface PlatformEnv {
  target: Target
  /** the in-app browser an H5 page runs in; 'other' in mini-programs and plain browsers */
  browser: Browser
  /** inside a mini-program's web-view */
  inMiniProgramWebView: boolean
  appType: AppType
  appTypeName: string
}
