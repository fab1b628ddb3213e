import { ROUTES } from '@/constants/routes'

/** Buy now: the checkout page reads exactly sku_id and num. */
export const buyNowUrl = (skuId: number, num: number) => `${ROUTES.orderPayment}?sku_id=${skuId}&num=${num}`

/** Cart checkout: the chosen lines as "1,2". */
export const cartCheckoutUrl = (cartIds: readonly number[]) => `${ROUTES.orderPayment}?cart_ids=${cartIds.join(',')}`
