import crypto from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../../config.js'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { StaleTransitionError, type Actor } from '../../db/state-machine.js'
import { DomainError } from '../../http/errors.js'
import { PAY_ATTEMPT_MACHINE, PAY_MACHINE } from './pay.machine.js'
import { getChannel } from './pay.registry.js'
import {
  attemptStatusOf, findAttempt, findOpenAttempt, findPaymentNo, findPaymentToMark, insertPayment, insertPayNotify, outTradeNoTaken, payStatusOf,
  queueLateRefund,
} from './pay.repository.js'
import { PayError } from './pay.messages.js'

export interface MarkPaid {
  websiteId: number
  outTradeNo: string
  /** 'wechatpay' | 'alipay' | 'devpay' | 'BALANCE' … */
  payType: string
  /** the channel's transaction number ('' for balance) */
  tradeNo: string
  /** Unix seconds */
  at: number
  actor: Actor
}

/** What a paid-handler is told: the payment that has just moved waiting -> paid. */
export interface PaidPayment {
  payId: number
  websiteId: number
  memberId: number
  outTradeNo: string
  /** fen the payment took */
  payMoney: number
  payType: string
  tradeNo: string
  at: number
  actor: Actor
}

/** Runs inside markPaid's transaction, after the payment moved to paid; a throw undoes the payment's move. */
export type PaidHandler = (trx: Kysely<Database>, paid: Readonly<PaidPayment>) => Promise<void>
const paidHandlers = new Map<string, PaidHandler[]>()

/**
 * Adds a handler for payments of one event ('order', 'recharge' …): what a paid payment of that event
 * does (move its orders: order.hooks.ts; credit a recharge), in the same transaction as the payment's
 * move, so it happens exactly once with it. Answers a function that removes it.
 */
export function onPaymentPaid(event: string, handler: PaidHandler): () => void {
  const list = paidHandlers.get(event) ?? []
  if (!list.includes(handler)) list.push(handler)
  paidHandlers.set(event, list)
  return () => {
    const i = list.indexOf(handler)
    if (i >= 0) list.splice(i, 1)
  }
}

/** Payments of these events are paid through a channel only, never with the balance (a recharge buys balance). */
const CHANNEL_ONLY_EVENTS: ReadonlySet<string> = new Set(['recharge'])
export const BALANCE_PAY_TYPE = 'BALANCE'

/**
 * Marks a payment paid in the caller's transaction (or a new one); the handlers of its event
 * (onPaymentPaid: the orders' moves to their paid status, a recharge's credit) run in the same
 * transaction. Idempotent: a payment already paid answers 'already' and changes nothing. A closed
 * payment is never brought back: DomainError PAY_CLOSED (the notification handler records the money as
 * paid after close, for a refund).
 */
export async function markPaid(trx: Kysely<Database>, p: MarkPaid): Promise<'paid' | 'already'> {
  if (!trx.isTransaction) return trx.transaction().execute((t) => markPaid(t, p))
  const pay = await findPaymentToMark(trx, p.websiteId, p.outTradeNo)
  if (!pay) throw new DomainError(-10004, 'not_found', { what: 'pay_entity' })
  if (pay.pay_status === 'paid') return 'already'
  if (pay.pay_status === 'closed') throw new DomainError(PayError.PAY_CLOSED, 'pay_closed')
  if (CHANNEL_ONLY_EVENTS.has(pay.event) && p.payType === BALANCE_PAY_TYPE) throw new Error(`a ${pay.event} payment cannot be paid with the balance`)
  try {
    await PAY_MACHINE.move(trx, {
      id: pay.id, from: 'waiting', to: 'paid', actor: p.actor, at: p.at, reason: p.payType,
      set: { pay_type: p.payType.slice(0, 20), trade_no: p.tradeNo.slice(0, 64), pay_time: p.at },
    })
  } catch (err) {
    if (!(err instanceof StaleTransitionError)) throw err
    // another request moved it first: paid by it (this call is the replay) or closed meanwhile
    const now = await payStatusOf(trx, pay.id)
    if (now === 'paid') return 'already'
    if (now === 'closed') throw new DomainError(PayError.PAY_CLOSED, 'pay_closed')
    throw err
  }
  for (const handler of paidHandlers.get(pay.event) ?? []) {
    await handler(trx, {
      payId: pay.id, websiteId: p.websiteId, memberId: pay.member_id, outTradeNo: p.outTradeNo, payMoney: Number(pay.pay_money),
      payType: p.payType, tradeNo: p.tradeNo, at: p.at, actor: p.actor,
    })
  }
  return 'paid'
}

/** What the pay functions outside a request need (a RequestContext is one). */
export interface PayDeps {
  db: Kysely<Database>
  config: AppConfig
  log?: Pick<FastifyBaseLogger, 'warn' | 'error' | 'info'>
}

/** The gateway's word that an attempt was paid: a verified notification, or our own query. */
export interface GatewayPaid {
  tradeNo: string
  amount: number
  /** the notification that said so, kept with its pay_notify row (none when our own query did) */
  evidence?: NotifyEvidence
}

/** What a notification is stored with: where it came from, its body and the headers that matter. */
export interface NotifyEvidence {
  clientIp: string
  rawBody: string
  rawHeaders: string
}

/** How a gateway's payment was taken (the pay_notify result, too). */
export type SettleResult = 'paid' | 'duplicate' | 'paid_after_close' | 'refused:amount'

async function recordNotify(db: Kysely<Database>, row: { websiteId: number; payType: string; attemptNo: string; tradeNo: string; amount: number; result: string; evidence?: NotifyEvidence }) {
  await insertPayNotify(db, {
    website_id: row.websiteId, pay_type: row.payType.slice(0, 20), attempt_no: row.attemptNo.slice(0, 40),
    trade_no: row.tradeNo.slice(0, 64), amount: Number.isSafeInteger(row.amount) ? row.amount : 0,
    result: row.result.slice(0, 20), created_at: nowSeconds(),
    ...(row.evidence ? { client_ip: row.evidence.clientIp.slice(0, 64), raw_body: row.evidence.rawBody, raw_headers: row.evidence.rawHeaders } : {}),
  })
}
export { recordNotify as recordPayNotify }

/**
 * Takes a gateway's payment of an attempt: attempt open -> paid and the payment's markPaid in one
 * transaction, recorded in pay_notify. A replay (or the loser of two concurrent notifications) is a
 * 'duplicate' and changes nothing; money taken on an attempt closed before (the buyer switched
 * channel, or the orders closed) is recorded as 'paid_after_close' and never pays the orders: it
 * waits for a refund. The amount must be the attempt's, to the fen.
 */
export async function settleAttempt(db: Kysely<Database>, attemptId: number, paid: GatewayPaid, at = nowSeconds()): Promise<SettleResult> {
  return db.transaction().execute(async (trx) => {
    const attempt = await findAttempt(trx, attemptId)
    const record = async (result: SettleResult) => {
      await recordNotify(trx, {
        websiteId: attempt.website_id, payType: attempt.pay_type, attemptNo: attempt.attempt_no, tradeNo: paid.tradeNo, amount: paid.amount, result,
        evidence: paid.evidence,
      })
      // money no order takes: queued to go back in full (pay.late-refund.ts), once per attempt
      if (result === 'paid_after_close') await queueLateRefund(trx, attempt.id, at)
      return result
    }
    if (paid.amount !== Number(attempt.amount)) return record('refused:amount')
    let status = attempt.status
    if (status === 'open') {
      try {
        await PAY_ATTEMPT_MACHINE.move(trx, {
          id: attempt.id, from: 'open', to: 'paid', actor: `gateway:${attempt.pay_type}`, at, reason: 'paid', set: { trade_no: paid.tradeNo.slice(0, 64) },
        })
      } catch (err) {
        if (!(err instanceof StaleTransitionError)) throw err
        status = await attemptStatusOf(trx, attempt.id)
      }
      if (status === 'open') {
        const pay = await findPaymentNo(trx, attempt.pay_id)
        try {
          const r = await markPaid(trx, {
            websiteId: pay.website_id, outTradeNo: pay.out_trade_no, payType: attempt.pay_type, tradeNo: paid.tradeNo, at, actor: `gateway:${attempt.pay_type}`,
          })
          // the payment was paid through another attempt: this money is a second payment
          return record(r === 'paid' ? 'paid' : 'paid_after_close')
        } catch (err) {
          if (err instanceof DomainError && err.code === PayError.PAY_CLOSED) return record('paid_after_close')
          throw err
        }
      }
    }
    if (status === 'paid') return record('duplicate')
    return record('paid_after_close')
  })
}

/**
 * Closes a payment's open attempt: asks its gateway first (money that arrived meanwhile is taken as
 * paid, and answered 'paid'), then closes it at the gateway, then moves it open -> closed. 'none':
 * there was no open attempt. A gateway that cannot be reached throws PAY_GATEWAY_FAILED and nothing
 * changes (the caller tries again later). Call it before closing the orders or the payment: on 'paid'
 * the orders are paid now and must not close.
 */
export async function closeOpenAttempt(deps: PayDeps, payId: number, actor: Actor = 'system'): Promise<'none' | 'closed' | SettleResult> {
  const attempt = await findOpenAttempt(deps.db, payId)
  if (!attempt) return 'none'
  const channel = await getChannel(deps.config, attempt.pay_type)
  if (channel) {
    try {
      const q = await channel.query(attempt.attempt_no)
      if (q.state === 'paid') return settleAttempt(deps.db, attempt.id, { tradeNo: q.tradeNo, amount: q.amount })
      if (q.state !== 'closed' && q.state !== 'notfound') await channel.close(attempt.attempt_no)
    } catch (err) {
      deps.log?.warn({ err, attemptNo: attempt.attempt_no }, 'pay: closing the attempt at the gateway failed')
      throw new DomainError(PayError.PAY_GATEWAY_FAILED, 'pay_gateway_failed')
    }
  } else {
    // the channel was switched off since: nothing can be asked; money that still arrives is recorded as paid after close
    deps.log?.warn({ attemptNo: attempt.attempt_no, payType: attempt.pay_type }, 'pay: closing an attempt of a channel that is no longer configured')
  }
  try {
    await PAY_ATTEMPT_MACHINE.move(deps.db, { id: attempt.id, from: 'open', to: 'closed', actor, reason: channel ? 'closed at the gateway' : 'channel off' })
    return 'closed'
  } catch (err) {
    if (!(err instanceof StaleTransitionError)) throw err
    // a notification paid it while we were closing it
    return (await attemptStatusOf(deps.db, attempt.id)) === 'paid' ? 'paid' : 'closed'
  }
}

// ---------------------------------------------------------------------------------------------------
// payment numbers

/** yyMMddHHmmss (China time) + 12 random digits: 24 characters; attempt numbers add 2 (WeChat allows 32). */
export function newOutTradeNo(at = Date.now()): string {
  const d = new Date(at + 8 * 3600_000)
  const p = (n: number) => String(n).padStart(2, '0')
  const stamp = `${p(d.getUTCFullYear() % 100)}${p(d.getUTCMonth() + 1)}${p(d.getUTCDate())}${p(d.getUTCHours())}${p(d.getUTCMinutes())}${p(d.getUTCSeconds())}`
  return stamp + Array.from({ length: 12 }, () => crypto.randomInt(0, 10)).join('')
}

/**
 * A free out_trade_no: drawn from the crypto generator, checked against `pay` (whose unique index is
 * the last word) and drawn again on the (astronomically rare) hit.
 */
export async function freeOutTradeNo(db: Kysely<Database>): Promise<string> {
  for (let i = 0; i < 8; i++) {
    const no = newOutTradeNo()
    if (!(await outTradeNoTaken(db, no))) return no
  }
  throw new Error('no free out_trade_no after 8 draws')
}

export interface NewPayment {
  websiteId: number
  memberId: number
  /** fen */
  payMoney: number
  payBody: string
  /** 'order' (default), 'recharge' (its handler: onPaymentPaid) */
  event?: string
  /** a number from freeOutTradeNo; drawn here when absent */
  outTradeNo?: string
  at?: number
}

/** Inserts a waiting payment (checkout and /api/order/pay) and answers its id and out_trade_no. */
export async function createPayment(db: Kysely<Database>, p: NewPayment): Promise<{ id: number; outTradeNo: string }> {
  if (!Number.isSafeInteger(p.payMoney) || p.payMoney < 0) throw new Error('pay_money must be a non-negative integer of fen')
  const outTradeNo = p.outTradeNo ?? await freeOutTradeNo(db)
  const id = await insertPayment(db, {
    website_id: p.websiteId, member_id: p.memberId, out_trade_no: outTradeNo, pay_body: truncate(p.payBody || outTradeNo, 128),
    pay_money: p.payMoney, event: p.event ?? 'order', created_at: p.at ?? nowSeconds(),
  })
  return { id, outTradeNo }
}

const truncate = (s: string, max: number) => (s.length <= max ? s : s.slice(0, max))
