/**
 * Paying an out_trade_no through a channel: /api/pay/pay, then the platform adapter, then
 * /api/pay/status until the server (whose gateway notification is the only truth) says paid, or a
 * few tries have passed.
 */
import { ROUTES } from '@/constants/routes'
import { payment, type PayOutcome } from '@/platform/payment'
import { SUBSCRIBE_MAX_IDS, subscribeMessages } from '@/platform/subscribe'
import { PAID_STATUS, PayError } from '@/services/api/contract.gen'
import { fetchPayStatus, fetchSubscribeTemplateIds, startPrepay, type PayStatusAnswer } from './api'

export const isPaid = (s: PayStatusAnswer | null | undefined): boolean => s?.pay_status === PAID_STATUS.PAID

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

export interface PollOptions {
  tries?: number
  intervalMs?: number
  wait?: (ms: number) => Promise<void>
}

/** Asks /api/pay/status until paid or closed, at most `tries` times; the last answer (null when none came). */
export async function pollPayStatus(outTradeNo: string, opts: PollOptions = {}): Promise<PayStatusAnswer | null> {
  const { tries = 5, intervalMs = 1500, wait = sleep } = opts
  let last: PayStatusAnswer | null = null
  for (let i = 0; i < tries; i++) {
    if (i > 0) await wait(intervalMs)
    try {
      last = await fetchPayStatus(outTradeNo)
      if (isPaid(last) || last.status === 'closed') return last
    } catch {
      // a network miss: the next try may get through
    }
  }
  return last
}

export interface PayRun {
  outcome: PayOutcome
  /** what the server said afterwards (null when it was not asked or did not answer) */
  status: PayStatusAnswer | null
}

export interface PayDeps {
  /** the development channel's confirm step (texts and the call belong to the page) */
  confirmDev?: (attemptNo: string) => Promise<PayOutcome>
  /** subscription template ids to ask for right after a mini-program payment succeeded (fetched before paying) */
  templateIds?: string[]
  /** at most this many ids per request (WeChat: 3 in older documents, 5 in newer) */
  maxTemplateIds?: number
  poll?: PollOptions
}

const codeOf = (e: unknown): number | undefined => (e && typeof e === 'object' && 'code' in e ? Number((e as { code: unknown }).code) : undefined)

/**
 * One payment try. 'failed' from the platform is final for this try; after any other outcome the
 * server is asked (a cancel only once: the sheet may have been closed after paying).
 */
export async function payThrough(outTradeNo: string, payType: string, deps: PayDeps = {}): Promise<PayRun> {
  let answer
  try {
    answer = await startPrepay({
      out_trade_no: outTradeNo,
      pay_type: payType,
      client_kind: payment.clientKind(),
      return_url: payment.returnUrl(`${ROUTES.payBrowser}?out_trade_no=${encodeURIComponent(outTradeNo)}`),
    })
  } catch (e) {
    // paid meanwhile (another channel's notification, a gateway query): the result page shows it
    if (codeOf(e) === PayError.PAY_ALREADY_PAID) return { outcome: 'success', status: await pollPayStatus(outTradeNo, { tries: 1 }) }
    throw e
  }
  const outcome = await payment.pay(answer, { outTradeNo, confirmDev: deps.confirmDev })
  if (outcome === 'success' && subscribeMessages.supported && deps.templateIds?.length) {
    // WeChat allows the request only from a tap or the payment callback: this is the callback
    subscribeMessages.request(deps.templateIds.slice(0, deps.maxTemplateIds ?? SUBSCRIBE_MAX_IDS)).catch(() => undefined)
  }
  if (outcome === 'failed') return { outcome, status: null }
  const status = await pollPayStatus(outTradeNo, outcome === 'cancelled' ? { ...deps.poll, tries: 1 } : deps.poll)
  return { outcome, status }
}

/** After paying, the shopper is asked to be told when the order is paid and when it ships. */
export const SUBSCRIBE_EVENTS = 'ORDER_PAY,ORDER_DELIVERY'

/**
 * The template ids to ask for after a payment, fetched before paying (the request must come from the
 * payment callback): none where the platform adapter has no subscription messages, none when the
 * server has none mapped or does not answer (paying never waits on this).
 */
export async function loadTemplateIds(): Promise<string[]> {
  if (!subscribeMessages.supported) return []
  try {
    return await fetchSubscribeTemplateIds(SUBSCRIBE_EVENTS)
  } catch {
    return []
  }
}

/** The result page of a payment. */
export const resultUrl = (outTradeNo: string) => `${ROUTES.payResult}?out_trade_no=${encodeURIComponent(outTradeNo)}`
