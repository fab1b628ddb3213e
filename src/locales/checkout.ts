import zh from './zh-cn/checkout.json'
import en from './en-us/checkout.json'
import type { NamespaceBundle } from './index'

/** The `checkout` namespace, loaded with its feature (src/features/checkout/i18n.ts). */
const checkout: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default checkout
