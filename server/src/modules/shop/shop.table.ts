import type { Generated } from 'kysely'

// Shops (migration 0002_catalog).

export interface ShopTable {
  site_id: Generated<number>
  website_id: number
  site_name: string
  logo: string
  banner: string
  introduction: string
  telephone: string
  province_id: number
  province_name: string
  city_id: number
  city_name: string
  district_id: number
  district_name: string
  address: string
  full_address: string
  lat: number
  lng: number
  /** 'HH:mm:ss'; both null: open all day */
  start_time: string | null
  end_time: string | null
  is_recommend: number
  status: number
  created_at: number
}

export interface ShopTables {
  shop: ShopTable
}
