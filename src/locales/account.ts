import zh from './zh-cn/account.json'
import en from './en-us/account.json'
import type { NamespaceBundle } from './index'

/** The `account` namespace (assets, balance, points, ledger, head image), loaded with its pages. */
const account: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default account
