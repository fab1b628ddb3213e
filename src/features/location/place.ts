import type { ChosenLocation } from '@/platform/location/types'
import type { RegionCentre } from '@/services/api/contract.gen'

/** The longest place text the no-map picker accepts (an address line). */
export const PLACE_TEXT_MAX = 120

/**
 * A place chosen without a map: the region's centre (the best position we know), named by the text
 * the user typed (or the region when none), with the full address region + text.
 */
export function placeFromRegion(region: RegionCentre, text: string): ChosenLocation {
  const detail = text.trim().slice(0, PLACE_TEXT_MAX)
  return {
    latitude: region.lat,
    longitude: region.lng,
    name: detail || region.full_name,
    address: detail ? `${region.full_name}${detail}` : region.full_name,
    type: 'gcj02',
  }
}

/** The region to ask for: the deepest one chosen. */
export function chosenRegionId(area: { province_id?: number; city_id?: number; district_id?: number }): number {
  return area.district_id || area.city_id || area.province_id || 0
}
