/** A two-shop checkout as /api/ordercreate/payment answers it, for the checkout tests. */
import type { CheckoutCalculate, CheckoutPayment, CheckoutShop } from './api'

const delivery = (over: Partial<CheckoutShop['delivery']> = {}): CheckoutShop['delivery'] => ({
  express: { enabled: 1, available: 1, delivery_money: 800, reason: '', reason_text: '' },
  store: { enabled: 0, available: 0, store_list: [], reason: 'disabled', reason_text: '' },
  local: { enabled: 0, available: 0, delivery_money: 0, min_money: 0, radius: 0, distance: -1, time_slots: [], reason: 'disabled', reason_text: '' },
  ...over,
})

export const SHOP_A: CheckoutShop = {
  site_id: 3,
  site_name: '甲店',
  goods_list: [{ cart_id: 11, goods_id: 1, sku_id: 101, sku_name: '苹果', spec_name: '5斤', sku_image: '', price: 1990, num: 2, goods_money: 3980, stock: 10, is_virtual: 0 }],
  goods_money: 3980,
  is_virtual: 0,
  delivery: delivery({
    store: {
      enabled: 1, available: 1, reason: '', reason_text: '',
      store_list: [
        { store_id: 7, store_name: '西湖店', telephone: '', full_address: '杭州西湖', lat: 30, lng: 120, open_date: '09:00-21:00' },
        { store_id: 8, store_name: '滨江店', telephone: '', full_address: '杭州滨江', lat: 30, lng: 120, open_date: '' },
      ],
    },
  }),
  coupon_list: [{ coupon_id: 55, coupon_type_id: 5, site_id: 3, coupon_name: '满30减5', type: 'reward', money: 500, discount: 0, at_least: 3000, end_time: 0 }],
  invoice: { enabled: 1, contents: ['商品明细', '办公用品'] },
}

export const SHOP_B: CheckoutShop = {
  site_id: 12,
  site_name: '乙店',
  goods_list: [{ cart_id: 12, goods_id: 2, sku_id: 202, sku_name: '梨', spec_name: '', sku_image: '', price: 1000, num: 1, goods_money: 1000, stock: 5, is_virtual: 0 }],
  goods_money: 1000,
  is_virtual: 0,
  delivery: delivery({
    express: { enabled: 1, available: 0, delivery_money: 0, reason: 'region', reason_text: '该地区不配送' },
    local: {
      enabled: 1, available: 1, delivery_money: 300, min_money: 0, radius: 5000, distance: 1200, reason: '', reason_text: '',
      time_slots: ['2026-11-24 10:00-11:00', '2026-11-24 11:00-12:00'],
    },
  }),
  coupon_list: [],
  invoice: { enabled: 0, contents: [] },
}

export const PAYMENT: CheckoutPayment = {
  shop_goods_list: [SHOP_A, SHOP_B],
  member_address: {
    id: 9, name: '张三', mobile: '13800000001', telephone: '', province_id: 330000, city_id: 330100, district_id: 330106,
    address: '文三路 90 号', full_address: '浙江省杭州市西湖区文三路 90 号', longitude: 120.15, latitude: 30.27,
  },
  platform_coupon_list: [{ coupon_id: 77, coupon_type_id: 9, site_id: 0, coupon_name: '平台满40减10', type: 'reward', money: 1000, discount: 0, at_least: 4000, end_time: 0 }],
  member_account: { balance: 100000, point: 500 },
  point_config: { enabled: 1, rate: 100, max_percent: 50 },
  member_level_discount: 100,
  is_virtual: 0,
  goods_money: 4980,
}

/** A calculate answer whose totals follow the choices sent (enough for the page tests). */
export function fakeCalculate(input: Record<string, any>): CheckoutCalculate {
  const coupons: Record<string, { coupon_id: number }> = input.coupon ?? {}
  const shops = PAYMENT.shop_goods_list.map((s) => {
    const d = input.delivery?.[String(s.site_id)] ?? { delivery_type: 'express' }
    const deliveryMoney = d.delivery_type === 'express' ? s.delivery.express.delivery_money : d.delivery_type === 'local' ? s.delivery.local.delivery_money : 0
    const reasonText = d.delivery_type === 'express' && !s.delivery.express.available ? s.delivery.express.reason_text : ''
    const couponMoney = coupons[String(s.site_id)]?.coupon_id === 55 ? 500 : 0
    const order = s.goods_money + deliveryMoney - couponMoney
    return {
      site_id: s.site_id, site_name: s.site_name, delivery_type: d.delivery_type, store_id: d.store_id ?? 0,
      buyer_ask_delivery_time: d.buyer_ask_delivery_time ?? '', delivery_reason: reasonText ? 'region' : '', delivery_reason_text: reasonText,
      coupon_id: couponMoney ? 55 : 0, coupon_unusable: '', goods_money: s.goods_money, delivery_money: deliveryMoney, promotion_money: 0,
      coupon_money: couponMoney, platform_coupon_money: 0, point_money: 0, point: 0, order_money: order, balance_money: 0, pay_money: order, goods_list: [],
    }
  }) as CheckoutCalculate['shop_goods_list']
  const sum = (k: 'goods_money' | 'delivery_money' | 'coupon_money' | 'order_money') => shops.reduce((n, s) => n + s[k], 0)
  const order = sum('order_money')
  const balance = input.is_balance ? order : 0
  return {
    shop_goods_list: shops, member_address: PAYMENT.member_address, platform_coupon_id: 0, platform_coupon_unusable: '', is_virtual: 0,
    need_pay_password: balance > 0 ? 1 : 0, limit_refusal: null, goods_money: sum('goods_money'), delivery_money: sum('delivery_money'), promotion_money: 0,
    coupon_money: sum('coupon_money'), platform_coupon_money: 0, point_money: 0, point: 0, order_money: order, balance_money: balance, pay_money: order - balance,
  }
}
