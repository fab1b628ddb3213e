export type ImageSize = 'big' | 'mid' | 'small'

/** Spec section 9: big 700x700, mid 400x400, small 100x100. */
export const IMAGE_SIZES: Record<ImageSize, number> = { big: 700, mid: 400, small: 100 }

export interface ImageUrlOptions {
  /** the image domain relative paths are prefixed with ('' keeps them site-relative) */
  domain: string
  size?: ImageSize
  /** the site runs on https: http links are upgraded */
  https?: boolean
  /** hosts that resize through a query parameter (object storage) instead of a file-name suffix */
  objectStorageHosts?: string[]
  fallback?: string
}

/**
 * Builds the address of an image. On an object-storage host resizing is a query parameter
 * (?x-oss-process=image/resize,m_fill,w_400,h_400); elsewhere the size is a suffix before the
 * extension (goods/7.png -> goods/7_mid.png), which the server answers with the original when it
 * has no such variant.
 */
export function imageUrl(path: string | null | undefined, opts: ImageUrlOptions): string {
  const raw = (path ?? '').trim()
  if (!raw) return opts.fallback ? imageUrl(opts.fallback, { ...opts, fallback: undefined }) : ''
  if (/^(data:|blob:|wxfile:|file:)/.test(raw)) return raw
  let url: string
  if (/^(https?:)?\/\//i.test(raw)) url = raw.startsWith('//') ? `${opts.https ? 'https' : 'http'}:${raw}` : raw
  else url = `${opts.domain.replace(/\/$/, '')}/${raw.replace(/^\//, '')}`
  if (opts.https) url = url.replace(/^http:\/\//i, 'https://')
  if (!opts.size) return url
  const px = IMAGE_SIZES[opts.size]
  const host = /^https?:\/\/([^/]+)/i.exec(url)?.[1] ?? ''
  if (host && (opts.objectStorageHosts ?? []).some((h) => host === h || host.endsWith(`.${h}`))) {
    return `${url}${url.includes('?') ? '&' : '?'}x-oss-process=image/resize,m_fill,w_${px},h_${px}`
  }
  const [base, query] = url.split('?')
  const sized = base.replace(/(\.[a-z0-9]+)$/i, `_${opts.size}$1`)
  return query ? `${sized}?${query}` : sized
}
