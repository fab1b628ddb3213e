export interface PlatformLoginResult {
  /** one-time code to exchange on the server (wx.login code, my.getAuthCode authCode) */
  code: string
}

/**
 * The in-app browsers (WeChat, Alipay) identify a user by an OAuth round trip: the page is sent to the
 * platform's authorisation address and comes back with a one-time code in its own address.
 */
export interface BrowserAuth {
  /** the code the platform appended on return (WeChat `code`, Alipay `auth_code`), or null */
  returnedCode(): string | null
  /** the current address without the OAuth parameters: where the platform sends the browser back */
  returnUrl(): string
  /** takes the OAuth parameters out of the address bar, so a reload does not replay a spent code */
  dropReturnedCode(): void
  /** whether this browser tab already made the round trip (at most once per session, no loops) */
  attempted(): boolean
  markAttempted(): void
  /** leaves the app for the authorisation page */
  redirect(url: string): void
}

/**
 * Who can tell us who the user is here: the mini-programs' login codes (weapp, aliapp), the WeChat
 * browser's OAuth (wechat) or the Alipay browser's (alifuwu); null in a plain browser.
 */
export type IdentityProvider = 'weapp' | 'aliapp' | 'wechat' | 'alifuwu'

export interface LoginCapability {
  /** the identity provider of the current environment, null when there is none */
  provider(): IdentityProvider | null
  /**
   * 'code': a mini-program whose platform hands out a one-time code (`login()`);
   * 'browser': H5, where only the WeChat and Alipay browsers can identify the user (`browserAuth`).
   */
  kind: 'code' | 'browser'
  /** mini-programs: the platform's login code. H5 has none and rejects. */
  login(): Promise<PlatformLoginResult>
  /** H5 only; null in mini-programs */
  browserAuth: BrowserAuth | null
}
