import type { RequestContext } from '../../http/context.js'

// The refund notification's address, apart from its handler: refund.transfer gives the address to the
// gateway, and the handler (refund.notify.ts) calls refund.transfer; one file would make a circle.

/** Where gateways send refund notifications (outside the JSON contract, as the payment notifications). */
export const REFUND_NOTIFY_PATH = '/api/pay/refundnotify/:pay_type'

/**
 * The base of refund notification URLs: PAY_NOTIFY_BASE, else PAY_PUBLIC_BASE, else the origin of the
 * merchant's request. The sweep sends none (the gateway keeps the first one it was given).
 */
export function refundNotifyBase(ctx: Pick<RequestContext, 'config'>, origin: string): string {
  const s = ctx.config.paySettings ?? {}
  return (s.PAY_NOTIFY_BASE || s.PAY_PUBLIC_BASE || origin).replace(/\/+$/, '')
}

export const refundNotifyUrl = (base: string, payType: string) => (base ? `${base}/api/pay/refundnotify/${payType}` : '')
