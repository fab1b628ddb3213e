import zh from './zh-cn/refund.json'
import en from './en-us/refund.json'
import type { NamespaceBundle } from './index'

/** The `refund` namespace (after-sale list, application, detail), loaded with the refund feature. */
const refund: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default refund
