import type { FastifyInstance } from 'fastify'
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
