import type { FastifyInstance } from 'fastify'

/**
 * Every domain's routes. Each module exports `async function xxxRoutes(app)`; add one line here.
 */
export async function registerModuleRoutes(app: FastifyInstance): Promise<void> {
  const modules: Array<Promise<{ default: (app: FastifyInstance) => Promise<void> }>> = [
    // e.g. import('./config/config.routes.js'),
    import('./member/member.routes.js'),
    import('./wechat/wechat.routes.js'),
    import('./alipay/alipay.routes.js'),
    import('./coupon/coupon.routes.js'),
    import('./order/order.checkout.routes.js'),
    import('./sms/sms.routes.js'),
    import('./upload/upload.routes.js'),
    import('./region/region.routes.js'),
    import('./location/location.routes.js'),
    import('./config/config.routes.js'),
    import('./decoration/decoration.routes.js'),
    import('./goods/goods.routes.js'),
    import('./brand/brand.routes.js'),
    import('./partner/partner.routes.js'),
    import('./shop/shop.routes.js'),
    import('./topic/topic.routes.js'),
    import('./cart/cart.routes.js'),
    import('./address/address.routes.js'),
    import('./captcha/captcha.routes.js'),
    import('./auth/auth.routes.js'),
    import('./order/order.routes.js'),
    import('./merchant/merchant.routes.js'),
    import('./pay/pay.routes.js'),
    import('./refund/refund.routes.js'),
    import('./complain/complain.routes.js'),
    import('./signin/signin.routes.js'),
    import('./sitemessage/sitemessage.routes.js'),
    import('./withdraw/withdraw.routes.js'),
    import('./level/level.routes.js'),
    import('./recharge/recharge.routes.js'),
    import('./account/account.routes.js'),
    import('./content/content.routes.js'),
    import('./favorite/favorite.routes.js'),
    import('./evaluate/evaluate.routes.js'),
    import('./verify/verify.routes.js'),
  ]
  for (const m of await Promise.all(modules)) await app.register(m.default)
}
