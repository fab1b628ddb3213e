import { noMapProvider } from './none'
import { tencentProvider } from './tencent'
import type { MapProvider, MapSettings } from './types'

export * from './types'
export { noMapProvider } from './none'
export { tencentProvider, TENCENT_ORIGIN } from './tencent'

/** The provider the server's settings call for: Tencent when it has a key, otherwise none. */
export function mapProvider(settings: MapSettings | null | undefined): MapProvider {
  if (settings?.provider === 'tencent' && settings.key) return tencentProvider(settings.key, settings.referer || 'mall')
  return noMapProvider
}
