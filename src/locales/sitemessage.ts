import zh from './zh-cn/sitemessage.json'
import en from './en-us/sitemessage.json'
import type { NamespaceBundle } from './index'

/** The `sitemessage` namespace (site messages), loaded with its pages and the member centre's badge. */
const sitemessage: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default sitemessage
