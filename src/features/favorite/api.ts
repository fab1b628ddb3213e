import {
  favoriteBrowseAdd, favoriteBrowseDelete, favoriteBrowsePage, favoriteCollectAdd, favoriteCollectDelete,
  favoriteCollectIs, favoriteCollectPage,
  type FavoriteBrowsePageData, type FavoriteCollectPageData,
} from '@/services/api/contract.gen'

export type CollectItem = FavoriteCollectPageData['list'][number]
export type BrowseItem = FavoriteBrowsePageData['list'][number]

export function fetchCollects(page: number, pageSize: number): Promise<FavoriteCollectPageData> {
  return favoriteCollectPage({ page, page_size: pageSize })
}

export function fetchFootprints(page: number, pageSize: number): Promise<FavoriteBrowsePageData> {
  return favoriteBrowsePage({ page, page_size: pageSize })
}

export async function isCollected(goodsId: number): Promise<boolean> {
  return (await favoriteCollectIs({ goods_id: goodsId }, { silent: true })).is_collect === 1
}

export async function collect(goodsId: number): Promise<void> {
  await favoriteCollectAdd({ goods_id: goodsId })
}

export async function uncollect(goodsIds: number[]): Promise<void> {
  await favoriteCollectDelete({ goods_ids: goodsIds.join(',') })
}

export async function deleteFootprints(ids: number[]): Promise<void> {
  await favoriteBrowseDelete({ ids: ids.join(',') })
}

/** Fire and forget: a footprint never blocks or disturbs the goods page. */
export function recordFootprint(goodsId: number): void {
  favoriteBrowseAdd({ goods_id: goodsId }, { silent: true }).catch(() => undefined)
}
