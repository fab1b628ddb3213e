import type { FastifyInstance } from 'fastify'
import { escapeHtml } from './html.js'
import { pickLang, type Lang } from './messages.js'

/**
 * The answers the H5 home page asks for first, gathered by the server while it sends index.html, so a
 * phone on a slow network does not wait for launch call -> decoration -> goods one after the other
 * (issue 9). They are the API's own answers (through app.inject, so every rule and cache of the routes
 * applies), for a visitor: the app uses them only when its language, website and app type are the
 * ones named here and it has no member token (src/features/diy/boot.ts); anything else it asks for.
 */
export interface H5Boot {
  v: 1
  website_id: number
  lang: Lang
  app_type: 'h5'
  /** unix seconds the answers were taken */
  at: number
  /** call key (bootKey) -> the `data` of the answer */
  calls: Record<string, unknown>
}

/** The same canonical key the app builds (src/features/diy/boot.ts): path + its fields, sorted, undefined dropped. */
export function bootKey(path: string, fields: Record<string, unknown> = {}): string {
  const sorted = Object.keys(fields)
    .filter((k) => fields[k] !== undefined && fields[k] !== null && fields[k] !== '')
    .sort()
    .map((k) => [k, fields[k]])
  return `${path} ${JSON.stringify(sorted)}`
}

interface DiyBlock {
  type?: string
  source?: string
  count?: number
  category_id?: number
}

const clampCount = (n: unknown, fallback: number) => Math.min(Math.max(Number.isInteger(n) ? (n as number) : fallback, 1), 50)

/** The goods query a decoration goods block stands for: the app's goodsQueryOf (src/features/diy/api.ts). */
export function goodsQueryOfBlock(block: DiyBlock): Record<string, unknown> {
  const page_size = clampCount(block.count, 6)
  switch (block.source) {
    case 'category':
      return { page: 1, page_size, category_id: block.category_id }
    case 'new':
      return { page: 1, page_size, order: 'create_time', sort: 'desc' }
    default:
      return { page: 1, page_size, recommend: 1 }
  }
}

/** Answers kept this long: the home page is as fresh as its API answers would be a few seconds later. */
export const BOOT_TTL_MS = 10_000
const MAX_ENTRIES = 32

/**
 * Gathers and briefly keeps the home page's first answers per website and language. Concurrent page
 * loads share one gathering; a failed call leaves its answer out (the app then asks for it itself).
 */
export function createBootCache(app: FastifyInstance, ttlMs = BOOT_TTL_MS) {
  const entries = new Map<string, { at: number; value: Promise<H5Boot | null> }>()

  async function call(url: string, payload: Record<string, unknown>): Promise<unknown> {
    const res = await app.inject({ method: 'POST', url, payload })
    if (res.statusCode !== 200) return undefined
    const body = res.json() as { code?: number; data?: unknown }
    return typeof body.code === 'number' && body.code >= 0 ? body.data : undefined
  }

  async function gather(websiteId: number, lang: Lang): Promise<H5Boot | null> {
    const common = { app_type: 'h5', lang, website_id: websiteId }
    const calls: Record<string, unknown> = {}
    const diyFields = { name: 'DIY_VIEW_INDEX' }
    // the launch call and the decoration together, then every block's list at once
    const [config, diy] = await Promise.all([call('/api/config/init', common), call('/api/diyview/info', { ...common, ...diyFields })])
    if (diy === undefined) return null
    if (config !== undefined) calls[bootKey('/api/config/init')] = config
    calls[bootKey('/api/diyview/info', diyFields)] = diy
    const components = ((diy as { value?: { components?: DiyBlock[] } })?.value?.components ?? []) as DiyBlock[]
    const lists: Array<[string, string, Record<string, unknown>]> = []
    for (const block of components) {
      if (block.type === 'goods') lists.push(['goods', '/api/goodssku/page', goodsQueryOfBlock(block)])
      // shops near a position are per device: only the list without one is shared
      if (block.type === 'shops') lists.push(['shops', '/api/shop/page', { page: 1, page_size: clampCount(block.count, 3) }])
    }
    const answers = await Promise.all(lists.map(([, url, fields]) => call(url, { ...common, ...fields })))
    lists.forEach(([, url, fields], i) => {
      if (answers[i] !== undefined) calls[bootKey(url, fields)] = answers[i]
    })
    return { v: 1, website_id: websiteId, lang, app_type: 'h5', at: Math.floor(Date.now() / 1000), calls }
  }

  return {
    /** The boot answers for a page request's website_id and lang query fields (null: serve the page without). */
    get(query: Record<string, unknown>): Promise<H5Boot | null> {
      const rawWebsite = query.website_id
      // only a plain positive id is worth gathering for; anything odd gets the page without answers
      if (rawWebsite !== undefined && !(typeof rawWebsite === 'string' && /^[1-9]\d{0,8}$/.test(rawWebsite))) return Promise.resolve(null)
      const websiteId = rawWebsite === undefined ? 1 : Number(rawWebsite)
      // the app's language is the stored one, zh-cn by default: the browser's preference is not it
      const lang = pickLang(query.lang, undefined)
      const key = `${websiteId}|${lang}`
      const now = Date.now()
      const hit = entries.get(key)
      if (hit && now - hit.at < ttlMs) return hit.value
      if (entries.size >= MAX_ENTRIES) {
        for (const [k, e] of entries) if (now - e.at >= ttlMs) entries.delete(k)
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
      }
      const value = gather(websiteId, lang).catch((err) => {
        app.log.warn({ err }, 'h5 boot answers could not be gathered')
        return null
      })
      entries.set(key, { at: now, value })
      return value
    },
    clear() {
      entries.clear()
    },
  }
}

/** JSON that is safe inside a <script> element: no '</script>', no '<!--', no U+2028/2029 surprises. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/**
 * The `big` variant of an image path under this server's /upload/ (the app's img(path, 'big') on a
 * build without an image domain: src/utils/image.ts). An absolute address stays as it is; null for
 * anything that is not a plain picture path.
 */
export function bigImageUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  if (/^https?:\/\//i.test(value)) return value
  if (!/^\/?[\w\-./]+\.(png|jpe?g|webp|gif)$/i.test(value) || value.includes('..')) return null
  const m = /^\/?(.*?)(?:_(?:big|mid|small))?(\.[a-z]+)$/i.exec(value)
  return m ? `/${m[1]}_big${m[2]}` : null
}

/**
 * The home page's first screen as plain HTML (navigation bar, search pill and the first banner picture)
 * for the server to put into index.html beside the boot answers. The browser paints it while the
 * app's scripts are still downloading: on a slow phone the banner, the page's largest paint, shows
 * about a second earlier than when the app draws it (issue 9). Sizes are the app's (rem from the
 * 750-wide design, Taro's pxtransform; 44 px navigation bar). It never takes a tap
 * (pointer-events: none) and the app removes it once its own banner has painted
 * (src/platform/shell). null when the decoration starts without a banner picture.
 */
export function homeShellHtml(boot: H5Boot): string | null {
  const diy = boot.calls[bootKey('/api/diyview/info', { name: 'DIY_VIEW_INDEX' })] as
    | { title?: string; value?: { global?: { title?: string; bgColor?: string }; components?: Array<{ type?: string; list?: Array<{ image?: unknown }> }> } }
    | undefined
  const components = diy?.value?.components ?? []
  // only a banner that is the page's first block sits where the shell draws it
  const first = components[0]
  if (first?.type !== 'banner') return null
  const src = bigImageUrl(first.list?.[0]?.image)
  if (!src) return null
  const title = escapeHtml(String(diy?.value?.global?.title || diy?.title || ''))
  const bg = /^#[0-9a-f]{3,8}$/i.test(diy?.value?.global?.bgColor ?? '') ? diy!.value!.global!.bgColor : '#f7f7f7'
  // --r is the app's rem (Taro's script: 40 px per 750 px of width, 20 to 40 px), from the width
  // alone: the script reads it before the body has a height and is only corrected once the app runs
  return (
    `<div id="mall-shell" aria-hidden="true" style="--r:clamp(20px,5.3333vw,40px);position:fixed;top:0;left:0;right:0;bottom:0;z-index:1;pointer-events:none;background:${bg};overflow:hidden">` +
    `<div style="height:44px;border-bottom:1px solid #f0f0f0;background:#fff;display:flex;align-items:center;justify-content:center;font-size:calc(var(--r)*.8);font-weight:600;color:#000">${title}</div>` +
    `<div style="padding:calc(var(--r)*.5) calc(var(--r)*.5) 0 calc(var(--r)*4.5)"><div style="height:calc(var(--r)*1.6);border-radius:calc(var(--r)*.8);background:#fff"></div></div>` +
    `<img class="mall-shell__banner" src="${escapeHtml(src)}" alt="" fetchpriority="high" style="display:block;margin:calc(var(--r)*.5) calc(var(--r)*.5) 0;width:calc(100% - var(--r));height:calc(var(--r)*7.5);border-radius:calc(var(--r)*.4);object-fit:cover">` +
    `</div>`
  )
}
