import zh from './zh-cn/recharge.json'
import en from './en-us/recharge.json'
import type { NamespaceBundle } from './index'

/** The `recharge` namespace (recharge packages and recharge orders), loaded with its pages. */
const recharge: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default recharge
