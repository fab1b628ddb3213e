// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
import { endpoint, uploadEndpoint } from './client'

// ---- error codes (server/src/contract/errors.ts) ----
export const CommonError = {
  FAILED: -1,
  INVALID_PARAMS: -10001,
  FORBIDDEN: -10003,
  NOT_FOUND: -10004,
  TOKEN_INVALID: -10009,
  TOKEN_EXPIRED: -10010,
  NOT_REGISTERED: -10016,
  TOO_MANY_REQUESTS: -10029,
  INTERNAL: -10500,
} as const

export const RegionError = {
  NOT_SUPPORTED: -20101,
} as const

export const AuthError = {
  PASSWORD_LOCKED: -20219,
  REGISTER_LIMIT: -20220,
  CAPTCHA_REQUIRED: -20203,
  CAPTCHA_WRONG: -20204,
  SMS_CODE_REQUIRED: -20205,
  SMS_CODE_WRONG: -20206,
  SMS_CODE_EXPIRED: -20207,
  SMS_CODE_ATTEMPTS: -20208,
  SMS_TOO_OFTEN: -20209,
  SMS_DAILY_CAP: -20210,
  SMS_IP_CAP: -20211,
  SMS_SEND_FAILED: -20212,
  SMS_NOT_CONFIGURED: -20218,
  MOBILE_REQUIRED: -20201,
  MOBILE_INVALID: -20202,
  MOBILE_REGISTERED: -20213,
  PASSWORD_TOO_SHORT: -20214,
  LOGIN_FAILED: -20215,
  MEMBER_DISABLED: -20216,
  PASSWORD_REQUIRED: -20217,
  NOT_CONFIGURED: -20301,
  BIND_MOBILE_REQUIRED: -20302,
  THIRD_PARTY_OFF: -20303,
  IDENTITY_BOUND_ELSEWHERE: -20304,
  AUTH_CODE_INVALID: -20305,
  PLATFORM_FAILED: -20306,
  AUTH_TAG_INVALID: -20307,
  MOBILE_TAG_INVALID: -20308,
  PHONE_DECRYPT_FAILED: -20309,
  SESSION_EXPIRED: -20310,
  PHONE_NOT_SUPPORTED: -20311,
  PLATFORM_BOUND_OTHER: -20312,
  MEMBER_HAS_MOBILE: -20313,
  REDIRECT_URL_INVALID: -20314,
} as const

export const MemberError = {
  CANCEL_DISABLED: -20511,
  CANCEL_ALREADY_APPLIED: -20512,
  CANCEL_NOT_APPLIED: -20513,
  CANCEL_ALREADY_AUDITED: -20514,
  CANCEL_MEMBER_INACTIVE: -20515,
  NICKNAME_EMPTY: -20401,
  NICKNAME_SAME: -20402,
  MOBILE_SAME: -20403,
  MOBILE_UNKNOWN: -20404,
  OLD_PASSWORD_REQUIRED: -20405,
  NEW_PASSWORD_REQUIRED: -20406,
  PASSWORD_MISMATCH: -20407,
  PASSWORD_SAME: -20408,
  OLD_PASSWORD_WRONG: -20409,
  PAY_PASSWORD_INVALID: -20410,
  UPLOAD_TYPE: -20411,
  UPLOAD_SIZE: -20412,
  HEADIMG_NOT_OWN: -20413,
  NO_MOBILE: -20414,
  BIRTHDAY_FUTURE: -20415,
  NICKNAME_TOO_LONG: -20416,
  REALNAME_TOO_LONG: -20417,
  UPLOAD_EMPTY: -20418,
  REFERRER_MEMBER_INACTIVE: -20501,
  REFERRER_SELF: -20502,
  REFERRER_ALREADY_BOUND: -20503,
  REFERRER_DOWNLINE: -20504,
  REFERRER_UNKNOWN: -20505,
  ACCOUNT_INSUFFICIENT: -20531,
} as const

// ---- named enums ----
export const GoodsOrderValues = ["default","sale_num","price","create_time"] as const
export const SortDirectionValues = ["asc","desc"] as const
export const CouponKindValues = ["reward","discount"] as const
export const CancelViewValues = ["none","applied","approved","refused"] as const
export const StyleThemeValues = ["default","blue","green","pink","golden"] as const
export const TabKeyValues = ["home","preference","life","category","cart","member"] as const
export const DiyGoodsSourceValues = ["recommend","category","new"] as const
export const WechatOauthScopeValues = ["snsapi_base","snsapi_userinfo"] as const
export const UploadKindValues = ["headimg","evaluate","refund","image"] as const
export const AuthMethodValues = ["mobile","password"] as const

// ---- shapes ----
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

/** default: recommended first */
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
  /** 1 active; a token of a member in any other status is refused */
  status: number
}

export interface MemberReferrer {
  member_id: number
  headimg: string
  nickname: string
  /** masked: 138****8000 */
  mobile: string
}

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
  /** how it was obtained: 'register' … */
  get_type: string
  start_time: number
  /** 0: never expires */
  end_time: number
}

/** 1 unused, 2 used, 3 expired */
export type CouponState = 1 | 2 | 3

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

export interface CartLine {
  cart_id: number
  site_id: number
  site_name: string
  sku_id: number
  goods_id: number
  goods_name: string
  /** the SKU's picture, else the goods cover */
  sku_image: string
  spec_name: string
  /** fen */
  price: number
  num: number
  stock: number
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
  /** upload/member/<yyyymm>/<random>.<ext>, served under /upload/ */
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
  /** a data:image/png;base64 URL (120 x 40) */
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

// ---- inputs and answers without a name of their own ----
export type GoodsPageInput = {
  page?: number
  page_size?: number
  /** a part of the goods name, any case */
  keyword?: string
  /** the category and the ones below it; 0: all */
  category_id?: number
  /** one shop's goods; 0: every shop */
  site_id?: number
  /** 1: recommended goods only */
  recommend?: number
  order?: GoodsOrder
  sort?: SortDirection
}

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

export type ShopInfoInput = {
  site_id: number
}

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

export type MemberModifyMobileInput = {
  /** the new mobile: ^1[3-9]\d{9}$ */
  mobile?: string
  /** the key the code call answered */
  key?: string
  /** the 4-digit SMS code */
  code?: string
}

export type MemberModifyMobileData = null

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

export type MemberCancelApplyInput = {
  /** why the member leaves (optional) */
  reason?: string
}

export type MemberCancelWithdrawData = {
  status: "none"
}

export type CouponMemberPageInput = {
  page?: number
  page_size?: number
  /** 1 unused (default), 2 used, 3 expired */
  state?: number
}

export type ConfigInitInput = {
  /** the page URL the WeChat JS-SDK signature is made for */
  url?: string
}

export type ConfigStyleData = {
  style_theme: StyleTheme
}

export type DecorationInfoInput = {
  /** default DIY_VIEW_INDEX */
  name?: string
  /** 0 (default): the platform's pages */
  site_id?: number
}

export type TopicPageInput = {
  page?: number
  page_size?: number
}

export type TopicDetailInput = {
  topic_id: number
}

export type CartCountData = number

export type CartWholesaleCountData = number

export type CartListsData = CartLine[]

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

export type RegionProvincesData = Province[]

export type RegionChildrenInput = {
  /** the parent region; 0: the provinces */
  pid: number
}

export type RegionChildrenData = Region[]

export type RegionHotCitiesData = HotCity[]

export type WechatMpAuthUrlInput = {
  /** http or https; WeChat returns there with code and state */
  redirect_url?: string
  /** the shop a share link came from; sent along as state s<id> */
  source_site_id?: number
  scopes?: WechatOauthScope
}

export type AlipayFuwuAuthUrlInput = {
  /** http or https; Alipay returns there with auth_code */
  redirect_url?: string
  /** the shop a share link came from; sent along in the state */
  source_site_id?: number
}

export type UploadHeadimgBase64Input = {
  /** a data:image/...;base64 URL or bare base64 of a JPEG, PNG, GIF or WebP up to 2 MB */
  images: string
}

export type AuthRegisterConfigData = {
  value: RegisterConfig
}

export type AuthLogoutData = null

export type AuthFindPasswordData = null

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

export type AuthBindMobileCodeInput = {
  /** a mainland mobile: ^1[3-9]\d{9}$ */
  mobile?: string
  /** the id of /api/captcha/captcha; required when the captcha config asks for it */
  captcha_id?: string
  /** the 4 digits the picture shows; spent by any attempt */
  captcha_code?: string
}

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

export type CaptchaCreateInput = {
  /** a captcha to draw again under the same id (its old code dies) */
  captcha_id?: string
}

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

// ---- calls ----
/** The goods category tree (three levels), in sort order */
export const goodsCategoryTree = /*#__PURE__*/ endpoint<Record<string, never>, CategoryTree>("GET", "/api/goodscategory/tree")

/** A page of goods cards: search, category, shop, recommended, sorted */
export const goodsPage = /*#__PURE__*/ endpoint<GoodsPageInput, GoodsCardPage>("POST", "/api/goodssku/page")

/** A goods with its SKUs, gallery and shop, by goods_id or sku_id */
export const goodsDetail = /*#__PURE__*/ endpoint<GoodsDetailInput, GoodsDetailData>("POST", "/api/goodssku/detail")

/** A page of shops; nearest first when lat/lng are given */
export const shopPage = /*#__PURE__*/ endpoint<ShopPageInput, ShopCardPage>("POST", "/api/shop/page")

/** One shop with its address and hours */
export const shopInfo = /*#__PURE__*/ endpoint<ShopInfoInput, ShopDetail>("POST", "/api/shop/info")

/** The caller's profile (member) */
export const memberInfo = /*#__PURE__*/ endpoint<Record<string, never>, MemberInfo>("GET", "/api/member/info")

/** Sets the head image: one of the caller's uploads, or '' for the default (member) */
export const memberModifyHeadimg = /*#__PURE__*/ endpoint<MemberModifyHeadimgInput, MemberModifyHeadimgData>("POST", "/api/member/modifyheadimg")

/** Changes the nickname (30 characters at most) (member) */
export const memberModifyNickname = /*#__PURE__*/ endpoint<MemberModifyNicknameInput, MemberModifyNicknameData>("POST", "/api/member/modifynickname")

/** Changes the real name (30 characters at most) (member) */
export const memberModifyRealname = /*#__PURE__*/ endpoint<MemberModifyRealnameInput, MemberModifyRealnameData>("POST", "/api/member/modifyrealname")

/** Changes the sex (member) */
export const memberModifySex = /*#__PURE__*/ endpoint<MemberModifySexInput, MemberModifySexData>("POST", "/api/member/modifysex")

/** Changes the birthday (YYYY-MM-DD, not in the future) (member) */
export const memberModifyBirthday = /*#__PURE__*/ endpoint<MemberModifyBirthdayInput, MemberModifyBirthdayData>("POST", "/api/member/modifybirthday")

/** Sets or changes the login password; other sessions end, the answer's refreshtoken carries this one on (member) */
export const memberModifyPassword = /*#__PURE__*/ endpoint<MemberModifyPasswordInput, MemberModifyPasswordData>("POST", "/api/member/modifypassword")

/** Sends a code to the caller's own mobile, for the pay password (member) */
export const memberPayPasswordCode = /*#__PURE__*/ endpoint<MemberPayPasswordCodeInput, SmsKey>("POST", "/api/member/paypwdcode")

/** Sets the pay password (6 digits) with the code sent (member) */
export const memberModifyPayPassword = /*#__PURE__*/ endpoint<MemberModifyPayPasswordInput, MemberModifyPayPasswordData>("POST", "/api/member/modifypaypassword")

/** Sends a code to the new mobile, proving the caller holds it (member) */
export const memberBindMobileCode = /*#__PURE__*/ endpoint<MemberBindMobileCodeInput, SmsKey>("POST", "/api/member/bindmobilecode")

/** Moves the account to the new mobile with the code sent to it (member) */
export const memberModifyMobile = /*#__PURE__*/ endpoint<MemberModifyMobileInput, MemberModifyMobileData>("POST", "/api/member/modifymobile")

/** The registration reward a member registering now receives */
export const memberRewardConfig = /*#__PURE__*/ endpoint<Record<string, never>, RegisterReward>("GET", "/memberregister/api/Config/Config")

/** The active member with this mobile (masked), or null; 30 searches per member and hour (member) */
export const memberSearchReferrer = /*#__PURE__*/ endpoint<MemberSearchReferrerInput, MemberSearchReferrerData>("POST", "/api/Dianjiamember/searchMemberByMobile")

/** Binds the caller's referrer, once (message 绑定成功) (member) */
export const memberBindReferrer = /*#__PURE__*/ endpoint<MemberBindReferrerInput, MemberBindReferrerData>("POST", "/api/Dianjiamember/bindTuijian")

/** Whether accounts can be cancelled, with the agreement in the caller's language */
export const memberCancelConfig = /*#__PURE__*/ endpoint<Record<string, never>, CancelConfig>("GET", "/membercancel/api/membercancel/config")

/** The caller's latest cancellation request (member) */
export const memberCancelInfo = /*#__PURE__*/ endpoint<Record<string, never>, CancelInfo>("GET", "/membercancel/api/membercancel/info")

/** Applies for the cancellation of the account (approved at once when no review is configured) (member) */
export const memberCancelApply = /*#__PURE__*/ endpoint<MemberCancelApplyInput, CancelState>("POST", "/membercancel/api/membercancel/apply")

/** Withdraws the caller's open cancellation request (member) */
export const memberCancelWithdraw = /*#__PURE__*/ endpoint<Record<string, never>, MemberCancelWithdrawData>("POST", "/membercancel/api/membercancel/withdraw")

/** A page of the caller's coupons in one state, newest first (member) */
export const couponMemberPage = /*#__PURE__*/ endpoint<CouponMemberPageInput, MemberCouponPage>("GET", "/api/coupon/memberpage")

/** The launch call: theme, add-on flags, bottom bar, default images, cart counts, JS-SDK signature for url */
export const configInit = /*#__PURE__*/ endpoint<ConfigInitInput, LaunchConfig>("POST", "/api/config/init")

/** The placeholder images (goods, head, shop …) */
export const configDefaultImg = /*#__PURE__*/ endpoint<Record<string, never>, DefaultImg>("GET", "/api/config/defaultimg")

/** The colour theme */
export const configStyle = /*#__PURE__*/ endpoint<Record<string, never>, ConfigStyleData>("GET", "/api/diyview/style")

/** Which add-ons are switched on (0/1 each) */
export const configAddonIsExit = /*#__PURE__*/ endpoint<Record<string, never>, AddonFlags>("GET", "/api/addon/addonisexit")

/** A decorated page (the home page by default) with its components */
export const decorationInfo = /*#__PURE__*/ endpoint<DecorationInfoInput, DiyView>("POST", "/api/diyview/info")

/** A page of running and coming topics, newest start first */
export const topicPage = /*#__PURE__*/ endpoint<TopicPageInput, TopicPage>("POST", "/api/topic/page")

/** A topic with its goods at the topic price */
export const topicDetail = /*#__PURE__*/ endpoint<TopicDetailInput, TopicDetail>("POST", "/api/topic/detail")

/** Pieces in the member's cart (0 for visitors) */
export const cartCount = /*#__PURE__*/ endpoint<Record<string, never>, CartCountData>("GET", "/api/cart/count")

/** Pieces in the member's wholesale cart (0 for visitors) */
export const cartWholesaleCount = /*#__PURE__*/ endpoint<Record<string, never>, CartWholesaleCountData>("GET", "/wholesale/api/cart/count")

/** The member's cart lines, newest first, goods on sale only (member) */
export const cartLists = /*#__PURE__*/ endpoint<Record<string, never>, CartListsData>("GET", "/api/cart/lists")

/** The province, city, district and the mall's community at a point */
export const regionTranAddressInfo = /*#__PURE__*/ endpoint<RegionTranAddressInfoInput, AddressInfo>("POST", "/api/memberaddress/tranAddressInfo")

/** The provinces */
export const regionProvinces = /*#__PURE__*/ endpoint<Record<string, never>, RegionProvincesData>("GET", "/api/region/provinces")

/** The regions under a region (0: the provinces) */
export const regionChildren = /*#__PURE__*/ endpoint<RegionChildrenInput, RegionChildrenData>("POST", "/api/region/children")

/** Big cities offered first on the city picker */
export const regionHotCities = /*#__PURE__*/ endpoint<Record<string, never>, RegionHotCitiesData>("GET", "/api/region/hotcities")

/** The official account OAuth URL for the WeChat browser (snsapi_base or snsapi_userinfo) */
export const wechatMpAuthUrl = /*#__PURE__*/ endpoint<WechatMpAuthUrlInput, AuthorizeUrl>("POST", "/wechat/api/wechat/authcode")

/** An official account OAuth code → openid (and the profile with snsapi_userinfo) and an auth_tag */
export const wechatMpCodeToOpenid = /*#__PURE__*/ endpoint<PlatformCodeInput, WechatOpenid>("POST", "/wechat/api/wechat/authcodetoopenid")

/** A mini-program wx.login code → openid and an auth_tag (the session_key stays on the server) */
export const wechatWeappCodeToOpenid = /*#__PURE__*/ endpoint<PlatformCodeInput, WeappOpenid>("POST", "/weapp/api/weapp/authcodetoopenid")

/** The Alipay OAuth URL (auth_base) for the Alipay browser */
export const alipayFuwuAuthUrl = /*#__PURE__*/ endpoint<AlipayFuwuAuthUrlInput, AuthorizeUrl>("POST", "/api/alifuwu/authcode")

/** An Alipay browser auth_code → the open_id and an auth_tag */
export const alipayFuwuCodeToOpenid = /*#__PURE__*/ endpoint<PlatformCodeInput, AlipayIdentity>("POST", "/api/alifuwu/authcodetoopenid")

/** An Alipay mini-program my.getAuthCode code → the open_id (or user_id) and an auth_tag */
export const alipayAppCodeToUserid = /*#__PURE__*/ endpoint<PlatformCodeInput, AlipayIdentity>("POST", "/aliapp/api/aliapp/authcodetouserid")

/** Stores a base64 image (data URL or bare) as a head image: JPEG, PNG, GIF or WebP by content, at most 2 MB (member) */
export const uploadHeadimgBase64 = /*#__PURE__*/ endpoint<UploadHeadimgBase64Input, UploadedImage>("POST", "/api/upload/headimgBase64")

/** Stores one image sent as the multipart part `file`: JPEG, PNG, GIF or WebP by content, at most 2 MB (member) */
export const uploadImage = /*#__PURE__*/ uploadEndpoint<{
  path: UploadKind
}, UploadedImage>("/api/upload/:path")

/** Registration and login settings: types, password length, third-party login */
export const authRegisterConfig = /*#__PURE__*/ endpoint<Record<string, never>, AuthRegisterConfigData>("GET", "/api/register/config")

/** Sends a registration code; answers alike for members (their text says to log in instead) */
export const authRegisterMobileCode = /*#__PURE__*/ endpoint<MobileCodeInput, SmsKey>("POST", "/api/register/mobileCode")

/** Registers with a mobile and its code, and logs in */
export const authRegisterByMobile = /*#__PURE__*/ endpoint<MobileLoginInput, LoginAnswer>("POST", "/api/register/mobile")

/** Registers with a mobile and a password, and logs in */
export const authRegisterByPassword = /*#__PURE__*/ endpoint<PasswordLoginInput, LoginAnswer>("POST", "/api/register/register")

/** Sends a login code (an unknown mobile is registered by login/mobile) */
export const authLoginMobileCode = /*#__PURE__*/ endpoint<MobileCodeInput, SmsKey>("POST", "/api/login/mobileCode")

/** Logs in with a mobile and its code; an unknown mobile is registered (is_register 1) */
export const authLoginByMobile = /*#__PURE__*/ endpoint<MobileLoginInput, LoginAnswer>("POST", "/api/login/mobile")

/** Logs in with a mobile and a password; wrong tries lock the account and the address for a growing time */
export const authLoginByPassword = /*#__PURE__*/ endpoint<PasswordLoginInput, PasswordLoginAnswer>("POST", "/api/login/login")

/** Ends the session: the token is refused from now on (member) */
export const authLogout = /*#__PURE__*/ endpoint<Record<string, never>, AuthLogoutData>("POST", "/api/login/logout")

/** Sends a recovery code; answers alike for unknown mobiles (their text says there is no account) */
export const authFindPasswordCode = /*#__PURE__*/ endpoint<MobileCodeInput, SmsKey>("POST", "/api/findpassword/mobileCode")

/** Sets a new password with a recovery code; every earlier session ends */
export const authFindPassword = /*#__PURE__*/ endpoint<FindPasswordInput, AuthFindPasswordData>("POST", "/api/findpassword/find")

/** Logs in the member bound to a platform identity (auth_tag); -10016 when none is (or third-party login is off) */
export const authPlatformLogin = /*#__PURE__*/ endpoint<PlatformLoginInput, LoginAnswer>("POST", "/api/login/auth")

/** Logs in the member bound to a platform identity; an empty token when none is (never registers) */
export const authPlatformOnlyLogin = /*#__PURE__*/ endpoint<PlatformLoginInput, LoginAnswer>("POST", "/api/login/authonlylogin")

/** Logs in the bound member, or registers one without a mobile for the identity (not when bind_mobile is on) */
export const authPlatformRegister = /*#__PURE__*/ endpoint<AuthPlatformRegisterInput, LoginAnswer>("POST", "/api/login/authRegister")

/** Sends a code for binding a mobile: the complete-info popup, or the forced binding of a logged-in member */
export const authBindMobileCode = /*#__PURE__*/ endpoint<AuthBindMobileCodeInput, SmsKey>("POST", "/api/tripartite/mobileCode")

/** Binds a proven mobile: to the identity's member (registering one when needed), or to the logged-in member */
export const authBindMobile = /*#__PURE__*/ endpoint<AuthBindMobileInput, LoginAnswer>("POST", "/api/tripartite/mobile")

/** The mini-program user's mobile from WeChat (button code, or iv + encryptedData), with a mobile_tag for mobileauth */
export const authGetPhoneNumber = /*#__PURE__*/ endpoint<AuthGetPhoneNumberInput, PlatformPhoneNumber>("POST", "/api/tripartite/getPhoneNumber")

/** Binds the mobile the platform vouched for (mobile_tag) to the identity, registering a member when needed */
export const authMobileAuth = /*#__PURE__*/ endpoint<AuthMobileAuthInput, LoginAnswer>("POST", "/api/tripartite/mobileauth")

/** A new captcha picture (5 minutes); with captcha_id the same id gets a new code. Limited per address */
export const captchaCreate = /*#__PURE__*/ endpoint<CaptchaCreateInput, Captcha>("POST", "/api/captcha/captcha")

/** Whether the login forms need a captcha */
export const captchaConfig = /*#__PURE__*/ endpoint<Record<string, never>, CaptchaConfigData>("GET", "/api/config/getCaptchaConfig")

/** The code a captcha shows, without spending it (null when unknown or expired); for the demo and the browser journeys (development servers only) */
export const captchaDevPeek = /*#__PURE__*/ endpoint<CaptchaDevPeekInput, CaptchaDevPeekData>("GET", "/api/dev/captcha")

/** What the development provider "sent", newest first (the demo and the browser journeys read codes here) (development servers only) */
export const smsDevOutbox = /*#__PURE__*/ endpoint<SmsDevOutboxInput, SmsDevOutboxData>("GET", "/api/dev/sms/outbox")
