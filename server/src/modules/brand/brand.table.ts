import type { Generated } from 'kysely'

/** A goods brand (migration 0016_brand); goods.brand_id points here (0: no brand). */
export interface GoodsBrandTable {
  brand_id: Generated<number>
  website_id: number
  brand_name: string
  /** upload-relative path of the logo; '' for none */
  image: Generated<string>
  /** ascending, after recommended brands */
  sort: Generated<number>
  /** 1: shown first on the wall */
  is_recommend: Generated<number>
  created_at: number
}

export interface BrandTables {
  goods_brand: GoodsBrandTable
}
