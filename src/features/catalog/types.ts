/** Shapes of the catalogue calls in docs/api.md. Money fields are integer fen. */
export interface GoodsCardData {
  goods_id: number
  sku_id: number
  goods_name: string
  sku_image: string
  price: number
  market_price: number
  sale_num: number
  stock: number
  unit: string
  site_id: number
  site_name: string
  /** Only on topic goods. */
  topic_price?: number
}

export interface GoodsSku {
  sku_id: number
  spec_name: string
  sku_image: string
  price: number
  market_price: number
  stock: number
}

export interface GoodsDetail {
  goods_id: number
  goods_name: string
  introduction: string
  description: string
  unit: string
  category_id: number
  site_id: number
  images: string[]
  sale_num: number
  skus: GoodsSku[]
  price_min: number
  price_max: number
  stock_total: number
}

export interface CategoryNode {
  category_id: number
  category_name: string
  image: string
  level: number
  children?: CategoryNode[]
}

export interface Page<T> {
  list: T[]
  count: number
  page_count: number
}

export type GoodsOrder = 'default' | 'sale_num' | 'price' | 'create_time'
export type SortDir = 'asc' | 'desc'

export interface GoodsPageQuery {
  page?: number
  page_size?: number
  keyword?: string
  category_id?: number
  site_id?: number
  recommend?: 1
  order?: GoodsOrder
  sort?: SortDir
}

/** Page size of every list (spec section 9). */
export const PAGE_SIZE = 10
