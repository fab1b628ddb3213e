/**
 * The whole API contract: every domain's endpoint group, in one object. The server registers from the
 * groups (each module's routes file), OpenAPI is served from the registered routes, the fuzz suite walks
 * this object, and scripts/gen-client.ts generates the app's typed client from it.
 */
import type { Endpoint, EndpointGroup } from './endpoint.js'
import { goodsApi } from '../modules/goods/goods.schema.js'
import { goodsAdminApi, goodsCategoryAdminApi } from '../modules/goods/goods.admin.schema.js'
import { shopApi, shopMemberApi } from '../modules/shop/shop.schema.js'
import { memberApi } from '../modules/member/member.schema.js'
import { couponApi } from '../modules/coupon/coupon.schema.js'
import { orderCreateApi } from '../modules/order/order.checkout.schema.js'
import { configApi } from '../modules/config/config.schema.js'
import { decorationApi } from '../modules/decoration/decoration.schema.js'
import { diyViewAdminApi } from '../modules/decoration/decoration.admin.schema.js'
import { topicApi } from '../modules/topic/topic.schema.js'
import { cartApi } from '../modules/cart/cart.schema.js'
import { addressApi } from '../modules/address/address.schema.js'
import { regionApi } from '../modules/region/region.schema.js'
import { locationApi } from '../modules/location/location.schema.js'
import { wechatApi } from '../modules/wechat/wechat.schema.js'
import { alipayApi } from '../modules/alipay/alipay.schema.js'
import { uploadApi } from '../modules/upload/upload.schema.js'
import { authApi } from '../modules/auth/auth.schema.js'
import { captchaApi } from '../modules/captcha/captcha.schema.js'
import { smsApi } from '../modules/sms/sms.schema.js'
import { orderApi } from '../modules/order/order.schema.js'
import { merchantApi } from '../modules/merchant/merchant.schema.js'
import { payApi } from '../modules/pay/pay.schema.js'
import { contentApi } from '../modules/content/content.schema.js'
import { brandApi } from '../modules/brand/brand.schema.js'
import { partnerApi } from '../modules/partner/partner.schema.js'
import { favoriteApi } from '../modules/favorite/favorite.schema.js'
import { merchantRefundApi, refundApi } from '../modules/refund/refund.schema.js'
import { complainApi } from '../modules/complain/complain.schema.js'
import { signinApi } from '../modules/signin/signin.schema.js'
import { siteMessageApi } from '../modules/sitemessage/sitemessage.schema.js'
import { bankAccountApi, memberWithdrawApi, pointWithdrawApi, withdrawAdminApi } from '../modules/withdraw/withdraw.schema.js'
import { giftApi, levelApi } from '../modules/level/level.schema.js'
import { rechargeApi } from '../modules/recharge/recharge.schema.js'
import { memberAccountApi } from '../modules/account/account.schema.js'
import { evaluateApi } from '../modules/evaluate/evaluate.schema.js'
import { verifierApi, verifyApi } from '../modules/verify/verify.schema.js'
// codes no endpoint lists yet (the ledger refuses overdrafts inside other calls): registered all the same
import '../modules/account/account.ledger.messages.js'

/**
 * Group keys are domain names: a module's name (server/src/modules/<module>), or `<module>.<part>` for a
 * module's second audience or sub-domain. The generated client names its calls after them
 * (`withdraw.point` + `apply` is `withdrawPointApply`, in calls/withdraw.ts); paths on the wire keep the
 * origin's URLs.
 */
export const contract = {
  brand: brandApi,
  partner: partnerApi,
  goods: goodsApi,
  shop: shopApi,
  'shop.member': shopMemberApi,
  member: memberApi,
  coupon: couponApi,
  'order.checkout': orderCreateApi,
  config: configApi,
  decoration: decorationApi,
  topic: topicApi,
  cart: cartApi,
  address: addressApi,
  region: regionApi,
  location: locationApi,
  wechat: wechatApi,
  alipay: alipayApi,
  upload: uploadApi,
  auth: authApi,
  captcha: captchaApi,
  sms: smsApi,
  order: orderApi,
  merchant: merchantApi,
  pay: payApi,
  content: contentApi,
  favorite: favoriteApi,
  refund: refundApi,
  'refund.merchant': merchantRefundApi,
  complain: complainApi,
  signin: signinApi,
  sitemessage: siteMessageApi,
  'withdraw.account': bankAccountApi,
  'withdraw.balance': memberWithdrawApi,
  'withdraw.point': pointWithdrawApi,
  'withdraw.admin': withdrawAdminApi,
  level: levelApi,
  'level.gift': giftApi,
  recharge: rechargeApi,
  account: memberAccountApi,
  evaluate: evaluateApi,
  verify: verifyApi,
  'verify.verifier': verifierApi,
  // the operator's catalogue writers: last, so what the fuzz suite saves changes no other endpoint's run
  'goods.admin': goodsAdminApi,
  'goods.category_admin': goodsCategoryAdminApi,
  'decoration.admin': diyViewAdminApi,
} satisfies Record<string, EndpointGroup>

/** Every endpoint, in declaration order. */
export function allEndpoints(): Endpoint[] {
  return Object.values(contract).flatMap((group) => Object.values(group) as Endpoint[])
}
