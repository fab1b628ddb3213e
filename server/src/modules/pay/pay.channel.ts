/**
 * One interface for every way money arrives through a gateway (WeChat Pay v3, Alipay, the development
 * channel). The pay service picks a channel, opens an attempt (attempt_no) and hands the client what
 * `prepay` answers; the gateway's notification, verified by `parseNotify`, is the only truth that an
 * attempt was paid. Balance is not a channel: it is taken inside checkout.
 */

/** The surface the shopper pays on (from app_type and the user agent the client reports). */
export type PayClientKind =
  | 'weapp' // WeChat mini-program: wx.requestPayment
  | 'wechat_h5' // H5 inside the WeChat browser: JSAPI through the JSSDK
  | 'h5' // H5 in any other browser: WeChat's h5 (MWEB) product, Alipay's QUICK_WAP_WAY
  | 'alipay_mini' // Alipay mini-program: alipay.trade.create, then my.tradePay
  | 'alipay_h5' // H5 inside the Alipay browser: QUICK_WAP_WAY

export interface PrepayRequest {
  websiteId: number
  /** the number the gateway knows this attempt by (unique forever) */
  attemptNo: string
  /** fen, > 0 */
  amount: number
  description: string
  notifyUrl: string
  /** where the browser returns after an off-site payment (MWEB, wap.pay) */
  returnUrl: string
  clientKind: PayClientKind
  clientIp: string
  /** WeChat JSAPI / mini-program payer */
  openid?: string
  /** Alipay mini-program payer (buyer_open_id) */
  buyerOpenId?: string
  /** seconds since the epoch after which the gateway must refuse the payment */
  expiresAt: number
}

/**
 * What the client does next, as /api/pay/pay answers it (the origin's {type, data | url}):
 * - jsapi: `data` are the requestPayment / WeixinJSBridge parameters (timeStamp, nonceStr, package, signType, paySign, appId)
 * - url: open `url` (WeChat MWEB h5_url with redirect_url, or a development page)
 * - form: `data.html` is a self-submitting form to post (Alipay QUICK_WAP_WAY)
 * - tradepay: `data.tradeNO` for my.tradePay
 * - dev: the development channel: `data.attempt_no`; the client asks the shopper to confirm, then calls /api/pay/devpay/confirm
 */
export interface PrepayResult {
  type: 'jsapi' | 'url' | 'form' | 'tradepay' | 'dev'
  data: Record<string, string>
  url?: string
  /** the gateway's own number when it gives one at prepay (Alipay trade_no) */
  tradeNo?: string
}

/** A notification whose signature (and decryption) checked out. */
export interface VerifiedNotify {
  attemptNo: string
  /** the gateway's transaction number */
  tradeNo: string
  /** fen, as the gateway reports it */
  amount: number
  /** true only for a final success (WeChat SUCCESS; Alipay TRADE_SUCCESS / TRADE_FINISHED) */
  paid: boolean
  /** what the gateway says it was paid to: checked against our configuration by the pay service */
  appId: string
  merchantId: string
}

export interface GatewayQuery {
  state: 'paid' | 'notpaid' | 'closed' | 'notfound'
  tradeNo: string
  amount: number
}

/**
 * Money back through the gateway that took it (issue 10). `refundNo` is ours and fixed per refund:
 * every retry of one refund sends the same number, so the gateway pays it back once (WeChat's
 * out_refund_no, Alipay's out_request_no).
 */
export interface RefundRequest {
  /** the paid attempt (the gateway's out_trade_no) */
  attemptNo: string
  refundNo: string
  /** fen to give back, > 0 */
  amount: number
  /** fen the attempt was paid */
  total: number
  reason: string
  notifyUrl: string
}

/** The gateway's word on a refund: success, still processing, or failed for good (closed, abnormal). */
export interface GatewayRefund {
  state: 'success' | 'processing' | 'failed' | 'notfound'
  refundNo: string
  /** the gateway's refund id */
  refundId: string
  /** fen refunded, as the gateway reports it */
  amount: number
}

export interface NotifyAnswer {
  status: number
  contentType: string
  body: string
}

export interface PayChannel {
  /** the origin's pay_type names: 'wechatpay', 'alipay'; 'devpay' for development */
  readonly payType: string
  /** our own app id and merchant id as configured: a notification naming others is refused */
  readonly appId: string
  readonly merchantId: string
  /**
   * every app id this channel takes payments for (WeChat: the official account and the mini-program
   * under one merchant id); a notification naming another is refused. Absent: [appId].
   */
  readonly appIds?: readonly string[]
  supports(kind: PayClientKind): boolean
  prepay(req: PrepayRequest): Promise<PrepayResult>
  /** closes the attempt at the gateway; resolves when it is closed or was never created there */
  close(attemptNo: string): Promise<void>
  query(attemptNo: string): Promise<GatewayQuery>
  /** verifies and decodes a notification; throws on a bad signature or a malformed body */
  parseNotify(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<VerifiedNotify>
  /** what the gateway expects back: WeChat 204 / JSON, Alipay plain 'success' / 'failure' */
  notifyAnswer(accepted: boolean): NotifyAnswer
  /** starts (or, with the same refundNo, repeats) a refund; the answer may still be processing */
  refund?(req: RefundRequest): Promise<GatewayRefund>
  queryRefund?(q: { attemptNo: string; refundNo: string }): Promise<GatewayRefund>
  /**
   * verifies a refund notification and names the refund; throws on a bad signature or body. What
   * the refund really is, is asked with queryRefund: the notification only says "look again".
   */
  parseRefundNotify?(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ refundNo: string; attemptNo: string }>
}
