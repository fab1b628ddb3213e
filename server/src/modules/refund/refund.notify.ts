import type { RequestContext } from '../../http/context.js'
import type { NotifyAnswer } from '../pay/pay.channel.js'
import { getChannel } from '../pay/pay.registry.js'
import { CHANNEL_STATUS as C } from './refund.table.js'
import { recheckRefund, type RefundDeps } from './refund.transfer.js'

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
  const refund = await deps.db.selectFrom('order_refund').selectAll().where('refund_no', '=', refundNo).where('channel_pay_type', '=', payType).executeTakeFirst()
  if (!refund) {
    deps.log?.warn({ payType, refundNo }, 'refund: notification of an unknown refund')
    return { result: 'refused:unknown', answer: channel.notifyAnswer(false) }
  }
  if (refund.channel_status !== C.PROCESSING && refund.channel_status !== C.SUCCESS) return { result: 'duplicate', answer: channel.notifyAnswer(true) }
  const before = refund.refund_status
  await recheckRefund(deps, refund)
  const after = await deps.db.selectFrom('order_refund').select(['refund_status', 'channel_status']).where('id', '=', refund.id).executeTakeFirstOrThrow()
  if (after.refund_status !== before) return { result: 'finished', answer: channel.notifyAnswer(true) }
  return { result: refund.channel_status === C.SUCCESS ? 'duplicate' : 'pending', answer: channel.notifyAnswer(true) }
}
