/**
 * Every page the app has today, exactly as the spec names them. Only registered pages belong here
 * (tests/jest/routes.test.ts checks every page path written in src/ against src/app.config.ts): a
 * page of a later issue is added with that page, and links to it stay hidden until then.
 */
export const ROUTES = {
  home: '/pages/index/index/index',
  preference: '/pages/dianjia/preference/preference',
  life: '/pages/dianjia/life/life',
  cart: '/pages/goods/cart/cart',
  category: '/pages/goods/category/category',
  member: '/pages/member/index/index',
  goodsList: '/pages/goods/list/list',
  goodsDetail: '/pages/goods/detail/detail',
  shopDetail: '/pages/dianjia/detail/detail',
  topicList: '/promotionpages/topics/list/list',
  topicDetail: '/promotionpages/topics/detail/detail',
  goodsSearch: '/otherpages/goods/search/search',
  city: '/otherpages/index/city/city',
  shopStreet: '/otherpages/shop/street/street',
  login: '/pages/login/login/login',
  register: '/pages/login/register/register',
  findPassword: '/otherpages/login/find/find',
  memberInfo: '/otherpages/member/info/info',
  memberInfoEdit: '/otherpages/member/info_edit/info_edit',
  cancellation: '/otherpages/member/cancellation/cancellation',
  cancelStatus: '/otherpages/member/cancelstatus/cancelstatus',
  cancelSuccess: '/otherpages/member/cancelsuccess/cancelsuccess',
  cancelRefuse: '/otherpages/member/cancelrefuse/cancelrefuse',
  notFound: '/otherpages/notfound/notfound',
  // buying (issue 8)
  orderPayment: '/pages/order/payment/payment',
  orderList: '/pages/order/list/list',
  orderDetail: '/pages/order/detail/detail',
  orderDetailLocal: '/pages/order/detail_local_delivery/detail_local_delivery',
  orderDetailPickup: '/pages/order/detail_pickup/detail_pickup',
  orderDetailVirtual: '/pages/order/detail_virtual/detail_virtual',
  orderLogistics: '/pages/order/logistics/logistics',
  // after-sale (issue 10)
  orderActivist: '/pages/order/activist/activist',
  orderRefund: '/otherpages/order/refund/refund',
  orderRefundDetail: '/otherpages/order/refund_detail/refund_detail',
  orderComplain: '/pages/order/complain/complain',
  // member assets (issue 11)
  signin: '/otherpages/member/signin/signin',
  level: '/otherpages/member/level/level',
  levelGrowthRules: '/otherpages/member/level/level_growth_rules',
  gift: '/otherpages/member/gift/gift',
  giftDetail: '/otherpages/member/gift_detail/gift_detail',
  rechargeList: '/otherpages/recharge/list/list',
  rechargeOrderList: '/otherpages/recharge/order_list/order_list',
  withdrawAccount: '/otherpages/member/account/account',
  withdrawAccountEdit: '/otherpages/member/account_edit/account_edit',
  applyWithdrawal: '/otherpages/member/apply_withdrawal/apply_withdrawal',
  withdrawal: '/otherpages/member/withdrawal/withdrawal',
  withdrawalDetail: '/otherpages/member/withdrawal_detail/withdrawal_detail',
  pointWithdrawalApply: '/otherpages/member/point_withdrawal_apply/point_withdrawal_apply',
  pointWithdrawalList: '/otherpages/member/point_withdrawal_list/point_withdrawal_list',
  pointWithdrawalDetail: '/otherpages/member/point_withdrawal_detail/point_withdrawal_detail',
  memberAssets: '/otherpages/member/assets/assets',
  balance: '/otherpages/member/balance/balance',
  balanceDetail: '/otherpages/member/balance_detail/balance_detail',
  point: '/otherpages/member/point/point',
  pointList: '/otherpages/member/point/list',
  pointDetailList: '/otherpages/member/point/detail_list',
  pointDetail: '/otherpages/member/point_detail/point_detail',
  modifyFace: '/otherpages/member/modify_face/modify_face',
  payResult: '/pages/pay/result/result',
  payBrowser: '/pages/pay/browser/browser',
  payWxGoldPlan: '/pages/pay/wx_gold_plan/result',
  address: '/otherpages/member/address/address',
  addressEdit: '/otherpages/member/address_edit/address_edit',
  memberCoupon: '/otherpages/member/coupon/coupon',
  goodsCoupon: '/otherpages/goods/coupon/coupon',
  goodsCouponReceive: '/otherpages/goods/coupon_receive/coupon_receive',
  weappOrderShipping: '/otherpages/weapp/order_shipping/order_shipping',
  // browsing (issue 9)
  shopIndex: '/otherpages/shop/index/index',
  shopIntroduce: '/otherpages/shop/introduce/introduce',
  shopSearch: '/otherpages/shop/search/search',
  shopCategory: '/otherpages/shop/category/category',
  shopList: '/otherpages/shop/list/list',
  shopStoreDetail: '/otherpages/shop/store_detail/store_detail',
  diy: '/otherpages/diy/diy/diy',
  brand: '/otherpages/goods/brand/brand',
  previewVideo: '/otherpages/goods/preview-video/preview-video',
  // evaluations (issue 10)
  orderEvaluate: '/otherpages/order/evaluate/evaluate',
  goodsEvaluate: '/otherpages/goods/evaluate/evaluate',
  noteList: '/otherpages/store_notes/note_list/note_list',
  noteDetail: '/otherpages/store_notes/note_detail/note_detail',
  helpList: '/otherpages/help/list/list',
  helpDetail: '/otherpages/help/detail/detail',
  noticeList: '/otherpages/notice/list/list',
  noticeDetail: '/otherpages/notice/detail/detail',
  collection: '/otherpages/member/collection/collection',
  footprint: '/otherpages/member/footprint/footprint',
  dianjiaLicense: '/pages/dianjia/license/license',
  dianjiaShopSearch: '/pages/dianjia/shop/search/search',
  dianjiaAddressList: '/pages/dianjia/address_list/address_list',
  // verification desk (issue 10)
  verification: '/otherpages/verification/index/index',
  verificationList: '/otherpages/verification/list/list',
  verificationDetail: '/otherpages/verification/detail/detail',
  // site messages (issue 11)
  sitemessageMaster: '/otherpages/sitemessage/master/master',
  sitemessageAccount: '/otherpages/sitemessage/account/account',
  sitemessageAccountDetail: '/otherpages/sitemessage/account_detail/account_detail',
  sitemessagePromotion: '/otherpages/sitemessage/promotion/promotion',
  sitemessageGroup: '/otherpages/sitemessage/group/group',
  sitemessageGroupDetail: '/otherpages/sitemessage/group_detail/group_detail',
  sitemessageOrder: '/otherpages/sitemessage/order/order',
  sitemessageDelivery: '/otherpages/sitemessage/delivery/delivery',
} as const

export type TabKey = 'home' | 'preference' | 'life' | 'category' | 'cart' | 'member'

export const TAB_ROUTES: Record<TabKey, string> = {
  home: ROUTES.home,
  preference: ROUTES.preference,
  life: ROUTES.life,
  category: ROUTES.category,
  cart: ROUTES.cart,
  member: ROUTES.member,
}

const TAB_PATHS = new Set(Object.values(TAB_ROUTES))

/** The path part of a route or URL, with a leading slash and without the query. */
export function routePath(url: string): string {
  const p = url.split('?')[0].split('#')[0]
  return p.startsWith('/') ? p : `/${p}`
}

export function isTabRoute(url: string): boolean {
  const p = routePath(url)
  return TAB_PATHS.has(p) || p === '/'
}
