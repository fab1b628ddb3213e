import { nowSeconds } from '../../db/database.js'
import { memberListWrite } from '../../db/default-list.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import * as repo from './address.repository.js'
import type { AddressFields, AddressRow } from './address.repository.js'
import { AddressError } from './address.messages.js'
import {
  ADDRESS_MAX, ADDRESS_NAME_MAX, ADDRESS_TELEPHONE_MAX, ADDRESS_TEXT_MAX,
  type AddressAddInput, type AddressEditInput, type MemberAddress,
} from './address.schema.js'
import { COMMUNITY_STATUS } from '../region/region.table.js'

const MOBILE = /^1[3-9]\d{9}$/
const TELEPHONE = new RegExp(`^[0-9-]{0,${ADDRESS_TELEPHONE_MAX}}$`)
/** characters, not UTF-16 units: a name of 30 Chinese characters or emoji is 30 */
const chars = (s: string) => [...s].length

const list = repo.addressList
const notFound = () => new DomainError(AddressError.NOT_FOUND, 'address_not_found')
const regionInvalid = (field: 'province' | 'city' | 'district' | 'community') =>
  new DomainError(AddressError.REGION_INVALID, 'address_region_invalid', { field: `address_field_${field}` })

function toAddress(r: AddressRow): MemberAddress {
  return {
    id: r.id, name: r.name, mobile: r.mobile, telephone: r.telephone,
    province_id: r.province_id, city_id: r.city_id, district_id: r.district_id, community_id: r.community_id,
    community_name: r.community_id ? r.community_name ?? '' : '',
    province_name: r.province_name ?? '', city_name: r.city_name ?? '', district_name: r.district_name ?? '',
    address: r.address, full_address: r.full_address,
    longitude: Number(r.longitude), latitude: Number(r.latitude), is_default: r.is_default ? 1 : 0,
    created_at: Number(r.created_at), updated_at: Number(r.updated_at),
  }
}

type FieldInput = Omit<AddressAddInput, 'is_default'>

/**
 * Checks the fields and builds the stored ones: trimmed texts, the region chain (province > city >
 * district, community in that district) and full_address from the region names.
 */
async function validated(ctx: RequestContext, input: FieldInput, keep?: AddressRow): Promise<AddressFields> {
  const name = input.name.trim()
  if (chars(name) < 1 || chars(name) > ADDRESS_NAME_MAX) throw new DomainError(AddressError.NAME_INVALID, 'address_name_invalid', { max: ADDRESS_NAME_MAX })
  const mobile = input.mobile.trim()
  if (!MOBILE.test(mobile)) throw new DomainError(AddressError.MOBILE_INVALID, 'address_mobile_invalid')
  const telephone = input.telephone === undefined ? (keep?.telephone ?? '') : input.telephone.trim()
  if (!TELEPHONE.test(telephone)) throw new DomainError(AddressError.TELEPHONE_INVALID, 'address_telephone_invalid', { max: ADDRESS_TELEPHONE_MAX })
  const address = input.address.trim()
  if (chars(address) < 1 || chars(address) > ADDRESS_TEXT_MAX) {
    throw new DomainError(AddressError.ADDRESS_INVALID, 'address_address_invalid', { max: ADDRESS_TEXT_MAX })
  }

  const districtId = input.district_id ?? 0
  const regions = new Map((await repo.findRegions(ctx.db, [input.province_id, input.city_id, districtId].filter((id) => id > 0))).map((r) => [r.id, r]))
  const province = regions.get(input.province_id)
  if (!province || province.level !== 1) throw regionInvalid('province')
  const city = regions.get(input.city_id)
  if (!city || city.level !== 2 || city.pid !== province.id) throw regionInvalid('city')
  const district = districtId ? regions.get(districtId) : undefined
  if (districtId ? !district || district.level !== 3 || district.pid !== city.id : await repo.hasChildren(ctx.db, city.id)) throw regionInvalid('district')

  // a community the caller leaves out stays while the district does (edit), else none
  const communityId = input.community_id ?? (keep && keep.district_id === districtId && keep.city_id === city.id ? keep.community_id : 0)
  if (communityId) {
    const community = await repo.findCommunity(ctx.db, ctx.websiteId, communityId)
    // communities of a city without districts carry the city's code
    if (!community || community.status !== COMMUNITY_STATUS.ACTIVE || community.district_id !== (districtId || city.id)) throw regionInvalid('community')
  }

  // municipalities repeat the province as the city (北京市北京市): shown once
  const regionText = [province.name, city.name === province.name ? '' : city.name, district?.name ?? ''].join('')
  return {
    name, mobile, telephone,
    province_id: province.id, city_id: city.id, district_id: districtId, community_id: communityId,
    address, full_address: `${regionText} ${address}`,
    longitude: input.longitude ?? keep?.longitude ?? 0,
    latitude: input.latitude ?? keep?.latitude ?? 0,
  }
}

export async function addressPage(ctx: RequestContext, input: { page?: number; page_size?: number }) {
  const memberId = requireMember(ctx)
  const page = input.page ?? 1
  const size = input.page_size ?? 10
  const [count, rows] = await Promise.all([
    list.count(ctx.db, { websiteId: ctx.websiteId, memberId }),
    repo.pageAddresses(ctx.db, ctx.websiteId, memberId, (page - 1) * size, size),
  ])
  return { list: rows.map(toAddress), count, page_count: Math.ceil(count / size) }
}

/** id absent or 0: the default address (null when none); another member's id answers like a missing one. */
export async function addressInfo(ctx: RequestContext, input: { id?: number }): Promise<MemberAddress | null> {
  const memberId = requireMember(ctx)
  if (!input.id) {
    const row = await repo.findDefault(ctx.db, ctx.websiteId, memberId)
    return row ? toAddress(row) : null
  }
  const row = await repo.findAddress(ctx.db, ctx.websiteId, memberId, input.id)
  if (!row) throw notFound()
  return toAddress(row)
}

export async function addressAdd(ctx: RequestContext, input: AddressAddInput): Promise<number> {
  const scope = { websiteId: ctx.websiteId, memberId: requireMember(ctx) }
  const fields = await validated(ctx, input)
  return memberListWrite(ctx.db, scope, async (trx) => {
    if ((await list.count(trx, scope)) >= ADDRESS_MAX) throw new DomainError(AddressError.LIMIT_REACHED, 'address_limit_reached', { max: ADDRESS_MAX })
    const now = nowSeconds()
    const id = await repo.insertAddress(trx, { ...fields, website_id: scope.websiteId, member_id: scope.memberId, is_default: 0, created_at: now, updated_at: now })
    await list.settleAdded(trx, scope, id, input.is_default === 1)
    return id
  })
}

export async function addressEdit(ctx: RequestContext, input: AddressEditInput): Promise<number> {
  const scope = { websiteId: ctx.websiteId, memberId: requireMember(ctx) }
  const current = await repo.findAddress(ctx.db, scope.websiteId, scope.memberId, input.id)
  if (!current) throw notFound()
  const fields = await validated(ctx, input, current)
  return memberListWrite(ctx.db, scope, async (trx) => {
    if (!(await repo.updateAddress(trx, scope.websiteId, scope.memberId, input.id, { ...fields, updated_at: nowSeconds() }))) throw notFound()
    if (input.is_default === 1) await list.makeDefault(trx, scope, input.id)
    return input.id
  })
}

/** Deleting the default makes the newest remaining address the default; answers the default id afterwards (0: none). */
export async function addressDelete(ctx: RequestContext, input: { id: number }): Promise<number> {
  const scope = { websiteId: ctx.websiteId, memberId: requireMember(ctx) }
  return memberListWrite(ctx.db, scope, async (trx) => {
    const next = await list.remove(trx, scope, input.id)
    if (next === null) throw notFound()
    return next
  })
}

export async function addressSetDefault(ctx: RequestContext, input: { id: number }): Promise<number> {
  const scope = { websiteId: ctx.websiteId, memberId: requireMember(ctx) }
  return memberListWrite(ctx.db, scope, async (trx) => {
    // the throw rolls back the clearing of the others
    if (!(await list.makeDefault(trx, scope, input.id))) throw notFound()
    return input.id
  })
}
