import type { Generated } from 'kysely'

// Shops (migration 0002_catalog).

/** shop.status */
export const SHOP_STATUS = { CLOSED: 0, OPEN: 1 } as const

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
  /** SHOP_STATUS */
  status: number
  created_at: number
  // added by 0011_buying: what the shop offers at checkout
  express_enabled: Generated<number>
  /** pickup at the shop's pickup_store rows */
  store_enabled: Generated<number>
  local_enabled: Generated<number>
  /** metres; 0: no local delivery */
  local_radius: Generated<number>
  /** fen */
  local_delivery_money: Generated<number>
  /** fen the goods must reach before local delivery is offered */
  local_min_money: Generated<number>
  invoice_enabled: Generated<number>
  /** comma separated contents the buyer picks from */
  invoice_content: Generated<string>
  /** for goods that name none; 0: express is free */
  freight_template_id: Generated<number>
  // added by 0015_shop_follow: members following the shop (shop_member rows), moved with them
  follow_num: Generated<number>
  /** added by 0031_shop_owner: the owning member (0: none), told of repeated staff login failures */
  member_id: Generated<number>
}

/** A member following a shop (0015_shop_follow); unique (site_id, member_id). */
export interface ShopMemberTable {
  id: Generated<number>
  website_id: number
  site_id: number
  member_id: number
  created_at: number
}

export interface ShopTables {
  shop: ShopTable
  shop_member: ShopMemberTable
}
