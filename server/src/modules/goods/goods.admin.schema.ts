import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id } from '../../contract/endpoint.js'
import { CatalogError } from '../catalog/catalog.errors.js'

/**
 * fen, ¥9,999,999.99: goods_sku.price is a 32-bit integer column, and order totals (price × pieces)
 * stay far inside bigint and JavaScript's safe integers
 */
export const MAX_SKU_PRICE = 999_999_999
export const MAX_SKU_STOCK = 99_999_999
export const MAX_EDITED_SKUS = 200

const GoodsName = Type.String({ minLength: 1, maxLength: 100, description: 'trimmed; blank is refused (-10001)' })

export const AdminGoodsSku = Type.Object({
  sku_id: Type.Integer(),
  spec_name: Type.String(),
  price: Type.Integer({ description: 'fen' }),
  market_price: Type.Integer({ description: 'fen; 0: none' }),
  stock: Type.Integer(),
}, { title: 'AdminGoodsSku' })

/** A goods as the operator edits it: on sale or not, any shop of the website. */
export const AdminGoods = Type.Object({
  goods_id: Type.Integer(),
  site_id: Type.Integer({ description: 'its shop' }),
  goods_name: Type.String(),
  introduction: Type.String(),
  description: Type.String(),
  status: Type.Integer({ minimum: 0, maximum: 1, description: '1 on sale, 0 off sale' }),
  skus: Type.Array(AdminGoodsSku, { description: 'in sku_id order' }),
}, { title: 'AdminGoods' })
export type AdminGoodsView = Static<typeof AdminGoods>

export const AdminGoodsInfoBody = Type.Object({ goods_id: Id() })

export const AdminSkuEdit = Type.Object({
  sku_id: Id(),
  price: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_SKU_PRICE, description: 'fen' })),
  market_price: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SKU_PRICE, description: 'fen; 0: none' })),
  stock: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_SKU_STOCK })),
}, { additionalProperties: false, description: 'a field not listed here is refused (-10001), not ignored' })
export const AdminGoodsEditBody = Type.Object({
  goods_id: Id(),
  goods_name: Type.Optional(GoodsName),
  introduction: Type.Optional(Type.String({ maxLength: 255 })),
  description: Type.Optional(Type.String({ maxLength: 50_000, description: 'rich text (HTML)' })),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '1 on sale, 0 off sale' })),
  skus: Type.Optional(Type.Array(AdminSkuEdit, { maxItems: MAX_EDITED_SKUS, description: 'each SKU once, each with something to change' })),
})
export type AdminGoodsEditInput = Static<typeof AdminGoodsEditBody>

export const AdminCategory = Type.Object({
  category_id: Type.Integer(),
  pid: Type.Integer({ description: '0: a top category' }),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  category_name: Type.String(),
  image: Type.String({ description: 'upload-relative path' }),
  sort: Type.Integer({ description: 'smaller first among its siblings' }),
}, { title: 'AdminGoodsCategory' })
export type AdminCategoryView = Static<typeof AdminCategory>

export const MAX_CATEGORY_SORT = 1_000_000
export const AdminCategoryEditBody = Type.Object({
  category_id: Id(),
  category_name: Type.Optional(Type.String({ minLength: 1, maxLength: 50, description: 'trimmed; blank is refused (-10001)' })),
  image: Type.Optional(Type.String({ maxLength: 255, description: "upload-relative path; '' for none" })),
  sort: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_CATEGORY_SORT })),
})
export type AdminCategoryEditInput = Static<typeof AdminCategoryEditBody>

const ADMIN = 'x-admin-token must equal ADMIN_TOKEN (HTTP 403 otherwise).'
const E = CatalogError

export const goodsAdminApi = defineEndpoints('goods.admin', {
  info: {
    method: 'POST', path: '/admin/api/goods/info', auth: 'admin',
    summary: "A goods as the operator edits it: name, introduction, description, status and its SKUs' prices and stock",
    description: `${ADMIN} On sale or not. -10004 when the goods is unknown or of another website.`,
    input: AdminGoodsInfoBody, response: AdminGoods,
  },
  edit: {
    method: 'POST', path: '/admin/api/goods/edit', auth: 'admin',
    summary: "Change a goods and its SKUs' price, market price and stock: the fields sent, the others stay",
    description:
      `${ADMIN} One transaction: all of it or nothing. -10004 when the goods is unknown or of another website; ` +
      `${E.SKU_NOT_OF_GOODS} when a SKU is not one of the goods' own; -10001 with nothing to change, a blank name, a SKU listed ` +
      'twice or a SKU entry without a field to change. Shoppers see the change at once (goods details, cards and lists).',
    input: AdminGoodsEditBody, response: AdminGoods, errors: [E.SKU_NOT_OF_GOODS],
  },
})

export const goodsCategoryAdminApi = defineEndpoints('goods.category_admin', {
  edit: {
    method: 'POST', path: '/admin/api/goodscategory/edit', auth: 'admin',
    summary: "Change a goods category's name, image or sort: the fields sent, the others stay",
    description: `${ADMIN} -10004 when the category is unknown or of another website; -10001 with nothing to change or a blank name. ` +
      'The category tree shows the change at once.',
    input: AdminCategoryEditBody, response: AdminCategory,
  },
})
