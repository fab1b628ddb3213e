import zh from './zh-cn/cart.json'
import en from './en-us/cart.json'
import type { NamespaceBundle } from './index'

/** The `cart` namespace, loaded with the cart feature. */
const cart: NamespaceBundle = { 'zh-cn': zh, 'en-us': en }
export default cart
