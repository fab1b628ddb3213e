import { fetchAreaLevel } from './api'
import type { AreaValue } from './form'

type Region = { id: number; name: string }

/** 广东省 / 广东, 北京市 / 北京, 海珠区 / 海珠: names without their administrative suffix. */
const core = (name: string) => name.trim().replace(/(特别行政区|自治区|自治州|自治县|地区|省|市|区|县|盟|旗)$/, '')

/** The region a platform's name stands for: the same name, else the same core name. */
export function regionNamed(list: Region[], name: string): Region | undefined {
  const wanted = name.trim()
  if (!wanted) return undefined
  return list.find((r) => r.name === wanted) ?? list.find((r) => core(r.name) === core(wanted))
}

/**
 * The area of an address given by names (WeChat's address book): province, city and district matched
 * level by level against the region data.
 * Null when the province or the city is unknown; district 0 when the city has none or it is unknown.
 */
export async function areaByNames(province: string, city: string, district: string): Promise<(AreaValue & { no_districts: boolean }) | null> {
  const p = regionNamed(await fetchAreaLevel(0), province)
  if (!p) return null
  const cities = await fetchAreaLevel(p.id)
  // 北京市 北京市: the municipality's one city, whatever the region data calls it (市辖区)
  const c = regionNamed(cities, city) ?? (cities.length === 1 && core(city) === core(p.name) ? cities[0] : undefined)
  if (!c) return null
  const districts = await fetchAreaLevel(c.id)
  const d = regionNamed(districts, district)
  return {
    province_id: p.id, province_name: p.name, city_id: c.id, city_name: c.name,
    district_id: d?.id ?? 0, district_name: d?.name ?? '', no_districts: districts.length === 0,
  }
}
