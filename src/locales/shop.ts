import zh from './zh-cn/shop.json'
import en from './en-us/shop.json'
import type { NamespaceBundle } from './index'

/** The `shop` namespace (shop home and its pages, following), loaded with the shop feature. */
const shop: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default shop
