import zh from './zh-cn/share.json'
import en from './en-us/share.json'
import type { NamespaceBundle } from './index'

/** The `share` namespace, loaded with the share feature. */
const share: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default share
