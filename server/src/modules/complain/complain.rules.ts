import { REFUND_STATUS as R } from '../refund/refund.machine.js'

/** The shop has this long to answer a request (or returned goods) before the buyer may complain. */
export const UNANSWERED_HOURS = 48
/** A refusal may be complained about for this long. */
export const COMPLAIN_WINDOW_DAYS = 15

export interface ComplainFacts {
  refund_status: number
  /** the current application, if any */
  refund?: { apply_time: number; audit_time: number; delivery_time: number } | null
  /** the line has a complaint waiting, or one about this application already */
  complained: boolean
  now: number
}

/**
 * May the buyer complain to the platform now: about a refusal (within the window), or about a request
 * or returned goods the shop left unanswered past UNANSWERED_HOURS; once per application.
 */
export function canComplain(f: ComplainFacts): boolean {
  if (!f.refund || f.complained) return false
  if (f.refund_status === R.REFUSED) return f.now - Number(f.refund.audit_time || f.refund.apply_time) <= COMPLAIN_WINDOW_DAYS * 86400
  if (f.refund_status === R.APPLIED) return f.now - Number(f.refund.apply_time) >= UNANSWERED_HOURS * 3600
  if (f.refund_status === R.WAIT_RECEIVE) return f.now - Number(f.refund.delivery_time) >= UNANSWERED_HOURS * 3600
  return false
}
