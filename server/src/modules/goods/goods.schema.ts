import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../catalog/catalog.paging.js'
import { ShopCard } from '../shop/shop.schema.js'

export const GOODS_ORDERS = ['default', 'sale_num', 'price', 'create_time'] as const
export type GoodsOrder = (typeof GOODS_ORDERS)[number]
export const SORT_DIRECTIONS = ['asc', 'desc'] as const

export const GoodsPageBody = Type.Object({
  ...PagingFields,
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  category_id: Type.Optional(Id({ minimum: 0 })),
  site_id: Type.Optional(Id({ minimum: 0 })),
  recommend: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
  order: Type.Optional(StringEnum(GOODS_ORDERS, 'GoodsOrder')),
  sort: Type.Optional(StringEnum(SORT_DIRECTIONS, 'SortDirection')),
})
export type GoodsPageInput = Static<typeof GoodsPageBody>

export const GoodsDetailBody = Type.Object({
  goods_id: Type.Optional(Id()),
  sku_id: Type.Optional(Id()),
})
export type GoodsDetailInput = Static<typeof GoodsDetailBody>

export const GoodsCard = Type.Object({
  goods_id: Type.Integer(),
  /** the cheapest SKU (the one a card's price shows) */
  sku_id: Type.Integer({ description: 'the cheapest SKU (the one the card shows)' }),
  goods_name: Type.String(),
  sku_image: Type.String(),
  price: Type.Integer({ description: 'fen' }),
  market_price: Type.Integer({ description: 'fen' }),
  sale_num: Type.Integer(),
  stock: Type.Integer({ description: 'all SKUs together' }),
  unit: Type.String(),
  site_id: Type.Integer(),
  site_name: Type.String(),
}, { title: 'GoodsCard' })
export type GoodsCard = Static<typeof GoodsCard>

export const GoodsSku = Type.Object({
  sku_id: Type.Integer(),
  spec_name: Type.String(),
  sku_image: Type.String(),
  price: Type.Integer({ description: 'fen' }),
  market_price: Type.Integer({ description: 'fen' }),
  stock: Type.Integer(),
}, { title: 'GoodsSku' })

export const GoodsDetail = Type.Object({
  goods_id: Type.Integer(),
  goods_name: Type.String(),
  introduction: Type.String(),
  description: Type.String(),
  unit: Type.String(),
  category_id: Type.Integer(),
  site_id: Type.Integer(),
  images: Type.Array(Type.String()),
  sale_num: Type.Integer(),
  skus: Type.Array(GoodsSku),
  price_min: Type.Integer({ description: 'fen' }),
  price_max: Type.Integer({ description: 'fen' }),
  stock_total: Type.Integer(),
}, { title: 'GoodsDetail' })
export type GoodsDetail = Static<typeof GoodsDetail>

export interface CategoryNode {
  category_id: number
  category_name: string
  image: string
  level: number
  children: CategoryNode[]
}
// three levels deep at most (goods categories), spelled out: a recursive schema would need $ref
const categoryFields = { category_id: Type.Integer(), category_name: Type.String(), image: Type.String(), level: Type.Integer() }
const CategoryLeaf = Type.Object({ ...categoryFields, children: Type.Array(Type.Never()) })
const CategoryMid = Type.Object({ ...categoryFields, children: Type.Array(CategoryLeaf) })
export const CategoryTree = Type.Array(Type.Object({ ...categoryFields, children: Type.Array(CategoryMid) }), { title: 'CategoryTree' })

export const goodsApi = defineEndpoints('goods', {
  categoryTree: {
    method: 'GET', path: '/api/goodscategory/tree', summary: 'The goods category tree (three levels), in sort order',
    response: CategoryTree,
  },
  page: {
    method: 'POST', path: '/api/goodssku/page', summary: 'A page of goods cards: search, category, shop, recommended, sorted',
    input: GoodsPageBody, response: PageOf(GoodsCard, 'GoodsCardPage'),
  },
  detail: {
    method: 'POST', path: '/api/goodssku/detail', summary: 'A goods with its SKUs, gallery and shop, by goods_id or sku_id',
    input: GoodsDetailBody, response: Type.Object({ goods: GoodsDetail, shop: ShopCard }),
  },
})
