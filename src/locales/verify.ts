import zh from './zh-cn/verify.json'
import en from './en-us/verify.json'
import type { NamespaceBundle } from './index'

/** The `verify` namespace, loaded with the verification desk feature. */
const verify: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default verify
