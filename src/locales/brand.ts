import zh from './zh-cn/brand.json'
import en from './en-us/brand.json'
import type { NamespaceBundle } from './index'

/** The `brand` namespace (brand wall, goods video, custom pages), loaded with the brand feature. */
const brand: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default brand
