import { ROUTES } from '@/constants/routes'

/** Page URLs with their query parameters, built in one place. */
function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
  return parts.length ? `${path}?${parts.join('&')}` : path
}

export const goodsDetailUrl = (skuId: number) => withQuery(ROUTES.goodsDetail, { sku_id: skuId })
export const goodsListUrl = (q: { keyword?: string; category_id?: number; site_id?: number } = {}) =>
  withQuery(ROUTES.goodsList, q)
export const shopDetailUrl = (siteId: number) => withQuery(ROUTES.shopDetail, { site_id: siteId })
export const topicDetailUrl = (topicId: number) => withQuery(ROUTES.topicDetail, { topic_id: topicId })
/** The login page returns to `back` after signing in. */
export const loginUrl = (back: string) => withQuery(ROUTES.login, { back })
/** The not-found page, told which address was asked for. */
export const notFoundUrl = (path: string) => withQuery(ROUTES.notFound, { path })
