// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.

// ---- error codes and named enums (./codes.gen.ts) ----
export * from './codes.gen'

// ---- shapes ----
export interface GoodsBrandPage {
  list: GoodsBrand[]
  count: number
  page_count: number
}

export interface GoodsBrand {
  brand_id: number
  brand_name: string
  /** upload-relative path of the logo; '' for none (the app shows default_brand_img) */
  image: string
  sort: number
  /** 1: recommended */
  is_recommend: number
  /** goods of the brand on sale */
  goods_count: number
}

export interface ShopLicense {
  site_id: number
  site_name: string
  company_name: string
  /** unified social credit code */
  credit_code: string
  legal_person: string
  company_type: string
  /** as printed on the licence */
  registered_capital: string
  business_scope: string
  address: string
  /** the registering authority */
  authority: string
  /** Unix seconds; 0: not given */
  established_at: number
  /** Unix seconds; 0: long-term */
  valid_to: number
  /** upload-relative paths of the licence and qualification pictures */
  images: string[]
}

export interface PartnerCity {
  /** GB/T 2260 code */
  city_id: number
  city_name: string
  short_name: string
  province_id: number
  province_name: string
  lat: number | null
  lng: number | null
}

export type CategoryTree = {
  category_id: number
  category_name: string
  image: string
  level: number
  children: {
    category_id: number
    category_name: string
    image: string
    level: number
    children: {
      category_id: number
      category_name: string
      image: string
      level: number
      children: never[]
    }[]
  }[]
}[]

/** default: recommended first; with a keyword, the most relevant first */
export type GoodsOrder = "default" | "sale_num" | "price" | "create_time"

/** default desc */
export type SortDirection = "asc" | "desc"

export interface GoodsCardPage {
  list: GoodsCard[]
  count: number
  page_count: number
}

export interface GoodsCard {
  goods_id: number
  /** the cheapest SKU (the one the card shows) */
  sku_id: number
  goods_name: string
  /** upload-relative path */
  sku_image: string
  /** fen */
  price: number
  /** fen */
  market_price: number
  sale_num: number
  /** all SKUs together */
  stock: number
  unit: string
  site_id: number
  site_name: string
}

export interface GoodsDetail {
  goods_id: number
  goods_name: string
  introduction: string
  description: string
  unit: string
  category_id: number
  site_id: number
  /** 0: no brand */
  brand_id: number
  /** '' without a brand */
  brand_name: string
  /** upload-relative path or URL of the goods video; '' for none */
  video_url: string
  /** the gallery (upload-relative paths), else the cover alone */
  images: string[]
  sale_num: number
  skus: GoodsSku[]
  /** fen */
  price_min: number
  /** fen */
  price_max: number
  /** all SKUs together */
  stock_total: number
  /** 1: no delivery, a code to verify instead */
  is_virtual: number
  /** pieces per order at least; 0: no limit */
  min_buy: number
  /** pieces per order at most; 0: no limit */
  max_buy: number
  /** pieces per member over all their orders that are not closed; 0: no limit */
  member_limit: number
  /** pieces of this goods in the caller's orders that are not closed (0 for visitors or without member_limit) */
  member_bought: number
  /** evaluations shown (/api/goodsevaluate/page lists them) */
  evaluate: number
  /** percent of good evaluations (goods score 4-5), rounded; 0 with none */
  evaluate_good_rate: number
}

export interface GoodsSku {
  sku_id: number
  spec_name: string
  sku_image: string
  /** fen */
  price: number
  /** fen */
  market_price: number
  stock: number
}

export interface ShopCard {
  site_id: number
  site_name: string
  /** upload-relative path */
  logo: string
  /** upload-relative path; '' when none */
  banner: string
  address: string
  full_address: string
  /** gcj02 */
  lat: number
  /** gcj02 */
  lng: number
  start_time: string | null
  end_time: string | null
  /** metres (centimetre precision), when the caller gave its position */
  distance?: number
  /** goods on sale */
  goods_count: number
  /** 1: recommended */
  is_recommend: number
}

export interface ShopCardPage {
  list: ShopCard[]
  count: number
  page_count: number
}

export interface ShopDetail {
  site_id: number
  site_name: string
  /** upload-relative path */
  logo: string
  /** upload-relative path; '' when none */
  banner: string
  address: string
  full_address: string
  /** gcj02 */
  lat: number
  /** gcj02 */
  lng: number
  start_time: string | null
  end_time: string | null
  /** metres (centimetre precision), when the caller gave its position */
  distance?: number
  /** goods on sale */
  goods_count: number
  /** 1: recommended */
  is_recommend: number
  introduction: string
  telephone: string
  province_name: string
  city_name: string
  district_name: string
  /** members following the shop */
  follow_num: number
  /** 1: the caller follows the shop (0 for visitors) */
  is_follow: number
}

export type ShopCategoryTree = ShopCategoryNode[]

export interface ShopCategoryNode {
  category_id: number
  category_name: string
  /** upload-relative path; '' when none */
  image: string
  /** 1 … 3 */
  level: number
  children: {
    category_id: number
    category_name: string
    /** upload-relative path; '' when none */
    image: string
    /** 1 … 3 */
    level: number
    children: {
      category_id: number
      category_name: string
      /** upload-relative path; '' when none */
      image: string
      /** 1 … 3 */
      level: number
      children: never[]
    }[]
  }[]
}

export interface ShopStore {
  store_id: number
  store_name: string
  telephone: string
  full_address: string
  /** gcj02 */
  lat: number
  /** gcj02 */
  lng: number
  /** opening days and hours as the shop wrote them ('周一至周日 09:00-21:00'); '' when not given */
  open_date: string
}

export interface ShopFollowState {
  /** members following the shop */
  follow_num: number
  /** 1: the caller follows the shop (0 for visitors) */
  is_follow: number
}

export interface FollowedShopPage {
  list: FollowedShop[]
  count: number
  page_count: number
}

export interface FollowedShop {
  site_id: number
  site_name: string
  /** upload-relative path */
  logo: string
  /** upload-relative path; '' when none */
  banner: string
  address: string
  full_address: string
  /** gcj02 */
  lat: number
  /** gcj02 */
  lng: number
  start_time: string | null
  end_time: string | null
  /** metres (centimetre precision), when the caller gave its position */
  distance?: number
  /** goods on sale */
  goods_count: number
  /** 1: recommended */
  is_recommend: number
  /** members following the shop */
  follow_num: number
  /** when the caller followed it */
  follow_time: number
}

export interface MemberInfo {
  member_id: number
  nickname: string
  /** upload-relative path or http(s) URL; '' for the default */
  headimg: string
  /** unmasked; '' when none is bound */
  mobile: string
  realname: string
  /** 0 unknown, 1 male, 2 female */
  sex: number
  /** seconds of that day's 00:00 China time; 0: unknown */
  birthday: number
  /** points */
  point: number
  /** fen, stored value (not withdrawable) */
  balance: number
  /** fen, withdrawable */
  balance_money: number
  /** growth value */
  growth: number
  /** 0 by default */
  member_level: number
  /** the referrer; 0: none yet */
  source_member: number
  source_member_info: MemberReferrer | null
  is_set_password: 0 | 1
  is_set_pay_password: 0 | 1
  /** Unix seconds */
  reg_time: number
  /** Unix seconds */
  last_login_time: number
  status: MemberStatus
}

export interface MemberReferrer {
  member_id: number
  headimg: string
  nickname: string
  /** masked: 138****8000 */
  mobile: string
}

/** 1 active; a token of a member in any other status is refused */
export type MemberStatus = 1 | -1

export interface SmsKey {
  /** names the code sent; send it back with the code */
  key: string
}

export interface RegisterReward {
  /** 1: registering now earns the reward below */
  is_use: 0 | 1
  value: {
    /** points */
    point: number
    /** fen, credited to the non-withdrawable balance */
    balance: number
    growth: number
    /** the ids of the issuable coupon types (coupon_list) */
    coupon: number[]
    coupon_list: CouponType[]
  }
}

export interface CouponType {
  coupon_type_id: number
  platformcoupon_name: string
  type: CouponKind
  /** fen, for 'reward' */
  money: number
  /** tenths (95 = 9.5折), for 'discount' */
  discount: number
  /** fen; 0: no threshold */
  at_least: number
  /** days from issue; 0: never expires */
  validity_days: number
}

/** 'reward': money off (money, fen); 'discount': tenths of the price paid (95 = 9.5折) */
export type CouponKind = "reward" | "discount"

export interface CancelConfig {
  is_enable: 0 | 1
  is_audit: 0 | 1
  /** the agreement text in the caller's language */
  agreement: string
}

export interface CancelInfo {
  status: CancelView
  /** Unix seconds; 0 without a request */
  apply_time: number
  /** Unix seconds of the decision; 0 while applied */
  audit_time: number
  reason: string
  refuse_reason: string
}

/** the member's cancellation: 'none' when there is no request or it was withdrawn */
export type CancelView = "none" | "applied" | "approved" | "refused"

export interface CancelState {
  status: CancelView
}

export interface ReceivableCouponType {
  coupon_type_id: number
  /** 0: a platform coupon */
  site_id: number
  /** '' for a platform coupon */
  site_name: string
  coupon_name: string
  type: CouponKind
  /** fen, for 'reward' */
  money: number
  /** tenths (95 = 9.5折), for 'discount' */
  discount: number
  /** fen; 0: no threshold */
  at_least: number
  /** days from receiving; 0: see end_time */
  validity_days: number
  /** a fixed last moment; 0: validity_days counts */
  end_time: number
  /** issued at most; 0: unlimited */
  count: number
  /** issued so far */
  lead_count: number
  /** per member; 0: unlimited */
  max_fetch: number
  /** how many of it the caller holds (0 for visitors) */
  received: number
  /** 1: the caller (or a visitor after login) can still receive one */
  can_receive: number
}

export interface CouponReceived {
  /** the new member_coupon id */
  coupon_id: number
  /** 0: never expires */
  end_time: number
  /** 1: the caller may receive another one */
  can_receive: number
}

export interface MemberCouponPage {
  list: MemberCoupon[]
  count: number
  page_count: number
}

export interface MemberCoupon {
  coupon_id: number
  coupon_type_id: number
  coupon_name: string
  type: CouponKind
  /** fen, for 'reward' */
  money: number
  /** tenths (95 = 9.5折), for 'discount' */
  discount: number
  /** fen; 0: no threshold */
  at_least: number
  state: CouponState
  /** how it was obtained: 'register', 'receive' … */
  get_type: string
  start_time: number
  /** 0: never expires */
  end_time: number
  /** the shop it is for; 0: a platform coupon (usable in every shop) */
  site_id: number
  /** the shop's name; '' for a platform coupon */
  site_name: string
  /** when it was used; 0: not used */
  use_time: number
}

/** 1 unused, 2 used, 3 expired */
export type CouponState = 1 | 2 | 3

export interface CheckoutPayment {
  shop_goods_list: CheckoutShop[]
  member_address: CheckoutAddress | null
  /** the caller's unused platform coupons whose threshold the goods reach */
  platform_coupon_list: CheckoutCoupon[]
  member_account: {
    /** fen: balance + balance_withdraw */
    balance: number
    point: number
  }
  point_config: PointConfig
  /** tenths applied to the goods (100: none; 95 = 9.5折) */
  member_level_discount: number
  /** 1: every goods is virtual (no address needed) */
  is_virtual: number
  /** fen */
  goods_money: number
}

export interface CheckoutShop {
  site_id: number
  site_name: string
  goods_list: CheckoutGoodsLine[]
  /** fen */
  goods_money: number
  /** 1: every goods of the shop is virtual (delivery 'none', no address needed) */
  is_virtual: number
  delivery: DeliveryOptions
  /** the caller's unused coupons of this shop whose threshold the goods reach */
  coupon_list: CheckoutCoupon[]
  invoice: {
    enabled: number
    contents: string[]
  }
}

export interface CheckoutGoodsLine {
  /** 0 for buy now */
  cart_id: number
  goods_id: number
  sku_id: number
  sku_name: string
  spec_name: string
  sku_image: string
  /** fen */
  price: number
  num: number
  /** price x num, fen */
  goods_money: number
  stock: number
  /** 1: no delivery */
  is_virtual: number
}

export interface DeliveryOptions {
  express: {
    /** 1: the shop offers express */
    enabled: number
    /** 1: usable for these goods at this address */
    available: number
    /** the freight, fen (0 when not available) */
    delivery_money: number
    reason: DeliveryReason
    reason_text: string
  }
  store: {
    enabled: number
    available: number
    store_list: PickupStore[]
    reason: DeliveryReason
    reason_text: string
  }
  local: {
    enabled: number
    available: number
    /** fen */
    delivery_money: number
    /** fen the goods must reach */
    min_money: number
    /** metres from the shop */
    radius: number
    /** metres from the shop to the address; -1 unknown */
    distance: number
    /** 'YYYY-MM-DD HH:mm-HH:mm', hourly within the shop hours, today after now and tomorrow (China time) */
    time_slots: string[]
    reason: DeliveryReason
    reason_text: string
  }
}

/** why a delivery type cannot be used ('' when it can): disabled (the shop does not offer it), no_address, region (the freight template does not deliver there), no_location (the address has no coordinates), out_of_radius, below_min (goods under local_min_money), no_store, no_time_slot, virtual */
export type DeliveryReason = "" | "disabled" | "no_address" | "region" | "no_location" | "out_of_radius" | "below_min" | "no_store" | "no_time_slot" | "virtual"

export interface PickupStore {
  store_id: number
  store_name: string
  telephone: string
  full_address: string
  lat: number
  lng: number
  open_date: string
}

export interface CheckoutCoupon {
  /** member_coupon id */
  coupon_id: number
  coupon_type_id: number
  /** 0: platform coupon */
  site_id: number
  coupon_name: string
  type: CouponKind
  /** fen, for 'reward' */
  money: number
  /** tenths, for 'discount' */
  discount: number
  /** fen; 0: no threshold */
  at_least: number
  /** 0: never expires */
  end_time: number
}

export interface CheckoutAddress {
  id: number
  name: string
  mobile: string
  telephone: string
  province_id: number
  city_id: number
  district_id: number
  address: string
  full_address: string
  longitude: number
  latitude: number
}

export interface PointConfig {
  /** 1: points can be deducted */
  enabled: number
  /** points per yuan */
  rate: number
  /** at most this percent of the order money */
  max_percent: number
}

export interface DeliveryChoice {
  delivery_type: DeliveryType
  /** pickup: one of the shop's store_list */
  store_id?: number
  /** local: one of the shop's time_slots ('2026-11-24 10:00-11:00') */
  buyer_ask_delivery_time?: string
}

/** 'express' by a logistics company, 'store' pickup at a pickup point, 'local' the shop's own local delivery */
export type DeliveryType = "express" | "store" | "local"

export interface CheckoutCalculate {
  shop_goods_list: CalculatedShop[]
  member_address: CheckoutAddress | null
  /** the platform coupon applied; 0: none */
  platform_coupon_id: number
  /** why the chosen platform coupon was not applied ('' when it was) */
  platform_coupon_unusable: string
  is_virtual: number
  /** 1: create needs pay_password (balance is spent) */
  need_pay_password: number
  /** the hold cap create would refuse these goods with (its code, message and figures); null when none */
  limit_refusal: CheckoutLimit | null
  /** fen */
  goods_money: number
  /** freight or local delivery money, fen (never discounted) */
  delivery_money: number
  /** member level discount, fen */
  promotion_money: number
  /** shop coupon, fen */
  coupon_money: number
  /** this shop's share of the platform coupon, fen */
  platform_coupon_money: number
  /** fen deducted by points */
  point_money: number
  /** points spent */
  point: number
  /** goods + delivery - discounts - points, fen */
  order_money: number
  /** fen paid from the balance */
  balance_money: number
  /** order_money - balance_money: what a channel still takes, fen */
  pay_money: number
}

export interface CalculatedShop {
  site_id: number
  site_name: string
  delivery_type: ChosenDeliveryType
  store_id: number
  buyer_ask_delivery_time: string
  delivery_reason: DeliveryReason
  /** why the chosen delivery cannot be used ('' when it can); create refuses then */
  delivery_reason_text: string
  /** the shop coupon applied; 0: none */
  coupon_id: number
  /** why the chosen shop coupon was not applied ('' when it was, or none was chosen) */
  coupon_unusable: string
  /** fen */
  goods_money: number
  /** freight or local delivery money, fen (never discounted) */
  delivery_money: number
  /** member level discount, fen */
  promotion_money: number
  /** shop coupon, fen */
  coupon_money: number
  /** this shop's share of the platform coupon, fen */
  platform_coupon_money: number
  /** fen deducted by points */
  point_money: number
  /** points spent */
  point: number
  /** goods + delivery - discounts - points, fen */
  order_money: number
  /** fen paid from the balance */
  balance_money: number
  /** order_money - balance_money: what a channel still takes, fen */
  pay_money: number
  goods_list: CalculatedLine[]
}

/** the delivery used; 'none' for a shop whose goods are all virtual */
export type ChosenDeliveryType = "express" | "store" | "local" | "none"

export interface CalculatedLine {
  sku_id: number
  goods_id: number
  sku_name: string
  spec_name: string
  sku_image: string
  price: number
  num: number
  goods_money: number
  promotion_money: number
  coupon_money: number
  platform_coupon_money: number
  point_money: number
  /** goods_money minus this line’s share of every discount */
  real_goods_money: number
}

export interface CheckoutLimit {
  /** the code create answers: -20815 unpaid orders, -20816 unpaid pieces, -20817 unpaid pieces of one goods, -20818 goods money */
  code: number
  /** create's message, in the caller's language */
  message: string
  /** the cap (order_config): orders, pieces, or fen for the goods money */
  limit: number
  /** what the member already holds in orders waiting for payment (orders or pieces; 0 for the goods money) */
  held: number
  /** what this checkout adds: orders (one per shop), pieces, or fen of goods before discounts */
  adding: number
  /** the goods of the per-goods cap; 0 otherwise */
  goods_id: number
}

export interface InvoiceChoice {
  /** 1 personal, 2 company */
  invoice_type: number
  invoice_title: string
  /** company invoices */
  taxpayer_number?: string
  /** one of the shop's invoice.contents */
  invoice_content: string
}

export interface CheckoutCreated {
  /** one payment for every order of this checkout */
  out_trade_no: string
  /** one order per shop */
  order_ids: number[]
  /** fen; 0: already paid (balance or a free order) */
  pay_money: number
}

export interface LaunchConfig {
  /** 0 for visitors */
  cart_count: number
  /** 0 for visitors */
  wholesale_cart_count: number
  style_theme: StyleTheme
  addon_is_exit: AddonFlags
  diy_bottom_nav: DiyBottomNav
  /** 1: a development server (NODE_ENV is not production) */
  development: 0 | 1
  default_img: DefaultImg
  wechat_jssdkconfig: WechatJssdkConfig | null
}

/** default is red */
export type StyleTheme = "default" | "blue" | "green" | "pink" | "golden"

export interface AddonFlags {
  bundling: AddonFlag
  coupon: AddonFlag
  discount: AddonFlag
  fenxiao: AddonFlag
  gift: AddonFlag
  groupbuy: AddonFlag
  manjian: AddonFlag
  memberconsume: AddonFlag
  memberrecharge: AddonFlag
  memberregister: AddonFlag
  membersignin: AddonFlag
  memberwithdraw: AddonFlag
  pintuan: AddonFlag
  pointexchange: AddonFlag
  seckill: AddonFlag
  store: AddonFlag
  topic: AddonFlag
  bargain: AddonFlag
  membercancel: AddonFlag
  servicer: AddonFlag
}

export type AddonFlag = 0 | 1

export interface DiyBottomNav {
  type: number
  /** #RRGGBB */
  text_color: string
  /** #RRGGBB, the selected item */
  text_hover_color: string
  /** #RRGGBB */
  background_color: string
  list: BottomNavItem[]
}

export interface BottomNavItem {
  key: TabKey
  /** the app translates titles by key and falls back to this */
  title: string
  /** upload-relative path */
  iconPath: string
  /** upload-relative path */
  selectedIconPath: string
  link: {
    /** an app page */
    wap_url: string
    site_id: number
  }
}

export type TabKey = "home" | "preference" | "life" | "category" | "cart" | "member"

export interface DefaultImg {
  /** upload-relative path */
  default_goods_img: string
  /** upload-relative path */
  default_headimg: string
  /** upload-relative path */
  default_shop_img: string
  /** upload-relative path */
  default_category_img: string
  /** upload-relative path */
  default_city_img: string
  /** upload-relative path */
  default_supply_img: string
  /** upload-relative path */
  default_store_img: string
  /** upload-relative path */
  default_brand_img: string
}

export interface WechatJssdkConfig {
  appId: string
  /** Unix seconds */
  timestamp: number
  nonceStr: string
  signature: string
}

export interface DiyView {
  id: number
  name: string
  title: string
  value: DiyViewValue
}

export interface DiyViewValue {
  global: {
    title: string
    bgColor: string
  }
  components: DiyComponent[]
}

export type DiyComponent = DiyBannerComponent | DiyNavComponent | DiyNoticeComponent | DiyGoodsComponent | DiyShopsComponent

export interface DiyBannerComponent {
  id: string
  type: "banner"
  list: {
    image: string
    link: DiyLink
  }[]
}

export interface DiyLink {
  /** an app page, with its query */
  wap_url: string
}

/** a grid of icons, 5 a row */
export interface DiyNavComponent {
  id: string
  type: "nav"
  list: {
    title: string
    title_en: string
    icon: string
    link: DiyLink
  }[]
}

export interface DiyNoticeComponent {
  id: string
  type: "notice"
  list: {
    title: string
    title_en?: string
    link: DiyLink
  }[]
}

export interface DiyGoodsComponent {
  id: string
  type: "goods"
  title: string
  title_en: string
  source: DiyGoodsSource
  /** source 'category' only */
  category_id?: number
  /** how many goods the block shows (/api/goodssku/page) */
  count: number
}

export type DiyGoodsSource = "recommend" | "category" | "new"

export interface DiyShopsComponent {
  id: string
  type: "shops"
  title: string
  title_en: string
  /** nearby shops (/api/shop/page) */
  count: number
}

export interface TopicPage {
  list: Topic[]
  count: number
  page_count: number
}

export interface Topic {
  topic_id: number
  topic_name: string
  banner: string
  remark: string
  /** Unix seconds */
  start_time: number
  /** Unix seconds */
  end_time: number
}

export interface TopicDetail {
  topic_id: number
  topic_name: string
  banner: string
  remark: string
  /** Unix seconds */
  start_time: number
  /** Unix seconds */
  end_time: number
  goods: TopicGoodsCard[]
}

export interface TopicGoodsCard {
  goods_id: number
  /** the cheapest SKU (the one the card shows) */
  sku_id: number
  goods_name: string
  /** upload-relative path */
  sku_image: string
  /** fen */
  price: number
  /** fen */
  market_price: number
  sale_num: number
  /** all SKUs together */
  stock: number
  unit: string
  site_id: number
  site_name: string
  /** fen */
  topic_price: number
}

export interface CartLists {
  /** lines that can be bought, newest first */
  valid: CartLine[]
  /** lines that cannot be bought, newest first, each with its invalid_reason */
  invalid: CartLine[]
}

export interface CartLine {
  cart_id: number
  site_id: number
  /** '' when the goods are gone */
  site_name: string
  sku_id: number
  /** 0 when the SKU is gone */
  goods_id: number
  goods_name: string
  /** the SKU's picture, else the goods cover */
  sku_image: string
  /** the SKU's spec values as shown ('红色 XL'); '' for goods with one SKU */
  spec_name: string
  /** the SKU's current price, fen */
  price: number
  /** the crossed-out price, fen (0: none) */
  market_price: number
  num: number
  stock: number
  /** the goods status: 1 on sale; 0 for a gone SKU */
  goods_status: number
  /** 1: a virtual item (no delivery) */
  is_virtual: number
  /** pieces per order at least; 0: no limit */
  min_buy: number
  /** pieces per order at most; 0: no limit */
  max_buy: number
  /** pieces per member over all their orders that are not closed; 0: no limit */
  member_limit: number
  invalid_reason: CartInvalidReason | null
}

/** why a line cannot be bought: 'off_sale' the goods (or its shop) are off sale, 'no_stock' the SKU's stock is 0, 'sku_gone' the SKU or its goods no longer exist */
export type CartInvalidReason = "off_sale" | "no_stock" | "sku_gone"

export interface MemberAddressPage {
  list: MemberAddress[]
  count: number
  page_count: number
}

export interface MemberAddress {
  id: number
  /** the consignee */
  name: string
  mobile: string
  /** landline, '' when none */
  telephone: string
  /** GB/T 2260 code */
  province_id: number
  city_id: number
  /** 0 for a city without districts */
  district_id: number
  /** the mall's community; 0 when none */
  community_id: number
  /** the community's name; '' when none */
  community_name: string
  province_name: string
  city_name: string
  /** '' when district_id is 0 */
  district_name: string
  /** street, building and door */
  address: string
  /** region names then the address, built by the server */
  full_address: string
  /** gcj02; 0 when unknown */
  longitude: number
  /** gcj02; 0 when unknown */
  latitude: number
  is_default: number
  created_at: number
  updated_at: number
}

export interface AddressInfo {
  province: string
  /** GB/T 2260 code */
  province_id: number
  city: string
  /** GB/T 2260 code */
  city_id: number
  /** '' for a city without districts */
  district: string
  /** 0 for a city without districts */
  district_id: number
  /** the mall's nearest community within 5 km, '' when none */
  community: string
  /** 0 when none */
  community_id: number
}

export interface Province {
  id: number
  name: string
}

export interface Region {
  id: number
  name: string
  level: number
}

export interface HotCity {
  id: number
  name: string
  lat: number
  lng: number
}

export interface MapConfig {
  /** tencent: a Tencent Maps key is configured (TENCENT_MAP_KEY); none: the app picks by region and address text */
  provider: "tencent" | "none"
  /** the browser key of the provider ('' for none); a key meant for browsers, restricted by referer at Tencent */
  key: string
  /** the application name registered with the key ('' for none) */
  referer: string
}

export interface RegionCentre {
  region_id: number
  level: number
  province: string
  province_id: number
  /** '' for a province */
  city: string
  /** 0 for a province */
  city_id: number
  /** '' above district level */
  district: string
  /** 0 above district level */
  district_id: number
  full_name: string
  /** gcj02 latitude of the centre */
  lat: number
  /** gcj02 longitude of the centre */
  lng: number
}

/** snsapi_base (default, silent) or snsapi_userinfo (asks for the profile) */
export type WechatOauthScope = "snsapi_base" | "snsapi_userinfo"

/** the platform page that asks the user to authorise */
export type AuthorizeUrl = string

export interface PlatformCodeInput {
  /** the one-time code: OAuth code, wx.login code or my.getAuthCode / auth_code */
  code: string
  /** the redirect_url the code was issued for (accepted, not needed) */
  redirect_url?: string
}

export interface WechatOpenid {
  openid: string
  /** '' when the account is in no open platform */
  unionid: string
  userinfo: {
    nickName: string
    avatarUrl: string
  } | null
  /** signed proof of the platform identity, for the /api/login/auth* and /api/tripartite/* calls (30 minutes) */
  auth_tag: string
}

export interface WeappOpenid {
  openid: string
  /** '' when the mini-program is in no open platform */
  unionid: string
  /** signed proof of the platform identity, for the /api/login/auth* and /api/tripartite/* calls (30 minutes) */
  auth_tag: string
}

export interface AlipayIdentity {
  /** the user's open_id, or user_id on older apps */
  open_id: string
  /** signed proof of the platform identity, for the /api/login/auth* and /api/tripartite/* calls (30 minutes) */
  auth_tag: string
}

export interface UploadedImage {
  /** upload/member/<yyyymm>/<random>.<ext> (jpg, png or webp), served under /upload/ with <random>_big, _mid and _small beside it */
  pic_path: string
  /** the client's file name without folders, or the stored name */
  pic_name: string
}

/** what the image is for */
export type UploadKind = "headimg" | "evaluate" | "refund" | "image"

export interface RegisterConfig {
  /** 1: third-party (WeChat, Alipay) login is on */
  third_party: 0 | 1
  /** 1: a third-party user must bind a mobile to register */
  bind_mobile: 0 | 1
  /** enabled registration types */
  register: AuthMethod[]
  /** enabled login types */
  login: AuthMethod[]
  /** the shortest password */
  pwd_len: number
}

export type AuthMethod = "mobile" | "password"

export interface MobileCodeInput {
  /** a mainland mobile: ^1[3-9]\d{9}$ */
  mobile?: string
  /** the id of /api/captcha/captcha; required when the captcha config asks for it */
  captcha_id?: string
  /** the 4 digits the picture shows; spent by any attempt */
  captcha_code?: string
}

export interface MobileLoginInput {
  /** a mainland mobile: ^1[3-9]\d{9}$ */
  mobile?: string
  /** the key the code call answered */
  key?: string
  /** the 4-digit SMS code */
  code?: string
  /** the referrer of a new member (ignored when not a member of this website); 0: none */
  source_member?: number
  /** the suid of the share link, stored with a new member; 0: none */
  suid?: number
}

export interface LoginAnswer {
  /** send it in the token header; '' from authonlylogin when the identity is not bound */
  token: string
  /** 1: this call registered a new member */
  is_register: 0 | 1
}

export interface PasswordLoginInput {
  /** the mobile number */
  username?: string
  /** at least 6 characters */
  password?: string
  /** the referrer of a new member (ignored when not a member of this website); 0: none */
  source_member?: number
  /** the suid of the share link, stored with a new member; 0: none */
  suid?: number
  /** the id of /api/captcha/captcha; required when the captcha config asks for it */
  captcha_id?: string
  /** the 4 digits the picture shows; spent by any attempt */
  captcha_code?: string
}

export interface PasswordLoginAnswer {
  /** send it in the token header */
  token: string
}

export interface FindPasswordInput {
  /** a mainland mobile: ^1[3-9]\d{9}$ */
  mobile?: string
  /** the key the code call answered */
  key?: string
  /** the 4-digit SMS code */
  code?: string
  /** at least 6 characters */
  password?: string
  /** at least 6 characters */
  re_pass?: string
}

export interface PlatformLoginInput {
  /** the auth_tag a code exchange answered (30 minutes) */
  auth_tag?: string
  /** the shop a share link came from */
  source_site_id?: number
  /** the referrer of a new member (ignored when not a member of this website); 0: none */
  source_member?: number
  /** the suid of the share link, stored with a new member; 0: none */
  suid?: number
}

export interface PlatformPhoneNumber {
  mobile: string
  /** signed proof that the platform gave this mobile to the identity, for mobileauth (10 minutes) */
  mobile_tag: string
}

export interface Captcha {
  /** send it back as captcha_id */
  id: string
  /** a data:image/png;base64 URL (150 x 50) */
  img: string
}

export interface CaptchaConfig {
  /** 1: the login and code forms need a captcha */
  shop_reception_login: 0 | 1
}

export interface SmsOutboxMessage {
  mobile: string
  code: string
  /** register, login, bind, paypwd, bindmobile or findpassword */
  purpose: string
  /** the text, in the caller's language */
  content: string
  /** Unix seconds */
  created_at: number
}

/** all; waitpay: status 0; waitsend: 1 and 2; waitconfirm: 3; waitrate: 4 or 10 not yet evaluated; refunding: a line in after-sale (refund_status -1, 1, 2, 4, 5, 6) */
export type OrderTab = "all" | "waitpay" | "waitsend" | "waitconfirm" | "waitrate" | "refunding"

export interface OrderPage {
  list: OrderSummary[]
  count: number
  page_count: number
}

export interface OrderSummary {
  order_id: number
  order_no: string
  out_trade_no: string
  site_id: number
  site_name: string
  order_type: OrderType
  order_status: OrderStatus
  /** in the caller's language, by order type (pickup 2: awaiting pickup; local 2/3: delivering) */
  order_status_name: string
  pay_status: PaidStatus
  pay_type: string
  /** fen */
  goods_money: number
  /** fen */
  delivery_money: number
  /** fen */
  order_money: number
  /** fen a channel takes (order_money - balance_money) */
  pay_money: number
  /** pieces over all lines */
  goods_num: number
  is_evaluate: number
  create_time: number
  /** Unix seconds: unpaid after this, the order closes itself (set when it was created); 0 on orders made before it was kept that were no longer waiting for payment */
  pay_deadline: number
  order_goods: OrderLine[]
  actions: OrderAction[]
}

/** 1 express, 2 pickup, 3 local delivery, 4 virtual */
export type OrderType = 1 | 2 | 3 | 4

/** 0 pending payment, 1 pending shipment, 2 awaiting pickup / local delivery, 3 shipped, 4 received, 10 completed, -1 closed */
export type OrderStatus = 0 | 1 | 2 | 3 | 4 | 10 | -1

/** 0 not paid (waiting or closed), 2 paid */
export type PaidStatus = 0 | 2

export interface OrderLine {
  order_goods_id: number
  goods_id: number
  sku_id: number
  sku_name: string
  spec_name: string
  sku_image: string
  /** fen */
  price: number
  num: number
  /** fen: price x num */
  goods_money: number
  /** fen, after this line's share of every discount */
  real_goods_money: number
  /** 1 virtual goods */
  is_virtual: number
  delivery_status: DeliveryStatus
  refund_status: RefundStatus
}

/** 0 not shipped, 1 shipped */
export type DeliveryStatus = 0 | 1

/** 0 none, 1 requested, 2 agreed (money to transfer), 3 finished, 4 buyer to return the goods, 5 shop awaiting the goods, 6 shop received them, -1 refused */
export type RefundStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6 | -1

/** what the buyer may do with the order now */
export type OrderAction = "pay" | "close" | "takedelivery" | "extendtakedelivery" | "delete" | "buyagain" | "logistics" | "evaluate" | "evaluateagain"

export interface OrderDetail {
  order_id: number
  order_no: string
  out_trade_no: string
  site_id: number
  site_name: string
  order_type: OrderType
  order_status: OrderStatus
  /** in the caller's language, by order type (pickup 2: awaiting pickup; local 2/3: delivering) */
  order_status_name: string
  pay_status: PaidStatus
  pay_type: string
  /** fen */
  goods_money: number
  /** fen */
  delivery_money: number
  /** fen */
  order_money: number
  /** fen a channel takes (order_money - balance_money) */
  pay_money: number
  /** pieces over all lines */
  goods_num: number
  is_evaluate: number
  create_time: number
  /** Unix seconds: unpaid after this, the order closes itself (set when it was created); 0 on orders made before it was kept that were no longer waiting for payment */
  pay_deadline: number
  order_goods: OrderLine[]
  /** fen, shop coupon */
  coupon_money: number
  /** fen */
  platform_coupon_money: number
  /** fen, member level discount */
  promotion_money: number
  /** fen */
  point_money: number
  /** points spent */
  point: number
  /** fen paid from the balance */
  balance_money: number
  name: string
  mobile: string
  telephone: string
  full_address: string
  address: string
  longitude: number
  latitude: number
  buyer_message: string
  buyer_ask_delivery_time: string
  invoice: OrderInvoice | null
  delivery_store: PickupStoreInfo | null
  /** pickup and virtual orders once paid; '' otherwise (and always for other people) */
  verify_code: string
  pay_time: number
  delivery_time: number
  sign_time: number
  finish_time: number
  close_time: number
  /** 'buyer', 'timeout', 'merchant' … */
  close_cause: string
  /** 1: receipt already extended once */
  is_extended: number
  /** Unix seconds the shipped order is received automatically; 0 until shipped */
  auto_receive_at: number
  /** seconds until an unpaid order closes itself (pay_deadline - now, so a wrong device clock does not matter); 0 otherwise */
  close_seconds: number
  /** seconds until a shipped order is received automatically; 0 otherwise */
  receive_seconds: number
  packages: OrderPackage[]
  actions: OrderAction[]
}

export interface OrderInvoice {
  /** 1 personal, 2 company */
  invoice_type: number
  invoice_title: string
  taxpayer_number: string
  invoice_content: string
}

export interface PickupStoreInfo {
  store_id: number
  store_name: string
  telephone: string
  full_address: string
  open_date: string
  longitude: number
  latitude: number
}

export interface OrderPackage {
  id: number
  /** 1 with logistics, 0 none needed */
  delivery_type: number
  express_company_name: string
  delivery_no: string
  /** Unix seconds the package left */
  delivery_time: number
  /** the lines in this package */
  order_goods: OrderLine[]
}

export interface OrderMoved {
  order_id: number
  order_status: OrderStatus
}

/** a count for each tab asked for */
export interface OrderNum {
  waitpay?: number
  waitsend?: number
  waitconfirm?: number
  waitrate?: number
  refunding?: number
}

export interface OrderPackageTrace {
  id: number
  /** 1 with logistics, 0 none needed */
  delivery_type: number
  express_company_name: string
  delivery_no: string
  /** Unix seconds the package left */
  delivery_time: number
  /** the lines in this package */
  order_goods: OrderLine[]
  /** newest first; empty for a package without logistics */
  traces: LogisticsTrace[]
}

export interface LogisticsTrace {
  /** Unix seconds */
  time: number
  /** in the caller's language */
  text: string
}

export interface MerchantSession {
  /** the staff token: send it in the `token` header of /merchant/api/* calls */
  token: string
  staff_id: number
  username: string
  site_id: number
  site_name: string
  roles: StaffRole[]
  /** Unix seconds */
  expires_at: number
}

/** 'admin' everything; 'order' list, ship and deliver; 'verify' write off codes */
export type StaffRole = "admin" | "order" | "verify"

export interface PayInfo {
  out_trade_no: string
  pay_body: string
  /** fen a channel must take; 0 when the balance covered everything */
  pay_money: number
  pay_status: PaidStatus
  status: PayStatus
  /** what the payment is for: 'order' (checkout: `orders` lists them) or 'recharge' (a member recharge, /memberrecharge/api/order/*) */
  event: string
  /** the channel that paid ('BALANCE' for balance-only payments); '' until paid */
  pay_type: string
  create_time: number
  /** 0 until paid */
  pay_time: number
  /** 0 unless closed */
  close_time: number
  orders: PayOrderBrief[]
}

/** 'waiting' not paid yet, 'paid' paid (once, for good), 'closed' closed without payment (its orders closed, or replaced by a new out_trade_no through /api/order/pay) */
export type PayStatus = "waiting" | "paid" | "closed"

export interface PayOrderBrief {
  order_id: number
  order_no: string
  site_id: number
  site_name: string
  /** 0 pending payment, 1 pending shipment, 2 awaiting pickup, 4 received, -1 closed … */
  order_status: number
  /** fen */
  order_money: number
  /** fen taken from the balance at checkout */
  balance_money: number
  /** fen a channel takes for this order */
  pay_money: number
}

/** where the shopper pays: 'weapp' the WeChat mini-program, 'wechat_h5' H5 in the WeChat browser (JSAPI), 'h5' H5 in another browser (WeChat h5 / Alipay QUICK_WAP_WAY), 'alipay_mini' the Alipay mini-program (my.tradePay), 'alipay_h5' H5 in the Alipay browser. Absent: derived from app_type (weapp, aliapp, wechat, alifuwu) and, for h5, the User-Agent (MicroMessenger, AlipayClient). */
export type PayClientKind = "weapp" | "wechat_h5" | "h5" | "alipay_mini" | "alipay_h5"

export interface PayTypes {
  /** the channels this client can pay with, comma separated ('wechatpay,alipay,devpay'); '' when none */
  pay_type: string
  client_kind: PayClientKind
}

export interface PrepayAnswer {
  type: PrepayType
  /** the parameters of the platform call (see type) */
  data: {
    [key: string]: string
  }
  url?: string
  pay_type: string
  /** the number the gateway knows this payment attempt by */
  attempt_no: string
}

/** what the client does: 'jsapi' wx.requestPayment / WeixinJSBridge with `data`; 'url' open `url` (WeChat h5); 'form' post `data.html` (Alipay QUICK_WAP_WAY); 'tradepay' my.tradePay with `data.tradeNO`; 'dev' the development channel: confirm, then call /api/pay/devpay/confirm with `data.attempt_no` */
export type PrepayType = "jsapi" | "url" | "form" | "tradepay" | "dev"

export interface PayStatusAnswer {
  pay_status: PaidStatus
  status: PayStatus
  out_trade_no: string
  /** fen */
  pay_money: number
}

export interface OrderPayAnswer {
  out_trade_no: string
  /** fen the new payment takes */
  pay_money: number
}

export interface NotePage {
  list: NoteItem[]
  count: number
  page_count: number
}

export interface NoteItem {
  note_id: number
  /** 0: a platform note */
  site_id: number
  /** the shop's name; '' for a platform note */
  site_name: string
  note_title: string
  /** the stored summary, else the first words of the body */
  note_abstract: string
  /** upload-relative path; '' when none */
  cover_img: string
  read_num: number
  /** how many goods on sale it mentions */
  goods_count: number
  /** Unix seconds */
  create_time: number
}

export interface NoteDetail {
  note_id: number
  /** 0: a platform note */
  site_id: number
  /** the shop's name; '' for a platform note */
  site_name: string
  note_title: string
  /** the stored summary, else the first words of the body */
  note_abstract: string
  /** upload-relative path; '' when none */
  cover_img: string
  read_num: number
  /** how many goods on sale it mentions */
  goods_count: number
  /** Unix seconds */
  create_time: number
  /** the body as blocks, in the caller's language (Chinese where no English text is stored) */
  content: ContentBlock[]
  /** the goods it mentions that are on sale, in its order */
  goods: GoodsCard[]
}

export interface ContentBlock {
  type: ContentBlockType
  /** plain text of 'title' and 'text' (never markup); '' for 'image' */
  text: string
  /** upload-relative path of 'image'; '' otherwise */
  image: string
}

/** 'title' a subheading, 'text' a paragraph, 'image' a picture */
export type ContentBlockType = "title" | "text" | "image"

export interface HelpClass {
  class_id: number
  class_name: string
  /** shown articles in it */
  help_count: number
}

export interface HelpPage {
  list: HelpItem[]
  count: number
  page_count: number
}

export interface HelpItem {
  id: number
  title: string
  class_id: number
  class_name: string
  /** Unix seconds */
  create_time: number
}

export interface HelpInfo {
  id: number
  title: string
  class_id: number
  class_name: string
  /** Unix seconds */
  create_time: number
  /** the body as blocks, in the caller's language (Chinese where no English text is stored) */
  content: ContentBlock[]
}

export interface NoticePage {
  list: NoticeItem[]
  count: number
  page_count: number
}

export interface NoticeItem {
  id: number
  title: string
  /** 1: pinned, listed first */
  is_top: number
  /** Unix seconds */
  create_time: number
}

export interface NoticeInfo {
  id: number
  title: string
  /** 1: pinned, listed first */
  is_top: number
  /** Unix seconds */
  create_time: number
  /** the body as blocks, in the caller's language (Chinese where no English text is stored) */
  content: ContentBlock[]
}

export interface CollectState {
  /** 1 collected */
  is_collect: number
}

export interface FavoriteDeleted {
  deleted: number
}

export interface CollectItemPage {
  list: CollectItem[]
  count: number
  page_count: number
}

export interface CollectItem {
  goods_id: number
  /** the cheapest SKU; 0 when the goods is off sale */
  sku_id: number
  goods_name: string
  /** upload-relative path */
  sku_image: string
  /** fen */
  price: number
  /** fen */
  market_price: number
  sale_num: number
  /** all SKUs together */
  stock: number
  unit: string
  site_id: number
  site_name: string
  /** 1 on sale; 0 off sale or gone (shown as invalid) */
  is_valid: number
  collect_id: number
  /** when it was collected */
  create_time: number
}

export interface BrowseAdded {
  id: number
}

export interface BrowseItemPage {
  list: BrowseItem[]
  count: number
  page_count: number
}

export interface BrowseItem {
  goods_id: number
  /** the cheapest SKU; 0 when the goods is off sale */
  sku_id: number
  goods_name: string
  /** upload-relative path */
  sku_image: string
  /** fen */
  price: number
  /** fen */
  market_price: number
  sale_num: number
  /** all SKUs together */
  stock: number
  unit: string
  site_id: number
  site_name: string
  /** 1 on sale; 0 off sale or gone (shown as invalid) */
  is_valid: number
  /** the footprint id (delete takes it) */
  id: number
  /** the latest view; the app groups by day */
  browse_time: number
}

export interface RefundData {
  order_goods: OrderLine
  order_id: number
  order_no: string
  order_status: OrderStatus
  pay_type: string
  /** fen back in money: balance + the paying channel */
  refund_money: number
  /** fen back to the balance */
  refund_balance: number
  /** fen back through the channel that paid (WeChat Pay, Alipay …) */
  refund_channel: number
  /** points back */
  refund_point: number
  /** fen of freight in refund_money (only with the last line, before anything shipped) */
  refund_delivery_money: number
  /** return and refund only once the goods left the shop */
  refund_type_list: RefundTypeOption[]
  refund_reason_list: RefundReasonOption[]
  refund_status: RefundStatus
  /** the line may be refunded now (a new application, or again after a refusal) */
  can_apply: boolean
  max_images: number
}

export interface RefundTypeOption {
  value: RefundType
  /** in the caller's language */
  name: string
}

/** 1 refund only, 2 return the goods and refund */
export type RefundType = 1 | 2

export interface RefundReasonOption {
  value: RefundReason
  /** in the caller's language */
  name: string
}

/** why the buyer asks for the refund (names in refund_reason_list) */
export type RefundReason = "not_wanted" | "wrong_item" | "not_as_described" | "quality" | "damaged" | "not_delivered" | "other"

export interface RefundDetail {
  order_goods_id: number
  order_id: number
  order_no: string
  site_id: number
  site_name: string
  order_goods: OrderLine
  /** '' before any application */
  refund_no: string
  /** 0 before any application, 1 refund only, 2 return and refund */
  refund_type: number
  refund_type_name: string
  refund_status: RefundStatus
  /** in the caller's language; 'refund in progress' while the gateway is paying back */
  refund_status_name: string
  /** a RefundReason key */
  refund_reason: string
  refund_reason_name: string
  /** plain text as the buyer wrote it */
  refund_remark: string
  /** relative upload paths */
  refund_images: string[]
  /** fen offered when the buyer applied */
  apply_money: number
  /** fen back in money: balance + the paying channel */
  refund_money: number
  /** fen back to the balance */
  refund_balance: number
  /** fen back through the channel that paid (WeChat Pay, Alipay …) */
  refund_channel: number
  /** points back */
  refund_point: number
  /** fen of freight in refund_money (only with the last line, before anything shipped) */
  refund_delivery_money: number
  channel_status: RefundChannelStatus
  /** where to send the goods back (return and refund, once agreed) */
  refund_address: string
  refund_delivery_name: string
  refund_delivery_no: string
  refund_delivery_remark: string
  refuse_reason: string
  apply_time: number
  audit_time: number
  delivery_time: number
  receive_time: number
  finish_time: number
  actions: RefundAction[]
  /** the buyer may ask the platform to step in (/api/ordercomplain/complain): refused, or unanswered for 48 hours */
  can_complain: boolean
  /** oldest first */
  history: RefundHistoryEntry[]
}

/** the gateway part: 0 none, 1 processing, 2 succeeded, -1 failed (the platform handles it) */
export type RefundChannelStatus = 0 | 1 | 2 | -1

/** what the caller's side may do now (the buyer's or the shop's) */
export type RefundAction = "apply" | "cancel" | "delivery" | "agree" | "refuse" | "receive" | "transfer"

export interface RefundHistoryEntry {
  from_status: RefundStatus
  to_status: RefundStatus
  side: RefundHistorySide
  reason: string
  /** Unix seconds */
  time: number
}

export type RefundHistorySide = "buyer" | "seller" | "platform" | "system"

/** all (default); refunding: requested, agreed, returning, received; finished; refused; closed: withdrawn by the buyer */
export type RefundListFilter = "all" | "refunding" | "finished" | "refused" | "closed"

export interface RefundPage {
  list: RefundSummary[]
  count: number
  page_count: number
}

export interface RefundSummary {
  order_goods_id: number
  order_id: number
  order_no: string
  site_id: number
  site_name: string
  order_goods: OrderLine
  refund_no: string
  refund_type: RefundType
  refund_type_name: string
  refund_status: RefundStatus
  refund_status_name: string
  apply_money: number
  /** fen paid back (0 until the money moved) */
  refund_money: number
  channel_status: RefundChannelStatus
  apply_time: number
  actions: RefundAction[]
}

export interface ComplainView {
  order_goods: OrderLine
  order_id: number
  order_no: string
  site_name: string
  refund_status: RefundStatus
  refund_status_name: string
  refuse_reason: string
  /** a new complaint may be made now */
  can_complain: boolean
  /** the newest complaint is waiting and may be withdrawn */
  can_cancel: boolean
  complaint: Complaint | null
  reason_list: ComplainReasonOption[]
  max_images: number
}

export interface Complaint {
  complain_id: number
  order_goods_id: number
  order_id: number
  site_id: number
  complain_status: ComplainStatus
  complain_status_name: string
  complain_reason: string
  complain_reason_name: string
  /** plain text as the buyer wrote it */
  complain_remark: string
  complain_images: string[]
  /** '' while waiting, 'buyer' or 'seller' */
  result: string
  result_name: string
  platform_answer: string
  apply_time: number
  handle_time: number
}

/** 1 waiting for the platform, 2 answered, 3 withdrawn */
export type ComplainStatus = 1 | 2 | 3

export interface ComplainReasonOption {
  value: ComplainReason
  name: string
}

/** what the buyer complains about */
export type ComplainReason = "refund_refused" | "no_answer" | "goods_problem" | "attitude" | "other"

export interface SigninStatus {
  is_use: number
  /** YYYY-MM-DD in the mall's time zone (China time) */
  today: string
  /** 1: signed in today */
  is_sign: number
  /** the current run (0 when yesterday was missed and today not signed) */
  continuous_days: number
  month: string
  /** the days of the month signed in */
  sign_dates: string[]
}

export interface SigninResult {
  continuous_days: number
  point: number
  growth: number
}

export interface SigninAward {
  /** 1 when the add-on and the operator's setting are on */
  is_use: number
  /** points every sign-in */
  point: number
  /** growth every sign-in */
  growth: number
  /** extra on reaching a run of days; after the longest, the run starts over */
  continuous: SigninRule[]
}

export interface SigninRule {
  /** the N-th day in a row */
  days: number
  point: number
  growth: number
}

export interface SiteMessageLists {
  /** every category, in the master page's order */
  list: SiteMessageMaster[]
  /** all categories */
  unread: number
}

export interface SiteMessageMaster {
  sub_type: SiteMessageType
  /** the category's name in the caller's language */
  name: string
  unread: number
  latest: SiteMessage | null
}

/** order: paid, closed, completed, refund progress; delivery: shipped, out for delivery, ready for pickup; account: balance and points; promotion: the operator's news; group: group-buying news */
export type SiteMessageType = "order" | "delivery" | "account" | "promotion" | "group"

export interface SiteMessage {
  id: number
  sub_type: SiteMessageType
  title: string
  /** plain text, in the caller's language for event messages */
  content: string
  /** the app page the message opens (/pages/order/detail/detail …); '' when none */
  link_route: string
  /** query parameters of the page (order_id, order_goods_id …) */
  link_params: {
    [key: string]: string
  }
  is_read: number
  /** 0 while unread */
  read_time: number
  /** seconds */
  send_time: number
}

export interface SiteMessageCount {
  count: number
}

export interface SiteMessagePage {
  list: SiteMessage[]
  count: number
  page_count: number
}

export interface BankAccountPage {
  list: BankAccount[]
  count: number
  page_count: number
}

export interface BankAccount {
  id: number
  realname: string
  mobile: string
  withdraw_type: WithdrawType
  /** in the caller's language */
  withdraw_type_name: string
  /** the bank and branch; '' unless bank */
  bank_name: string
  /** card number, Alipay account or WeChat ID; '' for WeChat: the WeChat bound to the member */
  account_number: string
  is_default: number
  created_at: number
  updated_at: number
}

/** bank: bank card; wechatpay: WeChat change; alipay: Alipay */
export type WithdrawType = "bank" | "wechatpay" | "alipay"

export interface WithdrawInfo {
  config: WithdrawConfig
  /** fen the member may withdraw (member.balance_withdraw) */
  balance_money: number
  /** fen of balance that is not withdrawable (pays orders only) */
  balance: number
  /** today's applications that count against day_count */
  today_count: number
  /** fen asked for today that count against day_money */
  today_money: number
  account: BankAccount | null
}

export interface WithdrawConfig {
  /** 1: members may withdraw their withdrawable balance */
  is_use: number
  /** fen: the least one application may ask for */
  min_money: number
  /** per mille of the amount; the fee is rounded half up to the fen */
  fee_rate: number
  /** applications per member and day (China time); 0: no limit; refused ones do not count */
  day_count: number
  /** fen per member and day; 0: no limit; refused ones do not count */
  day_money: number
  /** how the operator pays out; none: withdrawals are off */
  transfer_types: WithdrawType[]
}

export interface WithdrawDetail {
  id: number
  withdraw_no: string
  kind: WithdrawKind
  member_id: number
  status: WithdrawStatus
  status_name: string
  transfer_type: WithdrawType
  transfer_type_name: string
  realname: string
  mobile: string
  bank_name: string
  account_number: string
  /** points held (kind point) */
  point: number
  /** points per yuan they were converted at (kind point) */
  point_rate: number
  /** fen asked for, or converted from the points */
  apply_money: number
  /** per mille */
  fee_rate: number
  /** fen of fee */
  service_money: number
  /** fen transferred: apply_money - service_money */
  money: number
  refuse_reason: string
  /** the operator's note on the transfer */
  certificate_remark: string
  apply_time: number
  audit_time: number
  payment_time: number
  refuse_time: number
  /** the moves after the application, oldest first */
  history: WithdrawHistoryEntry[]
}

/** balance: of the withdrawable balance; point: points at the operator's rate */
export type WithdrawKind = "balance" | "point"

/** 0 under review (amount held), 1 approved (to transfer), 2 transferred, -1 refused (amount released) */
export type WithdrawStatus = 0 | 1 | 2 | -1

export interface WithdrawHistoryEntry {
  from_status: WithdrawStatus
  to_status: WithdrawStatus
  reason: string
  time: number
}

export interface WithdrawPage {
  list: WithdrawRecord[]
  count: number
  page_count: number
}

export interface WithdrawRecord {
  id: number
  withdraw_no: string
  kind: WithdrawKind
  member_id: number
  status: WithdrawStatus
  status_name: string
  transfer_type: WithdrawType
  transfer_type_name: string
  realname: string
  mobile: string
  bank_name: string
  account_number: string
  /** points held (kind point) */
  point: number
  /** points per yuan they were converted at (kind point) */
  point_rate: number
  /** fen asked for, or converted from the points */
  apply_money: number
  /** per mille */
  fee_rate: number
  /** fen of fee */
  service_money: number
  /** fen transferred: apply_money - service_money */
  money: number
  refuse_reason: string
  /** the operator's note on the transfer */
  certificate_remark: string
  apply_time: number
  audit_time: number
  payment_time: number
  refuse_time: number
}

export interface PointWithdrawInfo {
  config: PointWithdrawConfig
  /** the member's points */
  point: number
  today_count: number
  account: BankAccount | null
}

export interface PointWithdrawConfig {
  /** 1: members may turn points into money */
  is_use: number
  /** points per yuan; the money is rounded down to the fen */
  rate: number
  /** the fewest points one application may convert */
  min_point: number
  /** per mille of the converted money, rounded half up to the fen */
  fee_rate: number
  /** applications per member and day; 0: no limit */
  day_count: number
  transfer_types: WithdrawType[]
}

export interface PointWithdrawPage {
  list: WithdrawRecord[]
  count: number
  page_count: number
}

export interface MemberLevel {
  level_id: number
  level_name: string
  /** place among the shown levels, lowest growth first */
  rank: number
  /** growth needed to reach the level */
  growth: number
  /** tenths of a percent of the goods at checkout: 100 none, 95 = 9.5折, 90 = 9折 */
  discount: number
  /** a short tag ('V1') or '' */
  level_tag: string
  /** #RRGGBB or '' */
  level_color: string
  /** the service the level enjoys, plain text */
  service: string
  /** how the level is reached, plain text ('' : the app says the growth) */
  condition: string
  /** the rights of the level */
  equity: string[]
  /** upgrade gift package: points */
  gift_point: number
  /** upgrade gift package: fen of non-withdrawable balance */
  gift_balance: number
  /** upgrade gift package: platform coupon type ids */
  gift_coupon: number[]
  /** the issuable ones among gift_coupon */
  gift_coupon_list: CouponType[]
  /** 1 on, 0 switched off (shown to the operator only) */
  status: number
}

export interface LevelInfo {
  growth: number
  level: MemberLevel | null
  next_level: MemberLevel | null
  /** growth still needed for next_level (0 at the top) */
  need_growth: number
  /** whole percent from the current threshold to the next */
  progress: number
}

export interface GrowthRules {
  /** what gives growth now (rules that are off are left out) */
  list: GrowthRule[]
}

export interface GrowthRule {
  type: GrowthRuleType
  growth: number
  /** signin_continuous: the run of days; 0 otherwise */
  days: number
}

/** order: growth per yuan of the goods paid, when the order completes; signin: every daily sign-in; signin_continuous: extra on the N-th day in a row (days); evaluate: an order's evaluation; register: registering */
export type GrowthRuleType = "order" | "signin" | "signin_continuous" | "evaluate" | "register"

export interface GiftPage {
  list: Gift[]
  count: number
  page_count: number
}

export interface Gift {
  id: number
  /** 'level_upgrade' (source_id: the level) or another activity */
  source: string
  source_id: number
  /** level_upgrade: the level's name when it was reached */
  title: string
  point: number
  /** fen, non-withdrawable balance */
  balance: number
  /** the coupons issued with it */
  coupon_list: GiftCoupon[]
  create_time: number
}

export interface GiftCoupon {
  coupon_type_id: number
  coupon_name: string
  type: CouponKind
  /** fen, for 'reward' */
  money: number
  /** tenths (95 = 9.5折), for 'discount' */
  discount: number
  /** fen; 0: no threshold */
  at_least: number
}

export interface RechargeConfig {
  /** 1: the memberrecharge add-on is on */
  is_use: number
  /** 1: a member may recharge an amount of their own (recharge_id 0) */
  free_amount_use: number
  /** fen, the smallest free amount */
  free_amount_min: number
  /** fen, the largest free amount */
  free_amount_max: number
}

export interface RechargePackagePage {
  list: RechargePackage[]
  count: number
  page_count: number
}

export interface RechargePackage {
  recharge_id: number
  recharge_name: string
  /** an upload path or URL; '' when none */
  cover_img: string
  /** fen the member pays and receives in the balance (stored value: spendable on orders, not withdrawable) */
  face_value: number
  /** fen of balance given on top */
  gift_balance: number
  /** points given */
  point: number
  /** growth given */
  growth: number
  /** one coupon of each given (withdrawn coupon types are left out) */
  coupon_list: RechargeCoupon[]
  /** smaller first */
  sort: number
  /** 1 on sale, 0 off */
  status: number
  /** paid recharges of this package */
  sale_num: number
  create_time: number
}

export interface RechargeCoupon {
  coupon_type_id: number
  coupon_name: string
  type: CouponKind
  /** fen, for 'reward' */
  money: number
  /** tenths (95 = 9.5折), for 'discount' */
  discount: number
  /** fen; 0: no threshold */
  at_least: number
}

export interface RechargeCreated {
  /** pay it with the ordinary calls: /api/pay/pay {out_trade_no, pay_type} */
  out_trade_no: string
  order_id: number
  order_no: string
  /** fen */
  pay_money: number
}

/** 'waiting' not paid yet (closes after the unpaid timeout), 'paid' paid and credited (once), 'closed' closed unpaid */
export type RechargeStatus = "waiting" | "paid" | "closed"

export interface RechargeOrderPage {
  list: RechargeOrder[]
  count: number
  page_count: number
}

export interface RechargeOrder {
  order_id: number
  order_no: string
  /** its payment: /api/pay/info | pay | status */
  out_trade_no: string
  /** 0: a free amount */
  recharge_id: number
  recharge_name: string
  cover_img: string
  /** fen credited to the balance */
  face_value: number
  /** fen paid (the face value) */
  pay_money: number
  /** fen of balance given on top */
  gift_balance: number
  point: number
  growth: number
  coupon_list: RechargeCoupon[]
  status: RechargeStatus
  /** the status in the caller's language */
  status_name: string
  /** the channel that paid ('wechatpay', 'alipay', 'devpay'); '' until paid */
  pay_type: string
  create_time: number
  /** 0 until paid */
  pay_time: number
  /** 0 unless closed */
  close_time: number
}

/** which ledger: 'balance,balance_money' both parts of the balance (the balance page), 'balance' the non-withdrawable part, 'balance_money' the withdrawable part */
export type LedgerAccount = "point" | "growth" | "balance" | "balance_money" | "balance,balance_money"

export interface AccountFigures {
  /** fen: balance + balance_money */
  balance_total: number
  /** fen, not withdrawable (registration reward, gifts…), usable in orders */
  balance: number
  /** fen, withdrawable */
  balance_money: number
  point: number
  growth: number
}

export interface LedgerPage {
  list: LedgerRow[]
  count: number
  page_count: number
  /** the sum of the credits the filter (type, month) selects */
  income: number
  /** the sum of the debits the filter selects, as a positive number */
  expense: number
  /** every kind of movement this ledger of the caller holds (any month), for a type filter */
  from_types: LedgerFromType[]
}

export interface LedgerRow {
  id: number
  account_type: LedgerAccountType
  /** the account's name in the caller's language */
  account_type_name: string
  from_type: string
  /** what moved it, in the caller's language (an unknown kind: 其他 / Other) */
  type_name: string
  /** signed: a credit is positive, a debit negative (fen for the balances, a count for points and growth) */
  account_data: number
  /** which instance of from_type: an order or refund number, a day … */
  relate_tag: string
  remark: string
  /** Unix seconds */
  create_time: number
  /** YYYY-MM of create_time in the mall's calendar (China time), for grouping */
  month: string
}

/** the account a row moved: 'balance' non-withdrawable balance (fen), 'balance_money' withdrawable balance (fen), 'point', 'growth' */
export type LedgerAccountType = "point" | "growth" | "balance" | "balance_money"

export interface LedgerFromType {
  from_type: string
  type_name: string
}

export interface LedgerDetail {
  id: number
  account_type: LedgerAccountType
  /** the account's name in the caller's language */
  account_type_name: string
  from_type: string
  /** what moved it, in the caller's language (an unknown kind: 其他 / Other) */
  type_name: string
  /** signed: a credit is positive, a debit negative (fen for the balances, a count for points and growth) */
  account_data: number
  /** which instance of from_type: an order or refund number, a day … */
  relate_tag: string
  remark: string
  /** Unix seconds */
  create_time: number
  /** YYYY-MM of create_time in the mall's calendar (China time), for grouping */
  month: string
  /** the order the movement came from (checkout, closing, refund); 0 when none */
  order_id: number
  /** that order's type (its detail page depends on it); 0 when none */
  order_type: number
}

export interface AssetsOverview {
  /** fen: balance + balance_money */
  balance_total: number
  /** fen, not withdrawable (registration reward, gifts…), usable in orders */
  balance: number
  /** fen, withdrawable */
  balance_money: number
  point: number
  growth: number
  /** unused coupons that have not expired */
  coupon_count: number
  /** the level_id the member holds; 0: none */
  member_level: number
  /** that level's name; '' when none */
  level_name: string
}

export interface EvaluateData {
  order_id: number
  order_no: string
  site_id: number
  site_name: string
  order_status: OrderStatus
  /** 0 not evaluated, 1 evaluated, 2 followed up */
  is_evaluate: number
  /** 1: the first evaluation may be sent now */
  can_evaluate: number
  /** 1: some line may be followed up now */
  can_again: number
  /** Unix seconds the follow-up window closes; 0 before the first evaluation */
  again_deadline: number
  /** as evaluated; 0 before */
  shop_desccredit: number
  shop_servicecredit: number
  shop_deliverycredit: number
  is_anonymous: number
  order_goods: EvaluateOwnLine[]
}

export interface EvaluateOwnLine {
  order_goods_id: number
  goods_id: number
  sku_id: number
  sku_name: string
  spec_name: string
  sku_image: string
  /** fen */
  price: number
  num: number
  refund_status: RefundStatus
  /** 1: this line takes part in the first evaluation (0: refunded) */
  can_evaluate: number
  /** 1: evaluated, not followed up, within the window */
  can_again: number
  evaluate: EvaluateItem | null
}

export interface EvaluateItem {
  evaluate_id: number
  goods_id: number
  sku_id: number
  sku_name: string
  spec_name: string
  sku_image: string
  /** plain text; '' when the member wrote none (render as text, never as HTML) */
  content: string
  /** upload-relative paths */
  images: string[]
  /** goods score 1 to 5 */
  scores: number
  /** 1 good, 2 medium, 3 poor */
  explain_type: number
  is_anonymous: number
  /** first character + *** when anonymous */
  member_name: string
  /** '' when anonymous */
  member_headimg: string
  /** the shop's reply, plain text; '' for none */
  explain_first: string
  /** the follow-up, plain text; '' for none */
  again_content: string
  again_images: string[]
  /** Unix seconds of the follow-up; 0 for none */
  again_time: number
  create_time: number
}

export interface EvaluateLineInput {
  order_goods_id: number
  /** the line's SKU; when sent it must match */
  sku_id?: number
  /** plain text, 500 characters at most; stored as typed and shown as text */
  content?: string
  /** up to 6 of the caller's own uploads (pic_path of /api/upload/evaluate) */
  images?: string[]
  /** goods score, 1 to 5 */
  scores: number
  /** ignored: the server derives it from scores */
  explain_type?: number
}

export interface EvaluateAdded {
  order_id: number
  is_evaluate: number
  evaluate_ids: number[]
  /** points rewarded (0: none configured) */
  point: number
  /** growth rewarded (0: none configured) */
  growth: number
}

export interface EvaluateAgainLineInput {
  order_goods_id: number
  /** plain text, 500 characters at most */
  again_content?: string
  /** up to 6 of the caller's own uploads */
  again_images?: string[]
}

export interface EvaluateAgained {
  order_id: number
  is_evaluate: number
  evaluate_ids: number[]
}

/** all; good: goods score 4-5; medium: 3; poor: 1-2; image: with pictures */
export type EvaluateFilter = "all" | "good" | "medium" | "poor" | "image"

export interface EvaluateItemPage {
  list: EvaluateItem[]
  count: number
  page_count: number
}

export interface EvaluateCount {
  total: number
  good: number
  medium: number
  poor: number
  /** with pictures */
  image: number
  /** percent of good ones (rounded); 0 with none */
  good_rate: number
}

export interface EvaluateFirst {
  total: number
  good: number
  medium: number
  poor: number
  /** with pictures */
  image: number
  /** percent of good ones (rounded); 0 with none */
  good_rate: number
  /** the newest two */
  list: EvaluateItem[]
}

export interface VerifierCheck {
  /** 1 when the caller verifies for at least one shop */
  is_verifier: number
  /** the shops the caller verifies for */
  shops: VerifierShop[]
}

export interface VerifierShop {
  site_id: number
  site_name: string
}

export interface VerifyTypeItem {
  type: VerifyType
  name: string
}

/** 'pickup' a pickup order awaiting pickup; 'virtual' virtual goods ready to use */
export type VerifyType = "pickup" | "virtual"

export interface VerifyInfo {
  verify_code: string
  verify_type: VerifyType
  verify_type_name: string
  site_id: number
  site_name: string
  order_id: number
  order_no: string
  order_type: OrderType
  order_status: OrderStatus
  order_status_name: string
  /** fen */
  order_money: number
  create_time: number
  pay_time: number
  /** masked: 张* */
  buyer_name: string
  /** masked: 138****8000 */
  buyer_mobile: string
  order_goods: OrderLine[]
  is_verified: number
  /** 1 when a write-off would succeed now */
  can_verify: number
  /** Unix seconds; 0 when not verified */
  verify_time: number
  /** who wrote it off; '' when not verified */
  verifier_name: string
}

export interface VerifyDone {
  record_id: number
  verify_code: string
  verify_type: VerifyType
  site_id: number
  order_id: number
  order_no: string
  order_type: OrderType
  order_status: OrderStatus
  order_goods: OrderLine[]
  verify_time: number
}

export interface VerifyRecordPage {
  list: VerifyRecordItem[]
  count: number
  page_count: number
}

export interface VerifyRecordItem {
  id: number
  verify_code: string
  verify_type: VerifyType
  verify_type_name: string
  site_id: number
  site_name: string
  order_id: number
  goods: VerifyGoods[]
  verifier_name: string
  verify_time: number
}

export interface VerifyGoods {
  sku_name: string
  sku_image: string
  num: number
}

// ---- the input and answer of every call ----
export type BrandPageInput = {
  page?: number
  page_size?: number
  /** 1: recommended brands only; 0 or absent: every brand */
  is_recommend?: number
}
export type BrandPageData = GoodsBrandPage
export type PartnerLicenseInput = {
  site_id: number
}
export type PartnerLicenseData = ShopLicense
export type PartnerCitiesInput = {
  /** a part of the city's name or of its province's name; absent or '': every city */
  keyword?: string
}
export type PartnerCitiesData = PartnerCity[]
export type GoodsCategoryTreeInput = Record<string, never>
export type GoodsCategoryTreeData = CategoryTree
export type GoodsPageInput = {
  page?: number
  page_size?: number
  /** words or characters of the goods name or introduction, in order, any case */
  keyword?: string
  /** the category and the ones below it; 0: all */
  category_id?: number
  /** one shop's goods; 0: every shop */
  site_id?: number
  /** one brand's goods; 0: every brand */
  brand_id?: number
  /** 1: recommended goods only */
  recommend?: number
  order?: GoodsOrder
  sort?: SortDirection
}
export type GoodsPageData = GoodsCardPage
export type GoodsDetailInput = {
  /** wins when both are given */
  goods_id?: number
  /** the goods of this SKU */
  sku_id?: number
}
export type GoodsDetailData = {
  goods: GoodsDetail
  shop: ShopCard
}
export type ShopPageInput = {
  page?: number
  page_size?: number
  /** a part of the shop name, any case */
  keyword?: string
  /** the caller's latitude (gcj02), with lng; '' or absent: none */
  lat?: "" | number
  /** the caller's longitude (gcj02), with lat; '' or absent: none */
  lng?: "" | number
  /** 1: recommended shops only */
  recommend?: number
}
export type ShopPageData = ShopCardPage
export type ShopInfoInput = {
  site_id: number
}
export type ShopInfoData = ShopDetail
export type ShopCategoriesInput = {
  site_id: number
}
export type ShopCategoriesData = ShopCategoryTree
export type ShopStoresInput = {
  site_id: number
}
export type ShopStoresData = ShopStore[]
export type ShopMemberAddInput = {
  site_id: number
}
export type ShopMemberAddData = ShopFollowState
export type ShopMemberDeleteInput = {
  site_id: number
}
export type ShopMemberDeleteData = ShopFollowState
export type ShopMemberIsFollowInput = {
  site_id: number
}
export type ShopMemberIsFollowData = ShopFollowState
export type ShopMemberMemberShopInput = {
  page?: number
  page_size?: number
}
export type ShopMemberMemberShopData = FollowedShopPage
export type MemberInfoInput = Record<string, never>
export type MemberInfoData = MemberInfo
export type MemberModifyHeadimgInput = {
  /** a pic_path this member uploaded, the current one, or '' for the default */
  headimg: string
}
export type MemberModifyHeadimgData = null
export type MemberModifyNicknameInput = {
  /** 1 to 30 characters after trimming */
  nickname?: string
}
export type MemberModifyNicknameData = null
export type MemberModifyRealnameInput = {
  /** 30 characters at most after trimming */
  realname: string
}
export type MemberModifyRealnameData = null
export type MemberModifySexInput = {
  /** 0 unknown, 1 male, 2 female */
  sex: number
}
export type MemberModifySexData = null
export type MemberModifyBirthdayInput = {
  /** YYYY-MM-DD, from 1900, not after today (China time) */
  birthday: string
}
export type MemberModifyBirthdayData = null
export type MemberModifyPasswordInput = {
  /** required once a password is set */
  old_pass?: string
  /** at least 6 characters */
  new_pass?: string
  re_pass?: string
}
export type MemberModifyPasswordData = null
export type MemberPayPasswordCodeInput = {
  /** the id of /api/captcha/captcha; required when the captcha config asks for it */
  captcha_id?: string
  /** the 4 digits the picture shows; spent by any attempt */
  captcha_code?: string
}
export type MemberPayPasswordCodeData = SmsKey
export type MemberModifyPayPasswordInput = {
  /** the key the code call answered */
  key?: string
  /** the 4-digit SMS code */
  code?: string
  /** the pay password: exactly 6 digits */
  password?: string
  re_pass?: string
}
export type MemberModifyPayPasswordData = null
export type MemberBindMobileCodeInput = {
  /** the new mobile: ^1[3-9]\d{9}$ */
  mobile?: string
  /** the id of /api/captcha/captcha; required when the captcha config asks for it */
  captcha_id?: string
  /** the 4 digits the picture shows; spent by any attempt */
  captcha_code?: string
}
export type MemberBindMobileCodeData = SmsKey
export type MemberModifyMobileInput = {
  /** the new mobile: ^1[3-9]\d{9}$ */
  mobile?: string
  /** the key the code call answered */
  key?: string
  /** the 4-digit SMS code */
  code?: string
}
export type MemberModifyMobileData = null
export type MemberRewardConfigInput = Record<string, never>
export type MemberRewardConfigData = RegisterReward
export type MemberSearchReferrerInput = {
  /** the referrer's mobile: ^1[3-9]\d{9}$ */
  mobile?: string
}
export type MemberSearchReferrerData = MemberReferrer | null
export type MemberBindReferrerInput = {
  /** the referrer, as the search found them */
  parent_id: number
}
export type MemberBindReferrerData = null
export type MemberCancelConfigInput = Record<string, never>
export type MemberCancelConfigData = CancelConfig
export type MemberCancelInfoInput = Record<string, never>
export type MemberCancelInfoData = CancelInfo
export type MemberCancelApplyInput = {
  /** why the member leaves (optional) */
  reason?: string
}
export type MemberCancelApplyData = CancelState
export type MemberCancelWithdrawInput = Record<string, never>
export type MemberCancelWithdrawData = {
  status: "none"
}
export type CouponGoodsCouponTypesInput = {
  goods_id: number
}
export type CouponGoodsCouponTypesData = ReceivableCouponType[]
export type CouponTypeInfoInput = {
  coupon_type_id: number
}
export type CouponTypeInfoData = ReceivableCouponType
export type CouponReceiveInput = {
  coupon_type_id: number
}
export type CouponReceiveData = CouponReceived
export type CouponMemberPageInput = {
  page?: number
  page_size?: number
  /** 1 unused (default), 2 used, 3 expired */
  state?: number
}
export type CouponMemberPageData = MemberCouponPage
export type OrderCheckoutPaymentInput = {
  /** comma separated cart ids of the caller ("1,2"); or sku_id + num */
  cart_ids?: string
  /** buy now: the SKU (with num) */
  sku_id?: number
  /** buy now: pieces */
  num?: number
  /** the caller's address; 0 or absent: the default one */
  member_address_id?: number
  /** the buyer position (not used for the distance: the address is) */
  latitude?: number
  longitude?: number
}
export type OrderCheckoutPaymentData = CheckoutPayment
export type OrderCheckoutCalculateInput = {
  /** comma separated cart ids of the caller ("1,2"); or sku_id + num */
  cart_ids?: string
  /** buy now: the SKU (with num) */
  sku_id?: number
  /** buy now: pieces */
  num?: number
  /** the caller's address; 0 or absent: the default one */
  member_address_id?: number
  /** the buyer position (not used for the distance: the address is) */
  latitude?: number
  longitude?: number
  /** per shop (key: site_id) the delivery chosen; absent: the first available of express, store, local */
  delivery?: {
    [key: string]: DeliveryChoice
  }
  /** per shop the shop coupon (member_coupon id) */
  coupon?: {
    [key: string]: {
      /** 0: none */
      coupon_id: number
    }
  }
  /** a platform coupon (member_coupon id with site_id 0); 0: none */
  platform_coupon_id?: number
  /** 1: pay with the balance as far as it goes */
  is_balance?: number
  /** 1: deduct points (order_config.point_rate points per yuan, at most point_max_percent of the order money) */
  is_point?: number
}
export type OrderCheckoutCalculateData = CheckoutCalculate
export type OrderCheckoutCreateInput = {
  /** comma separated cart ids of the caller ("1,2"); or sku_id + num */
  cart_ids?: string
  /** buy now: the SKU (with num) */
  sku_id?: number
  /** buy now: pieces */
  num?: number
  /** the caller's address; 0 or absent: the default one */
  member_address_id?: number
  /** the buyer position (not used for the distance: the address is) */
  latitude?: number
  longitude?: number
  /** per shop (key: site_id) the delivery chosen; absent: the first available of express, store, local */
  delivery?: {
    [key: string]: DeliveryChoice
  }
  /** per shop the shop coupon (member_coupon id) */
  coupon?: {
    [key: string]: {
      /** 0: none */
      coupon_id: number
    }
  }
  /** a platform coupon (member_coupon id with site_id 0); 0: none */
  platform_coupon_id?: number
  /** 1: pay with the balance as far as it goes */
  is_balance?: number
  /** 1: deduct points (order_config.point_rate points per yuan, at most point_max_percent of the order money) */
  is_point?: number
  /** per shop the buyer message, 200 characters at most */
  buyer_message?: {
    [key: string]: string
  }
  /** per shop an invoice; only for shops whose invoice.enabled is 1 */
  invoice?: {
    [key: string]: InvoiceChoice
  }
  /** required when is_balance = 1 and balance_money > 0 */
  pay_password?: string
  /** client-generated per checkout: a repeat answers the same orders */
  request_key: string
}
export type OrderCheckoutCreateData = CheckoutCreated
export type ConfigInitInput = {
  /** the page URL the WeChat JS-SDK signature is made for */
  url?: string
}
export type ConfigInitData = LaunchConfig
export type ConfigDefaultImgInput = Record<string, never>
export type ConfigDefaultImgData = DefaultImg
export type ConfigStyleInput = Record<string, never>
export type ConfigStyleData = {
  style_theme: StyleTheme
}
export type ConfigAddonIsExitInput = Record<string, never>
export type ConfigAddonIsExitData = AddonFlags
export type DecorationInfoInput = {
  /** default DIY_VIEW_INDEX */
  name?: string
  /** 0 (default): the platform's pages */
  site_id?: number
  /** a page by its id (custom landing pages, /otherpages/diy/diy/diy?id=); when given, name is not used */
  id?: number
}
export type DecorationInfoData = DiyView
export type TopicPageInput = {
  page?: number
  page_size?: number
}
export type TopicPageData = TopicPage
export type TopicDetailInput = {
  topic_id: number
}
export type TopicDetailData = TopicDetail
export type CartAddInput = {
  sku_id: number
  /** pieces to add to the line of this SKU */
  num: number
}
export type CartAddData = number
export type CartEditInput = {
  cart_id: number
  /** the new number of pieces of the line */
  num: number
}
export type CartEditData = number
export type CartDeleteInput = {
  /** comma separated cart ids ("1,2"), at most 200, each 1 … 2^31-1 */
  cart_id: string
}
export type CartDeleteData = number
export type CartClearInvalidInput = Record<string, never>
export type CartClearInvalidData = number
export type CartCountInput = Record<string, never>
export type CartCountData = number
export type CartWholesaleCountInput = Record<string, never>
export type CartWholesaleCountData = number
export type CartListsInput = Record<string, never>
export type CartListsData = CartLists
export type AddressPageInput = {
  /** from 1 */
  page?: number
  /** 10 by default */
  page_size?: number
}
export type AddressPageData = MemberAddressPage
export type AddressInfoInput = {
  /** 0 or absent: the member's default address */
  id?: number
}
export type AddressInfoData = MemberAddress | null
export type AddressAddInput = {
  /** the consignee, 1 … 30 characters after trimming */
  name: string
  /** mainland mobile ^1[3-9]\d{9}$ */
  mobile: string
  /** landline: digits and '-', at most 20; '' for none */
  telephone?: string
  province_id: number
  /** a city under province_id */
  city_id: number
  /** a district under city_id; required when the city has districts */
  district_id?: number
  /** the mall's community (/api/memberaddress/tranAddressInfo); 0 for none */
  community_id?: number
  /** street, building and door: 1 … 120 characters after trimming */
  address: string
  /** gcj02 */
  longitude?: number
  /** gcj02 */
  latitude?: number
  /** 1: make it the default address */
  is_default?: number
}
export type AddressAddData = number
export type AddressEditInput = {
  id: number
  /** the consignee, 1 … 30 characters after trimming */
  name: string
  /** mainland mobile ^1[3-9]\d{9}$ */
  mobile: string
  /** landline: digits and '-', at most 20; '' for none */
  telephone?: string
  province_id: number
  /** a city under province_id */
  city_id: number
  /** a district under city_id; required when the city has districts */
  district_id?: number
  /** the mall's community (/api/memberaddress/tranAddressInfo); 0 for none */
  community_id?: number
  /** street, building and door: 1 … 120 characters after trimming */
  address: string
  /** gcj02 */
  longitude?: number
  /** gcj02 */
  latitude?: number
  /** 1: make it the default address */
  is_default?: number
}
export type AddressEditData = number
export type AddressDeleteInput = {
  id: number
}
export type AddressDeleteData = number
export type AddressSetDefaultInput = {
  id: number
}
export type AddressSetDefaultData = number
export type RegionTranAddressInfoInput = {
  /** "lat,lng" */
  latlng?: string
  /** latitude -90..90, when latlng is absent */
  lat?: number | string
  /** longitude -180..180, when latlng is absent */
  lng?: number | string
  /** gcj02 (default) or wgs84 */
  coord_type?: string
}
export type RegionTranAddressInfoData = AddressInfo
export type RegionProvincesInput = Record<string, never>
export type RegionProvincesData = Province[]
export type RegionChildrenInput = {
  /** the parent region; 0: the provinces */
  pid: number
}
export type RegionChildrenData = Region[]
export type RegionHotCitiesInput = Record<string, never>
export type RegionHotCitiesData = HotCity[]
export type LocationMapConfigInput = Record<string, never>
export type LocationMapConfigData = MapConfig
export type LocationRegionCentreInput = {
  /** a province, city or district (GB/T 2260 code) */
  region_id: number
}
export type LocationRegionCentreData = RegionCentre
export type WechatMpAuthUrlInput = {
  /** http or https; WeChat returns there with code and state */
  redirect_url?: string
  /** the shop a share link came from; sent along as state s<id> */
  source_site_id?: number
  scopes?: WechatOauthScope
}
export type WechatMpAuthUrlData = AuthorizeUrl
export type WechatMpCodeToOpenidInput = PlatformCodeInput
export type WechatMpCodeToOpenidData = WechatOpenid
export type WechatWeappCodeToOpenidInput = PlatformCodeInput
export type WechatWeappCodeToOpenidData = WeappOpenid
export type WechatMessageTmplIdsInput = {
  keywords?: string
}
export type WechatMessageTmplIdsData = string[]
export type AlipayFuwuAuthUrlInput = {
  /** http or https; Alipay returns there with auth_code */
  redirect_url?: string
  /** the shop a share link came from; sent along in the state */
  source_site_id?: number
}
export type AlipayFuwuAuthUrlData = AuthorizeUrl
export type AlipayFuwuCodeToOpenidInput = PlatformCodeInput
export type AlipayFuwuCodeToOpenidData = AlipayIdentity
export type AlipayAppCodeToUseridInput = PlatformCodeInput
export type AlipayAppCodeToUseridData = AlipayIdentity
export type UploadHeadimgBase64Input = {
  /** a data:image/...;base64 URL or bare base64 of a JPEG, PNG, GIF or WebP up to 2 MB */
  images: string
}
export type UploadHeadimgBase64Data = UploadedImage
export type UploadImageInput = Record<string, never>
export type UploadImageData = UploadedImage
export type UploadImageParams = {
  path: UploadKind
}
export type AuthRegisterConfigInput = Record<string, never>
export type AuthRegisterConfigData = {
  value: RegisterConfig
}
export type AuthRegisterMobileCodeInput = MobileCodeInput
export type AuthRegisterMobileCodeData = SmsKey
export type AuthRegisterByMobileInput = MobileLoginInput
export type AuthRegisterByMobileData = LoginAnswer
export type AuthRegisterByPasswordInput = PasswordLoginInput
export type AuthRegisterByPasswordData = LoginAnswer
export type AuthLoginMobileCodeInput = MobileCodeInput
export type AuthLoginMobileCodeData = SmsKey
export type AuthLoginByMobileInput = MobileLoginInput
export type AuthLoginByMobileData = LoginAnswer
export type AuthLoginByPasswordInput = PasswordLoginInput
export type AuthLoginByPasswordData = PasswordLoginAnswer
export type AuthLogoutInput = Record<string, never>
export type AuthLogoutData = null
export type AuthFindPasswordCodeInput = MobileCodeInput
export type AuthFindPasswordCodeData = SmsKey
export type AuthFindPasswordInput = FindPasswordInput
export type AuthFindPasswordData = null
export type AuthPlatformLoginInput = PlatformLoginInput
export type AuthPlatformLoginData = LoginAnswer
export type AuthPlatformOnlyLoginInput = PlatformLoginInput
export type AuthPlatformOnlyLoginData = LoginAnswer
export type AuthPlatformRegisterInput = {
  /** the auth_tag a code exchange answered (30 minutes) */
  auth_tag?: string
  /** for a new member; else the platform's */
  nickname?: string
  /** an http(s) URL, for a new member when the platform gives none */
  headimg?: string
  /** the referrer of a new member (ignored when not a member of this website); 0: none */
  source_member?: number
  /** the suid of the share link, stored with a new member; 0: none */
  suid?: number
}
export type AuthPlatformRegisterData = LoginAnswer
export type AuthBindMobileCodeInput = {
  /** a mainland mobile: ^1[3-9]\d{9}$ */
  mobile?: string
  /** the id of /api/captcha/captcha; required when the captcha config asks for it */
  captcha_id?: string
  /** the 4 digits the picture shows; spent by any attempt */
  captcha_code?: string
}
export type AuthBindMobileCodeData = SmsKey
export type AuthBindMobileInput = {
  /** a mainland mobile: ^1[3-9]\d{9}$ */
  mobile?: string
  /** the key the code call answered */
  key?: string
  /** the 4-digit SMS code */
  code?: string
  /** the id of /api/captcha/captcha; required when the captcha config asks for it */
  captcha_id?: string
  /** the 4 digits the picture shows; spent by any attempt */
  captcha_code?: string
  /** the auth_tag a code exchange answered (30 minutes) */
  auth_tag?: string
  /** for a new member; else the platform's */
  nickname?: string
  /** an http(s) URL, for a new member when the platform gives none */
  headimg?: string
  /** the referrer of a new member (ignored when not a member of this website); 0: none */
  source_member?: number
  /** the suid of the share link, stored with a new member; 0: none */
  suid?: number
}
export type AuthBindMobileData = LoginAnswer
export type AuthGetPhoneNumberInput = {
  /** the auth_tag a code exchange answered (30 minutes) */
  auth_tag?: string
  /** the phone button's one-time code (getPhoneNumber's new flow) */
  code?: string
  /** base64, with encryptedData (the old flow) */
  iv?: string
  /** base64, decrypted with the stored session_key */
  encryptedData?: string
}
export type AuthGetPhoneNumberData = PlatformPhoneNumber
export type AuthMobileAuthInput = {
  /** the auth_tag a code exchange answered (30 minutes) */
  auth_tag?: string
  /** from /api/tripartite/getPhoneNumber, for the same identity (10 minutes) */
  mobile_tag?: string
  /** for a new member; else the platform's */
  nickname?: string
  /** an http(s) URL, for a new member when the platform gives none */
  headimg?: string
  /** the referrer of a new member (ignored when not a member of this website); 0: none */
  source_member?: number
  /** the suid of the share link, stored with a new member; 0: none */
  suid?: number
}
export type AuthMobileAuthData = LoginAnswer
export type CaptchaCreateInput = {
  /** a captcha to draw again under the same id (its old code dies) */
  captcha_id?: string
}
export type CaptchaCreateData = Captcha
export type CaptchaConfigInput = Record<string, never>
export type CaptchaConfigData = {
  value: CaptchaConfig
}
export type CaptchaDevPeekInput = {
  captcha_id: string
}
export type CaptchaDevPeekData = {
  code: string | null
}
export type SmsDevOutboxInput = {
  /** only this mobile's messages */
  mobile?: string
  /** the newest this many */
  limit?: number
}
export type SmsDevOutboxData = SmsOutboxMessage[]
export type OrderListsInput = {
  page?: number
  page_size?: number
  order_status?: OrderTab
  /** order number or goods name, part of it */
  search?: string
}
export type OrderListsData = OrderPage
export type OrderDetailInput = {
  order_id: number
}
export type OrderDetailData = OrderDetail
export type OrderCloseInput = {
  order_id: number
}
export type OrderCloseData = OrderMoved
export type OrderTakeDeliveryInput = {
  order_id: number
}
export type OrderTakeDeliveryData = OrderMoved
export type OrderExtendTakeDeliveryInput = {
  order_id: number
}
export type OrderExtendTakeDeliveryData = OrderDetail
export type OrderDeleteInput = {
  order_id: number
}
export type OrderDeleteData = number
export type OrderNumInput = {
  /** comma separated tabs: 'waitpay,waitsend,waitconfirm,waitrate' (the default), 'refunding' */
  order_status?: string
}
export type OrderNumData = OrderNum
export type OrderPackageInput = {
  order_id: number
}
export type OrderPackageData = OrderPackageTrace[]
export type MerchantLoginInput = {
  username: string
  password: string
  /** the id of /api/captcha/captcha; required when the captcha config asks for it */
  captcha_id?: string
  /** the 4 digits the picture shows; spent by any attempt */
  captcha_code?: string
}
export type MerchantLoginData = MerchantSession
export type PayInfoInput = {
  /** the payment number checkout (or /api/order/pay) answered */
  out_trade_no: string
}
export type PayInfoData = PayInfo
export type PayTypeInput = {
  client_kind?: PayClientKind
}
export type PayTypeData = PayTypes
export type PayPayInput = {
  /** the payment number checkout (or /api/order/pay) answered */
  out_trade_no: string
  /** a channel /api/pay/type lists ('wechatpay', 'alipay', 'devpay') */
  pay_type: string
  /** where an off-site payment returns (WeChat h5, Alipay wap): a path of this site (`/h5/pages/pay/browser/browser?...`) or an absolute URL on this site or a host PAY_RETURN_HOSTS names; default /h5/pages/pay/browser/browser?out_trade_no=… */
  return_url?: string
  client_kind?: PayClientKind
}
export type PayPayData = PrepayAnswer
export type PayStatusInput = {
  /** the payment number checkout (or /api/order/pay) answered */
  out_trade_no: string
}
export type PayStatusData = PayStatusAnswer
export type PayDevpayConfirmInput = {
  /** the `data.attempt_no` /api/pay/pay answered with type 'dev' */
  attempt_no: string
}
export type PayDevpayConfirmData = PayStatusAnswer
export type PayOrderPayInput = {
  /** comma separated ids of the caller's orders pending payment ("1,2"), at most 50 */
  order_ids: string
}
export type PayOrderPayData = OrderPayAnswer
export type ContentNotePageInput = {
  page?: number
  page_size?: number
  /** one shop's notes; 0 or absent: every note (shops' and the platform's) */
  site_id?: number
}
export type ContentNotePageData = NotePage
export type ContentNoteDetailInput = {
  note_id: number
}
export type ContentNoteDetailData = NoteDetail
export type ContentHelpClassListsInput = Record<string, never>
export type ContentHelpClassListsData = HelpClass[]
export type ContentHelpPageInput = {
  page?: number
  page_size?: number
  /** one class; 0 or absent: every shown class */
  class_id?: number
}
export type ContentHelpPageData = HelpPage
export type ContentHelpInfoInput = {
  id: number
}
export type ContentHelpInfoData = HelpInfo
export type ContentNoticePageInput = {
  page?: number
  page_size?: number
}
export type ContentNoticePageData = NoticePage
export type ContentNoticeInfoInput = {
  id: number
}
export type ContentNoticeInfoData = NoticeInfo
export type FavoriteCollectAddInput = {
  goods_id: number
}
export type FavoriteCollectAddData = CollectState
export type FavoriteCollectDeleteInput = {
  /** one goods */
  goods_id?: number
  /** comma separated goods ids ("1,2"); joined with goods_id */
  goods_ids?: string
}
export type FavoriteCollectDeleteData = FavoriteDeleted
export type FavoriteCollectIsInput = {
  goods_id: number
}
export type FavoriteCollectIsData = CollectState
export type FavoriteCollectPageInput = {
  page?: number
  page_size?: number
}
export type FavoriteCollectPageData = CollectItemPage
export type FavoriteBrowseAddInput = {
  goods_id: number
}
export type FavoriteBrowseAddData = BrowseAdded
export type FavoriteBrowsePageInput = {
  page?: number
  page_size?: number
}
export type FavoriteBrowsePageData = BrowseItemPage
export type FavoriteBrowseDeleteInput = {
  /** one footprint id */
  id?: number
  /** comma separated footprint ids ("1,2"); joined with id */
  ids?: string
}
export type FavoriteBrowseDeleteData = FavoriteDeleted
export type RefundRefundDataInput = {
  order_goods_id: number
}
export type RefundRefundDataData = RefundData
export type RefundRefundInput = {
  order_goods_id: number
  refund_type: RefundType
  refund_reason: RefundReason
  refund_remark?: string
  /** the caller's own uploads (/api/upload/refund) */
  refund_images?: string[]
}
export type RefundRefundData = RefundDetail
export type RefundDetailInput = {
  order_goods_id: number
}
export type RefundDetailData = RefundDetail
export type RefundCancelInput = {
  order_goods_id: number
}
export type RefundCancelData = RefundDetail
export type RefundDeliveryInput = {
  order_goods_id: number
  /** carrier */
  refund_delivery_name: string
  /** tracking number */
  refund_delivery_no: string
  refund_delivery_remark?: string
}
export type RefundDeliveryData = RefundDetail
export type RefundListsInput = {
  page?: number
  page_size?: number
  refund_status?: RefundListFilter
}
export type RefundListsData = RefundPage
export type ComplainDetailInput = {
  order_goods_id: number
}
export type ComplainDetailData = ComplainView
export type ComplainComplainInput = {
  order_goods_id: number
  complain_reason: ComplainReason
  complain_remark?: string
  complain_images?: string[]
}
export type ComplainComplainData = ComplainView
export type ComplainCancelInput = {
  order_goods_id: number
}
export type ComplainCancelData = ComplainView
export type SigninGetSignStatusInput = {
  /** YYYY-MM (the mall's calendar); this month by default */
  month?: string
}
export type SigninGetSignStatusData = SigninStatus
export type SigninSigninInput = Record<string, never>
export type SigninSigninData = SigninResult
export type SigninAwardInput = Record<string, never>
export type SigninAwardData = SigninAward
export type SitemessageListsInput = Record<string, never>
export type SitemessageListsData = SiteMessageLists
export type SitemessageGetpermessagecountInput = Record<string, never>
export type SitemessageGetpermessagecountData = SiteMessageCount
export type SitemessagePageInput = {
  sub_type: SiteMessageType
  page?: number
  page_size?: number
}
export type SitemessagePageData = SiteMessagePage
export type SitemessageInfoInput = {
  id: number
}
export type SitemessageInfoData = SiteMessage
export type SitemessageEditallseedInput = {
  sub_type?: SiteMessageType
}
export type SitemessageEditallseedData = SiteMessageCount
export type WithdrawAccountPageInput = {
  page?: number
  page_size?: number
}
export type WithdrawAccountPageData = BankAccountPage
export type WithdrawAccountInfoInput = {
  id: number
}
export type WithdrawAccountInfoData = BankAccount
export type WithdrawAccountDefaultInfoInput = Record<string, never>
export type WithdrawAccountDefaultInfoData = BankAccount | null
export type WithdrawAccountAddInput = {
  /** the account holder's real name, 1 … 30 characters after trimming */
  realname: string
  /** mainland mobile ^1[3-9]\d{9}$ */
  mobile: string
  withdraw_type: WithdrawType
  /** bank only: the bank and branch, 2 … 50 characters */
  bank_name?: string
  /** bank: the card number, 12 … 30 digits (spaces dropped); alipay: a mobile number or email; wechatpay: a WeChat ID or mobile, or empty for the WeChat bound to the member (its openid is copied onto each application) */
  account_number?: string
  /** 1: make it the default account */
  is_default?: number
}
export type WithdrawAccountAddData = number
export type WithdrawAccountEditInput = {
  id: number
  /** the account holder's real name, 1 … 30 characters after trimming */
  realname: string
  /** mainland mobile ^1[3-9]\d{9}$ */
  mobile: string
  withdraw_type: WithdrawType
  /** bank only: the bank and branch, 2 … 50 characters */
  bank_name?: string
  /** bank: the card number, 12 … 30 digits (spaces dropped); alipay: a mobile number or email; wechatpay: a WeChat ID or mobile, or empty for the WeChat bound to the member (its openid is copied onto each application) */
  account_number?: string
  is_default?: number
}
export type WithdrawAccountEditData = number
export type WithdrawAccountDeleteInput = {
  id: number
}
export type WithdrawAccountDeleteData = number
export type WithdrawAccountSetDefaultInput = {
  id: number
}
export type WithdrawAccountSetDefaultData = number
export type WithdrawBalanceInfoInput = Record<string, never>
export type WithdrawBalanceInfoData = WithdrawInfo
export type WithdrawBalanceApplyInput = {
  /** fen taken from the withdrawable balance (the fee comes out of it) */
  apply_money: number
  /** one of the caller's withdrawal accounts; or the fields below */
  account_id?: number
  transfer_type?: WithdrawType
  realname?: string
  mobile?: string
  bank_name?: string
  account_number?: string
  /** the member's pay password (6 digits); required */
  pay_password?: string
}
export type WithdrawBalanceApplyData = WithdrawDetail
export type WithdrawBalancePageInput = {
  page?: number
  page_size?: number
  status?: WithdrawStatus
}
export type WithdrawBalancePageData = WithdrawPage
export type WithdrawBalanceDetailInput = {
  id: number
}
export type WithdrawBalanceDetailData = WithdrawDetail
export type WithdrawPointInfoInput = Record<string, never>
export type WithdrawPointInfoData = PointWithdrawInfo
export type WithdrawPointApplyInput = {
  /** points to convert */
  point: number
  /** one of the caller's withdrawal accounts; or the fields below */
  account_id?: number
  transfer_type?: WithdrawType
  realname?: string
  mobile?: string
  bank_name?: string
  account_number?: string
  /** the member's pay password (6 digits); required */
  pay_password?: string
}
export type WithdrawPointApplyData = WithdrawDetail
export type WithdrawPointPageInput = {
  page?: number
  page_size?: number
  status?: WithdrawStatus
}
export type WithdrawPointPageData = PointWithdrawPage
export type WithdrawPointDetailInput = {
  id: number
}
export type WithdrawPointDetailData = WithdrawDetail
export type LevelListsInput = Record<string, never>
export type LevelListsData = MemberLevel[]
export type LevelInfoInput = Record<string, never>
export type LevelInfoData = LevelInfo
export type LevelGrowthRulesInput = Record<string, never>
export type LevelGrowthRulesData = GrowthRules
export type LevelGiftPageInput = {
  page?: number
  page_size?: number
}
export type LevelGiftPageData = GiftPage
export type LevelGiftDetailInput = {
  id: number
}
export type LevelGiftDetailData = Gift
export type RechargeConfigInput = Record<string, never>
export type RechargeConfigData = RechargeConfig
export type RechargePageInput = {
  page?: number
  page_size?: number
}
export type RechargePageData = RechargePackagePage
export type RechargeInfoInput = {
  recharge_id: number
}
export type RechargeInfoData = RechargePackage
export type RechargeCreateInput = {
  /** a package on sale; 0 for a free amount (face_value) */
  recharge_id: number
  /** fen; required with recharge_id 0, inside the operator's bounds; ignored for a package */
  face_value?: number
}
export type RechargeCreateData = RechargeCreated
export type RechargeOrderPageInput = {
  page?: number
  page_size?: number
  status?: RechargeStatus
}
export type RechargeOrderPageData = RechargeOrderPage
export type RechargeOrderDetailInput = {
  order_id: number
}
export type RechargeOrderDetailData = RechargeOrder
export type AccountInfoInput = {
  account_type?: LedgerAccount
}
export type AccountInfoData = AccountFigures
export type AccountPageInput = {
  account_type: LedgerAccount
  /** what moved the account ('order', 'signin' …; the list `from_types` of a page names them) */
  from_type?: string
  /** YYYY-MM of the mall's calendar (China time) */
  date?: string
  page?: number
  page_size?: number
}
export type AccountPageData = LedgerPage
export type AccountDetailInput = {
  /** a ledger row of the caller */
  id: number
}
export type AccountDetailData = LedgerDetail
export type AccountAssetsInput = Record<string, never>
export type AccountAssetsData = AssetsOverview
export type EvaluateEvaluateDataInput = {
  order_id: number
}
export type EvaluateEvaluateDataData = EvaluateData
export type EvaluateAddInput = {
  order_id: number
  /** when sent it must be the order's */
  order_no?: string
  /** 1 hides the name (first character + ***) and head image */
  is_anonymous?: number
  /** description matches, 1 to 5; default 5 */
  shop_desccredit?: number
  /** service, 1 to 5; default 5 */
  shop_servicecredit?: number
  /** delivery, 1 to 5; default 5 */
  shop_deliverycredit?: number
  /** every line of the order that was not refunded, once */
  goods_evaluate: EvaluateLineInput[]
}
export type EvaluateAddData = EvaluateAdded
export type EvaluateAgainInput = {
  order_id: number
  /** the lines to follow up (any of the evaluated ones), once each */
  goods_evaluate: EvaluateAgainLineInput[]
}
export type EvaluateAgainData = EvaluateAgained
export type EvaluatePageInput = {
  page?: number
  page_size?: number
  goods_id: number
  explain_type?: EvaluateFilter
}
export type EvaluatePageData = EvaluateItemPage
export type EvaluateCountInput = {
  goods_id: number
}
export type EvaluateCountData = EvaluateCount
export type EvaluateFirstinfoInput = {
  goods_id: number
}
export type EvaluateFirstinfoData = EvaluateFirst
export type VerifyCheckIsVerifierInput = Record<string, never>
export type VerifyCheckIsVerifierData = VerifierCheck
export type VerifyGetVerifyTypeInput = Record<string, never>
export type VerifyGetVerifyTypeData = VerifyTypeItem[]
export type VerifyVerifyInfoInput = {
  /** the code the buyer shows (entered or scanned) */
  verify_code: string
}
export type VerifyVerifyInfoData = VerifyInfo
export type VerifyVerifyInput = {
  /** the code the buyer shows (entered or scanned) */
  verify_code: string
}
export type VerifyVerifyData = VerifyDone
export type VerifyListsInput = {
  page?: number
  page_size?: number
  verify_type?: VerifyType
}
export type VerifyListsData = VerifyRecordPage

// ---- calls, one module per domain (./calls/<domain>.ts) ----
export * from './calls/account'
export * from './calls/address'
export * from './calls/alipay'
export * from './calls/auth'
export * from './calls/brand'
export * from './calls/captcha'
export * from './calls/cart'
export * from './calls/complain'
export * from './calls/config'
export * from './calls/content'
export * from './calls/coupon'
export * from './calls/decoration'
export * from './calls/evaluate'
export * from './calls/favorite'
export * from './calls/goods'
export * from './calls/level'
export * from './calls/location'
export * from './calls/member'
export * from './calls/merchant'
export * from './calls/order'
export * from './calls/partner'
export * from './calls/pay'
export * from './calls/recharge'
export * from './calls/refund'
export * from './calls/region'
export * from './calls/shop'
export * from './calls/signin'
export * from './calls/sitemessage'
export * from './calls/sms'
export * from './calls/topic'
export * from './calls/upload'
export * from './calls/verify'
export * from './calls/wechat'
export * from './calls/withdraw'
