import type { Updateable } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { GatewayRefund } from './pay.channel.js'
import { getChannel } from './pay.registry.js'
import { dueLateRefunds, updatePendingLateRefund } from './pay.repository.js'
import type { PayDeps } from './pay.service.js'
import { LATE_REFUND, type PayAttemptTable } from './pay.table.js'
const RETRY_SECONDS = 60
const MAX_TRIES = 20

/** The refund number of an attempt's late money: fixed, so every retry asks for the same refund. */
export const lateRefundNo = (attemptNo: string) => `L${attemptNo}`

/**
 * Gives back money a gateway took on an attempt that could no longer pay (settleAttempt recorded it
 * as 'paid_after_close': the buyer had switched channel, the orders had closed, or another attempt
 * paid first). The whole attempt goes back through its own gateway: asked first (a refund it already
 * has is not sent twice), else sent with the attempt's fixed refund number. Runs with the order sweep.
 */
export async function refundLateMoney(deps: PayDeps, now = nowSeconds(), limit = 50): Promise<number> {
  const due = await dueLateRefunds(deps.db, now, limit)
  for (const a of due) {
    const refundNo = lateRefundNo(a.attempt_no)
    const set = (values: Updateable<PayAttemptTable>) => updatePendingLateRefund(deps.db, a.id, values)
    const later = (why: string) => {
      const tries = a.late_refund_tries + 1
      return set({ late_refund_tries: tries, late_refund_error: why.slice(0, 255), late_refund_next_at: now + RETRY_SECONDS * Math.min(tries, 30), ...(tries >= MAX_TRIES ? { late_refund_status: LATE_REFUND.FAILED } : {}) })
    }
    const channel = await getChannel(deps.config, a.pay_type)
    if (!channel?.refund) {
      await later('channel cannot refund')
      continue
    }
    try {
      let answer: GatewayRefund | null = channel.queryRefund ? await channel.queryRefund({ attemptNo: a.attempt_no, refundNo }) : null
      if (!answer || answer.state === 'notfound') {
        answer = await channel.refund({ attemptNo: a.attempt_no, refundNo, amount: Number(a.amount), total: Number(a.amount), reason: 'paid after close', notifyUrl: '' })
      }
      if (answer.state === 'success') {
        await set({ late_refund_status: LATE_REFUND.DONE, late_refund_error: '' })
        deps.log?.info({ attemptNo: a.attempt_no, amount: Number(a.amount) }, 'pay: money taken after close refunded')
      } else if (answer.state === 'failed') {
        await set({ late_refund_status: LATE_REFUND.FAILED, late_refund_error: 'closed or abnormal at the gateway' })
        deps.log?.error({ attemptNo: a.attempt_no }, 'pay: refund of money taken after close failed; an operator must act')
      } else {
        await later(answer.state)
      }
    } catch (err) {
      deps.log?.warn({ err, attemptNo: a.attempt_no }, 'pay: refund of money taken after close did not go through; retried later')
      await later(String((err as Error)?.message ?? err))
    }
  }
  return due.length
}
