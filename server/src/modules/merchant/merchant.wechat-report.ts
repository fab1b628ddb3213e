import type { Kysely } from 'kysely'
import type { AppConfig } from '../../config.js'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import type { KeyValueStore } from '../../infra/kv.js'
import { weappShippingReporter, type ShippingItem, type ShippingReport } from '../pay/channels/wechatpay.js'
import { ORDER_TYPE as T } from '../order/order.table.js'

// WeChat's shipping-information upload (发货信息录入, /wxa/sec/order/upload_shipping_info) for orders
// paid with WeChat Pay in the mini-program: WeChat holds the settlement until each one is reported.
// The merchant's call never waits on WeChat: the report runs after the shipment is committed, and
// the order sweep retries the waiting (1) and failed (-1) ones.

/** report states (order_package.wechat_report_status, orders.wechat_report_status) */
export const REPORT = { NONE: 0, WAITING: 1, DONE: 2, FAILED: -1 } as const
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

interface Payer {
  transactionId: string
  openid: string
}

/** The WeChat transaction and the buyer's mini-program openid; null when either is unknown. */
async function payerOf(db: Kysely<Database>, o: { website_id: number; out_trade_no: string; member_id: number }): Promise<Payer | null> {
  const pay = await db.selectFrom('pay').select(['id', 'trade_no']).where('website_id', '=', o.website_id).where('out_trade_no', '=', o.out_trade_no).executeTakeFirst()
  if (!pay) return null
  let transactionId = pay.trade_no
  if (!transactionId) {
    const attempt = await db.selectFrom('pay_attempt').select('trade_no').where('pay_id', '=', pay.id).where('status', '=', 'paid')
      .where('pay_type', '=', 'wechatpay').executeTakeFirst()
    transactionId = attempt?.trade_no ?? ''
  }
  const auth = await db.selectFrom('member_auth').select('openid').where('website_id', '=', o.website_id).where('member_id', '=', o.member_id)
    .where('app_type', '=', 'weapp').orderBy('id', 'desc').executeTakeFirst()
  if (!transactionId || !auth?.openid) return null
  return { transactionId, openid: auth.openid }
}

/** '商品A、商品B等3件': what is in the parcel, within WeChat's 120 characters */
function itemDesc(lines: Array<{ sku_name: string; num: number }>): string {
  const count = lines.reduce((n, l) => n + l.num, 0)
  const names = [...new Set(lines.map((l) => l.sku_name.trim()).filter(Boolean))].join('、') || '商品'
  const suffix = `等${count}件`
  const room = 120 - suffix.length
  return [...names].length > room ? `${[...names].slice(0, room - 1).join('')}…${suffix}` : `${names}${suffix}`
}

/**
 * Takes one try of a report: a guarded move of (status, attempts, at) from what was read, so the
 * immediate report and a sweep (or two sweeps) never send the same try twice.
 */
async function claim(db: Kysely<Database>, table: 'order_package' | 'orders', idColumn: 'id' | 'order_id', id: number, seen: { status: number; attempts: number; at: number }, now: number) {
  const res = await db.updateTable(table as 'orders')
    .set({ wechat_report_status: REPORT.WAITING, wechat_report_attempts: seen.attempts + 1, wechat_report_at: now })
    .where(idColumn as 'order_id', '=', id).where('wechat_report_status', '=', seen.status)
    .where('wechat_report_attempts', '=', seen.attempts).where('wechat_report_at', '=', seen.at).executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/**
 * A try started less than the retry interval ago is still someone's: a sweep that listed the row
 * before that try claimed it must not claim it again from its new state.
 */
function inFlight(lastTryAt: number, now: number): boolean {
  return lastTryAt !== 0 && lastTryAt > now - REPORT_RETRY_SECONDS
}

async function send(deps: ReportDeps, reporter: ShippingReporter, build: () => Promise<ShippingReport | null>, done: (status: number) => Promise<unknown>, what: object): Promise<boolean> {
  try {
    const report = await build()
    if (!report) throw new Error('no WeChat transaction or no mini-program openid for this order')
    await reporter(report)
    await done(REPORT.DONE)
    return true
  } catch (err) {
    deps.log?.warn({ err, ...what }, 'wechat shipping report failed; the order sweep retries it')
    await done(REPORT.FAILED).catch(() => undefined)
    return false
  }
}

/** Reports one package (status 1 or -1 with tries left); true when WeChat accepted it. */
export async function reportPackage(deps: ReportDeps, packageId: number, now = nowSeconds()): Promise<boolean> {
  const reporter = reporterOf(deps)
  if (!reporter) return false
  const p = await deps.db.selectFrom('order_package').selectAll().where('id', '=', packageId).executeTakeFirst()
  if (!p || (p.wechat_report_status !== REPORT.WAITING && p.wechat_report_status !== REPORT.FAILED) || p.wechat_report_attempts >= REPORT_MAX_ATTEMPTS) return false
  if (inFlight(Number(p.wechat_report_at), now)) return false
  if (!(await claim(deps.db, 'order_package', 'id', p.id, { status: p.wechat_report_status, attempts: p.wechat_report_attempts, at: Number(p.wechat_report_at) }, now))) return false
  const build = async (): Promise<ShippingReport | null> => {
    const o = await deps.db.selectFrom('orders').select(['website_id', 'out_trade_no', 'member_id', 'mobile']).where('order_id', '=', p.order_id).executeTakeFirstOrThrow()
    const payer = await payerOf(deps.db, o)
    if (!payer) return null
    const ids = p.order_goods_ids.split(',').map(Number).filter((n) => n > 0)
    const lines = await deps.db.selectFrom('order_goods').select(['sku_name', 'num']).where('order_id', '=', p.order_id).where('order_goods_id', 'in', ids.length ? ids : [0]).execute()
    const express = p.delivery_type === 1
    const company = express ? wechatDeliveryId(p.express_company_name) : ''
    const item: ShippingItem = {
      itemDesc: itemDesc(lines),
      ...(express ? { trackingNo: p.delivery_no, expressCompany: company } : {}),
      ...(company === 'SF' && maskMobile(o.mobile) ? { contact: { receiverContact: maskMobile(o.mobile) } } : {}),
    }
    // no logistics: WeChat's "virtual goods, no physical delivery" (3)
    return { transactionId: payer.transactionId, payerOpenid: payer.openid, logisticsType: express ? 1 : 3, deliveryMode: 1, shippingList: [item], uploadTime: now }
  }
  const done = (status: number) => deps.db.updateTable('order_package').set({ wechat_report_status: status }).where('id', '=', p.id).where('wechat_report_status', '=', REPORT.WAITING).execute()
  return send(deps, reporter, build, done, { packageId: p.id })
}

/** Reports a pickup (4, 用户自提) or virtual (3) order once its code is used; true when accepted. */
export async function reportVerifiedOrder(deps: ReportDeps, orderId: number, now = nowSeconds()): Promise<boolean> {
  const reporter = reporterOf(deps)
  if (!reporter) return false
  const o = await deps.db.selectFrom('orders').select(['order_id', 'website_id', 'out_trade_no', 'member_id', 'order_type', 'wechat_report_status', 'wechat_report_attempts', 'wechat_report_at'])
    .where('order_id', '=', orderId).executeTakeFirst()
  if (!o || (o.wechat_report_status !== REPORT.WAITING && o.wechat_report_status !== REPORT.FAILED) || o.wechat_report_attempts >= REPORT_MAX_ATTEMPTS) return false
  if (inFlight(Number(o.wechat_report_at), now)) return false
  if (!(await claim(deps.db, 'orders', 'order_id', o.order_id, { status: o.wechat_report_status, attempts: o.wechat_report_attempts, at: Number(o.wechat_report_at) }, now))) return false
  const build = async (): Promise<ShippingReport | null> => {
    const payer = await payerOf(deps.db, o)
    if (!payer) return null
    const lines = await deps.db.selectFrom('order_goods').select(['sku_name', 'num']).where('order_id', '=', o.order_id).execute()
    return {
      transactionId: payer.transactionId, payerOpenid: payer.openid, logisticsType: o.order_type === T.PICKUP ? 4 : 3, deliveryMode: 1,
      shippingList: [{ itemDesc: itemDesc(lines) }], uploadTime: now,
    }
  }
  const done = (status: number) => deps.db.updateTable('orders').set({ wechat_report_status: status }).where('order_id', '=', o.order_id).where('wechat_report_status', '=', REPORT.WAITING).execute()
  return send(deps, reporter, build, done, { orderId: o.order_id })
}

/** Marks a verified pickup / virtual order of a mini-program payment as waiting for its report. */
export async function markVerifiedForReport(db: Kysely<Database>, orderId: number): Promise<void> {
  await db.updateTable('orders').set({ wechat_report_status: REPORT.WAITING }).where('order_id', '=', orderId).where('wechat_report_status', '=', REPORT.NONE).execute()
}

/** Runs a report without holding up the caller (the merchant's request); failures are logged and retried by the sweep. */
export function reportInBackground(deps: ReportDeps, run: (deps: ReportDeps) => Promise<unknown>): void {
  if (!reporterOf(deps)) return
  run(deps).catch((err) => deps.log?.warn({ err }, 'wechat shipping report failed; the order sweep retries it'))
}

export interface RetryResult {
  reported: number
  failed: number
}

/** The sweep's part: waiting or failed reports whose last try is a minute old, with tries left. */
export async function retryShippingReports(deps: ReportDeps, now = nowSeconds()): Promise<RetryResult> {
  const out: RetryResult = { reported: 0, failed: 0 }
  if (!reporterOf(deps)) return out
  const due = now - REPORT_RETRY_SECONDS
  const packages = await deps.db.selectFrom('order_package').select('id').where('wechat_report_status', 'in', [REPORT.WAITING, REPORT.FAILED])
    .where('wechat_report_attempts', '<', REPORT_MAX_ATTEMPTS).where((eb) => eb.or([
      eb('wechat_report_at', '<=', due),
      // never tried yet: the immediate report did not run (a restart) — a minute after the shipment
      eb.and([eb('wechat_report_at', '=', 0), eb('created_at', '<=', due)]),
    ])).orderBy('id').limit(BATCH).execute()
  for (const { id } of packages) (await reportPackage(deps, id, now)) ? out.reported++ : out.failed++
  const orders = await deps.db.selectFrom('orders').select('order_id').where('wechat_report_status', 'in', [REPORT.WAITING, REPORT.FAILED])
    .where('wechat_report_attempts', '<', REPORT_MAX_ATTEMPTS).where('wechat_report_at', '<=', due).orderBy('order_id').limit(BATCH).execute()
  for (const { order_id } of orders) (await reportVerifiedOrder(deps, order_id, now)) ? out.reported++ : out.failed++
  return out
}
