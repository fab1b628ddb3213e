/**
 * The address form (spec section 3: consignee, mobile, telephone (optional landline), area, detailed
 * address), checked on the client in the user's language before any call; the server checks again
 * with the same limits (server/src/modules/address/address.schema.ts).
 */
import type { ShippingAddress } from '@/store/app'
import type { Translate } from '@/utils/date'
import { check, mobileRules, type Rule } from '@/utils/validate'
import type { AddressFields, MemberAddress } from './api'

export const ADDRESS_NAME_MAX = 30
export const ADDRESS_TEXT_MAX = 120
export const ADDRESS_TELEPHONE_MAX = 20

export interface AreaValue {
  province_id: number
  province_name: string
  city_id: number
  city_name: string
  /** 0 for a city without districts */
  district_id: number
  district_name: string
}

export interface AddressForm extends AreaValue {
  id: number
  name: string
  mobile: string
  telephone: string
  address: string
  community_id: number
  longitude: number
  latitude: number
  is_default: boolean
  /** the picked city has no districts (known after the picker loaded its level) */
  no_districts: boolean
}

export const EMPTY_FORM: AddressForm = {
  id: 0, name: '', mobile: '', telephone: '', address: '', province_id: 0, province_name: '', city_id: 0, city_name: '',
  district_id: 0, district_name: '', community_id: 0, longitude: 0, latitude: 0, is_default: false, no_districts: false,
}

export function formFromAddress(a: MemberAddress): AddressForm {
  return {
    id: a.id, name: a.name, mobile: a.mobile, telephone: a.telephone ?? '', address: a.address,
    province_id: a.province_id, province_name: a.province_name, city_id: a.city_id, city_name: a.city_name,
    district_id: a.district_id, district_name: a.district_name, community_id: a.community_id,
    longitude: a.longitude, latitude: a.latitude, is_default: a.is_default === 1, no_districts: a.city_id > 0 && a.district_id === 0,
  }
}

/** The area as one line: 浙江省 杭州市 西湖区. */
export const areaText = (f: Partial<AreaValue>): string =>
  [f.province_name, f.city_name, f.district_name].filter(Boolean).join(' ')

const chars = (s: string) => [...s].length

/** True, or the first message to show: consignee, mobile, telephone, area, detailed address. */
export function checkAddressForm(f: AddressForm, t: Translate): true | string {
  const data = { ...f, name: f.name.trim(), address: f.address.trim(), telephone: f.telephone.trim() }
  const rules: Rule[] = [
    { name: 'name', checkType: 'required', errorMsg: t('address:msg.nameRequired') },
    { name: 'name', checkType: 'maxlength', checkRule: ADDRESS_NAME_MAX, errorMsg: t('address:msg.nameTooLong', { count: ADDRESS_NAME_MAX }) },
    ...mobileRules(t),
    { name: 'telephone', checkType: 'regex', checkRule: new RegExp(`^[0-9-]{1,${ADDRESS_TELEPHONE_MAX}}$`), optional: true, errorMsg: t('address:msg.telephoneInvalid') },
  ]
  const first = check(data, rules)
  if (first !== true) return first
  if (!f.province_id || !f.city_id || (!f.district_id && !f.no_districts)) return t('address:msg.areaRequired')
  if (!data.address) return t('address:msg.addressRequired')
  if (chars(data.address) > ADDRESS_TEXT_MAX) return t('address:msg.addressTooLong', { count: ADDRESS_TEXT_MAX })
  return true
}

/** What add / edit send: trimmed texts, optional fields only when set. */
export function toAddressInput(f: AddressForm): AddressFields {
  return {
    name: f.name.trim(),
    mobile: f.mobile.trim(),
    telephone: f.telephone.trim(),
    province_id: f.province_id,
    city_id: f.city_id,
    district_id: f.district_id,
    community_id: f.community_id,
    address: f.address.trim(),
    ...(f.latitude || f.longitude ? { latitude: f.latitude, longitude: f.longitude } : {}),
    is_default: f.is_default ? 1 : 0,
  }
}

/** The stored curr_shipping_address (spec section 3) for a member address, with exactly the spec's fields. */
export function toShippingAddress(a: MemberAddress): ShippingAddress {
  return {
    latitude: a.latitude,
    longitude: a.longitude,
    full_address: a.full_address,
    province_id: a.province_id,
    province_name: a.province_name,
    city_id: a.city_id,
    city_name: a.city_name,
    district_id: a.district_id,
    district_name: a.district_name,
    community_id: a.community_id,
    community_name: a.community_name,
    id: a.id,
  }
}

/** The list was opened to pick an address for checkout (`?back=checkout`, or the origin's `type=select`). */
export function isSelectMode(params: Record<string, string | undefined>): boolean {
  return params.back === 'checkout' || params.type === 'select' || params.source === 'checkout'
}
