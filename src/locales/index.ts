import zhCommon from './zh-cn/common.json'
import zhPages from './zh-cn/pages.json'
import zhUtils from './zh-cn/utils.json'
import zhLogin from './zh-cn/login.json'
import zhMember from './zh-cn/member.json'
import enCommon from './en-us/common.json'
import enPages from './en-us/pages.json'
import enUtils from './en-us/utils.json'
import enLogin from './en-us/login.json'
import enMember from './en-us/member.json'

export type Lang = 'zh-cn' | 'en-us'
export const LANGS: Lang[] = ['zh-cn', 'en-us']
export const DEFAULT_LANG: Lang = 'zh-cn'

export const resources = {
  'zh-cn': { common: zhCommon, pages: zhPages, utils: zhUtils, login: zhLogin, member: zhMember },
  'en-us': { common: enCommon, pages: enPages, utils: enUtils, login: enLogin, member: enMember },
}

export const NAMESPACES = ['common', 'pages', 'utils', 'login', 'member'] as const
