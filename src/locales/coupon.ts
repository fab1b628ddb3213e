import zh from './zh-cn/coupon.json'
import en from './en-us/coupon.json'
import type { NamespaceBundle } from './index'

/** The `coupon` namespace, loaded with the coupon feature. */
const coupon: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default coupon
