import type { Generated } from 'kysely'

// Freight templates and pickup points of shops (migration 0011_buying).

export type FreightFeeType = 'num' | 'weight'

export interface FreightTemplateTable {
  id: Generated<number>
  website_id: number
  site_id: number
  template_name: string
  /** 'num' pieces, 'weight' grams */
  fee_type: FreightFeeType
  /** fen of this shop's goods above which express is free; 0: never */
  free_over: Generated<number>
  created_at: number
}

export interface FreightTemplateRuleTable {
  id: Generated<number>
  template_id: number
  /** ',11,1101,' province or city ids with edge commas; '' the default rule */
  region_ids: Generated<string>
  /** 1: these regions are not delivered to */
  no_delivery: Generated<number>
  /** pieces or grams in the first fee, then per extra unit */
  first_unit: Generated<number>
  first_fee: Generated<number>
  extra_unit: Generated<number>
  extra_fee: Generated<number>
}

/** pickup_store.status */
export const STORE_STATUS = { CLOSED: 0, OPEN: 1 } as const

/** The origin calls a shop's pickup points "stores" (store_id). */
export interface PickupStoreTable {
  store_id: Generated<number>
  website_id: number
  site_id: number
  store_name: string
  telephone: Generated<string>
  full_address: string
  lat: Generated<number>
  lng: Generated<number>
  /** opening days and hours as shown ('周一至周日 09:00-21:00') */
  open_date: Generated<string>
  status: Generated<number>
}

export interface DeliveryTables {
  freight_template: FreightTemplateTable
  freight_template_rule: FreightTemplateRuleTable
  pickup_store: PickupStoreTable
}
