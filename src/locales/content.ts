import zh from './zh-cn/content.json'
import en from './en-us/content.json'
import type { NamespaceBundle } from './index'

/** The `content` namespace (store notes, help, notices), loaded with the content feature. */
const content: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default content
