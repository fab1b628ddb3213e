import type { PlatformEnv } from './types'
import { detectH5Env } from './detect'

let cached: PlatformEnv | null = null

export function getEnv(): PlatformEnv {
  if (!cached) cached = detectH5Env(typeof navigator === 'undefined' ? '' : navigator.userAgent)
  return cached
}

/** The address the app was opened with: the full landing URL on H5 (kept as initUrl for JSSDK signing on iOS). */
export function launchUrl(_path?: string): string {
  return typeof window === 'undefined' ? '' : window.location.href
}
