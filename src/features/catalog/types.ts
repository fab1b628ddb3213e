/**
 * The catalogue's shapes are the server contract's (src/services/api/contract.gen.ts, generated); the
 * names the pages use are kept here as aliases. Money fields are integer fen.
 */
import type { CategoryTree, GoodsCard, GoodsPageInput, SortDirection } from '@/services/api/contract.gen'

export type {
  CategoryTree, GoodsCard, GoodsCardPage, GoodsDetail, GoodsDetailData, GoodsOrder, GoodsSku, SortDirection,
} from '@/services/api/contract.gen'
export { GoodsOrderValues, SortDirectionValues } from '@/services/api/contract.gen'

export type GoodsCardData = GoodsCard
/** A first-level category with its sub-categories (three levels at most). */
export type CategoryNode = CategoryTree[number]
export type SortDir = SortDirection
export type GoodsPageQuery = GoodsPageInput

/** Page size of every list (spec section 9). */
export const PAGE_SIZE = 10
