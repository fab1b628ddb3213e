import zh from './zh-cn/location.json'
import en from './en-us/location.json'
import type { NamespaceBundle } from './index'

/** The `location` namespace, loaded with the location pages. */
const location: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default location
