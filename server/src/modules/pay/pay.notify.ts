import type { NotifyAnswer, PayChannel, VerifiedNotify } from './pay.channel.js'
import { REFUSED_BODY_BYTES, mayStoreRefused, notifyHeaders, utf8Excerpt, type NotifySource } from './pay.notify.guard.js'
import { getChannel } from './pay.registry.js'
import { findAttemptByNo } from './pay.repository.js'
import { recordPayNotify, settleAttempt, type PayDeps } from './pay.service.js'

/**
 * What became of a notification (also the pay_notify result). Refused: a bad signature or body
 * ('refused:signature'), an attempt we do not know of this channel ('refused:unknown'), another app id
 * or merchant id than ours ('refused:app', 'refused:merchant'), another amount than the attempt's
 * ('refused:amount'). 'ignored' a verified notification that is not a final success.
 */
export type NotifyResult =
  | 'paid' | 'duplicate' | 'paid_after_close' | 'ignored'
  | 'refused:signature' | 'refused:unknown' | 'refused:app' | 'refused:merchant' | 'refused:amount' | 'refused:channel'

/**
 * Refusals the gateway should not send again: a retry carries the same amount and ids. A bad signature
 * or an unknown attempt are answered as failures, so the gateway retries (keys being rotated, a
 * notification racing the attempt's commit) — a forged one is refused every time.
 */
const ACKNOWLEDGED: ReadonlySet<NotifyResult> = new Set(['paid', 'duplicate', 'paid_after_close', 'ignored', 'refused:app', 'refused:merchant', 'refused:amount'])

export interface HandledNotify {
  result: NotifyResult
  answer: NotifyAnswer
  attemptNo: string
}

const UNKNOWN_CHANNEL: NotifyAnswer = { status: 404, contentType: 'text/plain; charset=utf-8', body: 'unknown channel' }

/**
 * The one handling of a gateway's notification (the notify route, the development channel's confirm):
 * verified by its channel, then checked against what we opened (attempt, amount, app id, merchant id)
 * before it pays anything; replays and concurrent copies pay once (settleAttempt's guarded moves).
 * Verified notifications are stored in full with where they came from; refused ones (no valid
 * signature, or a body the channel cannot read) with an excerpt, within the address's hourly cap
 * (pay.notify.guard.ts) when the route names the address.
 */
export async function handleNotify(
  deps: PayDeps, payType: string, headers: Record<string, string | string[] | undefined>, rawBody: string, source?: NotifySource,
): Promise<HandledNotify> {
  const channel = await getChannel(deps.config, payType)
  if (!channel) return { result: 'refused:channel', answer: UNKNOWN_CHANNEL, attemptNo: '' }
  const done = (result: NotifyResult, attemptNo: string): HandledNotify => ({ result, attemptNo, answer: channel.notifyAnswer(ACKNOWLEDGED.has(result)) })
  const clientIp = source?.ip ?? ''
  const rawHeaders = notifyHeaders(headers)
  let n: VerifiedNotify
  try {
    n = await channel.parseNotify(headers, rawBody)
  } catch (err) {
    deps.log?.warn({ err, payType, ip: clientIp }, 'pay: notification refused (signature or body)')
    if (!source || await mayStoreRefused(deps.db, source)) {
      await recordPayNotify(deps.db, {
        websiteId: 0, payType, attemptNo: '', tradeNo: '', amount: 0, result: 'refused:signature',
        evidence: { clientIp, rawBody: utf8Excerpt(rawBody, REFUSED_BODY_BYTES), rawHeaders },
      })
    }
    return done('refused:signature', '')
  }
  const evidence = { clientIp, rawBody, rawHeaders }
  const attempt = await findAttemptByNo(deps.db, n.attemptNo, payType)
  const refuse = async (result: NotifyResult) => {
    deps.log?.warn({ payType, attemptNo: n.attemptNo, tradeNo: n.tradeNo, amount: n.amount, result }, 'pay: notification refused')
    await recordPayNotify(deps.db, { websiteId: attempt?.website_id ?? 0, payType, attemptNo: n.attemptNo, tradeNo: n.tradeNo, amount: n.amount, result, evidence })
    return done(result, n.attemptNo)
  }
  if (!attempt) return refuse('refused:unknown')
  if (!appIdsOf(channel).includes(n.appId)) return refuse('refused:app')
  if (n.merchantId !== channel.merchantId) return refuse('refused:merchant')
  if (!n.paid) {
    await recordPayNotify(deps.db, { websiteId: attempt.website_id, payType, attemptNo: n.attemptNo, tradeNo: n.tradeNo, amount: n.amount, result: 'ignored', evidence })
    return done('ignored', n.attemptNo)
  }
  const result = await settleAttempt(deps.db, attempt.id, { tradeNo: n.tradeNo, amount: n.amount, evidence })
  if (result === 'paid_after_close') {
    deps.log?.error({ payType, attemptNo: n.attemptNo, tradeNo: n.tradeNo, amount: n.amount }, 'pay: money taken on a closed attempt; refund it')
  } else if (result === 'refused:amount') {
    deps.log?.warn({ payType, attemptNo: n.attemptNo, amount: n.amount, expected: Number(attempt.amount) }, 'pay: notification with another amount refused')
  }
  return done(result, n.attemptNo)
}

export const appIdsOf = (channel: PayChannel): readonly string[] => channel.appIds?.length ? channel.appIds : [channel.appId]
