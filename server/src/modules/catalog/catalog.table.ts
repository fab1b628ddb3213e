import type { Generated } from 'kysely'

// Shops, categories, goods, SKUs, decoration, topics and carts (migration 0002_catalog).

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

export interface GoodsCategoryTable {
  category_id: Generated<number>
  website_id: number
  pid: number
  level: number
  category_name: string
  image: string
  sort: number
}

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
  status: number
  created_at: number
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
}

export interface GoodsImageTable {
  id: Generated<number>
  goods_id: number
  image: string
  sort: number
}

export interface DiyViewTable {
  id: Generated<number>
  website_id: number
  /** 0: the platform's own pages */
  site_id: number
  name: string
  title: string
  /** JSON {global, components} */
  value: string
  updated_at: number
}

export interface TopicTable {
  topic_id: Generated<number>
  website_id: number
  topic_name: string
  banner: string
  remark: string
  start_time: number
  end_time: number
  status: number
}

export interface TopicGoodsTable {
  id: Generated<number>
  topic_id: number
  goods_id: number
  sku_id: number
  topic_price: number
  sort: number
}

export interface CartTable {
  cart_id: Generated<number>
  member_id: number
  site_id: number
  sku_id: number
  num: number
  created_at: number
}

export interface CatalogTables {
  shop: ShopTable
  goods_category: GoodsCategoryTable
  goods: GoodsTable
  goods_sku: GoodsSkuTable
  goods_image: GoodsImageTable
  diy_view: DiyViewTable
  topic: TopicTable
  topic_goods: TopicGoodsTable
  cart: CartTable
  wholesale_cart: CartTable
}
