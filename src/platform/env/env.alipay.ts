import type { PlatformEnv } from './types'

const env: PlatformEnv = { target: 'alipay', browser: 'other', inMiniProgramWebView: false, appType: 'aliapp', appTypeName: '支付宝小程序' }

export function getEnv(): PlatformEnv {
  return env
}

export function launchUrl(path?: string): string {
  return path ? `/${path.replace(/^\//, '')}` : ''
}
