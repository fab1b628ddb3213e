import { decorationInfo, type DiyView } from '@/services/api/contract.gen'
import type { GoodsPageQuery } from '@/features/catalog/types'
import { useAppStore } from '@/store/app'
import type { DiyGoodsComponent } from './types'
import { img } from '@/services/image'
import { dropBoot, peekBoot } from './boot'

/** The decoration the page's HTML carries (H5 home, first load), else undefined; see ./boot.ts. */
export function bootDiyView(name = 'DIY_VIEW_INDEX', siteId?: number): DiyView | undefined {
  return siteId ? undefined : peekBoot<DiyView>(decorationInfo.path, { name }, useAppStore.getState())
}

/** Once the page is mounted with it, the carried decoration is used up. */
export function dropBootDiyView(name = 'DIY_VIEW_INDEX'): void {
  dropBoot(decorationInfo.path, { name })
}

/**
 * H5 first load of the home page: fetches the first banner picture as soon as the app's code runs, while
 * the page's own code is still on its way. It is the page's largest paint (issue 9: LCP within 2 s on a
 * slow phone); the banner's <img> then finds it in the browser's cache. Nothing happens without the
 * decoration in the page (mini-programs, other pages, members).
 */
export function warmHomeBanner(): string | null {
  const banner = bootDiyView()?.value?.components?.find((c) => c.type === 'banner')
  const first = banner?.type === 'banner' ? banner.list?.[0]?.image : undefined
  if (!first || typeof Image !== 'function') return null
  const url = img(first, 'big')
  const picture = new Image()
  picture.setAttribute('fetchpriority', 'high')
  picture.src = url
  return url
}

export function fetchDiyView(name = 'DIY_VIEW_INDEX', siteId?: number): Promise<DiyView> {
  return decorationInfo({ name, site_id: siteId || undefined })
}

/** The goods query a decoration goods block stands for. */
export function goodsQueryOf(block: DiyGoodsComponent): GoodsPageQuery {
  const page_size = Math.min(Math.max(block.count ?? 6, 1), 50)
  switch (block.source) {
    case 'category':
      return { page: 1, page_size, category_id: block.category_id }
    case 'new':
      return { page: 1, page_size, order: 'create_time', sort: 'desc' }
    default:
      return { page: 1, page_size, recommend: 1 }
  }
}
