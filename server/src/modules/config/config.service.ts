import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { RequestContext } from '../../http/context.js'
import { cacheHub } from '../../infra/cache.js'
import { cartCount } from '../cart/cart.service.js'
import { ADDON_KEYS, DEFAULT_ADDONS, DEFAULT_BOTTOM_NAV, DEFAULT_IMG, DEFAULT_IMG_KEYS, STYLE_THEMES, TAB_KEYS } from './config.defaults.js'
import type { AddonFlags, DefaultImg, DiyBottomNav, LaunchConfig, StyleTheme } from './config.schema.js'
import { jsapiTicket } from '../wechat/wechat.client.js'
import { buildJssdkConfig, type JssdkConfig } from './config.jssdk.js'
import { loadWebsiteConfigRows, upsertWebsiteConfig } from './config.repository.js'

/**
 * Settings change rarely and are read on every launch: kept a few seconds per process, in the cache
 * hub, so a change stored through one server process drops the copies of every other one at once
 * (with REDIS_URL), not only its own.
 */
const CONFIG_CACHE = { name: 'website-config', ttlMs: 5000, capacity: 1000 }

type DbLike = Kysely<Database> | { db: Kysely<Database> }
const dbOf = (x: DbLike): Kysely<Database> => ('db' in x && !('selectFrom' in x) ? x.db : (x as Kysely<Database>))
// one hub per database, so several apps in one process (tests) never share settings
const configCache = (db: Kysely<Database>) => cacheHub({ db }).cache<Map<string, unknown>>(CONFIG_CACHE.name, CONFIG_CACHE)

function websiteConfig(db: Kysely<Database>, websiteId: number): Promise<Map<string, unknown>> {
  return configCache(db).get(String(websiteId), async () => {
    const values = new Map<string, unknown>()
    for (const row of await loadWebsiteConfigRows(db, websiteId)) {
      try {
        values.set(row.config_key, JSON.parse(row.value))
      } catch {
        // a hand-edited row that is not JSON counts as absent: the default applies
      }
    }
    return values
  })
}

export async function getWebsiteConfig(ctxOrDb: DbLike, websiteId: number, key: string): Promise<unknown> {
  return (await websiteConfig(dbOf(ctxOrDb), websiteId)).get(key)
}

/** Stores a setting (any JSON value) and drops the cached copies, in every server process. */
export async function setWebsiteConfig(ctxOrDb: DbLike, websiteId: number, key: string, value: unknown): Promise<void> {
  const db = dbOf(ctxOrDb)
  await upsertWebsiteConfig(db, websiteId, key, JSON.stringify(value), nowSeconds())
  await cacheHub({ db }).invalidate(CONFIG_CACHE.name, [String(websiteId)])
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

export async function styleTheme(ctx: RequestContext): Promise<StyleTheme> {
  const v = await getWebsiteConfig(ctx, ctx.websiteId, 'style_theme')
  return STYLE_THEMES.includes(v as StyleTheme) ? (v as StyleTheme) : 'default'
}

/** Stored flags override the defaults one by one; anything but 1 / true counts as off. */
export async function addonFlags(ctx: RequestContext): Promise<AddonFlags> {
  const stored = await getWebsiteConfig(ctx, ctx.websiteId, 'addon_is_exit')
  const flags = { ...DEFAULT_ADDONS }
  if (isObject(stored)) {
    for (const k of ADDON_KEYS) if (k in stored) flags[k] = stored[k] === 1 || stored[k] === true || stored[k] === '1' ? 1 : 0
  }
  return flags
}

export async function defaultImg(ctx: RequestContext): Promise<DefaultImg> {
  const stored = await getWebsiteConfig(ctx, ctx.websiteId, 'default_img')
  const out = { ...DEFAULT_IMG }
  if (isObject(stored)) for (const k of DEFAULT_IMG_KEYS) if (typeof stored[k] === 'string' && stored[k]) out[k] = stored[k] as string
  return out
}

/** A stored bar item as far as `bottomNav` checked it. */
type StoredNavItem = { key: DiyBottomNav['list'][number]['key']; link: { wap_url: string; site_id?: unknown } } & Record<string, unknown>

/** A stored bar is used only when every item names a known tab and a page; otherwise the default. */
export async function bottomNav(ctx: RequestContext): Promise<DiyBottomNav> {
  const stored = await getWebsiteConfig(ctx, ctx.websiteId, 'diy_bottom_nav')
  if (!isObject(stored) || !Array.isArray(stored.list) || stored.list.length < 2 || stored.list.length > 5) return DEFAULT_BOTTOM_NAV
  const valid = stored.list.every((i) => isObject(i) && TAB_KEYS.includes(i.key as never) && isObject(i.link) && typeof i.link.wap_url === 'string')
  if (!valid) return DEFAULT_BOTTOM_NAV
  const str = (v: unknown, d: string) => (typeof v === 'string' && v ? v : d)
  return {
    type: Number.isInteger(stored.type) ? (stored.type as number) : DEFAULT_BOTTOM_NAV.type,
    text_color: str(stored.text_color, DEFAULT_BOTTOM_NAV.text_color),
    text_hover_color: str(stored.text_hover_color, DEFAULT_BOTTOM_NAV.text_hover_color),
    background_color: str(stored.background_color, DEFAULT_BOTTOM_NAV.background_color),
    list: (stored.list as StoredNavItem[]).map((i) => ({
      key: i.key,
      title: str(i.title, ''),
      iconPath: str(i.iconPath, ''),
      selectedIconPath: str(i.selectedIconPath, ''),
      link: { wap_url: i.link.wap_url, site_id: Number.isSafeInteger(Number(i.link.site_id)) ? Number(i.link.site_id) : 0 },
    })),
  }
}

/**
 * Signed JS-SDK parameters for the page `url`, or null when the official account is not configured
 * or WeChat cannot be reached (the launch must not fail for it). The jsapi_ticket comes from WeChat
 * and is cached in the key-value store.
 */
export async function wechatJssdkConfig(ctx: RequestContext, url: string | undefined): Promise<JssdkConfig | null> {
  const legacy = ctx.config.wechat
  const mp = ctx.config.platforms?.wechatMp ?? (legacy ? { appId: legacy.appId, appSecret: legacy.appSecret } : undefined)
  const apiBase = legacy?.apiBase ?? ctx.config.platforms?.wechatApiBase
  if (!mp || !url || !apiBase) return null
  try {
    return buildJssdkConfig(mp.appId, await jsapiTicket(apiBase, mp, ctx.kv), url, nowSeconds())
  } catch (err) {
    ctx.log.warn({ err }, 'jsapi_ticket unavailable: wechat_jssdkconfig is null')
    return null
  }
}

export async function init(ctx: RequestContext, url: string | undefined): Promise<LaunchConfig> {
  const [cart_count, wholesale_cart_count, style_theme, addon_is_exit, diy_bottom_nav, default_img, wechat_jssdkconfig] = await Promise.all([
    cartCount(ctx, 'cart'),
    cartCount(ctx, 'wholesale_cart'),
    styleTheme(ctx),
    addonFlags(ctx),
    bottomNav(ctx),
    defaultImg(ctx),
    wechatJssdkConfig(ctx, url),
  ])
  return {
    cart_count,
    wholesale_cart_count,
    style_theme,
    addon_is_exit,
    diy_bottom_nav,
    development: ctx.config.development ? 1 : 0,
    default_img,
    wechat_jssdkconfig,
  }
}
