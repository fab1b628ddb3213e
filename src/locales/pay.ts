import zh from './zh-cn/pay.json'
import en from './en-us/pay.json'
import type { NamespaceBundle } from './index'

/** The `pay` namespace, loaded with its feature (src/features/pay/i18n.ts). */
const pay: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default pay
