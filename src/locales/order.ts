import zh from './zh-cn/order.json'
import en from './en-us/order.json'
import type { NamespaceBundle } from './index'

/** The `order` namespace (order list, details, logistics, WeChat's confirm-receipt view), loaded with the order feature. */
const order: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default order
