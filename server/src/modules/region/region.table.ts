import type { Generated } from 'kysely'

/** Administrative regions: the id is the GB/T 2260 code, level 1 province, 2 city, 3 district. */
export interface RegionTable {
  id: number
  pid: number
  level: number
  name: string
  short_name: string
  lat: number | null
  lng: number | null
}

/** community.status */
export const COMMUNITY_STATUS = { CLOSED: 0, ACTIVE: 1 } as const

/** The mall's own neighbourhood unit (a middleman's community, 社区) that shops and members belong to. */
export interface CommunityTable {
  id: Generated<number>
  website_id: number
  /** the district's code, or the city's for cities without districts (东莞, 中山 …) */
  district_id: number
  name: string
  lat: number
  lng: number
  address: string
  /** 1 active, 0 closed */
  status: number
  created_at: number
}

export interface RegionTables {
  region: RegionTable
  community: CommunityTable
}
