import zhCommon from './zh-cn/common.json'
import zhPages from './zh-cn/pages.json'
import zhUtils from './zh-cn/utils.json'
import enCommon from './en-us/common.json'
import enPages from './en-us/pages.json'
import enUtils from './en-us/utils.json'

export type Lang = 'zh-cn' | 'en-us'
export const LANGS: Lang[] = ['zh-cn', 'en-us']
export const DEFAULT_LANG: Lang = 'zh-cn'

export const resources = {
  'zh-cn': { common: zhCommon, pages: zhPages, utils: zhUtils },
  'en-us': { common: enCommon, pages: enPages, utils: enUtils },
}

/** Loaded with the app. The login and member texts load with their features (src/locales/<ns>.ts). */
export const NAMESPACES = ['common', 'pages', 'utils'] as const

/** One namespace in every language, as a feature registers it. */
export type NamespaceBundle = Record<Lang, Record<string, unknown>>
