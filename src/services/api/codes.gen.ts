// Generated from the server contract by server/scripts/gen-client.ts (npm run gen:client in server/).
// Do not edit: change the contract and regenerate; a server test fails when this file is out of date.
// Imports nothing: the request layer reads these codes (./contract.gen re-exports them for callers).

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
  UNAVAILABLE: -10503,
} as const

export const RegionError = {
  NOT_SUPPORTED: -20101,
} as const

export const AuthError = {
  MOBILE_REQUIRED: -20201,
  MOBILE_INVALID: -20202,
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
  MOBILE_REGISTERED: -20213,
  PASSWORD_TOO_SHORT: -20214,
  LOGIN_FAILED: -20215,
  MEMBER_DISABLED: -20216,
  PASSWORD_REQUIRED: -20217,
  SMS_NOT_CONFIGURED: -20218,
  PASSWORD_LOCKED: -20219,
  REGISTER_LIMIT: -20220,
  LOGIN_CAPTCHA_REQUIRED: -20221,
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
  UPLOAD_PIXELS: -20419,
  REFERRER_MEMBER_INACTIVE: -20501,
  REFERRER_SELF: -20502,
  REFERRER_ALREADY_BOUND: -20503,
  REFERRER_DOWNLINE: -20504,
  REFERRER_UNKNOWN: -20505,
  CANCEL_DISABLED: -20511,
  CANCEL_ALREADY_APPLIED: -20512,
  CANCEL_NOT_APPLIED: -20513,
  CANCEL_ALREADY_AUDITED: -20514,
  CANCEL_MEMBER_INACTIVE: -20515,
  ACCOUNT_INSUFFICIENT: -20531,
} as const

export const CatalogError = {
  SKU_NOT_OF_GOODS: -20601,
  DIY_COMPONENT_INVALID: -20610,
  DIY_VALUE_TOO_LARGE: -20611,
  DIY_NAME_TAKEN: -20612,
} as const

export const CartError = {
  GOODS_UNAVAILABLE: -20701,
  STOCK_SHORT: -20702,
  BELOW_MIN_BUY: -20703,
  OVER_MAX_BUY: -20704,
  OVER_MEMBER_LIMIT: -20705,
  CART_FULL: -20706,
  LINE_NOT_FOUND: -20707,
} as const

export const AddressError = {
  NOT_FOUND: -20751,
  LIMIT_REACHED: -20752,
  NAME_INVALID: -20753,
  MOBILE_INVALID: -20754,
  TELEPHONE_INVALID: -20755,
  ADDRESS_INVALID: -20756,
  REGION_INVALID: -20757,
} as const

export const OrderError = {
  EMPTY: -20801,
  GOODS_UNAVAILABLE: -20802,
  STOCK_SHORT: -20803,
  BUY_LIMIT: -20804,
  MEMBER_LIMIT: -20805,
  ADDRESS_REQUIRED: -20806,
  DELIVERY_UNAVAILABLE: -20807,
  STORE_INVALID: -20808,
  DELIVERY_TIME_INVALID: -20809,
  PAY_PASSWORD_REQUIRED: -20810,
  PAY_PASSWORD_NOT_SET: -20811,
  PAY_PASSWORD_WRONG: -20812,
  ACCOUNT_CHANGED: -20813,
  INVOICE_INVALID: -20814,
  UNPAID_ORDER_LIMIT: -20815,
  UNPAID_UNIT_LIMIT: -20816,
  UNPAID_GOODS_LIMIT: -20817,
  ORDER_AMOUNT_LIMIT: -20818,
  ORDER_NOT_FOUND: -20851,
  ORDER_STATUS_CHANGED: -20852,
  ORDER_CANNOT_CLOSE: -20853,
  ORDER_CANNOT_RECEIVE: -20854,
  ORDER_CANNOT_EXTEND: -20855,
  ORDER_CANNOT_DELETE: -20856,
} as const

export const PayError = {
  PAY_CLOSED: -20901,
  PAY_ALREADY_PAID: -20902,
  PAY_TYPE_UNAVAILABLE: -20903,
  PAY_NOTHING_TO_PAY: -20904,
  PAY_GATEWAY_FAILED: -20905,
  PAY_ATTEMPT_NOT_OPEN: -20906,
  ORDER_NOT_PAYABLE: -20907,
  PAY_BUSY: -20908,
  PAY_OPENID_REQUIRED: -20909,
} as const

export const CouponError = {
  NOT_RECEIVABLE: -21001,
  SOLD_OUT: -21002,
  FETCH_LIMIT: -21003,
  NOT_USABLE: -21004,
  TAKEN: -21005,
  TYPE_NOT_FOUND: -21006,
} as const

export const MerchantError = {
  LOGIN_FAILED: -21051,
  STAFF_DISABLED: -21052,
  ROLE_FORBIDDEN: -21053,
  ORDER_NOT_SHIPPABLE: -21054,
  LINES_INVALID: -21055,
  EXPRESS_REQUIRED: -21056,
  VERIFY_CODE_NOT_FOUND: -21057,
  VERIFY_CODE_USED: -21058,
} as const

export const ShopfollowError = {
  SHOP_UNAVAILABLE: -21101,
  FOLLOW_LIMIT: -21102,
} as const

export const ContentError = {
  NOTE_NOT_FOUND: -21201,
  HELP_CLASS_NOT_FOUND: -21202,
  HELP_NOT_FOUND: -21203,
  NOTICE_NOT_FOUND: -21204,
} as const

export const FavoriteError = {
  GOODS_UNAVAILABLE: -21250,
  COLLECT_LIMIT: -21251,
  BROWSE_NOT_FOUND: -21252,
  COLLECT_NOT_FOUND: -21253,
} as const

export const LocationError = {
  NO_CENTRE: -21300,
} as const

export const RefundError = {
  REFUND_LINE_NOT_FOUND: -21401,
  REFUND_NOT_ALLOWED: -21402,
  REFUND_STATUS_CHANGED: -21403,
  REFUND_TYPE_NOT_ALLOWED: -21404,
  REFUND_ACTION_NOT_ALLOWED: -21405,
  REFUND_IMAGE_INVALID: -21406,
  REFUND_CHANNEL_LIMIT: -21407,
  REFUND_CHANNEL_UNAVAILABLE: -21408,
  REFUND_NOT_FOUND: -21409,
  REFUND_DELIVERY_REQUIRED: -21410,
} as const

export const ComplainError = {
  COMPLAIN_LINE_NOT_FOUND: -21501,
  COMPLAIN_NOT_ALLOWED: -21502,
  COMPLAIN_NOT_FOUND: -21503,
  COMPLAIN_STATUS_CHANGED: -21504,
  COMPLAIN_IMAGE_INVALID: -21505,
} as const

export const SigninError = {
  SIGNIN_CLOSED: -21601,
  SIGNIN_DONE_TODAY: -21602,
} as const

export const AccountError = {
  ROW_NOT_FOUND: -21620,
} as const

export const RechargeError = {
  RECHARGE_CLOSED: -21641,
  RECHARGE_PACKAGE_OFF: -21642,
  RECHARGE_FREE_AMOUNT_OFF: -21643,
  RECHARGE_AMOUNT_OUT_OF_RANGE: -21644,
  RECHARGE_COUPON_INVALID: -21645,
  RECHARGE_CONFIG_INVALID: -21646,
  RECHARGE_TOO_MANY_WAITING: -21647,
  RECHARGE_NO_BALANCE: -21648,
} as const

export const WithdrawError = {
  ACCOUNT_NOT_FOUND: -21671,
  ACCOUNT_LIMIT_REACHED: -21672,
  REALNAME_INVALID: -21673,
  MOBILE_INVALID: -21674,
  BANK_NAME_INVALID: -21675,
  ACCOUNT_NUMBER_INVALID: -21676,
  TRANSFER_TYPE_NOT_ALLOWED: -21677,
  WITHDRAW_CLOSED: -21678,
  WITHDRAW_BELOW_MIN: -21679,
  WITHDRAW_BALANCE_INSUFFICIENT: -21680,
  WITHDRAW_DAY_COUNT: -21681,
  WITHDRAW_DAY_MONEY: -21682,
  WITHDRAW_NOT_FOUND: -21683,
  WITHDRAW_STATUS_CHANGED: -21684,
  WITHDRAW_ACTION_NOT_ALLOWED: -21685,
  POINT_WITHDRAW_CLOSED: -21686,
  POINT_BELOW_MIN: -21687,
  POINT_INSUFFICIENT: -21688,
  WITHDRAW_MONEY_TOO_SMALL: -21689,
  WITHDRAW_ACCOUNT_REQUIRED: -21690,
  WITHDRAW_CONFIG_INVALID: -21691,
} as const

export const LevelError = {
  LEVEL_NOT_FOUND: -21721,
  LEVEL_GROWTH_TAKEN: -21722,
  LEVEL_IN_USE: -21723,
  LEVEL_COUPON_INVALID: -21724,
  LEVEL_NAME_TAKEN: -21725,
  LEVEL_FIELD_INVALID: -21726,
  GIFT_NOT_FOUND: -21740,
} as const

export const SitemessageError = {
  SITEMESSAGE_NOT_FOUND: -21771,
  SITEMESSAGE_NO_MEMBERS: -21772,
  SITEMESSAGE_LINK_INVALID: -21773,
} as const

export const EvaluateError = {
  ORDER_NOT_FOUND: -21450,
  ORDER_NOT_EVALUABLE: -21451,
  ALREADY_EVALUATED: -21452,
  LINE_INVALID: -21453,
  IMAGE_NOT_OWN: -21454,
  AGAIN_NOT_ALLOWED: -21455,
  AGAIN_EXPIRED: -21456,
  AGAIN_EMPTY: -21457,
  ORDER_NO_MISMATCH: -21458,
} as const

export const VerifyError = {
  CODE_NOT_FOUND: -21551,
  CODE_USED: -21552,
  NOT_VERIFIER: -21553,
  MEMBER_NOT_FOUND: -21554,
  VERIFIER_NOT_FOUND: -21555,
  MEMBER_REQUIRED: -21556,
  VERIFIER_LIMIT: -21557,
} as const

// ---- named enums ----
export const GoodsOrderValues = ["default","sale_num","price","create_time"] as const
export const SortDirectionValues = ["asc","desc"] as const
export const CouponKindValues = ["reward","discount"] as const
export const CancelViewValues = ["none","applied","approved","refused"] as const
export const DeliveryReasonValues = ["","disabled","no_address","region","no_location","out_of_radius","below_min","no_store","no_time_slot","virtual"] as const
export const DeliveryTypeValues = ["express","store","local"] as const
export const ChosenDeliveryTypeValues = ["express","store","local","none"] as const
export const StyleThemeValues = ["default","blue","green","pink","golden"] as const
export const TabKeyValues = ["home","preference","life","category","cart","member"] as const
export const DiyGoodsSourceValues = ["recommend","category","new"] as const
export const CartInvalidReasonValues = ["off_sale","no_stock","sku_gone"] as const
export const WechatOauthScopeValues = ["snsapi_base","snsapi_userinfo"] as const
export const UploadKindValues = ["headimg","evaluate","refund","image"] as const
export const AuthMethodValues = ["mobile","password"] as const
export const OrderTabValues = ["all","waitpay","waitsend","waitconfirm","waitrate","refunding"] as const
export const OrderActionValues = ["pay","close","takedelivery","extendtakedelivery","delete","buyagain","logistics","evaluate","evaluateagain"] as const
export const StaffRoleValues = ["admin","order","verify"] as const
export const PayStatusValues = ["waiting","paid","closed"] as const
export const PayClientKindValues = ["weapp","wechat_h5","h5","alipay_mini","alipay_h5"] as const
export const PrepayTypeValues = ["jsapi","url","form","tradepay","dev"] as const
export const ContentBlockTypeValues = ["title","text","image"] as const
export const RefundReasonValues = ["not_wanted","wrong_item","not_as_described","quality","damaged","not_delivered","other"] as const
export const RefundActionValues = ["apply","cancel","delivery","agree","refuse","receive","transfer"] as const
export const RefundHistorySideValues = ["buyer","seller","platform","system"] as const
export const RefundListFilterValues = ["all","refunding","finished","refused","closed"] as const
export const ComplainReasonValues = ["refund_refused","no_answer","goods_problem","attitude","other"] as const
export const SiteMessageTypeValues = ["order","delivery","account","promotion","group"] as const
export const WithdrawTypeValues = ["bank","wechatpay","alipay"] as const
export const WithdrawKindValues = ["balance","point"] as const
export const GrowthRuleTypeValues = ["order","signin","signin_continuous","evaluate","register"] as const
export const RechargeStatusValues = ["waiting","paid","closed"] as const
export const LedgerAccountValues = ["point","growth","balance","balance_money","balance,balance_money"] as const
export const LedgerAccountTypeValues = ["point","growth","balance","balance_money"] as const
export const EvaluateFilterValues = ["all","good","medium","poor","image"] as const
export const VerifyTypeValues = ["pickup","virtual"] as const

// ---- named integer enums (IntegerEnum in the contract; the union types are in ./contract.gen) ----
/** 1 active; a token of a member in any other status is refused */
export const MEMBER_STATUS = {
  ACTIVE: 1,
  CANCELLED: -1,
} as const

/** 1 unused, 2 used, 3 expired */
export const COUPON_STATE = {
  UNUSED: 1,
  USED: 2,
  EXPIRED: 3,
} as const

/** 1 express, 2 pickup, 3 local delivery, 4 virtual */
export const ORDER_TYPE = {
  EXPRESS: 1,
  PICKUP: 2,
  LOCAL: 3,
  VIRTUAL: 4,
} as const

/** 0 pending payment, 1 pending shipment, 2 awaiting pickup / local delivery, 3 shipped, 4 received, 10 completed, -1 closed */
export const ORDER_STATUS = {
  WAIT_PAY: 0,
  WAIT_SEND: 1,
  WAIT_PICKUP: 2,
  SHIPPED: 3,
  RECEIVED: 4,
  COMPLETED: 10,
  CLOSED: -1,
} as const

/** 0 not paid (waiting or closed), 2 paid */
export const PAID_STATUS = {
  UNPAID: 0,
  PAID: 2,
} as const

/** 0 not shipped, 1 shipped */
export const DELIVERY_STATUS = {
  NOT_SHIPPED: 0,
  SHIPPED: 1,
} as const

/** 0 none, 1 requested, 2 agreed (money to transfer), 3 finished, 4 buyer to return the goods, 5 shop awaiting the goods, 6 shop received them, -1 refused */
export const REFUND_STATUS = {
  NONE: 0,
  APPLIED: 1,
  AGREED: 2,
  FINISHED: 3,
  WAIT_RETURN: 4,
  WAIT_RECEIVE: 5,
  RECEIVED: 6,
  REFUSED: -1,
} as const

/** 1 refund only, 2 return the goods and refund */
export const REFUND_TYPE = {
  REFUND: 1,
  RETURN: 2,
} as const

/** the gateway part: 0 none, 1 processing, 2 succeeded, -1 failed (the platform handles it) */
export const REFUND_CHANNEL_STATUS = {
  NONE: 0,
  PROCESSING: 1,
  SUCCESS: 2,
  FAILED: -1,
} as const

/** 1 waiting for the platform, 2 answered, 3 withdrawn */
export const COMPLAIN_STATUS = {
  WAITING: 1,
  ANSWERED: 2,
  WITHDRAWN: 3,
} as const

/** 0 under review (amount held), 1 approved (to transfer), 2 transferred, -1 refused (amount released) */
export const WITHDRAW_STATUS = {
  APPLIED: 0,
  APPROVED: 1,
  TRANSFERRED: 2,
  REFUSED: -1,
} as const
