import { Type, type Static, type TLiteral, type TObject, type TUnion } from '@sinclair/typebox'
import { defineEndpoints, Nullable, StringEnum } from '../../contract/endpoint.js'
import { ADDON_KEYS, DEFAULT_IMG_KEYS, STYLE_THEMES, TAB_KEYS, type AddonKey, type DefaultImgKey } from './config.defaults.js'

export const InitBody = Type.Object({
  /** the page URL the JS-SDK signature is made for (WeChat browser) */
  url: Type.Optional(Type.String({ maxLength: 2000, description: 'the page URL the WeChat JS-SDK signature is made for' })),
})
export type InitInput = Static<typeof InitBody>

/**
 * GET calls that take only the common fields. Still used by modules not yet on the contract; a
 * contract endpoint without `input` gets the common fields by itself.
 */
export const CommonQuery = Type.Object({
  app_type: Type.Optional(Type.String({ maxLength: 20 })),
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  website_id: Type.Optional(Type.Integer({ minimum: 1 })),
})

export const StyleTheme = StringEnum(STYLE_THEMES, 'StyleTheme', 'default is red')
export type StyleTheme = Static<typeof StyleTheme>

export const AddonFlag = Type.Union([Type.Literal(0), Type.Literal(1)], { title: 'AddonFlag' })
/** Exactly the 20 add-ons of spec section 3, each 0 or 1: the app reads the keys from here. */
export const AddonFlags = Type.Object(
  Object.fromEntries(ADDON_KEYS.map((k) => [k, AddonFlag])) as Record<AddonKey, TUnion<[TLiteral<0>, TLiteral<1>]>>,
  { title: 'AddonFlags', additionalProperties: false },
) as TObject<Record<AddonKey, TUnion<[TLiteral<0>, TLiteral<1>]>>>
export type AddonFlags = Static<typeof AddonFlags>

export const DefaultImg = Type.Object(
  Object.fromEntries(DEFAULT_IMG_KEYS.map((k) => [k, Type.String({ description: 'upload-relative path' })])) as Record<DefaultImgKey, ReturnType<typeof Type.String>>,
  { title: 'DefaultImg', additionalProperties: false },
) as TObject<Record<DefaultImgKey, ReturnType<typeof Type.String>>>
export type DefaultImg = Static<typeof DefaultImg>

export const TabKey = StringEnum(TAB_KEYS, 'TabKey')
export type TabKey = Static<typeof TabKey>

export const BottomNavItem = Type.Object({
  key: TabKey,
  /** the client translates titles by key and falls back to this */
  title: Type.String({ description: 'the app translates titles by key and falls back to this' }),
  iconPath: Type.String({ description: 'upload-relative path' }),
  selectedIconPath: Type.String({ description: 'upload-relative path' }),
  link: Type.Object({ wap_url: Type.String({ description: 'an app page' }), site_id: Type.Integer() }),
}, { title: 'BottomNavItem' })
export type BottomNavItem = Static<typeof BottomNavItem>

export const DiyBottomNav = Type.Object({
  type: Type.Integer(),
  text_color: Type.String({ description: '#RRGGBB' }),
  text_hover_color: Type.String({ description: '#RRGGBB, the selected item' }),
  background_color: Type.String({ description: '#RRGGBB' }),
  list: Type.Array(BottomNavItem, { minItems: 2, maxItems: 5 }),
}, { title: 'DiyBottomNav' })
export type DiyBottomNav = Static<typeof DiyBottomNav>

export const WechatJssdkConfig = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer({ description: 'Unix seconds' }),
  nonceStr: Type.String(),
  signature: Type.String(),
}, { title: 'WechatJssdkConfig' })
export type WechatJssdkConfig = Static<typeof WechatJssdkConfig>

export const LaunchConfig = Type.Object({
  cart_count: Type.Integer({ minimum: 0, description: '0 for visitors' }),
  wholesale_cart_count: Type.Integer({ minimum: 0, description: '0 for visitors' }),
  style_theme: StyleTheme,
  addon_is_exit: AddonFlags,
  diy_bottom_nav: DiyBottomNav,
  development: Type.Union([Type.Literal(0), Type.Literal(1)], { description: '1: a development server (NODE_ENV is not production)' }),
  default_img: DefaultImg,
  wechat_jssdkconfig: Nullable(WechatJssdkConfig),
}, { title: 'LaunchConfig' })
export type LaunchConfig = Static<typeof LaunchConfig>

export const configApi = defineEndpoints('config', {
  init: {
    method: 'POST', path: '/api/config/init',
    summary: 'The launch call: theme, add-on flags, bottom bar, default images, cart counts, JS-SDK signature for url',
    description:
      "The launch call (spec section 7). cart_count and wholesale_cart_count are 0 for visitors. diy_bottom_nav: the operator's bar " +
      'when it is stored and valid, else the default five items home / preference / life / cart / member (the operator may switch ' +
      'to the four items home / category / cart / member); the app translates titles by key and falls back to title. ' +
      'wechat_jssdkconfig is signed for url (the part before #) when the official account is configured and url is given (the ' +
      "server fetches and caches the account's jsapi_ticket); it is null otherwise, and null while WeChat cannot be reached. " +
      'development is 1 on a development server (NODE_ENV is not production).',
    input: InitBody, response: LaunchConfig,
  },
  defaultImg: {
    method: 'GET', path: '/api/config/defaultimg', summary: 'The placeholder images (goods, head, shop …)',
    description: 'Upload-relative paths of the placeholder images the app shows when an image is missing.',
    response: DefaultImg,
  },
  style: {
    method: 'GET', path: '/api/diyview/style', summary: 'The colour theme',
    description: 'One of default (red), blue, green, pink, golden.',
    response: Type.Object({ style_theme: StyleTheme }),
  },
  addonIsExit: {
    method: 'GET', path: '/api/addon/addonisexit', summary: 'Which add-ons are switched on (0/1 each)',
    description:
      'Exactly the 20 add-ons of spec section 3, each 0 or 1. By default only topic is on (the only add-on this server serves so ' +
      "far); the operator's stored flags override the defaults.",
    response: AddonFlags,
  },
})
