export interface ShopCardData {
  site_id: number
  site_name: string
  logo: string
  banner?: string
  address: string
  full_address: string
  lat: number
  lng: number
  /** 'HH:mm:ss' or null (spec 4: missing opening 00:00:00, missing closing 23:59:59). */
  start_time: string | null
  end_time: string | null
  /** Metres, present when the query carried lat/lng. */
  distance?: number
  goods_count: number
  is_recommend: number
}

export interface ShopDetail extends ShopCardData {
  introduction: string
  telephone: string
  province_name: string
  city_name: string
  district_name: string
}
