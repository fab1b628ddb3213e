import type { Generated } from 'kysely'

// Goods categories, goods, SKUs and the goods gallery (migration 0002_catalog).

export interface GoodsCategoryTable {
  category_id: Generated<number>
  website_id: number
  pid: number
  level: number
  category_name: string
  image: string
  sort: number
}

/** goods.status */
export const GOODS_STATUS = { OFF_SALE: 0, ON_SALE: 1 } as const

export interface GoodsTable {
  goods_id: Generated<number>
  website_id: number
  site_id: number
  category_id: number
  /** ancestor ids then own id, comma separated ('1,5,23') */
  category_path: string
  goods_name: string
  introduction: string
  description: string
  unit: string
  /** the cover: the first picture of the goods_image gallery */
  goods_image: string
  sale_num: number
  is_recommend: number
  /** GOODS_STATUS */
  status: number
  created_at: number
  // added by 0011_buying
  /** 1: no delivery, a code to verify instead */
  is_virtual: Generated<number>
  /** 0: the shop's template; -1: free shipping */
  freight_template_id: Generated<number>
  /** pieces per order at least / at most; 0: no limit */
  min_buy: Generated<number>
  max_buy: Generated<number>
  /** pieces per member over all their orders that are not closed; 0: no limit */
  member_limit: Generated<number>
  // added by 0014_catalog_speed
  /** fen: the cheapest SKU's price, kept by triggers on goods_sku (the list's price order reads it) */
  price: Generated<number>
  /** goods_brand.brand_id; 0: no brand */
  brand_id: Generated<number>
  /** upload-relative path or URL of the goods video; '' for none */
  video_url: Generated<string>
  // added by 0020_evaluate: moved with each evaluation, in its transaction
  /** evaluations shown; evaluate_good / medium / poor by goods score, evaluate_image with pictures */
  evaluate: Generated<number>
  evaluate_good: Generated<number>
  evaluate_medium: Generated<number>
  evaluate_poor: Generated<number>
  evaluate_image: Generated<number>
}

export interface GoodsSkuTable {
  sku_id: Generated<number>
  goods_id: number
  spec_name: string
  sku_image: string
  /** fen */
  price: number
  market_price: number
  stock: number
  sale_num: number
  /** optimistic-lock counter, bumped with every stock change */
  version: Generated<number>
  /** grams (0011_buying) */
  weight: Generated<number>
}

export interface GoodsImageTable {
  id: Generated<number>
  goods_id: number
  image: string
  sort: number
}

export interface GoodsTables {
  goods_category: GoodsCategoryTable
  goods: GoodsTable
  goods_sku: GoodsSkuTable
  goods_image: GoodsImageTable
}
