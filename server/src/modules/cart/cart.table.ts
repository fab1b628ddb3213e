import type { Generated } from 'kysely'

// The member's carts (migration 0002_catalog): the retail cart and the wholesale cart share one shape.

export interface CartTable {
  cart_id: Generated<number>
  member_id: number
  site_id: number
  sku_id: number
  num: number
  created_at: number
}

export interface CartTables {
  cart: CartTable
  wholesale_cart: CartTable
}
