export interface PlatformLoginResult {
  /** one-time code to exchange on the server (wx.login code, my.getAuthCode authCode, OAuth code) */
  code: string
}

export interface LoginCapability {
  login(): Promise<PlatformLoginResult>
}
