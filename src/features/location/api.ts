import { locationMapConfig, locationRegionCentre, type MapConfig, type RegionCentre } from '@/services/api/contract.gen'
import { mapProvider, type MapProvider } from '@/platform/map'

export type { RegionCentre }

let settings: Promise<MapConfig> | null = null

/** The map provider for this server (asked once per visit; a failed answer is asked again next time). */
export async function loadMapProvider(): Promise<MapProvider> {
  settings ??= locationMapConfig(undefined, { silent: true }).catch((e) => {
    settings = null
    throw e
  })
  try {
    return mapProvider(await settings)
  } catch {
    // the pages still work without tiles
    return mapProvider(null)
  }
}

export function fetchRegionCentre(regionId: number): Promise<RegionCentre> {
  return locationRegionCentre({ region_id: regionId })
}
