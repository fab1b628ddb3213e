// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint, uploadEndpoint } from './client'

// ---- error codes (server/src/contract/errors.ts) ----
export const CommonError = {
  FAILED: -1,
  INVALID_PARAMS: -10001,
  FORBIDDEN: -10003,
  NOT_FOUND: -10004,
  TOKEN_INVALID: -10009,
  TOKEN_EXPIRED: -10010,
  NOT_REGISTERED: -10016,
  TOO_MANY_REQUESTS: -10029,
  INTERNAL: -10500,
} as const

// ---- named enums ----
export const GoodsOrderValues = ["default","sale_num","price","create_time"] as const
export const SortDirectionValues = ["asc","desc"] as const

// ---- shapes ----
export type CategoryTree = {
  category_id: number
  category_name: string
  image: string
  level: number
  children: {
    category_id: number
    category_name: string
    image: string
    level: number
    children: {
      category_id: number
      category_name: string
      image: string
      level: number
      children: never[]
    }[]
  }[]
}[]

export type GoodsOrder = "default" | "sale_num" | "price" | "create_time"

export type SortDirection = "asc" | "desc"

export interface GoodsCardPage {
  list: GoodsCard[]
  count: number
  page_count: number
}

export interface GoodsCard {
  goods_id: number
  /** the cheapest SKU (the one the card shows) */
  sku_id: number
  goods_name: string
  sku_image: string
  /** fen */
  price: number
  /** fen */
  market_price: number
  sale_num: number
  /** all SKUs together */
  stock: number
  unit: string
  site_id: number
  site_name: string
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
  /** fen */
  price_min: number
  /** fen */
  price_max: number
  stock_total: number
}

export interface GoodsSku {
  sku_id: number
  spec_name: string
  sku_image: string
  /** fen */
  price: number
  /** fen */
  market_price: number
  stock: number
}

export interface ShopCard {
  site_id: number
  site_name: string
  logo: string
  banner: string
  address: string
  full_address: string
  lat: number
  lng: number
  start_time: string | null
  end_time: string | null
  /** metres (centimetre precision), when the caller gave its position */
  distance?: number
  goods_count: number
  is_recommend: number
}

export interface ShopCardPage {
  list: ShopCard[]
  count: number
  page_count: number
}

export interface ShopDetail {
  site_id: number
  site_name: string
  logo: string
  banner: string
  address: string
  full_address: string
  lat: number
  lng: number
  start_time: string | null
  end_time: string | null
  /** metres (centimetre precision), when the caller gave its position */
  distance?: number
  goods_count: number
  is_recommend: number
  introduction: string
  telephone: string
  province_name: string
  city_name: string
  district_name: string
}

// ---- inputs and answers without a name of their own ----
export type GoodsPageInput = {
  page?: number
  page_size?: number
  keyword?: string
  category_id?: number
  site_id?: number
  recommend?: number
  order?: GoodsOrder
  sort?: SortDirection
}

export type GoodsDetailInput = {
  goods_id?: number
  sku_id?: number
}

export type GoodsDetailData = {
  goods: GoodsDetail
  shop: ShopCard
}

export type ShopPageInput = {
  page?: number
  page_size?: number
  keyword?: string
  lat?: "" | number
  lng?: "" | number
  recommend?: number
}

export type ShopInfoInput = {
  site_id: number
}

// ---- calls ----
/** The goods category tree (three levels), in sort order */
export const goodsCategoryTree = /*#__PURE__*/ endpoint<Record<string, never>, CategoryTree>("GET", "/api/goodscategory/tree")

/** A page of goods cards: search, category, shop, recommended, sorted */
export const goodsPage = /*#__PURE__*/ endpoint<GoodsPageInput, GoodsCardPage>("POST", "/api/goodssku/page")

/** A goods with its SKUs, gallery and shop, by goods_id or sku_id */
export const goodsDetail = /*#__PURE__*/ endpoint<GoodsDetailInput, GoodsDetailData>("POST", "/api/goodssku/detail")

/** A page of shops; nearest first when lat/lng are given */
export const shopPage = /*#__PURE__*/ endpoint<ShopPageInput, ShopCardPage>("POST", "/api/shop/page")

/** One shop with its address and hours */
export const shopInfo = /*#__PURE__*/ endpoint<ShopInfoInput, ShopDetail>("POST", "/api/shop/info")
