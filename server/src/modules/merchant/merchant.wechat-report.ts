import { sql, type Kysely } from 'kysely'
import type { AppConfig } from '../../config.js'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { KeyValueStore } from '../../infra/kv.js'
import { WechatApiError } from '../wechat/wechat.client.js'
import { SHIPPING_LIST_MAX, weappShippingReporter, type ShippingItem, type ShippingReport } from '../pay/channels/wechatpay.js'
import { DELIVERY_STATUS, ORDER_STATUS as S, ORDER_TYPE as T } from '../order/order.table.js'
import { paidInWeapp } from './merchant.repository.js'

// WeChat's shipping-information upload (发货信息录入, /wxa/sec/order/upload_shipping_info) for payments
// made with WeChat Pay in the mini-program: WeChat holds the settlement until the goods are reported.
// WeChat keys the report by its transaction, and one of our payments can cover several shops' orders,
// shipped in several parcels, delivered locally or collected with a code. So the report belongs to
// the payment: every fulfilment bumps the payment's version, and a report sends the whole payment as
// it stands — all express parcels so far in split delivery (2) with is_all_delivered once every order
// is fulfilled, or one unified report (1) for local delivery, pickup or virtual goods once all is done.
// The whole list is sent each time, which is right whether WeChat replaces or merges the parcels.
// The merchant's call never waits on WeChat: the report runs after the fulfilment is committed, and
// the order sweep retries the waiting (1) and failed (-1) ones.

/** report states (pay.wechat_report_status); BLOCKED: WeChat refused for good, an operator must act */
export const REPORT = { NONE: 0, WAITING: 1, DONE: 2, FAILED: -1, BLOCKED: -2 } as const
/**
 * WeChat's answers no retry can change: the payment's shipping is already finished (10060002), its
 * one re-shipment was used (10060003), split delivery for a non-express payment (10060006), too many
 * parcels (10060024). Retrying them would only risk the one re-shipment WeChat allows.
 */
export const FINAL_ERRCODES = new Set([10060002, 10060003, 10060006, 10060024])
/** tries before a report is left failed for good (the merchant can still report in WeChat's console) */
export const REPORT_MAX_ATTEMPTS = 5
/** a waiting or failed report is retried when its last try is this old */
export const REPORT_RETRY_SECONDS = 60
const BATCH = 100

export type ShippingReporter = (r: ShippingReport) => Promise<void>

export interface ReportDeps {
  db: Kysely<Database>
  config: AppConfig
  kv?: KeyValueStore
  log?: { warn: (obj: object, msg: string) => void }
  /** tests swap the reporter; by default the configured mini-program's (none: nothing is reported) */
  reporter?: ShippingReporter | null
}

const reporterOf = (deps: ReportDeps): ShippingReporter | null =>
  deps.reporter !== undefined ? deps.reporter : deps.kv ? weappShippingReporter(deps.config.platforms, deps.kv) : null

/**
 * WeChat's delivery ids (运力 id, get_delivery_list) of the common companies, by the names merchants
 * type; anything else is 'OTHER', which WeChat accepts with the tracking number.
 */
const DELIVERY_IDS: Array<[RegExp, string]> = [
  [/顺丰|^sf\b|shunfeng/i, 'SF'],
  [/中通|^zto\b|zhongtong/i, 'ZTO'],
  [/圆通|^yto\b|yuantong/i, 'YTO'],
  [/韵达|^yd\b|yunda/i, 'YD'],
  [/申通|^sto\b|shentong/i, 'STO'],
  [/ems|邮政|中国邮政/i, 'EMS'],
  [/京东|^jd\b|jingdong/i, 'JD'],
]

export function wechatDeliveryId(companyName: string): string {
  const name = companyName.trim()
  return DELIVERY_IDS.find(([re]) => re.test(name))?.[1] ?? 'OTHER'
}

/** 138****8000: SF needs a contact number and WeChat takes it masked */
export const maskMobile = (mobile: string) => (mobile.length >= 11 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '')

/** The buyer's mini-program openid; '' when unknown. */
async function payerOpenid(db: Kysely<Database>, websiteId: number, memberId: number): Promise<string> {
  const auth = await db.selectFrom('member_auth').select('openid').where('website_id', '=', websiteId).where('member_id', '=', memberId)
    .where('app_type', '=', 'weapp').orderBy('id', 'desc').executeTakeFirst()
  return auth?.openid ?? ''
}

/** The WeChat transaction of the payment: its own trade_no, or that of its paid WeChat attempt. */
async function transactionOf(db: Kysely<Database>, pay: { id: number; trade_no: string }): Promise<string> {
  if (pay.trade_no) return pay.trade_no
  const attempt = await db.selectFrom('pay_attempt').select('trade_no').where('pay_id', '=', pay.id).where('status', '=', 'paid')
    .where('pay_type', '=', 'wechatpay').executeTakeFirst()
  return attempt?.trade_no ?? ''
}

/** '商品A、商品B等3件': what is in the parcel, within WeChat's 120 characters */
export function itemDesc(lines: Array<{ sku_name: string; num: number }>): string {
  const count = lines.reduce((n, l) => n + l.num, 0)
  const names = [...new Set(lines.map((l) => l.sku_name.trim()).filter(Boolean))].join('、') || '商品'
  const suffix = `等${count}件`
  const room = 120 - suffix.length
  return [...names].length > room ? `${[...names].slice(0, room - 1).join('')}…${suffix}` : `${names}${suffix}`
}

interface ReportOrder {
  order_id: number
  order_type: number
  order_status: number
  mobile: string
}
interface ReportLine {
  order_goods_id: number
  order_id: number
  sku_name: string
  num: number
  delivery_status: number
}
interface ReportParcel {
  order_id: number
  delivery_type: number
  express_company_name: string
  delivery_no: string
  order_goods_ids: string
}

/** An order is fulfilled for WeChat when everything of it left the shop or was handed over, or it closed (refunded). */
export function orderFulfilled(o: ReportOrder, lines: ReportLine[]): boolean {
  if (o.order_status === S.CLOSED) return true
  switch (o.order_type) {
    case T.EXPRESS: return lines.every((l) => l.delivery_status === DELIVERY_STATUS.SHIPPED)
    case T.LOCAL: return o.order_status === S.SHIPPED || o.order_status === S.RECEIVED || o.order_status === S.COMPLETED
    case T.PICKUP: return o.order_status === S.RECEIVED || o.order_status === S.COMPLETED
    // virtual goods: when the code is used at the desk (the order completes)
    default: return o.order_status === S.COMPLETED
  }
}

export type PaymentReportPlan =
  | { kind: 'send'; logisticsType: 1 | 2 | 3 | 4; deliveryMode: 1 | 2; isAllDelivered?: boolean; shippingList: ShippingItem[] }
  /** not reportable yet: a unified report waits until every order is fulfilled */
  | { kind: 'wait' }
  /** nothing to report: every order closed without anything shipped */
  | { kind: 'nothing' }

/**
 * What to report for a payment as it stands. `reportedBefore`: WeChat accepted a report of it
 * already, so it stays in split delivery (changing the mode would count as WeChat's one re-shipment).
 */
export function planPaymentReport(orders: ReportOrder[], lines: ReportLine[], parcels: ReportParcel[], reportedBefore: boolean): PaymentReportPlan {
  const linesOf = (orderId: number) => lines.filter((l) => l.order_id === orderId)
  const allDone = orders.every((o) => orderFulfilled(o, linesOf(o.order_id)))
  const express = new Map(orders.filter((o) => o.order_type === T.EXPRESS).map((o) => [o.order_id, o]))
  // one tracking number entered twice (a second batch into the same box) is one parcel to WeChat
  const byTracking = new Map<string, { order: ReportOrder; trackingNo: string; company: string; lines: ReportLine[] }>()
  for (const p of parcels) {
    const o = express.get(p.order_id)
    if (!o || p.delivery_type !== 1 || !p.delivery_no) continue
    const ids = new Set(p.order_goods_ids.split(',').map(Number))
    const parcelLines = lines.filter((l) => l.order_id === p.order_id && ids.has(l.order_goods_id))
    const company = wechatDeliveryId(p.express_company_name)
    const key = `${company}:${p.delivery_no}`
    const same = byTracking.get(key)
    if (same) same.lines.push(...parcelLines)
    else byTracking.set(key, { order: o, trackingNo: p.delivery_no, company, lines: parcelLines })
  }
  const items: ShippingItem[] = [...byTracking.values()].map((b) => ({
    trackingNo: b.trackingNo, expressCompany: b.company, itemDesc: itemDesc(b.lines),
    ...(b.company === 'SF' && maskMobile(b.order.mobile) ? { contact: { receiverContact: maskMobile(b.order.mobile) } } : {}),
  }))
  if (items.length) {
    // over WeChat's 15: the first 14 and the newest, so the last report (is_all_delivered) still goes
    // through; the parcels left out stay on the order for the buyer and the merchant
    const shippingList = items.length > SHIPPING_LIST_MAX ? [...items.slice(0, SHIPPING_LIST_MAX - 1), items[items.length - 1]] : items
    if (!reportedBefore && allDone && shippingList.length === 1) return { kind: 'send', logisticsType: 1, deliveryMode: 1, shippingList }
    return { kind: 'send', logisticsType: 1, deliveryMode: 2, isAllDelivered: allDone, shippingList }
  }
  // no express parcel: one unified report, and only once nothing more can follow
  if (!allDone) return { kind: 'wait' }
  const open = orders.filter((o) => o.order_status !== S.CLOSED)
  if (!open.length) return { kind: 'nothing' }
  const has = (type: number) => open.some((o) => o.order_type === type)
  // local delivery (2) > pickup (4) > virtual goods or shipped without logistics (3)
  const logisticsType = has(T.LOCAL) ? 2 : has(T.PICKUP) ? 4 : 3
  const openIds = new Set(open.map((o) => o.order_id))
  return { kind: 'send', logisticsType, deliveryMode: 1, shippingList: [{ itemDesc: itemDesc(lines.filter((l) => openIds.has(l.order_id))) }] }
}

/**
 * Marks the payment of these orders as having something new for WeChat: a shipment, a local delivery
 * started, a code used, a refund closing an order. Only mini-program WeChat payments are reported.
 * Runs inside the fulfilment's transaction, so the mark and the fulfilment commit together.
 * A payment WeChat refused for good stays refused (an operator reports it in WeChat's console).
 */
export async function markPaymentForReport(db: Kysely<Database>, websiteId: number, outTradeNo: string): Promise<number | null> {
  const pay = await db.selectFrom('pay').select(['id', 'wechat_report_status']).where('website_id', '=', websiteId).where('out_trade_no', '=', outTradeNo).executeTakeFirst()
  if (!pay || pay.wechat_report_status === REPORT.BLOCKED) return null
  if (pay.wechat_report_status === REPORT.NONE && !(await paidInWeapp(db, websiteId, outTradeNo))) return null
  // fresh tries for the new state, except while a try is out: that try sees the new version when it
  // ends and sends again itself (so the two never go out at once)
  await db.updateTable('pay').set({
    wechat_report_status: REPORT.WAITING,
    wechat_report_attempts: sql<number>`case when wechat_report_status = ${REPORT.WAITING} and wechat_report_attempts > 0 and wechat_report_at > ${nowSeconds() - REPORT_RETRY_SECONDS} then wechat_report_attempts else 0 end`,
    wechat_report_version: sql<number>`wechat_report_version + 1`,
  }).where('id', '=', pay.id).where('wechat_report_status', '!=', REPORT.BLOCKED).execute()
  return pay.id
}

/**
 * Takes one try of a report: a guarded move of (status, attempts, at) from what was read, so the
 * immediate report and a sweep (or two sweeps) never send the same try twice.
 */
async function claim(db: Kysely<Database>, id: number, seen: { status: number; attempts: number; at: number }, now: number) {
  const res = await db.updateTable('pay')
    .set({ wechat_report_status: REPORT.WAITING, wechat_report_attempts: seen.attempts + 1, wechat_report_at: now })
    .where('id', '=', id).where('wechat_report_status', '=', seen.status)
    .where('wechat_report_attempts', '=', seen.attempts).where('wechat_report_at', '=', seen.at).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/**
 * A try claimed less than the retry interval ago is still someone's: a sweep that listed the row
 * before that try claimed it, or a new fulfilment's report, must not claim it again.
 */
function inFlight(p: { wechat_report_status: number; wechat_report_attempts: number; wechat_report_at: number | string }, now: number): boolean {
  return p.wechat_report_status === REPORT.WAITING && p.wechat_report_attempts > 0 && Number(p.wechat_report_at) > now - REPORT_RETRY_SECONDS
}

/** Reports one payment (waiting or failed, with tries left); true when WeChat accepted it. */
export async function reportPayment(deps: ReportDeps, payId: number, now = nowSeconds(), own = false): Promise<boolean> {
  const reporter = reporterOf(deps)
  if (!reporter) return false
  const db = deps.db
  const p = await db.selectFrom('pay').select(['id', 'website_id', 'member_id', 'out_trade_no', 'trade_no', 'wechat_report_status', 'wechat_report_attempts',
    'wechat_report_at', 'wechat_report_version', 'wechat_reported_version']).where('id', '=', payId).executeTakeFirst()
  if (!p || (p.wechat_report_status !== REPORT.WAITING && p.wechat_report_status !== REPORT.FAILED) || p.wechat_report_attempts >= REPORT_MAX_ATTEMPTS) return false
  if (!own && inFlight(p, now)) return false
  if (!(await claim(db, p.id, { status: p.wechat_report_status, attempts: p.wechat_report_attempts, at: Number(p.wechat_report_at) }, now))) return false
  const version = p.wechat_report_version
  // every end of a try is guarded by the state the claim left: a newer mark (version) is never lost
  const settle = (set: { wechat_report_status: number; wechat_report_attempts?: number; wechat_reported_version?: number; wechat_report_error?: string }, sameVersion = true) => {
    let q = db.updateTable('pay').set(set).where('id', '=', p.id).where('wechat_report_status', '=', REPORT.WAITING)
    if (sameVersion) q = q.where('wechat_report_version', '=', version)
    return q.executeTakeFirst().then((r) => Number(r.numUpdatedRows) === 1)
  }
  try {
    const orders = await db.selectFrom('orders').select(['order_id', 'order_type', 'order_status', 'mobile'])
      .where('website_id', '=', p.website_id).where('out_trade_no', '=', p.out_trade_no).orderBy('order_id').execute()
    const ids = orders.length ? orders.map((o) => o.order_id) : [0]
    const lines = await db.selectFrom('order_goods').select(['order_goods_id', 'order_id', 'sku_name', 'num', 'delivery_status'])
      .where('order_id', 'in', ids).orderBy('order_goods_id').execute()
    const parcels = await db.selectFrom('order_package').select(['order_id', 'delivery_type', 'express_company_name', 'delivery_no', 'order_goods_ids'])
      .where('order_id', 'in', ids).orderBy('id').execute()
    const plan = planPaymentReport(orders, lines, parcels, p.wechat_reported_version > 0)
    if (plan.kind !== 'send') {
      // nothing to send yet: back to rest until the next fulfilment marks it again
      if (!(await settle({ wechat_report_status: plan.kind === 'wait' ? REPORT.NONE : REPORT.DONE, wechat_report_attempts: 0 }))) return reportPayment(deps, p.id, now, true)
      return false
    }
    const [transactionId, openid] = await Promise.all([transactionOf(db, p), payerOpenid(db, p.website_id, p.member_id)])
    if (!transactionId || !openid) throw new Error('no WeChat transaction or no mini-program openid for this payment')
    const { kind: _kind, ...report } = plan
    await reporter({ ...report, transactionId, payerOpenid: openid, uploadTime: now })
    if (await settle({ wechat_report_status: REPORT.DONE, wechat_reported_version: version, wechat_report_error: '' })) return true
    // a fulfilment came in while this try was out: WeChat must hear the newer state too, with fresh tries
    await db.updateTable('pay').set({ wechat_reported_version: version, wechat_report_attempts: 0 })
      .where('id', '=', p.id).where('wechat_report_status', '=', REPORT.WAITING).where('wechat_reported_version', '<', version).execute()
    await reportPayment(deps, p.id, now, true)
    return true
  } catch (err) {
    const final = err instanceof WechatApiError && FINAL_ERRCODES.has(err.errcode)
    deps.log?.warn({ err, payId: p.id }, final ? 'wechat refused the shipping report for good; report it in the WeChat console' : 'wechat shipping report failed; the order sweep retries it')
    const message = (err instanceof WechatApiError ? `${err.errcode} ${err.message}` : (err as Error).message ?? String(err)).slice(0, 200)
    await settle({ wechat_report_status: final ? REPORT.BLOCKED : REPORT.FAILED, wechat_report_error: message }, false).catch(() => undefined)
    return false
  }
}

/** Runs a report without holding up the caller (the merchant's request); failures are logged and retried by the sweep. */
export function reportInBackground(deps: ReportDeps, payId: number | null): void {
  if (!payId || !reporterOf(deps)) return
  reportPayment(deps, payId).catch((err) => deps.log?.warn({ err }, 'wechat shipping report failed; the order sweep retries it'))
}

export interface RetryResult {
  reported: number
  failed: number
}

/** The sweep's part: waiting or failed reports whose last try is a minute old (or never tried), with tries left. */
export async function retryShippingReports(deps: ReportDeps, now = nowSeconds()): Promise<RetryResult> {
  const out: RetryResult = { reported: 0, failed: 0 }
  if (!reporterOf(deps)) return out
  const due = now - REPORT_RETRY_SECONDS
  const rows = await deps.db.selectFrom('pay').select('id').where('wechat_report_status', 'in', [REPORT.WAITING, REPORT.FAILED])
    .where('wechat_report_attempts', '<', REPORT_MAX_ATTEMPTS).where('wechat_report_at', '<=', due).orderBy('id').limit(BATCH).execute()
  for (const { id } of rows) {
    if (await reportPayment(deps, id, now)) out.reported++
    else out.failed++
  }
  return out
}
