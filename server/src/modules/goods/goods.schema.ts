import { Type, type Static } from '@sinclair/typebox'
import { PagingFields } from '../catalog/catalog.paging.js'

export const GOODS_ORDERS = ['default', 'sale_num', 'price', 'create_time'] as const
export type GoodsOrder = (typeof GOODS_ORDERS)[number]

export const GoodsPageBody = Type.Object({
  ...PagingFields,
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  category_id: Type.Optional(Type.Integer({ minimum: 0 })),
  site_id: Type.Optional(Type.Integer({ minimum: 0 })),
  recommend: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  order: Type.Optional(Type.Union(GOODS_ORDERS.map((o) => Type.Literal(o)))),
  sort: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
})
export type GoodsPageInput = Static<typeof GoodsPageBody>

export const GoodsDetailBody = Type.Object({
  goods_id: Type.Optional(Type.Integer({ minimum: 1 })),
  sku_id: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type GoodsDetailInput = Static<typeof GoodsDetailBody>

export interface GoodsCard {
  goods_id: number
  /** the cheapest SKU (the one a card's price shows) */
  sku_id: number
  goods_name: string
  sku_image: string
  price: number
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
  skus: Array<{ sku_id: number; spec_name: string; sku_image: string; price: number; market_price: number; stock: number }>
  price_min: number
  price_max: number
  stock_total: number
}
