import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id, PageOf } from '../../contract/endpoint.js'
import { PagingFields } from '../../http/paging.js'
import { FavoriteError } from './favorite.messages.js'
import { GoodsCard } from '../goods/goods.schema.js'

/** Up to 100 comma separated ids ("1,2"). */
const IdList = (description: string) =>
  Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,99}$', maxLength: 1100, description })

export const GoodsIdBody = Type.Object({ goods_id: Id() })
export type GoodsIdInput = Static<typeof GoodsIdBody>

export const CollectDeleteBody = Type.Object({
  goods_id: Type.Optional(Id({ description: 'one goods' })),
  goods_ids: Type.Optional(IdList('comma separated goods ids ("1,2"); joined with goods_id')),
})
export type CollectDeleteInput = Static<typeof CollectDeleteBody>

export const BrowseDeleteBody = Type.Object({
  id: Type.Optional(Id({ description: 'one footprint id' })),
  ids: Type.Optional(IdList('comma separated footprint ids ("1,2"); joined with id')),
})
export type BrowseDeleteInput = Static<typeof BrowseDeleteBody>

export const FavoritePageBody = Type.Object({ ...PagingFields })
export type FavoritePageInput = Static<typeof FavoritePageBody>

/** The goods card fields (goods.schema.ts GoodsCard); an off-sale goods keeps its last name and picture. */
const cardFields = {
  ...GoodsCard.properties,
  sku_id: Type.Integer({ description: 'the cheapest SKU; 0 when the goods is off sale' }),
  is_valid: Type.Integer({ description: '1 on sale; 0 off sale or gone (shown as invalid)' }),
}

export const CollectItem = Type.Object({
  ...cardFields,
  collect_id: Type.Integer(),
  create_time: Type.Integer({ description: 'when it was collected' }),
}, { title: 'CollectItem' })
export type CollectItem = Static<typeof CollectItem>

export const BrowseItem = Type.Object({
  ...cardFields,
  id: Type.Integer({ description: 'the footprint id (delete takes it)' }),
  browse_time: Type.Integer({ description: 'the latest view; the app groups by day' }),
}, { title: 'BrowseItem' })
export type BrowseItem = Static<typeof BrowseItem>

export const CollectState = Type.Object({ is_collect: Type.Integer({ description: '1 collected' }) }, { title: 'CollectState' })
export const DeletedCount = Type.Object({ deleted: Type.Integer() }, { title: 'FavoriteDeleted' })

export const favoriteApi = defineEndpoints('favorite', {
  collectAdd: {
    method: 'POST', path: '/api/goodscollect/add', auth: 'member',
    summary: 'Collect a goods',
    description: 'Idempotent: a second add (even concurrent) keeps one row. -21250 the goods is unknown or off sale; ' +
      '-21251 the member already collects the maximum number of goods.',
    input: GoodsIdBody, response: CollectState,
    errors: [FavoriteError.GOODS_UNAVAILABLE, FavoriteError.COLLECT_LIMIT],
  },
  collectDelete: {
    method: 'POST', path: '/api/goodscollect/delete', auth: 'member',
    summary: "Remove goods from the caller's collection",
    description: 'goods_id and/or goods_ids ("1,2"). Only the caller\'s rows are touched. -21253 none of them was collected.',
    input: CollectDeleteBody, response: DeletedCount,
    errors: [FavoriteError.COLLECT_NOT_FOUND],
  },
  collectIs: {
    method: ['GET', 'POST'], path: '/api/goodscollect/iscollect', auth: 'member',
    summary: 'Whether the caller collects a goods',
    input: GoodsIdBody, response: CollectState,
  },
  collectPage: {
    method: ['GET', 'POST'], path: '/api/goodscollect/page', auth: 'member',
    summary: "The caller's collected goods, newest first",
    description: 'Goods cards; an off-sale goods stays listed with is_valid 0.',
    input: FavoritePageBody, response: PageOf(CollectItem, 'CollectItemPage'),
  },
  browseAdd: {
    method: 'POST', path: '/api/goodsbrowse/add', auth: 'member',
    summary: 'Record a footprint (goods detail view)',
    description: 'Upsert: a repeat view moves browse_time. The member keeps the newest 200 footprints; older ones are ' +
      'trimmed in the same call. -21250 the goods is unknown or off sale.',
    input: GoodsIdBody, response: Type.Object({ id: Type.Integer() }, { title: 'BrowseAdded' }),
    errors: [FavoriteError.GOODS_UNAVAILABLE],
  },
  browsePage: {
    method: ['GET', 'POST'], path: '/api/goodsbrowse/page', auth: 'member',
    summary: "The caller's footprints, latest view first",
    description: 'Goods cards with browse_time; an off-sale goods stays listed with is_valid 0.',
    input: FavoritePageBody, response: PageOf(BrowseItem, 'BrowseItemPage'),
  },
  browseDelete: {
    method: 'POST', path: '/api/goodsbrowse/delete', auth: 'member',
    summary: 'Delete footprints',
    description: 'id and/or ids ("1,2"). Ids of other members change nothing. -21252 none of them was the caller\'s.',
    input: BrowseDeleteBody, response: DeletedCount,
    errors: [FavoriteError.BROWSE_NOT_FOUND],
  },
})
