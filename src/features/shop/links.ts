import { ROUTES } from '@/constants/routes'

function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
  return parts.length ? `${path}?${parts.join('&')}` : path
}

/** The shop's own pages, each told its site_id. */
export const shopIndexUrl = (siteId: number) => withQuery(ROUTES.shopIndex, { site_id: siteId })
export const shopIntroduceUrl = (siteId: number) => withQuery(ROUTES.shopIntroduce, { site_id: siteId })
export const shopSearchUrl = (siteId: number) => withQuery(ROUTES.shopSearch, { site_id: siteId })
export const shopCategoryUrl = (siteId: number) => withQuery(ROUTES.shopCategory, { site_id: siteId })
export const shopStoreDetailUrl = (siteId: number, storeId?: number) => withQuery(ROUTES.shopStoreDetail, { site_id: siteId, store_id: storeId })
/** The shop's goods: every goods, one category, or a keyword. */
export const shopListUrl = (siteId: number, q: { category_id?: number; keyword?: string } = {}) =>
  withQuery(ROUTES.shopList, { site_id: siteId, category_id: q.category_id, keyword: q.keyword })

/** A positive integer page parameter, else undefined. */
export function intParam(v: string | undefined): number | undefined {
  const n = v ? Number(v) : NaN
  return Number.isInteger(n) && n > 0 && n <= 2147483647 ? n : undefined
}
