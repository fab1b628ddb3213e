import { ROUTES } from '@/constants/routes'

/** The coupons a buyer of this goods may receive (its shop's and the platform's). */
export const goodsCouponUrl = (goodsId: number) => `${ROUTES.goodsCoupon}?goods_id=${goodsId}`

/** One coupon type to receive (a shared link). */
export const couponReceiveUrl = (couponTypeId: number) => `${ROUTES.goodsCouponReceive}?coupon_type_id=${couponTypeId}`
