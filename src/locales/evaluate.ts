import zh from './zh-cn/evaluate.json'
import en from './en-us/evaluate.json'
import type { NamespaceBundle } from './index'

/** The `evaluate` namespace, loaded with the evaluate feature. */
const evaluate: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default evaluate
