import type { RequestContext } from '../../http/context.js'
import { DomainError, notFound } from '../../http/errors.js'
import { LocationError } from './location.messages.js'
import * as repo from './location.repository.js'
import type { MapConfig, RegionCentre } from './location.schema.js'

/** The map provider from the environment: a Tencent key is a deployment setting, never in the source. */
export function mapConfigFromEnv(env: Readonly<Record<string, string | undefined>> = process.env): MapConfig {
  const key = (env.TENCENT_MAP_KEY ?? '').trim()
  if (!key) return { provider: 'none', key: '', referer: '' }
  return { provider: 'tencent', key, referer: (env.TENCENT_MAP_REFERER ?? '').trim() || 'mall' }
}

// read once: the environment does not change under a running server
const mapConfigOnce = mapConfigFromEnv()

export function mapConfig(_ctx: RequestContext): MapConfig {
  return mapConfigOnce
}

/** Province, city, district of a region and the first centre found walking up from it. */
export async function regionCentre(ctx: RequestContext, regionId: number): Promise<RegionCentre> {
  const chain: repo.RegionRow[] = []
  let id = regionId
  // at most three levels: a province's pid is 0
  for (let i = 0; i < 3 && id > 0; i++) {
    const row = await repo.findRegion(ctx.db, id)
    if (!row) break
    chain.unshift(row)
    id = row.pid
  }
  if (!chain.length || chain[chain.length - 1].id !== regionId) throw notFound('location_region_entity')
  const byLevel = (level: number) => chain.find((r) => r.level === level)
  const province = byLevel(1)
  const city = byLevel(2)
  const district = byLevel(3)
  const withCentre = [...chain].reverse().find((r) => r.lat != null && r.lng != null)
  if (!withCentre) throw new DomainError(LocationError.NO_CENTRE, 'location_no_centre')
  const names: string[] = []
  for (const r of chain) if (names[names.length - 1] !== r.name) names.push(r.name)
  const target = chain[chain.length - 1]
  return {
    region_id: target.id,
    level: target.level,
    province: province?.name ?? '',
    province_id: province?.id ?? 0,
    city: city?.name ?? '',
    city_id: city?.id ?? 0,
    district: district?.name ?? '',
    district_id: district?.id ?? 0,
    full_name: names.join(''),
    lat: Number(withCentre.lat),
    lng: Number(withCentre.lng),
  }
}
