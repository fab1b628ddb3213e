import type { PlatformEnv } from './types'

const env: PlatformEnv = { target: 'weapp', browser: 'other', inMiniProgramWebView: false, appType: 'weapp', appTypeName: '微信小程序' }

export function getEnv(): PlatformEnv {
  return env
}

export function launchUrl(path?: string): string {
  return path ? `/${path.replace(/^\//, '')}` : ''
}
