// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint } from '../client'
import type * as T from '../contract.gen'

/** The goods category tree (three levels), in sort order */
export const goodsCategoryTree = /*#__PURE__*/ endpoint<T.GoodsCategoryTreeInput, T.GoodsCategoryTreeData>("GET", "/api/goodscategory/tree")

/** A page of goods cards: search, category, shop, recommended, sorted */
export const goodsPage = /*#__PURE__*/ endpoint<T.GoodsPageInput, T.GoodsPageData>("POST", "/api/goodssku/page")

/** A goods with its SKUs, gallery and shop, by goods_id or sku_id */
export const goodsDetail = /*#__PURE__*/ endpoint<T.GoodsDetailInput, T.GoodsDetailData>("POST", "/api/goodssku/detail")
