import type { Target } from './env/types'

/**
 * Capabilities whose issues have not landed yet fail loudly. Taro's own H5 versions of login,
 * payment, subscription and privacy calls resolve as success in production builds, so they are never
 * called: a caller must not mistake "nothing happened" for success.
 */
export function notYetSupported(capability: string, target: Target): never {
  throw new Error(`not yet supported: ${capability} on ${target}`)
}
