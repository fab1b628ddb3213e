import type { ShareAppMessage, ShareData } from '@/platform/share'

export const GOODS_DETAIL_PATH = '/pages/goods/detail/detail'
/** The H5 site's base: the same server serves the app under /h5/ (config/index.ts publicPath). */
export const H5_BASE = '/h5'

export interface GoodsShareInput {
  goodsId: number
  skuId?: number | null
  goodsName: string
  /** the goods' one-line introduction; the description falls back to the price text */
  introduction?: string
  /** already formatted price text (¥12.50) */
  priceText: string
  /** the goods image as a loadable URL ('' when none) */
  imageUrl: string
  /** the logged-in member sharing (credited as source_member when someone registers through it) */
  memberId?: number | null
  /** the origin of the H5 site (https://mall.example); '' leaves the link relative */
  origin: string
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n > 0

/** The goods detail address with the sharer: the app route, under the H5 base when an origin is known. */
export function goodsShareLink(input: Pick<GoodsShareInput, 'goodsId' | 'skuId' | 'memberId' | 'origin'>): string {
  const q = [`goods_id=${input.goodsId}`]
  if (positive(input.skuId)) q.push(`sku_id=${input.skuId}`)
  if (positive(input.memberId)) q.push(`source_member=${input.memberId}`)
  const path = `${GOODS_DETAIL_PATH}?${q.join('&')}`
  const origin = input.origin.replace(/\/+$/, '')
  return origin ? `${origin}${H5_BASE}${path}` : path
}

/** Any app route (`/otherpages/shop/index/index?site_id=3`) as a share link naming the sharer, like goodsShareLink. */
export function pageShareLink(path: string, memberId: number | null | undefined, origin: string): string {
  const withSharer = positive(memberId) ? `${path}${path.includes('?') ? '&' : '?'}source_member=${memberId}` : path
  const base = origin.replace(/\/+$/, '')
  return base ? `${base}${H5_BASE}${withSharer.startsWith('/') ? '' : '/'}${withSharer}` : withSharer
}

/** A relative image (/upload/...) made absolute: share cards and the JSSDK need full URLs. */
export function absoluteUrl(url: string, origin: string): string {
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return url
  const base = origin.replace(/\/+$/, '')
  return base ? `${base}${url.startsWith('/') ? '' : '/'}${url}` : url
}

/** Spec section 3 share data for a goods detail. */
export function goodsShareData(input: GoodsShareInput, describe: (priceText: string) => string): ShareData {
  const intro = (input.introduction ?? '').trim()
  return {
    title: input.goodsName.trim(),
    desc: intro || describe(input.priceText),
    link: goodsShareLink(input),
    imgUrl: absoluteUrl(input.imageUrl, input.origin),
  }
}

/** What onShareTimeline returns: the page's own query instead of a path. */
export function toTimeline(message: ShareAppMessage | null): { title: string; query: string; imageUrl?: string } | null {
  if (!message) return null
  const i = message.path.indexOf('?')
  return { title: message.title, query: i >= 0 ? message.path.slice(i + 1) : '', imageUrl: message.imageUrl }
}
