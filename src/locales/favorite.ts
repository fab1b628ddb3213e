import zh from './zh-cn/favorite.json'
import en from './en-us/favorite.json'
import type { NamespaceBundle } from './index'

/** The `favorite` namespace, loaded with the favorite feature. */
const favorite: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default favorite
