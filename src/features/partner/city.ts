import type { ShippingAddress } from '@/store/app'
import type { PartnerCity } from './api'

export interface CityGroup {
  province_id: number
  province_name: string
  cities: PartnerCity[]
}

/**
 * The cities whose name, short name or province contain the keyword (case and surrounding spaces
 * ignored), grouped by province in the order given.
 */
export function filterCities(cities: PartnerCity[], keyword: string): CityGroup[] {
  const k = keyword.trim().toLowerCase()
  const groups: CityGroup[] = []
  const byProvince = new Map<number, CityGroup>()
  for (const c of cities) {
    if (k && ![c.city_name, c.short_name, c.province_name].some((s) => s.toLowerCase().includes(k))) continue
    let g = byProvince.get(c.province_id)
    if (!g) {
      g = { province_id: c.province_id, province_name: c.province_name, cities: [] }
      byProvince.set(c.province_id, g)
      groups.push(g)
    }
    g.cities.push(c)
  }
  return groups
}

/**
 * The current address after choosing a city (the city page's rule): the city and province change,
 * the district and community of the old address no longer hold, and the city's centre becomes the
 * position when it is known.
 */
export function addressForCity(current: ShippingAddress | null, city: PartnerCity): ShippingAddress {
  return {
    ...(current ?? {}),
    city_id: city.city_id,
    city_name: city.city_name,
    province_id: city.province_id,
    province_name: city.province_name,
    district_id: undefined,
    district_name: undefined,
    community_id: undefined,
    community_name: undefined,
    full_address: city.province_name === city.city_name ? city.city_name : `${city.province_name}${city.city_name}`,
    latitude: city.lat ?? current?.latitude,
    longitude: city.lng ?? current?.longitude,
  }
}
