/**
 * Image addresses (spec section 9). Image paths from the API are relative ('upload/demo/goods/7.png')
 * and get the image domain in front; size variants are big 700x700, mid 400x400, small 100x100.
 *
 * Size variants, two conventions:
 * - object storage hosts (Aliyun OSS style) resize on the fly through a query parameter:
 *   …/7.png?x-oss-process=image/resize,m_fill,w_400,h_400 (`resizeQuery` changes the parameter for
 *   another vendor, e.g. Tencent COS's imageMogr2/thumbnail/400x400!);
 * - our own image server keeps variants beside the original as `<name>_<size>.<ext>`, the size in
 *   lower case: goods/7.png -> goods/7_mid.png. It is the exact inverse of the server's
 *   /^(.*)_(big|mid|small)(\.[a-z0-9]+)$/i (server/src/http/static-h5.ts), which answers with the
 *   original when a variant was never generated. A name that already carries a size suffix has it
 *   replaced (7_mid.png asked big -> 7_big.png), and a name without an extension is left alone
 *   (the server could not match it).
 * The suffix is only added on our own hosts (relative paths, the image domain's host, `ownHosts`):
 * a foreign server (a WeChat avatar, a third-party CDN) has no variants and would answer 404.
 */
export type ImageSize = 'big' | 'mid' | 'small'

/** Square edge in pixels of each size variant. */
export const IMAGE_SIZES: Record<ImageSize, number> = { big: 700, mid: 400, small: 100 }

export const ossResizeQuery = (px: number): string => `x-oss-process=image/resize,m_fill,w_${px},h_${px}`

/** Aliyun OSS's resize parameter as a template: {w} and {h} are the edge in pixels. */
export const OSS_RESIZE_TEMPLATE = 'x-oss-process=image/resize,m_fill,w_{w},h_{h}'
/** Tencent COS's (data processing): imageMogr2/thumbnail/400x400 */
export const COS_RESIZE_TEMPLATE = 'imageMogr2/thumbnail/{w}x{h}'

/**
 * The resize query of a template ({w}, {h}: the edge in pixels); '' or 'none' turns resizing off (a
 * bucket without image processing, e.g. MinIO: the original is loaded at every size).
 */
export function resizeQueryFrom(template: string | undefined): ((px: number) => string) | null {
  const t = (template ?? '').trim().replace(/^[?&]+/, '')
  if (!t || /^(none|off)$/i.test(t)) return null
  return (px: number) => t.replace(/\{w\}/g, String(px)).replace(/\{h\}/g, String(px))
}

/** The parameter a resize query sets ('x-oss-process', 'imageMogr2'): a URL carrying it is already processed. */
const queryName = (query: string): string => query.split(/[=/]/)[0]

export interface ImageUrlOptions {
  /** prefixed to relative paths, e.g. 'https://img.mall.com' ('' keeps them site-relative) */
  domain: string
  size?: ImageSize
  /** the site runs on https: http links are upgraded (mixed content would be blocked) */
  https?: boolean
  /** object-storage hosts (a host matches itself and its subdomains), or a predicate on the host */
  objectStorageHosts?: string[] | ((host: string) => boolean)
  /** the resize query for object storage; Aliyun OSS by default; null: no resizing there (the original) */
  resizeQuery?: ((px: number) => string) | null
  /** further hosts of ours that serve `_<size>` variants, besides the image domain's host */
  ownHosts?: string[]
  /** used when path is empty (typically the mall's default image); goes through the same rules */
  fallback?: string
}

// Local and in-memory sources: never prefixed, upgraded or resized.
const LOCAL = /^(data:|blob:|wxfile:|file:|ttfile:|cloud:)/i
const ABSOLUTE = /^(https?:)?\/\//i
const SIZE_SUFFIX = /_(big|mid|small)$/i

const hostOf = (url: string): string => /^(?:https?:)?\/\/([^/?#]+)/i.exec(url)?.[1]?.toLowerCase() ?? ''

function matchesHost(host: string, list: string[]): boolean {
  return list.some((h) => {
    const x = h.toLowerCase()
    return host === x || host.endsWith(`.${x}`)
  })
}

/** Inserts (or replaces) the `_<size>` suffix before the extension; query and hash are kept. */
export function withSizeSuffix(url: string, size: ImageSize): string {
  const m = /^((?:https?:)?\/\/[^/?#]*)?([^?#]*)([?#].*)?$/i.exec(url)
  if (!m) return url
  const origin = m[1] ?? ''
  const pathPart = m[2] ?? ''
  const rest = m[3] ?? ''
  const slash = pathPart.lastIndexOf('/')
  const dir = pathPart.slice(0, slash + 1)
  const file = pathPart.slice(slash + 1)
  const ext = /(\.[a-z0-9]+)$/i.exec(file)
  if (!ext || ext.index === 0) return url
  const stem = file.slice(0, ext.index).replace(SIZE_SUFFIX, '')
  return `${origin}${dir}${stem}_${size}${ext[1]}${rest}`
}

/**
 * The address of an image for this platform. Empty path -> `fallback` (or '' without one); relative
 * path -> domain prefix; protocol-relative '//x' -> http or https by the site; http -> https on an
 * https site; then the size variant as described above.
 */
export function imageUrl(path: string | null | undefined, opts: ImageUrlOptions): string {
  const raw = (path ?? '').trim()
  if (!raw) return opts.fallback ? imageUrl(opts.fallback, { ...opts, fallback: undefined }) : ''
  if (LOCAL.test(raw)) return raw

  const absolute = ABSOLUTE.test(raw)
  let url = absolute
    ? raw.startsWith('//')
      ? `${opts.https ? 'https' : 'http'}:${raw}`
      : raw
    : `${opts.domain.replace(/\/+$/, '')}/${raw.replace(/^\/+/, '')}`
  if (opts.https) url = url.replace(/^http:\/\//i, 'https://')
  if (!opts.size) return url

  const host = hostOf(url)
  const storage = opts.objectStorageHosts
  const isStorage = host !== '' && (typeof storage === 'function' ? storage(host) : matchesHost(host, storage ?? []))
  if (isStorage) {
    const resize = opts.resizeQuery === undefined ? ossResizeQuery : opts.resizeQuery
    if (!resize) return url
    const query = resize(IMAGE_SIZES[opts.size])
    // already processed (a thumbnail URL stored as is): adding a second process would conflict
    const name = queryName(query)
    const search = /\?([^#]*)/.exec(url)?.[1] ?? ''
    if (/[?&]x-oss-process=/.test(url) || (name && search.split('&').some((p) => queryName(p) === name))) return url
    const hashAt = url.indexOf('#')
    const [base, hash] = hashAt >= 0 ? [url.slice(0, hashAt), url.slice(hashAt)] : [url, '']
    return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`
  }

  const own = !absolute || host === '' || host === hostOf(opts.domain) || matchesHost(host, opts.ownHosts ?? [])
  return own ? withSizeSuffix(url, opts.size) : url
}
