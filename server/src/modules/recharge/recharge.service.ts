import type { Kysely } from 'kysely'
import { nowSeconds } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { StaleTransitionError, type Actor } from '../../db/state-machine.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, notFound } from '../../http/errors.js'
import { t, type Lang } from '../../http/messages.js'
import { paging, pageResult } from '../../http/paging.js'
import { addonFlags, getWebsiteConfig, setWebsiteConfig } from '../config/config.service.js'
import { findActiveCouponTypes, issueCoupons } from '../coupon/coupon.repository.js'
import { moveAccount } from '../account/account.ledger.js'
import { orderTimings } from '../order/order.config.js'
import { PAY_MACHINE } from '../pay/pay.machine.js'
import { PayError } from '../pay/pay.messages.js'
import { findOpenAttempt, findPaymentStatusByNo, payStatusOf } from '../pay/pay.repository.js'
import { closeOpenAttempt, createPayment, freeOutTradeNo, type PaidPayment, type PayDeps } from '../pay/pay.service.js'
import { RECHARGE_MACHINE } from './recharge.machine.js'
import { PACKAGE_STATUS } from './recharge.table.js'
import { RechargeError } from './recharge.messages.js'
import {
  countPackageSale, countWaitingOrders, deletePackage, findMemberOrder, findOrderByPayment, findOrderToClose, findPackage, insertPackage,
  insertRechargeOrder, orderStatusOf, pageMemberOrders, pagePackages, pagePackagesOnSale, updatePackage, waitingOrdersBefore,
  websitesWithWaitingOrders, type PackageRow, type RechargeOrderRow,
} from './recharge.repository.js'
import {
  MAX_FACE_VALUE, MAX_WAITING_ORDERS,
  type RechargeAddInput, type RechargeConfig, type RechargeCoupon, type RechargeCreated, type RechargeCreateInput, type RechargeEditInput,
  type RechargeIdInput, type RechargeListsInput, type RechargeOrder, type RechargeOrderIdInput, type RechargeOrderPage,
  type RechargeOrderPageInput, type RechargePackage, type RechargePackagePage, type RechargeSetConfigInput, type RechargeStatusInput,
} from './recharge.schema.js'

/** website_config key of the operator's recharge settings (the free amount). */
export const RECHARGE_CONFIG_KEY = 'memberrecharge_config'
/** The ledger's from_type of what a recharge pays in (the face value; points and growth of the package) — relate_tag: the recharge order number. */
export const RECHARGE_FROM_TYPE = 'recharge'
/** The ledger's from_type of the balance a package gives on top (the face value has its own row under 'recharge'). */
export const RECHARGE_GIFT_FROM_TYPE = 'recharge_gift'
/** member_coupon.get_type of coupons a recharge gives (relate_tag: the recharge order number). */
export const RECHARGE_COUPON_GET_TYPE = 'recharge'
/** The payment event of recharge orders (pay.event). */
export const RECHARGE_EVENT = 'recharge'

export interface StoredRechargeConfig {
  free_amount_use: number
  free_amount_min: number
  free_amount_max: number
}

/** What a website gets when its operator stored nothing: no free amount; ¥1 … ¥5,000 once allowed. */
export const RECHARGE_CONFIG_DEFAULTS: StoredRechargeConfig = { free_amount_use: 0, free_amount_min: 100, free_amount_max: 500_000 }

const isFen = (v: unknown, min: number): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= MAX_FACE_VALUE

/** The stored setting, bounded: anything malformed falls back to the defaults (a free amount never becomes allowed by a typo). */
export function parseRechargeConfig(raw: unknown): StoredRechargeConfig {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return { ...RECHARGE_CONFIG_DEFAULTS }
  const r = raw as Record<string, unknown>
  const min = isFen(r.free_amount_min, 1) ? r.free_amount_min : RECHARGE_CONFIG_DEFAULTS.free_amount_min
  const max = isFen(r.free_amount_max, 1) ? r.free_amount_max : RECHARGE_CONFIG_DEFAULTS.free_amount_max
  if (min > max) return { ...RECHARGE_CONFIG_DEFAULTS }
  return { free_amount_use: r.free_amount_use === 1 ? 1 : 0, free_amount_min: min, free_amount_max: max }
}

async function configOf(ctx: RequestContext): Promise<RechargeConfig> {
  const [flags, raw] = await Promise.all([addonFlags(ctx), getWebsiteConfig(ctx, ctx.websiteId, RECHARGE_CONFIG_KEY)])
  const stored = parseRechargeConfig(raw)
  const on = flags.memberrecharge === 1
  return { is_use: on ? 1 : 0, ...stored, free_amount_use: on ? stored.free_amount_use : 0 }
}

/** Yuan with two decimals, for messages. */
const yuan = (fen: number) => (fen / 100).toFixed(2)

// ---------------------------------------------------------------------------------------------------
// views


export const parseCouponIds = (s: string): number[] =>
  [...new Set(s.split(',').map((x) => Number(x.trim())).filter((n) => Number.isSafeInteger(n) && n > 0))]

/** The active platform coupon types (site_id 0) among ids, in the order given. */
async function platformCoupons(db: Kysely<Database>, websiteId: number, ids: number[]): Promise<RechargeCoupon[]> {
  const types = (await findActiveCouponTypes(db, websiteId, ids)).filter((c) => Number(c.site_id) === 0)
  const byId = new Map(types.map((c) => [c.id, c]))
  return ids.flatMap((id) => {
    const c = byId.get(id)
    return c ? [{ coupon_type_id: c.id, coupon_name: c.name, type: c.type, money: Number(c.money), discount: Number(c.discount), at_least: Number(c.at_least) }] : []
  })
}

async function packageViews(db: Kysely<Database>, websiteId: number, rows: PackageRow[]): Promise<RechargePackage[]> {
  const ids = [...new Set(rows.flatMap((r) => parseCouponIds(r.coupon_ids)))]
  const coupons = new Map((await platformCoupons(db, websiteId, ids)).map((c) => [c.coupon_type_id, c]))
  return rows.map((r) => ({
    recharge_id: r.id,
    recharge_name: r.recharge_name,
    cover_img: r.cover_img,
    face_value: Number(r.face_value),
    gift_balance: Number(r.gift_balance),
    point: Number(r.point),
    growth: Number(r.growth),
    coupon_list: parseCouponIds(r.coupon_ids).flatMap((id) => (coupons.has(id) ? [coupons.get(id)!] : [])),
    sort: Number(r.sort),
    status: Number(r.status),
    sale_num: Number(r.sale_num),
    create_time: Number(r.created_at),
  }))
}

function couponSnapshot(raw: string): RechargeCoupon[] {
  try {
    const v = JSON.parse(raw) as unknown
    return Array.isArray(v) ? v.filter((c): c is RechargeCoupon => !!c && typeof c === 'object' && Number.isSafeInteger((c as RechargeCoupon).coupon_type_id)) : []
  } catch {
    return []
  }
}

export function orderView(lang: Lang, r: RechargeOrderRow): RechargeOrder {
  return {
    order_id: r.id,
    order_no: r.order_no,
    out_trade_no: r.out_trade_no,
    recharge_id: Number(r.recharge_id),
    // a free amount is named in the reader's language
    recharge_name: r.recharge_name || t(lang, 'recharge_free_name'),
    cover_img: r.cover_img,
    face_value: Number(r.face_value),
    pay_money: Number(r.pay_money),
    gift_balance: Number(r.gift_balance),
    point: Number(r.point),
    growth: Number(r.growth),
    coupon_list: couponSnapshot(r.coupons),
    status: r.pay_status,
    status_name: t(lang, `recharge_status_${r.pay_status}`),
    pay_type: r.pay_type,
    create_time: Number(r.created_at),
    pay_time: Number(r.pay_time),
    close_time: Number(r.close_time),
  }
}

// ---------------------------------------------------------------------------------------------------
// shopper

export const rechargeConfig = (ctx: RequestContext) => configOf(ctx)

export async function packagePage(ctx: RequestContext, input: { page?: number; page_size?: number }): Promise<RechargePackagePage> {
  const pg = paging(input)
  if (!(await configOf(ctx)).is_use) return pageResult([], 0, pg.pageSize)
  const { rows, count } = await pagePackagesOnSale(ctx.db, ctx.websiteId, pg.offset, pg.pageSize)
  return pageResult(await packageViews(ctx.db, ctx.websiteId, rows), count, pg.pageSize)
}

async function onSale(ctx: RequestContext, rechargeId: number): Promise<PackageRow> {
  const row = await findPackage(ctx.db, ctx.websiteId, rechargeId)
  if (!row) throw notFound('recharge_entity')
  if (Number(row.status) !== PACKAGE_STATUS.ON_SALE) throw new DomainError(RechargeError.RECHARGE_PACKAGE_OFF, 'recharge_package_off')
  return row
}

export async function packageInfo(ctx: RequestContext, input: RechargeIdInput): Promise<RechargePackage> {
  if (!(await configOf(ctx)).is_use) throw new DomainError(RechargeError.RECHARGE_CLOSED, 'recharge_closed')
  const row = await onSale(ctx, input.recharge_id)
  return (await packageViews(ctx.db, ctx.websiteId, [row]))[0]
}

/**
 * A recharge order and its waiting payment (event 'recharge', for the face value) in one transaction.
 * The order keeps a snapshot of what the package gives now: a later edit of the package changes
 * nothing for it. Paying goes through the ordinary pay calls; creditRecharge does the rest.
 */
export async function createRecharge(ctx: RequestContext, input: RechargeCreateInput): Promise<RechargeCreated> {
  const memberId = requireMember(ctx)
  const config = await configOf(ctx)
  if (!config.is_use) throw new DomainError(RechargeError.RECHARGE_CLOSED, 'recharge_closed')
  let sold: { recharge_id: number; recharge_name: string; cover_img: string; face_value: number; gift_balance: number; point: number; growth: number; coupons: RechargeCoupon[] }
  if (input.recharge_id > 0) {
    const row = await onSale(ctx, input.recharge_id)
    sold = {
      recharge_id: row.id, recharge_name: row.recharge_name, cover_img: row.cover_img, face_value: Number(row.face_value),
      gift_balance: Number(row.gift_balance), point: Number(row.point), growth: Number(row.growth),
      coupons: await platformCoupons(ctx.db, ctx.websiteId, parseCouponIds(row.coupon_ids)),
    }
  } else {
    if (!config.free_amount_use) throw new DomainError(RechargeError.RECHARGE_FREE_AMOUNT_OFF, 'recharge_free_amount_off')
    const face = input.face_value
    if (face === undefined || !Number.isSafeInteger(face) || face < config.free_amount_min || face > config.free_amount_max) {
      throw new DomainError(RechargeError.RECHARGE_AMOUNT_OUT_OF_RANGE, 'recharge_amount_out_of_range', { min: yuan(config.free_amount_min), max: yuan(config.free_amount_max) })
    }
    sold = { recharge_id: 0, recharge_name: '', cover_img: '', face_value: face, gift_balance: 0, point: 0, growth: 0, coupons: [] }
  }
  if (await countWaitingOrders(ctx.db, ctx.websiteId, memberId) >= MAX_WAITING_ORDERS) throw new DomainError(RechargeError.RECHARGE_TOO_MANY_WAITING, 'recharge_too_many_waiting')

  const outTradeNo = await freeOutTradeNo(ctx.db)
  const orderNo = `R${outTradeNo}`
  const at = nowSeconds()
  const payBody = sold.recharge_name ? `${t(ctx.lang, 'recharge_pay_body')} ${sold.recharge_name}` : t(ctx.lang, 'recharge_pay_body')
  const id = await ctx.db.transaction().execute(async (trx) => {
    await createPayment(trx, { websiteId: ctx.websiteId, memberId, payMoney: sold.face_value, payBody, event: RECHARGE_EVENT, outTradeNo, at })
    return insertRechargeOrder(trx, {
      website_id: ctx.websiteId, member_id: memberId, order_no: orderNo, out_trade_no: outTradeNo,
      recharge_id: sold.recharge_id, recharge_name: sold.recharge_name, cover_img: sold.cover_img,
      face_value: sold.face_value, gift_balance: sold.gift_balance, point: sold.point, growth: sold.growth,
      coupons: JSON.stringify(sold.coupons), pay_money: sold.face_value, created_at: at,
    })
  })
  return { out_trade_no: outTradeNo, order_id: id, order_no: orderNo, pay_money: sold.face_value }
}

export async function rechargeOrderPage(ctx: RequestContext, input: RechargeOrderPageInput): Promise<RechargeOrderPage> {
  const memberId = requireMember(ctx)
  const pg = paging(input)
  const { rows, count } = await pageMemberOrders(ctx.db, ctx.websiteId, memberId, input.status || undefined, pg.offset, pg.pageSize)
  return pageResult(rows.map((r) => orderView(ctx.lang, r)), count, pg.pageSize)
}

export async function rechargeOrderDetail(ctx: RequestContext, input: RechargeOrderIdInput): Promise<RechargeOrder> {
  const memberId = requireMember(ctx)
  const row = await findMemberOrder(ctx.db, ctx.websiteId, memberId, input.order_id)
  // another member's order answers exactly as an unknown one
  if (!row) throw notFound('recharge_order_entity')
  return orderView(ctx.lang, row)
}

// ---------------------------------------------------------------------------------------------------
// the payment's notification

/**
 * A recharge payment was paid (markPaid's handler for event 'recharge', inside its transaction, after
 * the payment moved waiting -> paid, which happens once): the order moves waiting -> paid and the
 * member receives the face value in the balance (stored value, not withdrawable), the gift balance,
 * points, growth and coupons. Every credit is keyed by the order number as well (ledger and coupon
 * grant keys), so even a second run changes nothing.
 */
export async function creditRecharge(trx: Kysely<Database>, paid: Readonly<PaidPayment>): Promise<void> {
  const order = await findOrderByPayment(trx, paid.websiteId, paid.outTradeNo)
  if (!order) throw new Error(`recharge payment ${paid.outTradeNo} has no recharge order`)
  if (order.member_id !== paid.memberId) throw new Error(`recharge payment ${paid.outTradeNo} belongs to another member than its order`)
  try {
    await RECHARGE_MACHINE.move(trx, {
      id: order.id, from: 'waiting', to: 'paid', actor: paid.actor, at: paid.at, reason: paid.payType,
      set: { pay_type: paid.payType.slice(0, 20), pay_time: paid.at },
    })
  } catch (err) {
    if (!(err instanceof StaleTransitionError)) throw err
    const now = await orderStatusOf(trx, order.id)
    if (now === 'paid') return
    // closing moves the payment to closed in the same transaction: a paid payment of a closed order cannot be
    throw new Error(`recharge order ${order.order_no} is ${now} while its payment was paid`)
  }
  const base = { websiteId: order.website_id, memberId: order.member_id, relateTag: order.order_no, now: paid.at }
  await moveAccount(trx, { ...base, accountType: 'balance', amount: Number(order.face_value), fromType: RECHARGE_FROM_TYPE, remark: 'recharge' })
  await moveAccount(trx, { ...base, accountType: 'balance', amount: Number(order.gift_balance), fromType: RECHARGE_GIFT_FROM_TYPE, remark: 'recharge gift' })
  await moveAccount(trx, { ...base, accountType: 'point', amount: Number(order.point), fromType: RECHARGE_FROM_TYPE, remark: 'recharge gift' })
  await moveAccount(trx, { ...base, accountType: 'growth', amount: Number(order.growth), fromType: RECHARGE_FROM_TYPE, remark: 'recharge gift' })
  const couponIds = couponSnapshot(order.coupons).map((c) => c.coupon_type_id)
  if (couponIds.length) {
    await issueCoupons(trx, { websiteId: order.website_id, memberId: order.member_id, typeIds: couponIds, getType: RECHARGE_COUPON_GET_TYPE, relateTag: order.order_no, now: paid.at })
  }
  if (Number(order.recharge_id) > 0) await countPackageSale(trx, order.website_id, Number(order.recharge_id))
}

// ---------------------------------------------------------------------------------------------------
// closing unpaid recharges

/**
 * Closes an unpaid recharge order with its payment. Its open gateway attempt is closed at the gateway
 * first (closeOpenAttempt: money that arrived meanwhile pays it, and it answers 'paid'); then, in one
 * transaction, the payment and the order move to closed. A gateway that does not answer throws
 * PAY_GATEWAY_FAILED and nothing changes (the next sweep tries again).
 */
export async function closeRechargeOrder(deps: PayDeps, p: { orderId: number; websiteId: number; actor: Actor; reason?: string; at?: number }): Promise<'closed' | 'paid' | 'unchanged'> {
  const order = await findOrderToClose(deps.db, p.websiteId, p.orderId)
  if (!order || order.pay_status !== 'waiting') return 'unchanged'
  const pay = await findPaymentStatusByNo(deps.db, p.websiteId, order.out_trade_no)
  if (pay?.pay_status === 'waiting') {
    const r = await closeOpenAttempt(deps, pay.id, p.actor)
    if (r === 'paid' || r === 'duplicate') return 'paid'
  }
  const at = p.at ?? nowSeconds()
  const reason = p.reason ?? 'timeout'
  return deps.db.transaction().execute(async (trx) => {
    if (pay) {
      try {
        await PAY_MACHINE.move(trx, { id: pay.id, from: 'waiting', to: 'closed', actor: p.actor, at, reason: `recharge ${reason}`, set: { close_time: at } })
      } catch (err) {
        if (!(err instanceof StaleTransitionError)) throw err
        if (await payStatusOf(trx, pay.id) === 'paid') return 'paid'
      }
      // an attempt opened meanwhile would take money for a closed payment: the next sweep starts over
      if (await findOpenAttempt(trx, pay.id)) throw new DomainError(PayError.PAY_BUSY, 'pay_busy')
    }
    try {
      await RECHARGE_MACHINE.move(trx, { id: order.id, from: 'waiting', to: 'closed', actor: p.actor, at, reason, set: { close_time: at } })
    } catch (err) {
      if (!(err instanceof StaleTransitionError)) throw err
      return 'unchanged'
    }
    return 'closed' as const
  })
}

/** recharge orders closed per website in one sweep; the next sweep takes the rest */
const SWEEP_BATCH = 200

/**
 * The unpaid-recharge close of the 'recharge.sweep' job (recharge.jobs.ts): waiting recharge orders older than the website's
 * auto_close_minutes (order_config, the same timeout as orders) close with their payment.
 */
export async function sweepRecharges(deps: PayDeps, now = nowSeconds()): Promise<number> {
  let closed = 0
  for (const websiteId of await websitesWithWaitingOrders(deps.db)) {
    const cfg = await orderTimings(deps.db, websiteId)
    for (const id of await waitingOrdersBefore(deps.db, websiteId, now - cfg.auto_close_minutes * 60, SWEEP_BATCH)) {
      try {
        if (await closeRechargeOrder(deps, { orderId: id, websiteId, actor: 'system', reason: 'timeout', at: now }) === 'closed') closed++
      } catch (err) {
        // one recharge must not stop the others; a gateway that did not answer is asked again next time
        const gateway = err instanceof DomainError && (err.code === PayError.PAY_GATEWAY_FAILED || err.code === PayError.PAY_BUSY)
        if (gateway) deps.log?.warn({ err, rechargeOrderId: id }, 'recharge sweep: close postponed')
        else deps.log?.error({ err, rechargeOrderId: id }, 'recharge sweep: close failed')
      }
    }
  }
  return closed
}

// ---------------------------------------------------------------------------------------------------
// operator

async function checkCoupons(ctx: RequestContext, ids: number[] | undefined): Promise<string> {
  const wanted = [...new Set(ids ?? [])]
  const found = new Set((await platformCoupons(ctx.db, ctx.websiteId, wanted)).map((c) => c.coupon_type_id))
  const missing = wanted.find((id) => !found.has(id))
  if (missing !== undefined) throw new DomainError(RechargeError.RECHARGE_COUPON_INVALID, 'recharge_coupon_invalid', { id: String(missing) })
  return wanted.join(',')
}

async function packageById(ctx: RequestContext, id: number): Promise<PackageRow> {
  const row = await findPackage(ctx.db, ctx.websiteId, id)
  if (!row) throw notFound('recharge_entity')
  return row
}

const viewOne = async (ctx: RequestContext, row: PackageRow) => (await packageViews(ctx.db, ctx.websiteId, [row]))[0]

export async function adminLists(ctx: RequestContext, input: RechargeListsInput): Promise<RechargePackagePage> {
  const pg = paging(input)
  const { rows, count } = await pagePackages(ctx.db, ctx.websiteId, input.status, pg.offset, pg.pageSize)
  return pageResult(await packageViews(ctx.db, ctx.websiteId, rows), count, pg.pageSize)
}

function packageValues(input: RechargeAddInput, couponIds: string) {
  return {
    recharge_name: input.recharge_name.trim() || input.recharge_name,
    cover_img: input.cover_img ?? '',
    face_value: input.face_value,
    gift_balance: input.gift_balance ?? 0,
    point: input.point ?? 0,
    growth: input.growth ?? 0,
    coupon_ids: couponIds,
    sort: input.sort ?? 0,
    status: input.status ?? PACKAGE_STATUS.ON_SALE,
  }
}

export async function adminAdd(ctx: RequestContext, input: RechargeAddInput): Promise<RechargePackage> {
  const couponIds = await checkCoupons(ctx, input.coupon_ids)
  const now = nowSeconds()
  const id = await insertPackage(ctx.db, { website_id: ctx.websiteId, ...packageValues(input, couponIds), created_at: now, updated_at: now })
  return viewOne(ctx, await packageById(ctx, id))
}

export async function adminEdit(ctx: RequestContext, input: RechargeEditInput): Promise<RechargePackage> {
  await packageById(ctx, input.recharge_id)
  const couponIds = await checkCoupons(ctx, input.coupon_ids)
  if (!(await updatePackage(ctx.db, ctx.websiteId, input.recharge_id, { ...packageValues(input, couponIds), updated_at: nowSeconds() }))) throw notFound('recharge_entity')
  return viewOne(ctx, await packageById(ctx, input.recharge_id))
}

export async function adminDelete(ctx: RequestContext, input: RechargeIdInput): Promise<{ recharge_id: number }> {
  if (!(await deletePackage(ctx.db, ctx.websiteId, input.recharge_id))) throw notFound('recharge_entity')
  return { recharge_id: input.recharge_id }
}

export async function adminStatus(ctx: RequestContext, input: RechargeStatusInput): Promise<RechargePackage> {
  if (!(await updatePackage(ctx.db, ctx.websiteId, input.recharge_id, { status: input.status, updated_at: nowSeconds() }))) throw notFound('recharge_entity')
  return viewOne(ctx, await packageById(ctx, input.recharge_id))
}

export const adminConfig = (ctx: RequestContext) => configOf(ctx)

export async function adminSetConfig(ctx: RequestContext, input: RechargeSetConfigInput): Promise<RechargeConfig> {
  if (input.free_amount_min > input.free_amount_max) throw new DomainError(RechargeError.RECHARGE_CONFIG_INVALID, 'recharge_config_invalid')
  const stored: StoredRechargeConfig = { free_amount_use: input.free_amount_use, free_amount_min: input.free_amount_min, free_amount_max: input.free_amount_max }
  await setWebsiteConfig(ctx, ctx.websiteId, RECHARGE_CONFIG_KEY, stored)
  return configOf(ctx)
}
