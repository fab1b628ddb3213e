import type { PlatformEnv } from './types'

/** H5 detection from the user agent (kept pure so it can be tested with any agent string). */
export function detectH5Env(userAgent: string): PlatformEnv {
  const ua = userAgent || ''
  if (/MicroMessenger/i.test(ua)) {
    return { target: 'h5', browser: 'wechat', inMiniProgramWebView: /miniProgram/i.test(ua), appType: 'wechat', appTypeName: '微信公众号' }
  }
  if (/AlipayClient/i.test(ua)) {
    return { target: 'h5', browser: 'alipay', inMiniProgramWebView: /MiniProgram/i.test(ua), appType: 'alifuwu', appTypeName: '支付宝生活号' }
  }
  return { target: 'h5', browser: 'other', inMiniProgramWebView: false, appType: 'h5', appTypeName: 'H5' }
}
