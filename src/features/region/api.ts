import { request } from '@/services/request'

export interface Region {
  id: number
  name: string
  level?: number
}

export interface HotCity {
  id: number
  name: string
  lat: number
  lng: number
}

export function fetchHotCities(): Promise<HotCity[]> {
  return request<HotCity[]>('/api/region/hotcities', undefined, { method: 'GET' })
}

export function fetchProvinces(): Promise<Region[]> {
  return request<Region[]>('/api/region/provinces', undefined, { method: 'GET' })
}

export function fetchRegionChildren(pid: number): Promise<Region[]> {
  return request<Region[]>('/api/region/children', { pid }, { method: 'POST' })
}
