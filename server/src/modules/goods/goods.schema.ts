import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, PageOf, StringEnum } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { ShopCard } from '../shop/shop.schema.js'

export const GOODS_ORDERS = ['default', 'sale_num', 'price', 'create_time'] as const
export type GoodsOrder = (typeof GOODS_ORDERS)[number]
export const SORT_DIRECTIONS = ['asc', 'desc'] as const

export const GoodsPageBody = Type.Object({
  ...PagingFields,
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'words or characters of the goods name or introduction, in order, any case' })),
  category_id: Type.Optional(Id({ minimum: 0, description: 'the category and the ones below it; 0: all' })),
  site_id: Type.Optional(Id({ minimum: 0, description: "one shop's goods; 0: every shop" })),
  brand_id: Type.Optional(Id({ minimum: 0, description: "one brand's goods; 0: every brand" })),
  recommend: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1: recommended goods only' })),
  order: Type.Optional(StringEnum(GOODS_ORDERS, 'GoodsOrder', 'default: recommended first; with a keyword, the most relevant first')),
  sort: Type.Optional(StringEnum(SORT_DIRECTIONS, 'SortDirection', 'default desc')),
})
export type GoodsPageInput = Static<typeof GoodsPageBody>

export const GoodsDetailBody = Type.Object({
  goods_id: Type.Optional(Id({ description: 'wins when both are given' })),
  sku_id: Type.Optional(Id({ description: 'the goods of this SKU' })),
})
export type GoodsDetailInput = Static<typeof GoodsDetailBody>

export const GoodsCard = Type.Object({
  goods_id: Type.Integer(),
  /** the cheapest SKU (the one a card's price shows) */
  sku_id: Type.Integer({ description: 'the cheapest SKU (the one the card shows)' }),
  goods_name: Type.String(),
  sku_image: Type.String({ description: 'upload-relative path' }),
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
  brand_id: Type.Integer({ description: '0: no brand' }),
  brand_name: Type.String({ description: "'' without a brand" }),
  video_url: Type.String({ description: "upload-relative path or URL of the goods video; '' for none" }),
  images: Type.Array(Type.String(), { description: 'the gallery (upload-relative paths), else the cover alone' }),
  sale_num: Type.Integer(),
  skus: Type.Array(GoodsSku),
  price_min: Type.Integer({ description: 'fen' }),
  price_max: Type.Integer({ description: 'fen' }),
  stock_total: Type.Integer({ description: 'all SKUs together' }),
  is_virtual: Type.Integer({ description: '1: no delivery, a code to verify instead' }),
  min_buy: Type.Integer({ description: 'pieces per order at least; 0: no limit' }),
  max_buy: Type.Integer({ description: 'pieces per order at most; 0: no limit' }),
  member_limit: Type.Integer({ description: 'pieces per member over all their orders that are not closed; 0: no limit' }),
  member_bought: Type.Integer({ description: "pieces of this goods in the caller's orders that are not closed (0 for visitors or without member_limit)" }),
  evaluate: Type.Integer({ description: 'evaluations shown (/api/goodsevaluate/page lists them)' }),
  evaluate_good_rate: Type.Integer({ minimum: 0, maximum: 100, description: 'percent of good evaluations (goods score 4-5), rounded; 0 with none' }),
}, { title: 'GoodsDetail' })
export type GoodsDetail = Static<typeof GoodsDetail>
/** The detail's data: the goods and its shop's card */
export const GoodsDetailAnswer = Type.Object({ goods: GoodsDetail, shop: ShopCard })
export type GoodsDetailAnswer = Static<typeof GoodsDetailAnswer>

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
    description: 'Three levels at most (a level-3 node has an empty children list). Images are upload-relative paths.',
    response: CategoryTree,
  },
  page: {
    method: 'POST', path: '/api/goodssku/page', summary: 'A page of goods cards: search, category, shop, recommended, sorted',
    description:
      'Goods on sale in this website. keyword searches the goods name and introduction: its words (and each Chinese character) must ' +
      'appear in that order, next to each other, any case; the last word may be incomplete ("gre" finds "green"); punctuation, % and _ ' +
      'only separate words (a keyword of punctuation alone finds nothing). ' +
      'category_id keeps the category and the categories below it (an unknown one answers an empty page); site_id keeps one shop; ' +
      'brand_id keeps one brand; recommend 1 keeps recommended goods. order default puts recommended goods first (with a keyword: the ' +
      'most relevant first, a match in the name weighing more than one in the introduction); price is the cheapest SKU\'s; ties are ' +
      'broken by goods_id, so pages never overlap. sort defaults to desc. count may lag changes by a few seconds. Each card shows the cheapest SKU. page starts at 1; page_size is 10 by default and 50 at ' +
      'most (-10001 beyond).',
    input: GoodsPageBody, response: PageOf(GoodsCard, 'GoodsCardPage'),
  },
  detail: {
    method: 'POST', path: '/api/goodssku/detail', summary: 'A goods with its SKUs, gallery and shop, by goods_id or sku_id',
    description:
      'By goods_id, or by sku_id when goods_id is absent (neither: -10001 naming goods_id). images is the gallery, else the goods ' +
      'cover. -10004 when the goods is unknown, off sale, has no SKU or its shop is gone.',
    input: GoodsDetailBody, response: GoodsDetailAnswer,
  },
})
