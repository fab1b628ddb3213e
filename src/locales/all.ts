import { NAMESPACES, resources, type Lang } from './index'
import login from './login'
import member from './member'
import cart from './cart'
import coupon from './coupon'
import order from './order'
import address from './address'
import checkout from './checkout'
import pay from './pay'
import verify from './verify'
import evaluate from './evaluate'
import refund from './refund'
import signin from './signin'
import level from './level'
import withdraw from './withdraw'
import recharge from './recharge'
import sitemessage from './sitemessage'
import account from './account'

/**
 * Every namespace in one resource set, for tests and tools. The app itself loads `login` and
 * `member` with their features (src/features/<feature>/i18n.ts).
 */
export const ALL_NAMESPACES = [...NAMESPACES, 'login', 'member', 'cart', 'coupon', 'order', 'address', 'checkout', 'pay', 'verify', 'evaluate', 'refund', 'signin', 'level', 'withdraw', 'recharge', 'sitemessage', 'account'] as const

type AllNamespaces = Record<(typeof ALL_NAMESPACES)[number], Record<string, unknown>>

const withFeatures = (lang: Lang): AllNamespaces => ({ ...resources[lang], login: login[lang], member: member[lang], cart: cart[lang], coupon: coupon[lang], order: order[lang], address: address[lang], checkout: checkout[lang], pay: pay[lang], verify: verify[lang], evaluate: evaluate[lang], refund: refund[lang], signin: signin[lang], level: level[lang], withdraw: withdraw[lang], recharge: recharge[lang], sitemessage: sitemessage[lang], account: account[lang] })

export const allResources: Record<Lang, AllNamespaces> = { 'zh-cn': withFeatures('zh-cn'), 'en-us': withFeatures('en-us') }
