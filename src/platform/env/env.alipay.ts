import { pathWithQuery } from './launch'
import type { PlatformEnv } from './types'

const env: PlatformEnv = { target: 'alipay', browser: 'other', inMiniProgramWebView: false, appType: 'aliapp', appTypeName: '支付宝小程序' }

export function getEnv(): PlatformEnv {
  return env
}

/** What the launch call reports as its url: the launch page with its query. */
export function launchUrl(path?: string, query?: Record<string, string | undefined>): string {
  return pathWithQuery(path, query)
}

/** Only H5 keeps a landing URL (JSSDK signing on iOS); mini-programs have none. */
export function landingUrl(): string | null {
  return null
}
