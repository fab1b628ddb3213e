/** The surface the shopper pays on, as /api/pay/type and /api/pay/pay take it (client_kind). */
export type PayClientKind = 'weapp' | 'wechat_h5' | 'h5' | 'alipay_mini' | 'alipay_h5'

/**
 * What /api/pay/pay answered (the server's PrepayResult): what the client does next.
 * - jsapi: `data` are the requestPayment / WeixinJSBridge parameters (timeStamp, nonceStr, package, signType, paySign, appId)
 * - url: open `url` (WeChat MWEB h5_url, or a development page)
 * - form: `data.html` is a self-submitting form (Alipay QUICK_WAP_WAY)
 * - tradepay: `data.tradeNO` for my.tradePay
 * - dev: the development channel, `data.attempt_no`
 */
export interface PayAnswer {
  type: string
  data: Record<string, string>
  url?: string
}

export interface PayContext {
  /** the payment this answer belongs to; kept before the browser leaves (MWEB, wap) so the return page can poll */
  outTradeNo: string
  /**
   * The development channel: asks the shopper and confirms through the server (the caller owns the
   * texts and the API). Resolves the outcome of that step.
   */
  confirmDev?: (attemptNo: string) => Promise<PayOutcome>
}

/**
 * What the platform said. Only the server's notification proves a payment: the caller polls
 * /api/pay/status after every outcome other than 'failed'.
 */
export type PayOutcome = 'success' | 'cancelled' | 'failed' | 'unknown'

export interface PaymentCapability {
  pay(answer: PayAnswer, ctx: PayContext): Promise<PayOutcome>
  /** the client_kind the server is told */
  clientKind(): PayClientKind
  /** H5: the absolute address of an app route, where an off-site payment returns; mini-programs: undefined */
  returnUrl(route: string): string | undefined
}

/** Storage key of the payment that left for an off-site page (read by /pages/pay/browser/browser). */
export const PENDING_PAY_KEY = 'pay_pending_out_trade_no'

/** The development channel is the same on every platform: the caller's confirm step. */
export function payDev(answer: PayAnswer, ctx: PayContext): Promise<PayOutcome> {
  const attemptNo = answer.data?.attempt_no
  if (!attemptNo || !ctx.confirmDev) return Promise.resolve('failed')
  return ctx.confirmDev(attemptNo)
}
