import { create } from 'zustand'
import { storage, STORAGE_KEYS } from '@/platform/storage'
import { applyThemeVars } from '@/platform/theme'
import { DEFAULT_LANG, LANGS, type Lang } from '@/locales'
import type {
  AddonFlag, AddonFlags, BottomNavItem, DefaultImg, DiyBottomNav, LaunchConfig, TabKey, WechatJssdkConfig,
} from '@/services/api/contract.gen'
import { themeColors, themeVars, type ThemeName } from '@/utils/theme'

// The launch answer's shapes are the server contract's (generated), re-exported for the app.
// (imported, then re-exported: a re-export `from` the client reads as a runtime edge to the import checks)
export type { AddonFlag, AddonFlags, BottomNavItem, DefaultImg, DiyBottomNav, LaunchConfig, TabKey, WechatJssdkConfig }
/** The 20 add-ons of spec section 3 (the keys of the server's addon_is_exit). */
export type AddonKey = keyof AddonFlags

/** Spec section 3: current shipping address. */
export interface ShippingAddress {
  latitude?: number
  longitude?: number
  full_address?: string
  province_id?: number
  province_name?: string
  city_id?: number
  city_name?: string
  district_id?: number
  district_name?: string
  community_id?: number
  community_name?: string
  id?: number
}

/** Spec section 3: location. */
export interface Location {
  latitude: number
  longitude: number
  name?: string
  address?: string
  scale?: number
}

export interface AppState {
  tabBar: DiyBottomNav | null
  cartCount: number
  wholesaleCartCount: number
  themeStyle: ThemeName
  development: boolean
  currentShippingAddress: ShippingAddress | null
  addonIsExist: AddonFlags | null
  token: string
  websiteId: number | null
  authInfo: Record<string, unknown> | null
  sourceMember: number | null
  sourceSiteId: number | null
  suid: number | null
  paySource: string
  location: Location | null
  defaultImg: DefaultImg | null
  initUrl: string
  /** the API origin the launch used (kept under 'baseUrl') */
  baseUrl: string
  /** the user picked the shipping location on the map: do not overwrite it with the device position */
  manuallySelectLocationFromMap: boolean
  lang: Lang
  /** signed JSSDK parameters for the WeChat browser (null when WeChat is not configured) */
  wechatJssdkConfig: WechatJssdkConfig | null
  /** the launch call answered (false while it is under way or after it failed) */
  initialised: boolean

  setToken(token: string): void
  /** drops the session (spec: -10009 / -10010 remove the stored token) with the member's counts */
  clearToken(): void
  setCartCount(n: number): void
  setWholesaleCartCount(n: number): void
  setTabBar(nav: DiyBottomNav): void
  setThemeStyle(theme: ThemeName): void
  setAddonIsExist(flags: AddonFlags | null): void
  setDefaultImg(images: DefaultImg | null): void
  setDevelopment(on: boolean): void
  setManuallySelectLocationFromMap(on: boolean): void
  setLang(lang: Lang): void
  setLocation(location: Location | null): void
  setCurrentShippingAddress(address: ShippingAddress | null): void
  setAuthInfo(info: Record<string, unknown> | null): void
  setPaySource(source: string): void
  applyLaunchConfig(config: LaunchConfig): void
  /** keeps the share parameters of the launch query and, on H5, the landing address (null: none) */
  captureLaunchQuery(query: Record<string, string | undefined>, initUrl: string | null): void
}

/** The theme's CSS variables: ours (--main-color, --aux-color) and NutUI's primary colour. */
export function themeCssVars(theme: ThemeName): Record<string, string> {
  const { main } = themeColors(theme)
  return {
    ...themeVars(theme),
    '--nutui-color-primary': main,
    '--nutui-color-primary-stop-1': main,
    '--nutui-color-primary-stop-2': main,
  }
}

const count = (v: unknown): number => Math.max(0, Math.floor(Number(v)) || 0)

const positiveInt = (v: unknown): number | null => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : null
}

/** The spec's five-item bar, shown until the server's configuration arrives (icons come with it). */
export const DEFAULT_BOTTOM_NAV: DiyBottomNav = {
  type: 1,
  text_color: '#333333',
  text_hover_color: '#FF0036',
  background_color: '#FFFFFF',
  list: [
    { key: 'home', title: '首页', iconPath: '', selectedIconPath: '', link: { wap_url: '/pages/index/index/index', site_id: 0 } },
    { key: 'preference', title: '店铺优选', iconPath: '', selectedIconPath: '', link: { wap_url: '/pages/dianjia/preference/preference', site_id: 0 } },
    { key: 'life', title: '生活圈', iconPath: '', selectedIconPath: '', link: { wap_url: '/pages/dianjia/life/life', site_id: 0 } },
    { key: 'cart', title: '购物车', iconPath: '', selectedIconPath: '', link: { wap_url: '/pages/goods/cart/cart', site_id: 0 } },
    { key: 'member', title: '会员中心', iconPath: '', selectedIconPath: '', link: { wap_url: '/pages/member/index/index', site_id: 0 } },
  ],
}

/** Everything kept between launches lives under the spec's storage keys, read once here. */
function persisted() {
  return {
    token: storage.get<string>(STORAGE_KEYS.token) ?? '',
    websiteId: positiveInt(storage.get(STORAGE_KEYS.websiteId)),
    sourceMember: positiveInt(storage.get(STORAGE_KEYS.sourceMember)),
    sourceSiteId: positiveInt(storage.get(STORAGE_KEYS.sourceSiteId)),
    suid: positiveInt(storage.get(STORAGE_KEYS.suid)),
    authInfo: storage.get<Record<string, unknown>>(STORAGE_KEYS.authInfo) ?? null,
    currentShippingAddress: storage.get<ShippingAddress>(STORAGE_KEYS.currShippingAddress) ?? null,
    defaultImg: storage.get<DefaultImg>(STORAGE_KEYS.defaultImg) ?? null,
    tabBar: storage.get<DiyBottomNav>(STORAGE_KEYS.bottomNav) ?? DEFAULT_BOTTOM_NAV,
    initUrl: storage.get<string>(STORAGE_KEYS.initUrl) ?? '',
    baseUrl: storage.get<string>(STORAGE_KEYS.baseUrl) ?? '',
    manuallySelectLocationFromMap: Boolean(storage.get(STORAGE_KEYS.manuallySelectLocationFromMap)),
    lang: storedLang(),
  }
}

/** The language kept under 'lang', zh-cn when none or an unknown one is stored. */
export function storedLang(): Lang {
  const l = storage.get<string>(STORAGE_KEYS.lang)
  return LANGS.includes(l as Lang) ? (l as Lang) : DEFAULT_LANG
}

export const useAppStore = create<AppState>()((set, get) => ({
  cartCount: 0,
  wholesaleCartCount: 0,
  themeStyle: 'default',
  development: false,
  addonIsExist: null,
  paySource: '',
  location: null,
  initialised: false,
  wechatJssdkConfig: null,
  ...persisted(),

  setToken(token) {
    storage.set(STORAGE_KEYS.token, token)
    set({ token })
  },
  clearToken() {
    storage.remove(STORAGE_KEYS.token)
    set({ token: '', cartCount: 0, wholesaleCartCount: 0 })
  },
  setCartCount(cartCount) {
    set({ cartCount: count(cartCount) })
  },
  setWholesaleCartCount(n) {
    set({ wholesaleCartCount: count(n) })
  },
  setTabBar(tabBar) {
    storage.set(STORAGE_KEYS.bottomNav, tabBar)
    set({ tabBar })
  },
  setThemeStyle(themeStyle) {
    applyThemeVars(themeCssVars(themeStyle))
    set({ themeStyle })
  },
  setAddonIsExist(addonIsExist) {
    set({ addonIsExist })
  },
  setDefaultImg(defaultImg) {
    storage.set(STORAGE_KEYS.defaultImg, defaultImg)
    set({ defaultImg })
  },
  setDevelopment(development) {
    set({ development })
  },
  setManuallySelectLocationFromMap(on) {
    storage.set(STORAGE_KEYS.manuallySelectLocationFromMap, on ? 1 : null)
    set({ manuallySelectLocationFromMap: on })
  },
  setLang(lang) {
    storage.set(STORAGE_KEYS.lang, lang)
    set({ lang })
  },
  setLocation(location) {
    set({ location })
  },
  setCurrentShippingAddress(address) {
    storage.set(STORAGE_KEYS.currShippingAddress, address)
    set({ currentShippingAddress: address })
  },
  setAuthInfo(authInfo) {
    storage.set(STORAGE_KEYS.authInfo, authInfo)
    set({ authInfo })
  },
  setPaySource(paySource) {
    set({ paySource })
  },
  applyLaunchConfig(c) {
    const state = get()
    if (c.default_img) state.setDefaultImg(c.default_img)
    if (c.diy_bottom_nav?.list?.length) state.setTabBar(c.diy_bottom_nav)
    state.setThemeStyle(c.style_theme || 'default')
    set({
      cartCount: count(c.cart_count),
      wholesaleCartCount: count(c.wholesale_cart_count),
      addonIsExist: c.addon_is_exit ?? null,
      development: Boolean(c.development),
      wechatJssdkConfig: c.wechat_jssdkconfig ?? null,
      initialised: true,
    })
  },
  captureLaunchQuery(query, initUrl) {
    // share links carry who shared them; kept until registration credits the referrer
    const sourceMember = positiveInt(query.source_member)
    const suid = positiveInt(query.suid)
    const sourceSiteId = positiveInt(query.source_site_id)
    const websiteId = positiveInt(query.website_id)
    if (sourceMember) storage.set(STORAGE_KEYS.sourceMember, sourceMember)
    if (suid) storage.set(STORAGE_KEYS.suid, suid)
    if (sourceSiteId) storage.set(STORAGE_KEYS.sourceSiteId, sourceSiteId)
    if (websiteId) storage.set(STORAGE_KEYS.websiteId, websiteId)
    // each H5 visit signs JSSDK calls against its own landing address; mini-programs pass null
    if (initUrl !== null) storage.set(STORAGE_KEYS.initUrl, initUrl)
    set({
      sourceMember: sourceMember ?? get().sourceMember,
      suid: suid ?? get().suid,
      sourceSiteId: sourceSiteId ?? get().sourceSiteId,
      websiteId: websiteId ?? get().websiteId,
      ...(initUrl !== null ? { initUrl } : {}),
    })
  },
}))
