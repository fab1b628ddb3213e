import type { PlatformEnv } from './types'
import { detectH5Env } from './detect'

let cached: PlatformEnv | null = null

export function getEnv(): PlatformEnv {
  if (!cached) cached = detectH5Env(typeof navigator === 'undefined' ? '' : navigator.userAgent)
  return cached
}

/** What the launch call reports as its url: the current address on H5. */
export function launchUrl(_path?: string, _query?: Record<string, string | undefined>): string {
  return typeof window === 'undefined' ? '' : window.location.href
}

/** The address the site was entered with, kept as initUrl: iOS signs JSSDK calls against it. */
export function landingUrl(): string | null {
  return typeof window === 'undefined' ? null : window.location.href.split('#')[0]
}
