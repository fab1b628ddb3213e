import { ok } from '../../http/envelope.js'
import { routesPlugin } from '../../contract/register.js'
import { couponApi } from './coupon.schema.js'
import * as service from './coupon.service.js'

export default routesPlugin(couponApi, {
  memberPage: async (ctx, input) => ok(await service.memberCouponPage(ctx, input)),
  goodsCouponTypes: async (ctx, input) => ok(await service.goodsCouponTypes(ctx, input)),
  typeInfo: async (ctx, input) => ok(await service.couponTypeInfo(ctx, input)),
  receive: async (ctx, input) => ok(await service.receiveCoupon(ctx, input)),
})
