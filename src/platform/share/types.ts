/** Spec section 3: share data. */
export interface ShareData {
  title: string
  desc: string
  /** where the share leads: an app route (/pages/...) or a full H5 address */
  link: string
  imgUrl: string
}

/** What a mini-program page's useShareAppMessage / useShareTimeline hook returns. */
export interface ShareAppMessage {
  title: string
  path: string
  imageUrl?: string
}

export interface ShareCapability {
  /**
   * Hands the page's share data to the platform. Resolves false where this environment has no share
   * entry point we can feed (a plain browser, or the WeChat browser before the JSSDK is configured).
   */
  setShareData(data: ShareData): Promise<boolean>
  /** The data last set, in the shape the share hooks return; null when nothing was set. */
  appMessage(): ShareAppMessage | null
}
