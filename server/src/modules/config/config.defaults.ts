// What a website gets when its operator has stored nothing (website_config rows are optional).
// The shapes are the contract's (config.schema.ts); the key lists they are built from live here.
import type { AddonFlags, BottomNavItem, DefaultImg, DiyBottomNav } from './config.schema.js'

export type { AddonFlags, BottomNavItem, DefaultImg, DiyBottomNav }

export const STYLE_THEMES = ['default', 'blue', 'green', 'pink', 'golden'] as const

/** Spec section 3, in its order. */
export const ADDON_KEYS = [
  'bundling', 'coupon', 'discount', 'fenxiao', 'gift', 'groupbuy', 'manjian', 'memberconsume', 'memberrecharge',
  'memberregister', 'membersignin', 'memberwithdraw', 'pintuan', 'pointexchange', 'seckill', 'store', 'topic',
  'bargain', 'membercancel', 'servicer',
] as const
export type AddonKey = (typeof ADDON_KEYS)[number]

/**
 * Only what this server really serves is switched on: topics (/api/topic/*), the daily sign-in
 * (/api/membersignin/*, which stays closed until the operator sets its rewards) and recharge
 * (/memberrecharge/api/*: the operator's packages, none until added) and withdrawals
 * (/api/memberwithdraw/*, /api/pointwithdraw/*: closed until the operator sets them), and gifts received
 * (/gift/api/giftorder/*: level upgrade gift packages). Every other add-on
 * has no routes yet, so advertising it would send the client to pages that fail.
 */
const SERVED_ADDONS: readonly AddonKey[] = ['topic', 'membersignin', 'memberrecharge', 'memberwithdraw', 'gift']
export const DEFAULT_ADDONS: AddonFlags = Object.fromEntries(ADDON_KEYS.map((k) => [k, SERVED_ADDONS.includes(k) ? 1 : 0])) as AddonFlags

export const DEFAULT_IMG_KEYS = [
  'default_goods_img', 'default_headimg', 'default_shop_img', 'default_category_img', 'default_city_img',
  'default_supply_img', 'default_store_img', 'default_brand_img',
] as const
export type DefaultImgKey = (typeof DEFAULT_IMG_KEYS)[number]

/** Files the seed draws (seed/images.ts writes them under uploadDir/demo/default/). */
export const DEFAULT_IMG_FILES: Record<DefaultImgKey, string> = {
  default_goods_img: 'goods',
  default_headimg: 'headimg',
  default_shop_img: 'shop',
  default_category_img: 'category',
  default_city_img: 'city',
  default_supply_img: 'supply',
  default_store_img: 'store',
  default_brand_img: 'brand',
}
export const DEFAULT_IMG: DefaultImg = Object.fromEntries(
  DEFAULT_IMG_KEYS.map((k) => [k, `upload/demo/default/${DEFAULT_IMG_FILES[k]}.png`]),
) as DefaultImg

export const TAB_KEYS = ['home', 'preference', 'life', 'category', 'cart', 'member'] as const
export type TabKey = (typeof TAB_KEYS)[number]

export const TAB_ROUTES: Record<TabKey, { url: string; title: string }> = {
  home: { url: '/pages/index/index/index', title: '首页' },
  preference: { url: '/pages/dianjia/preference/preference', title: '店铺优选' },
  life: { url: '/pages/dianjia/life/life', title: '生活圈' },
  category: { url: '/pages/goods/category/category', title: '分类' },
  cart: { url: '/pages/goods/cart/cart', title: '购物车' },
  member: { url: '/pages/member/index/index', title: '会员中心' },
}

/** Tab icons the seed draws: grey when idle, the theme red when selected. */
export const tabIcon = (key: TabKey, selected: boolean) => `upload/demo/tabbar/${key}${selected ? '-active' : ''}.png`

export function bottomNavItem(key: TabKey): BottomNavItem {
  return {
    key,
    title: TAB_ROUTES[key].title,
    iconPath: tabIcon(key, false),
    selectedIconPath: tabIcon(key, true),
    link: { wap_url: TAB_ROUTES[key].url, site_id: 0 },
  }
}

export function bottomNav(keys: TabKey[]): DiyBottomNav {
  return { type: 1, text_color: '#333333', text_hover_color: '#FF0036', background_color: '#FFFFFF', list: keys.map(bottomNavItem) }
}

export const FIVE_ITEM_NAV: TabKey[] = ['home', 'preference', 'life', 'cart', 'member']
/** The variant an operator may store instead. */
export const FOUR_ITEM_NAV: TabKey[] = ['home', 'category', 'cart', 'member']

export const DEFAULT_BOTTOM_NAV: DiyBottomNav = bottomNav(FIVE_ITEM_NAV)
