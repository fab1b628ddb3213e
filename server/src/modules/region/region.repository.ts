import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { COMMUNITY_STATUS } from './region.table.js'

type Db = Kysely<Database>

export function listByParent(db: Db, pid: number) {
  return db.selectFrom('region').select(['id', 'name', 'level']).where('pid', '=', pid).orderBy('id').execute()
}

export function findByIds(db: Db, ids: number[]) {
  return db.selectFrom('region').select(['id', 'pid', 'level', 'name', 'lat', 'lng']).where('id', 'in', ids).execute()
}

/** Active communities of a site in a district whose coordinates fall inside the given box. */
export function communitiesInBox(
  db: Db,
  websiteId: number,
  districtId: number,
  box: { minLat: number; maxLat: number; minLng: number; maxLng: number },
) {
  return db
    .selectFrom('community')
    .select(['id', 'name', 'lat', 'lng'])
    .where('website_id', '=', websiteId)
    .where('district_id', '=', districtId)
    .where('status', '=', COMMUNITY_STATUS.ACTIVE)
    .where('lat', '>=', box.minLat)
    .where('lat', '<=', box.maxLat)
    .where('lng', '>=', box.minLng)
    .where('lng', '<=', box.maxLng)
    .execute()
}

export interface NewCommunity {
  website_id: number
  district_id: number
  name: string
  lat: number
  lng: number
  address: string
  status: number
  created_at: number
}

export async function insertCommunities(db: Db, rows: NewCommunity[]): Promise<number[]> {
  if (!rows.length) return []
  const out = await db.insertInto('community').values(rows).returning('id').execute()
  return out.map((r) => r.id)
}
