import zh from './zh-cn/level.json'
import en from './en-us/level.json'
import type { NamespaceBundle } from './index'

/** The `level` namespace (member levels, growth rules, gifts received), loaded with its pages. */
const level: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default level
