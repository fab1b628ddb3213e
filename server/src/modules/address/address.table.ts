import type { Generated } from 'kysely'

/** A member's shipping addresses (migration 0011_buying); the member's alone. */
export interface MemberAddressTable {
  id: Generated<number>
  website_id: number
  member_id: number
  /** the consignee */
  name: string
  mobile: string
  /** optional landline */
  telephone: Generated<string>
  province_id: number
  city_id: number
  district_id: Generated<number>
  community_id: Generated<number>
  address: string
  /** region names then the address, as shown */
  full_address: string
  longitude: Generated<number>
  latitude: Generated<number>
  is_default: Generated<number>
  created_at: number
  updated_at: number
}

export interface AddressTables {
  member_address: MemberAddressTable
}
