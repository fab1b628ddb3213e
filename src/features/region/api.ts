import {
  regionChildren, regionHotCities, regionProvinces, type HotCity, type Province, type Region as RegionChild,
} from '@/services/api/contract.gen'

export type { AddressInfo, HotCity, Province } from '@/services/api/contract.gen'
export type { RegionChild }
/** What the city picker lists: a province (no level) or a region under one. */
export type Region = Province | RegionChild

export function fetchHotCities(): Promise<HotCity[]> {
  return regionHotCities()
}

export function fetchProvinces(): Promise<Province[]> {
  return regionProvinces()
}

export function fetchRegionChildren(pid: number): Promise<RegionChild[]> {
  return regionChildren({ pid })
}
