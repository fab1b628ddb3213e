import zh from './zh-cn/login.json'
import en from './en-us/login.json'
import type { NamespaceBundle } from './index'

/** The `login` namespace (login, register, recovery, login popups), loaded with the auth feature. */
const login: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default login
