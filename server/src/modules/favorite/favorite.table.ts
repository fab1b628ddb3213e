import type { Generated } from 'kysely'

/** A member's collected goods (0018_favorite); unique (member_id, goods_id). */
export interface GoodsCollectTable {
  id: Generated<number>
  website_id: number
  member_id: number
  goods_id: number
  site_id: number
  created_at: number
}

/** A member's footprint on a goods (0018_favorite); unique (member_id, goods_id), browse_time moves. */
export interface GoodsBrowseTable {
  id: Generated<number>
  website_id: number
  member_id: number
  goods_id: number
  site_id: number
  browse_time: number
}

export interface FavoriteTables {
  goods_collect: GoodsCollectTable
  goods_browse: GoodsBrowseTable
}
