import { ROUTES } from '@/constants/routes'

export const orderEvaluateUrl = (orderId: number) => `${ROUTES.orderEvaluate}?order_id=${orderId}`
export const goodsEvaluateUrl = (goodsId: number) => `${ROUTES.goodsEvaluate}?goods_id=${goodsId}`
