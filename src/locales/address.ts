import zh from './zh-cn/address.json'
import en from './en-us/address.json'
import type { NamespaceBundle } from './index'

/** The `address` namespace, loaded with its feature (src/features/address/i18n.ts). */
const address: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default address
