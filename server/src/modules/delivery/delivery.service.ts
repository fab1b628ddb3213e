import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import type { FreightFeeType } from './delivery.table.js'
import { STORE_STATUS } from './delivery.table.js'

/**
 * Delivery at checkout: express freight from templates, pickup points, and the shop's own local delivery.
 * The calculations are pure (freightFor, localDeliveryFor, timeSlots); the loaders read what they need.
 */

export type DeliveryReasonCode = '' | 'disabled' | 'no_address' | 'region' | 'no_location' | 'out_of_radius' | 'below_min' | 'no_store' | 'no_time_slot' | 'virtual'

export interface FreightRule {
  region_ids: string
  no_delivery: number
  first_unit: number
  first_fee: number
  extra_unit: number
  extra_fee: number
}

export interface FreightTemplate {
  id: number
  fee_type: FreightFeeType
  free_over: number
  rules: FreightRule[]
}

export interface FreightLine {
  /** goods.freight_template_id: 0 the shop's template, -1 free shipping */
  freight_template_id: number
  num: number
  /** grams per piece */
  weight: number
  /** fen: price x num */
  goods_money: number
}

export interface AddressArea {
  province_id: number
  city_id: number
}

export type FreightResult = { available: true; money: number } | { available: false; reason: DeliveryReasonCode }

/** The rule of a template for an address: a rule naming the city, else one naming the province, else the default rule. */
export function ruleFor(template: FreightTemplate, area: AddressArea): FreightRule | null {
  const has = (r: FreightRule, id: number) => id > 0 && r.region_ids.includes(`,${id},`)
  return template.rules.find((r) => has(r, area.city_id))
    ?? template.rules.find((r) => has(r, area.province_id))
    ?? template.rules.find((r) => r.region_ids === '')
    ?? null
}

/** first_fee for the first first_unit units, then extra_fee per extra_unit begun. */
export function ruleFee(rule: FreightRule, units: number): number {
  if (units <= 0) return 0
  const extra = Math.max(0, units - rule.first_unit)
  return Number(rule.first_fee) + Math.ceil(extra / Math.max(1, rule.extra_unit)) * Number(rule.extra_fee)
}

/**
 * The express freight of one shop's lines: the lines are grouped by template (goods' own, else the shop's;
 * -1 or no template: free), each template charges by pieces or grams for the address's rule, and is free
 * when its goods reach free_over. One template refusing the address makes express unavailable.
 */
export function freightFor(lines: FreightLine[], shopTemplateId: number, templates: Map<number, FreightTemplate>, area: AddressArea | null): FreightResult {
  if (!area) return { available: false, reason: 'no_address' }
  const groups = new Map<number, { units: number; num: number; weight: number; money: number }>()
  for (const l of lines) {
    const id = l.freight_template_id === -1 ? 0 : l.freight_template_id || shopTemplateId
    const template = id > 0 ? templates.get(id) : undefined
    if (!template) continue
    const g = groups.get(id) ?? { units: 0, num: 0, weight: 0, money: 0 }
    g.num += l.num
    g.weight += l.weight * l.num
    g.money += l.goods_money
    groups.set(id, g)
  }
  let money = 0
  for (const [id, g] of groups) {
    const template = templates.get(id)!
    const rule = ruleFor(template, area)
    if (!rule || rule.no_delivery) return { available: false, reason: 'region' }
    if (template.free_over > 0 && g.money >= template.free_over) continue
    money += ruleFee(rule, template.fee_type === 'weight' ? g.weight : g.num)
  }
  return { available: true, money }
}

/** Metres between two points (haversine on a 6371 km sphere). */
export function distanceMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * 6371000 * Math.asin(Math.min(1, Math.sqrt(a))))
}

const CHINA_OFFSET = 8 * 3600
const pad = (n: number) => String(n).padStart(2, '0')
const minutesOf = (hhmmss: string | null, fallback: number) => {
  if (!hhmmss) return fallback
  const m = /^(\d{1,2}):(\d{2})/.exec(hhmmss)
  if (!m) return fallback
  const v = Number(m[1]) * 60 + Number(m[2])
  // '00:00:00' as a closing time is midnight at the end of the day
  return v === 0 && fallback === 1440 ? 1440 : v
}

/**
 * Hourly local delivery slots within the shop hours, today (those starting after `now`) and tomorrow,
 * China time: 'YYYY-MM-DD HH:mm-HH:mm'. Both hours null: open all day.
 */
export function timeSlots(startTime: string | null, endTime: string | null, now: number): string[] {
  const open = minutesOf(startTime, 0)
  const close = minutesOf(endTime, 1440)
  const local = now + CHINA_OFFSET
  const dayStart = local - (local % 86400)
  const slots: string[] = []
  for (let day = 0; day < 2; day++) {
    const d = new Date((dayStart + day * 86400) * 1000)
    const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
    // slots start on the hour, at or after opening, and end by closing
    for (let start = Math.ceil(open / 60) * 60; start + 60 <= close; start += 60) {
      if (dayStart + day * 86400 + start * 60 <= local) continue
      const end = start + 60
      slots.push(`${date} ${pad(start / 60)}:00-${pad(end / 60 === 24 ? 24 : end / 60)}:00`)
    }
  }
  return slots
}

export interface LocalShop {
  local_enabled: number
  local_radius: number
  local_min_money: number
  local_delivery_money: number
  lat: number
  lng: number
  start_time: string | null
  end_time: string | null
}

export interface LocalResult {
  enabled: boolean
  available: boolean
  reason: DeliveryReasonCode
  distance: number
  money: number
  slots: string[]
}

/** Local delivery of a shop to an address with coordinates, for goods worth goodsMoney. */
export function localDeliveryFor(shop: LocalShop, address: { latitude: number; longitude: number } | null, goodsMoney: number, now: number): LocalResult {
  const enabled = shop.local_enabled === 1 && shop.local_radius > 0
  const slots = enabled ? timeSlots(shop.start_time, shop.end_time, now) : []
  const result: LocalResult = { enabled, available: false, reason: '', distance: -1, money: Number(shop.local_delivery_money), slots }
  if (!enabled) return { ...result, reason: 'disabled' }
  if (!address) return { ...result, reason: 'no_address' }
  if (!address.latitude && !address.longitude) return { ...result, reason: 'no_location' }
  result.distance = distanceMetres(shop.lat, shop.lng, address.latitude, address.longitude)
  if (result.distance > shop.local_radius) return { ...result, reason: 'out_of_radius' }
  if (goodsMoney < Number(shop.local_min_money)) return { ...result, reason: 'below_min' }
  if (!slots.length) return { ...result, reason: 'no_time_slot' }
  return { ...result, available: true }
}

/** The freight templates (with their rules) of the given ids, in one website. */
export async function loadTemplates(db: Kysely<Database>, websiteId: number, ids: number[]): Promise<Map<number, FreightTemplate>> {
  const unique = [...new Set(ids.filter((id) => id > 0))]
  const map = new Map<number, FreightTemplate>()
  if (!unique.length) return map
  const templates = await db.selectFrom('freight_template').select(['id', 'fee_type', 'free_over'])
    .where('website_id', '=', websiteId).where('id', 'in', unique).execute()
  if (!templates.length) return map
  const rules = await db.selectFrom('freight_template_rule').selectAll().where('template_id', 'in', templates.map((t) => t.id)).orderBy('id').execute()
  for (const t of templates) {
    map.set(t.id, {
      id: t.id, fee_type: t.fee_type, free_over: Number(t.free_over),
      rules: rules.filter((r) => r.template_id === t.id).map((r) => ({
        region_ids: r.region_ids, no_delivery: r.no_delivery, first_unit: r.first_unit,
        first_fee: Number(r.first_fee), extra_unit: r.extra_unit, extra_fee: Number(r.extra_fee),
      })),
    })
  }
  return map
}

/** The open pickup points of shops, by site_id. */
export async function loadPickupStores(db: Kysely<Database>, websiteId: number, siteIds: number[]) {
  const map = new Map<number, Array<{ store_id: number; store_name: string; telephone: string; full_address: string; lat: number; lng: number; open_date: string }>>()
  if (!siteIds.length) return map
  const rows = await db.selectFrom('pickup_store')
    .select(['store_id', 'site_id', 'store_name', 'telephone', 'full_address', 'lat', 'lng', 'open_date'])
    .where('website_id', '=', websiteId).where('site_id', 'in', siteIds).where('status', '=', STORE_STATUS.OPEN)
    .orderBy('store_id').execute()
  for (const r of rows) {
    const list = map.get(r.site_id) ?? []
    list.push({ store_id: r.store_id, store_name: r.store_name, telephone: r.telephone, full_address: r.full_address, lat: Number(r.lat), lng: Number(r.lng), open_date: r.open_date })
    map.set(r.site_id, list)
  }
  return map
}
