import { CommonError, payInfo, type PayInfo } from '@/services/api/contract.gen'
import { ApiError } from '@/services/request'

/**
 * WeChat opens its confirm-receipt view of a mini-program payment with the merchant_trade_no the
 * gateway knows: our payment attempt number, which is the out_trade_no plus a two-digit attempt
 * sequence (server modules/pay). The order API has no lookup by payment number, so the payment is
 * read through /api/pay/info (the member's own only), whose answer lists its orders.
 */
export function outTradeNoCandidates(merchantTradeNo: string): string[] {
  const no = merchantTradeNo.trim()
  if (!/^[0-9A-Za-z]{6,40}$/.test(no)) return []
  const out: string[] = []
  if (no.length <= 32) out.push(no)
  // an attempt number: drop the two-digit sequence
  if (/\d{2}$/.test(no) && no.length - 2 >= 6) out.push(no.slice(0, -2))
  return out
}

/** The payment behind WeChat's merchant_trade_no, or null when none of the caller's matches. */
export async function findPayment(merchantTradeNo: string): Promise<PayInfo | null> {
  for (const candidate of outTradeNoCandidates(merchantTradeNo)) {
    try {
      return await payInfo({ out_trade_no: candidate }, { silent: true })
    } catch (err) {
      // not found (or not the caller's): try the next reading; anything else is a real failure
      if (!(err instanceof ApiError) || (err.code !== CommonError.NOT_FOUND && err.code !== CommonError.INVALID_PARAMS)) throw err
    }
  }
  return null
}
