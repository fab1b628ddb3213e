import { ROUTES } from '@/constants/routes'
import type { SiteMessage, SiteMessageType } from './api'

/** Each category's page (the master page opens these). */
export const CATEGORY_ROUTES: Record<SiteMessageType, string> = {
  order: ROUTES.sitemessageOrder,
  delivery: ROUTES.sitemessageDelivery,
  account: ROUTES.sitemessageAccount,
  promotion: ROUTES.sitemessagePromotion,
  group: ROUTES.sitemessageGroup,
}

/** Categories whose messages open a page of their own (the spec's account_detail and group_detail). */
export const DETAIL_ROUTES: Partial<Record<SiteMessageType, string>> = {
  account: ROUTES.sitemessageAccountDetail,
  group: ROUTES.sitemessageGroupDetail,
}

const PAGE_PATH = /^\/(pages|otherpages|promotionpages)\/[a-z0-9_/-]+$/

/**
 * The page a message opens (its order, refund, balance …) with its parameters, or null when it has none
 * or names something that is not a page of the app (the server's data is not trusted to be a path).
 */
export function messageLinkUrl(m: Pick<SiteMessage, 'link_route' | 'link_params'>): string | null {
  const route = m.link_route ?? ''
  if (!PAGE_PATH.test(route)) return null
  const query = Object.entries(m.link_params ?? {})
    .filter(([k, v]) => /^[a-z_]+$/.test(k) && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
  return query.length ? `${route}?${query.join('&')}` : route
}

export const detailUrl = (type: SiteMessageType, id: number): string | null => {
  const route = DETAIL_ROUTES[type]
  return route ? `${route}?id=${id}` : null
}

/** The badge text: the count, 99+ past 99, nothing at 0. */
export const badgeText = (n: number): string => (n > 99 ? '99+' : n > 0 ? String(n) : '')
