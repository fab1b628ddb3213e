import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

export interface RegionRow {
  id: number
  pid: number
  level: number
  name: string
  lat: number | null
  lng: number | null
}

export function findRegion(db: Kysely<Database>, id: number): Promise<RegionRow | undefined> {
  return db.selectFrom('region').select(['id', 'pid', 'level', 'name', 'lat', 'lng']).where('id', '=', id).executeTakeFirst()
}
