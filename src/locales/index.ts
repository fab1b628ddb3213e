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

export const NAMESPACES = ['common', 'pages', 'utils'] as const
