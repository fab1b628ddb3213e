import zh from './zh-cn/withdraw.json'
import en from './en-us/withdraw.json'
import type { NamespaceBundle } from './index'

/** The `withdraw` namespace (withdrawal accounts, balance and point withdrawals), loaded with its pages. */
const withdraw: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default withdraw
