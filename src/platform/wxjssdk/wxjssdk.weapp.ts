import type { JssdkSigner, WxJssdk } from './types'

/** Mini-programs call their own APIs: no JSSDK. */
export function startWxJssdk(_sign: JssdkSigner): void {}
export const wxJssdk = (): Promise<WxJssdk | null> => Promise.resolve(null)
export const onWxConfigured = (_listener: (wx: WxJssdk) => void): (() => void) => () => undefined
export const inWechatBrowser = (): boolean => false
