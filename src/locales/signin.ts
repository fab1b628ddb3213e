import zh from './zh-cn/signin.json'
import en from './en-us/signin.json'
import type { NamespaceBundle } from './index'

/** The `signin` namespace (daily sign-in), loaded with its page. */
const signin: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default signin
