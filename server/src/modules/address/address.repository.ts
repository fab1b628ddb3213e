import type { Kysely, Selectable, Insertable } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import { defaultList } from '../../db/default-list.js'
import type { Database } from '../../db/schema.js'
import type { MemberAddressTable } from './address.table.js'
import { COMMUNITY_STATUS } from '../region/region.table.js'

type Db = Kysely<Database>
export type NewAddress = Omit<Insertable<MemberAddressTable>, 'id'>
export type AddressFields = Pick<Selectable<MemberAddressTable>,
  'name' | 'mobile' | 'telephone' | 'province_id' | 'city_id' | 'district_id' | 'community_id' | 'address' | 'full_address' | 'longitude' | 'latitude'>

/** The member's addresses with their region names (LEFT JOINs: a region renamed or gone never hides an address). */
function withNames(db: Db, websiteId: number, memberId: number) {
  return db.selectFrom('member_address as a')
    .leftJoin('region as rp', 'rp.id', 'a.province_id')
    .leftJoin('region as rc', 'rc.id', 'a.city_id')
    .leftJoin('region as rd', 'rd.id', 'a.district_id')
    .leftJoin('community as cm', (j) => j.onRef('cm.id', '=', 'a.community_id').onRef('cm.website_id', '=', 'a.website_id'))
    .select([
      'a.id', 'a.name', 'a.mobile', 'a.telephone', 'a.province_id', 'a.city_id', 'a.district_id', 'a.community_id',
      'rp.name as province_name', 'rc.name as city_name', 'rd.name as district_name', 'cm.name as community_name',
      'a.address', 'a.full_address', 'a.longitude', 'a.latitude', 'a.is_default', 'a.created_at', 'a.updated_at',
    ])
    .where('a.website_id', '=', websiteId)
    .where('a.member_id', '=', memberId)
}
export type AddressRow = Awaited<ReturnType<ReturnType<typeof withNames>['execute']>>[number]

/** Count, default, delete: the rules every list with a default follows (db/default-list.ts). */
export const addressList = defaultList('member_address')

/** A page of the member's addresses: the default first, then the newest. */
export function pageAddresses(db: Db, websiteId: number, memberId: number, offset: number, limit: number) {
  return withNames(db, websiteId, memberId).orderBy('a.is_default', 'desc').orderBy('a.id', 'desc').offset(offset).limit(limit).execute()
}

export function findAddress(db: Db, websiteId: number, memberId: number, id: number) {
  return withNames(db, websiteId, memberId).where('a.id', '=', id).executeTakeFirst()
}

export function findDefault(db: Db, websiteId: number, memberId: number) {
  return withNames(db, websiteId, memberId).where('a.is_default', '=', 1).orderBy('a.id', 'desc').executeTakeFirst()
}

export async function insertAddress(db: Db, row: NewAddress): Promise<number> {
  const { id } = await db.insertInto('member_address').values(row).returning('id').executeTakeFirstOrThrow()
  return id
}

export async function updateAddress(db: Db, websiteId: number, memberId: number, id: number, set: Partial<AddressFields> & { updated_at: number }): Promise<boolean> {
  const res = await db.updateTable('member_address').set(set)
    .where('id', '=', id).where('website_id', '=', websiteId).where('member_id', '=', memberId).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export function findRegions(db: Db, ids: number[]) {
  return db.selectFrom('region').select(['id', 'pid', 'level', 'name']).where('id', 'in', ids).execute()
}

export async function hasChildren(db: Db, regionId: number): Promise<boolean> {
  return !!(await db.selectFrom('region').select('id').where('pid', '=', regionId).limit(1).executeTakeFirst())
}

export function findCommunity(db: Db, websiteId: number, id: number) {
  return db.selectFrom('community').select(['id', 'district_id', 'status']).where('id', '=', id).where('website_id', '=', websiteId).executeTakeFirst()
}

/**
 * The demo member's default shipping address (杭州市西湖区, near the demo communities) for the demo seed.
 * Idempotent: a member who already has an address is left alone. Answers the default address id.
 */
export async function seedAddresses(db: Db, websiteId: number, memberId: number): Promise<number> {
  const scope = { websiteId, memberId }
  const existing = await addressList.defaultId(db, scope)
  if (existing || (await addressList.count(db, scope)) > 0) return existing
  const community = await db.selectFrom('community').select('id')
    .where('website_id', '=', websiteId).where('district_id', '=', 330106).where('status', '=', COMMUNITY_STATUS.ACTIVE).orderBy('id').limit(1).executeTakeFirst()
  const now = nowSeconds()
  return insertAddress(db, {
    website_id: websiteId, member_id: memberId, name: '张三', mobile: '13800000000', telephone: '',
    province_id: 330000, city_id: 330100, district_id: 330106, community_id: community?.id ?? 0,
    address: '文三路 90 号东部软件园 1 号楼 101 室', full_address: '浙江省杭州市西湖区 文三路 90 号东部软件园 1 号楼 101 室',
    longitude: 120.1353, latitude: 30.2848, is_default: 1, created_at: now, updated_at: now,
  })
}
