import type { NotifyAnswer } from '../pay/pay.channel.js'
import { getChannel } from '../pay/pay.registry.js'
import { findRefundByNo, refundStatesOf } from './refund.repository.js'
import { CHANNEL_STATUS as C } from './refund.table.js'
import { recheckRefund, type RefundDeps } from './refund.transfer.js'

export type RefundNotifyResult = 'finished' | 'duplicate' | 'pending' | 'refused:signature' | 'refused:unknown' | 'refused:channel'

const UNKNOWN_CHANNEL: NotifyAnswer = { status: 404, contentType: 'text/plain; charset=utf-8', body: 'unknown channel' }

/**
 * A gateway's refund notification. Its signature is checked by the channel, and then only the refund
 * number is taken from it: what the refund really is comes from asking the gateway (recheckRefund),
 * so a replay, a late copy or a notification of another state cannot move anything on its own.
 */
export async function handleRefundNotify(deps: RefundDeps, payType: string, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ result: RefundNotifyResult; answer: NotifyAnswer }> {
  const channel = await getChannel(deps.config, payType)
  if (!channel?.parseRefundNotify) return { result: 'refused:channel', answer: UNKNOWN_CHANNEL }
  let refundNo: string
  try {
    refundNo = (await channel.parseRefundNotify(headers, rawBody)).refundNo
  } catch (err) {
    deps.log?.warn({ err, payType }, 'refund: notification refused (signature or body)')
    return { result: 'refused:signature', answer: channel.notifyAnswer(false) }
  }
  const refund = await findRefundByNo(deps.db, refundNo, payType)
  if (!refund) {
    deps.log?.warn({ payType, refundNo }, 'refund: notification of an unknown refund')
    return { result: 'refused:unknown', answer: channel.notifyAnswer(false) }
  }
  if (refund.channel_status !== C.PROCESSING && refund.channel_status !== C.SUCCESS) return { result: 'duplicate', answer: channel.notifyAnswer(true) }
  const before = refund.refund_status
  await recheckRefund(deps, refund)
  const after = await refundStatesOf(deps.db, refund.id)
  if (after.refund_status !== before) return { result: 'finished', answer: channel.notifyAnswer(true) }
  return { result: refund.channel_status === C.SUCCESS ? 'duplicate' : 'pending', answer: channel.notifyAnswer(true) }
}
