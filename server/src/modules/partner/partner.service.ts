import type { RequestContext } from '../../http/context.js'
import { notFound } from '../../http/errors.js'
import './partner.messages.js'
import { likePattern } from '../../http/paging.js'
import * as repo from './partner.repository.js'
import type { CitiesInput, LicenseInput, PartnerCity, ShopLicense } from './partner.schema.js'

/** The stored picture list is written by operators: anything but an array of strings shows no pictures. */
export function parseImages(raw: string): string[] {
  try {
    const v: unknown = JSON.parse(raw)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length > 0) : []
  } catch {
    return []
  }
}

export async function shopLicense(ctx: RequestContext, input: LicenseInput): Promise<ShopLicense> {
  const row = await repo.findLicense(ctx.db, ctx.websiteId, input.site_id)
  if (!row) throw notFound('license_entity')
  return {
    ...row,
    established_at: Number(row.established_at),
    valid_to: Number(row.valid_to),
    images: parseImages(row.images),
  }
}

export async function cities(ctx: RequestContext, input: CitiesInput): Promise<PartnerCity[]> {
  const keyword = (input.keyword ?? '').trim()
  const rows = await repo.listCities(ctx.db, keyword ? likePattern(keyword) : undefined)
  return rows.map((r) => ({ ...r, lat: r.lat == null ? null : Number(r.lat), lng: r.lng == null ? null : Number(r.lng) }))
}
