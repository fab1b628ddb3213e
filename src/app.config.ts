// Main package: the tab pages (WeChat requires them there) and the core shopping pages.
// Subpackages mirror the spec's groups. Two dianjia pages (preference, life) are tab pages of the
// main package, and a subpackage root may not contain main-package pages, so each other dianjia
// page folder is a subpackage of its own (root pages/dianjia/<folder>); promotionpages and otherpages
// are one subpackage each.
export default defineAppConfig({
  pages: [
    'pages/index/index/index',
    'pages/dianjia/preference/preference',
    'pages/dianjia/life/life',
    'pages/goods/cart/cart',
    'pages/member/index/index',
    'pages/goods/category/category',
    'pages/goods/list/list',
    'pages/goods/detail/detail',
  ],
  subPackages: [
    { root: 'pages/dianjia/detail', name: 'dianjia_detail', pages: ['detail'] },
    // store partners (issue 9): licence, shop search, city choice
    { root: 'pages/dianjia/license', name: 'dianjia_license', pages: ['license'] },
    { root: 'pages/dianjia/shop', name: 'dianjia_shop', pages: ['search/search'] },
    { root: 'pages/dianjia/address_list', name: 'dianjia_address_list', pages: ['address_list'] },
    // login and register sit outside the main package: a launch seldom needs them
    { root: 'pages/login', name: 'login', pages: ['login/login', 'register/register'] },
    // buying: checkout and orders, then the payment pages (issue 8)
    {
      root: 'pages/order',
      name: 'order',
      pages: [
        'payment/payment',
        'list/list',
        'detail/detail',
        'detail_local_delivery/detail_local_delivery',
        'detail_pickup/detail_pickup',
        'detail_virtual/detail_virtual',
        'logistics/logistics',
        // after-sale (issue 10)
        'activist/activist',
        'complain/complain',
      ],
    },
    { root: 'pages/pay', name: 'pay', pages: ['result/result', 'browser/browser', 'wx_gold_plan/result'] },
    { root: 'promotionpages', name: 'promotionpages', pages: ['topics/list/list', 'topics/detail/detail'] },
    {
      root: 'otherpages',
      name: 'otherpages',
      pages: [
        'goods/search/search',
        'index/city/city',
        'shop/street/street',
        'login/find/find',
        'member/info/info',
        'member/info_edit/info_edit',
        'member/cancellation/cancellation',
        'member/cancelstatus/cancelstatus',
        'member/cancelsuccess/cancelsuccess',
        'member/cancelrefuse/cancelrefuse',
        'member/address/address',
        'member/address_edit/address_edit',
        'member/coupon/coupon',
        'goods/coupon/coupon',
        'goods/coupon_receive/coupon_receive',
        'weapp/order_shipping/order_shipping',
        // after-sale (issue 10)
        'order/refund/refund',
        'order/refund_detail/refund_detail',
        // member assets (issue 11)
        'member/signin/signin',
        'member/level/level',
        'member/level/level_growth_rules',
        'member/gift/gift',
        'member/gift_detail/gift_detail',
        'recharge/list/list',
        'recharge/order_list/order_list',
        'member/account/account',
        'member/account_edit/account_edit',
        'member/apply_withdrawal/apply_withdrawal',
        'member/withdrawal/withdrawal',
        'member/withdrawal_detail/withdrawal_detail',
        'member/point_withdrawal_apply/point_withdrawal_apply',
        'member/point_withdrawal_list/point_withdrawal_list',
        'member/point_withdrawal_detail/point_withdrawal_detail',
        'member/assets/assets',
        'member/balance/balance',
        'member/balance_detail/balance_detail',
        'member/point/point',
        'member/point/list',
        'member/point/detail_list',
        'member/point_detail/point_detail',
        'member/modify_face/modify_face',
        // browsing (issue 9)
        'shop/index/index',
        'shop/introduce/introduce',
        'shop/search/search',
        'shop/category/category',
        'shop/list/list',
        'shop/store_detail/store_detail',
        'diy/diy/diy',
        'goods/brand/brand',
        'goods/preview-video/preview-video',
        'store_notes/note_list/note_list',
        'store_notes/note_detail/note_detail',
        'help/list/list',
        'help/detail/detail',
        'notice/list/list',
        'notice/detail/detail',
        'member/collection/collection',
        'member/footprint/footprint',
        // evaluations (issue 10)
        'order/evaluate/evaluate',
        'goods/evaluate/evaluate',
        // verification desk (issue 10)
        'verification/index/index',
        'verification/list/list',
        'verification/detail/detail',
        // site messages (issue 11)
        'sitemessage/master/master',
        'sitemessage/account/account',
        'sitemessage/account_detail/account_detail',
        'sitemessage/promotion/promotion',
        'sitemessage/group/group',
        'sitemessage/group_detail/group_detail',
        'sitemessage/order/order',
        'sitemessage/delivery/delivery',
        // where unknown addresses land (src/app.tsx)
        'notfound/notfound',
        // H5 system pages /choose-location and /open-location (config/index.ts customRoutes); the
        // mini-programs open their own map pages instead
        ...(process.env.TARO_ENV === 'h5' ? ['system/choose_location/choose_location', 'system/open_location/open_location'] : []),
      ],
    },
  ],
  preloadRule: {
    'pages/index/index/index': { network: 'all', packages: ['promotionpages', 'otherpages'] },
    // the cart leads to checkout, and checkout to the payment pages
    'pages/goods/cart/cart': { network: 'all', packages: ['order'] },
    'pages/goods/detail/detail': { network: 'all', packages: ['order'] },
    'pages/order/payment/payment': { network: 'all', packages: ['pay'] },
  },
  window: {
    navigationStyle: 'custom',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTextStyle: 'black',
    navigationBarTitleText: '',
    backgroundColor: '#F7f7f7',
    backgroundTextStyle: 'dark',
  },
  // WeChat only: the location purpose shown in the consent prompt, and the private API declaration
  // getLocation needs since 2022 (Alipay takes neither field)
  ...(process.env.TARO_ENV === 'weapp'
    ? {
        permission: { 'scope.userLocation': { desc: '用于为您推荐附近的店铺和计算距离' } },
        requiredPrivateInfos: ['getLocation', 'chooseLocation'],
        // base libraries before the 2023 privacy rules took effect need this to fire onNeedPrivacyAuthorization
        __usePrivacyCheck__: true,
      }
    : {}),
  // H5 only: no slide between pages. Taro's router hides the page left behind by a timer that ends
  // the slide; a back within that time (a quick swipe back) shows the page again first, and then the
  // timer hides it for good, leaving a blank screen. Without the slide the page is hidden at once.
  ...(process.env.TARO_ENV === 'h5' ? { animation: false } : {}),
})
