import zh from './zh-cn/partner.json'
import en from './en-us/partner.json'
import type { NamespaceBundle } from './index'

/** The `partner` namespace (licence, partner shop search, city choice), loaded with the partner feature. */
const partner: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default partner
