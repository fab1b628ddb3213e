import zh from './zh-cn/member.json'
import en from './en-us/member.json'
import type { NamespaceBundle } from './index'

/** The `member` namespace (member pages and popups), loaded with the member feature. */
const member: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default member
