import type { RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode, notFound } from '../../http/errors.js'
import { getRegionIndex, haversine, wgs84ToGcj02 } from './region.geo.js'
import { RegionError } from './region.messages.js'
import * as repo from './region.repository.js'
import type { AddressInfo, HotCity, Province, Region, TranAddressInput } from './region.schema.js'

/** A member's community is the nearest active one of the mall in their district, this close. */
export const COMMUNITY_METRES = 5000

/** Big cities offered first on the city picker. */
export const HOT_CITY_IDS = [110100, 310100, 440100, 440300, 330100, 510100, 500100, 420100, 320100, 610100, 120100, 320500]

const MUNICIPALITIES = new Set([11, 12, 31, 50])
const NUMBER = /^\s*[-+]?(\d+(\.\d*)?|\.\d+)\s*$/

const badLatLng = (field: string) => new DomainError(ErrorCode.INVALID_PARAMS, 'region_latlng_invalid', { field })

function toNumber(v: unknown, field: string): number {
  if (typeof v === 'number' && Number.isFinite(v)) return v
  if (typeof v === 'string' && NUMBER.test(v)) return Number(v)
  throw badLatLng(field)
}

/** Reads `latlng: "lat,lng"` or lat / lng and checks the ranges. */
export function parseLatLng(input: TranAddressInput): { lat: number; lng: number } {
  let lat: number, lng: number
  let field = 'latlng'
  if (input.latlng !== undefined && input.latlng !== '') {
    const parts = String(input.latlng).split(/[,，]/)
    if (parts.length !== 2) throw badLatLng(field)
    lat = toNumber(parts[0], field)
    lng = toNumber(parts[1], field)
  } else if (input.lat !== undefined || input.lng !== undefined) {
    lat = toNumber(input.lat, 'lat')
    lng = toNumber(input.lng, 'lng')
    field = 'lat,lng'
  } else throw badLatLng(field)
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) throw badLatLng(field)
  const type = (input.coord_type ?? 'gcj02').toLowerCase()
  if (type === 'wgs84') return wgs84ToGcj02(lat, lng)
  if (type !== 'gcj02') throw new DomainError(ErrorCode.INVALID_PARAMS, 'invalid_param', { field: 'coord_type' })
  return { lat, lng }
}

/** The codes above a district or city code (GB/T 2260: PPCCDD; municipalities use PP0100). */
export function parentCodes(code: number, level: 1 | 2 | 3): { province: number; city: number; district: number } {
  const province = Math.floor(code / 10000) * 10000
  if (level === 1) return { province, city: 0, district: 0 }
  if (level === 2) return { province, city: code, district: 0 }
  const city = MUNICIPALITIES.has(province / 10000) ? province + 100 : Math.floor(code / 100) * 100
  return { province, city, district: code }
}

/** POST /api/memberaddress/tranAddressInfo: the region (and the mall's community) at a point. */
export async function tranAddressInfo(ctx: RequestContext, input: TranAddressInput): Promise<AddressInfo> {
  const { lat, lng } = parseLatLng(input)
  const index = await getRegionIndex()
  const hit = index.lookup(lat, lng)
  if (!hit) throw new DomainError(RegionError.NOT_SUPPORTED, 'region_not_supported')
  const codes = parentCodes(hit.code, hit.level)
  const wanted = [codes.province, codes.city, codes.district].filter((c) => c > 0)
  const rows = new Map((await repo.findByIds(ctx.db, wanted)).map((r) => [r.id, r]))
  if (wanted.some((id) => !rows.has(id))) {
    // the polygons and the region table disagree: data to rebuild, not the caller's fault
    ctx.log.warn({ code: hit.code, wanted }, 'region polygon without a region row')
    throw new DomainError(RegionError.NOT_SUPPORTED, 'region_not_supported')
  }
  const community = await nearestCommunity(ctx, codes.district || codes.city, lat, lng)
  return {
    province: rows.get(codes.province)?.name ?? '',
    province_id: codes.province,
    city: rows.get(codes.city)?.name ?? '',
    city_id: codes.city,
    district: rows.get(codes.district)?.name ?? '',
    district_id: codes.district,
    community: community?.name ?? '',
    community_id: community?.id ?? 0,
  }
}

async function nearestCommunity(ctx: RequestContext, districtId: number, lat: number, lng: number) {
  if (!districtId) return null
  const dLat = COMMUNITY_METRES / 111195
  const dLng = dLat / Math.max(Math.cos((lat * Math.PI) / 180), 0.01)
  const rows = await repo.communitiesInBox(ctx.db, ctx.websiteId, districtId, {
    minLat: lat - dLat, maxLat: lat + dLat, minLng: lng - dLng, maxLng: lng + dLng,
  })
  let best: { id: number; name: string } | null = null
  let bestD = COMMUNITY_METRES
  for (const r of rows) {
    const d = haversine(lat, lng, Number(r.lat), Number(r.lng))
    if (d <= bestD) {
      bestD = d
      best = { id: r.id, name: r.name }
    }
  }
  return best
}

export async function provinces(ctx: RequestContext): Promise<Province[]> {
  return (await repo.listByParent(ctx.db, 0)).map((r) => ({ id: r.id, name: r.name }))
}

export async function children(ctx: RequestContext, pid: number): Promise<Region[]> {
  const rows = await repo.listByParent(ctx.db, pid)
  if (!rows.length && pid !== 0 && !(await repo.findByIds(ctx.db, [pid])).length) throw notFound('region_entity')
  return rows.map((r) => ({ id: r.id, name: r.name, level: r.level }))
}

export async function hotCities(ctx: RequestContext): Promise<HotCity[]> {
  const rows = new Map((await repo.findByIds(ctx.db, HOT_CITY_IDS)).map((r) => [r.id, r]))
  return HOT_CITY_IDS.filter((id) => rows.get(id)?.lat != null).map((id) => {
    const r = rows.get(id)!
    return { id, name: r.name, lat: Number(r.lat), lng: Number(r.lng) }
  })
}
