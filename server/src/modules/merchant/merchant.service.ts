import type { Static } from '@sinclair/typebox'
import { nowSeconds } from '../../db/database.js'
import { staffActor } from '../../db/state-machine.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode } from '../../http/errors.js'
import { decoyPassword, guardLoginPassword } from '../auth/login.guard.js'
import { paging } from '../../http/paging.js'
import { verifyPassword } from '../member/member.password.js'
import { orderTimings } from '../order/order.config.js'
import { receiveOrder, shipMove } from '../order/order.lifecycle.js'
import { OrderError } from '../order/order.messages.js'
import { findOrder, linesOf, pageOrders, type OrderRow } from '../order/order.repository.js'
import { detailFields, summaryFields } from '../order/order.service.js'
import type { OrderMoved } from '../order/order.schema.js'
import { DELIVERY_STATUS, ORDER_STATUS as S, ORDER_TYPE as T, REFUND_STATUS as R } from '../order/order.table.js'
import { STAFF_ROLES, STAFF_STATUS, type StaffRole } from './merchant.table.js'
import { MerchantError } from './merchant.messages.js'
import { findStaff, findStaffByName, shopName, type StaffRow } from './merchant.repository.js'
import type {
  MerchantAction, MerchantDeliveryInput, MerchantListsInput, MerchantLoginInput, MerchantOrder, MerchantOrderDetail, MerchantOrderPage, MerchantSession, VerifyResult,
} from './merchant.schema.js'
import { signStaffToken, verifyStaffToken } from './merchant.token.js'
import { alertOwnerOfFailures } from './merchant.login-alert.js'
import { writeOff } from '../verify/verify.writeoff.js'
import { markPaymentForReport, reportInBackground } from './merchant.wechat-report.js'

type Action = Static<typeof MerchantAction>

export interface Staff {
  id: number
  websiteId: number
  siteId: number
  roles: StaffRole[]
}

export const parseRoles = (text: string): StaffRole[] =>
  text.split(',').map((r) => r.trim()).filter((r): r is StaffRole => (STAFF_ROLES as readonly string[]).includes(r))

/**
 * Staff log in under the login guard (auth/login.guard.ts): captchas and delays after failures, never a
 * lock, unknown names alike; the shop's owner hears of repeated failures (merchant.login-alert.ts).
 */
export async function login(ctx: RequestContext, input: MerchantLoginInput): Promise<MerchantSession> {
  const username = input.username.trim()
  const password = input.password
  const staff = await findStaffByName(ctx.db, ctx.websiteId, username)
  const verdict = await guardLoginPassword(ctx, {
    account: `staff:${username}`, captchaId: input.captcha_id, captchaCode: input.captcha_code,
    verify: () => (staff?.password_hash ? verifyPassword(password, staff.password_hash) : decoyPassword.verify(password)),
  })
  if (!verdict.right || !staff) {
    if (staff) await alertOwnerOfFailures(ctx, staff, verdict.failures)
    throw new DomainError(MerchantError.LOGIN_FAILED, 'merchant_login_failed')
  }
  if (staff.status !== STAFF_STATUS.ACTIVE) throw new DomainError(MerchantError.STAFF_DISABLED, 'merchant_staff_disabled')
  const now = nowSeconds()
  await ctx.db.updateTable('merchant_staff').set({ last_login_at: now }).where('id', '=', staff.id).execute()
  const { token, expiresAt } = signStaffToken({ staffId: staff.id, websiteId: ctx.websiteId, now }, ctx.config.tokenSecret)
  return {
    token, staff_id: staff.id, username: staff.username, site_id: staff.site_id, site_name: await shopName(ctx.db, staff.site_id),
    roles: parseRoles(staff.roles), expires_at: expiresAt,
  }
}

/**
 * The staff member behind the request's token, with one of `roles` (admin has them all). A member
 * token, a forged or expired one, a disabled account or a token from before the last password change
 * answers -10009 / -10010.
 */
export async function requireStaff(ctx: RequestContext, roles: StaffRole[]): Promise<Staff> {
  if (!ctx.token) throw new DomainError(ErrorCode.TOKEN_INVALID, 'token_invalid')
  const check = verifyStaffToken(ctx.token, ctx.config.tokenSecret, nowSeconds())
  if (!check.ok) throw new DomainError(check.reason === 'expired' ? ErrorCode.TOKEN_EXPIRED : ErrorCode.TOKEN_INVALID, `token_${check.reason}`)
  if (check.payload.wid !== ctx.websiteId) throw new DomainError(ErrorCode.TOKEN_INVALID, 'token_invalid')
  const row: StaffRow | undefined = await findStaff(ctx.db, ctx.websiteId, check.payload.mid)
  if (!row || row.status !== STAFF_STATUS.ACTIVE || check.payload.iat < Number(row.tokens_valid_after)) throw new DomainError(ErrorCode.TOKEN_INVALID, 'token_invalid')
  const staff: Staff = { id: row.id, websiteId: row.website_id, siteId: row.site_id, roles: parseRoles(row.roles) }
  if (!staff.roles.includes('admin') && !roles.some((r) => staff.roles.includes(r))) {
    throw new DomainError(MerchantError.ROLE_FORBIDDEN, 'merchant_role_forbidden')
  }
  return staff
}

const notFound = () => new DomainError(OrderError.ORDER_NOT_FOUND, 'order_not_found')
const notShippable = () => new DomainError(MerchantError.ORDER_NOT_SHIPPABLE, 'merchant_order_not_shippable')

export function merchantActions(o: OrderRow): Action[] {
  if (o.order_status === S.WAIT_SEND && o.order_type === T.EXPRESS) return ['delivery']
  if (o.order_status === S.WAIT_SEND && o.order_type === T.LOCAL) return ['localdelivery_start']
  if (o.order_status === S.SHIPPED && o.order_type === T.LOCAL) return ['localdelivery_finish']
  if ((o.order_status === S.WAIT_PICKUP && o.order_type === T.PICKUP) || (o.order_status === S.RECEIVED && o.order_type === T.VIRTUAL)) return ['verify']
  return []
}

async function shopOrder(ctx: RequestContext, staff: Staff, orderId: number): Promise<OrderRow> {
  const o = await findOrder(ctx.db, { websiteId: staff.websiteId, siteId: staff.siteId }, orderId)
  if (!o) throw notFound()
  return o
}

export async function orderLists(ctx: RequestContext, input: MerchantListsInput): Promise<MerchantOrderPage> {
  const staff = await requireStaff(ctx, ['order'])
  const pg = paging(input)
  const { rows, count } = await pageOrders(ctx.db, { websiteId: staff.websiteId, siteId: staff.siteId }, {
    tab: input.order_status ?? 'all', search: input.search, offset: pg.offset, limit: pg.pageSize,
  })
  const lines = await linesOf(ctx.db, rows.map((r) => r.order_id))
  const list: MerchantOrder[] = rows.map((o) => ({
    ...summaryFields(ctx.lang, o, lines.get(o.order_id) ?? []),
    member_id: o.member_id, name: o.name, mobile: o.mobile, full_address: o.full_address, merchant_actions: merchantActions(o),
  }))
  return { list, count, page_count: Math.ceil(count / pg.pageSize) }
}

export async function orderDetail(ctx: RequestContext, input: { order_id: number }): Promise<MerchantOrderDetail> {
  const staff = await requireStaff(ctx, ['order'])
  const o = await shopOrder(ctx, staff, input.order_id)
  const d = await detailFields(ctx, o)
  const report = await ctx.db.selectFrom('pay').select(['wechat_report_status', 'wechat_report_error'])
    .where('website_id', '=', o.website_id).where('out_trade_no', '=', o.out_trade_no).executeTakeFirst()
  // the shop sees the code only at the desk, when the buyer shows it
  return {
    ...d, verify_code: '', member_id: o.member_id, merchant_actions: merchantActions(o),
    wechat_report_status: report?.wechat_report_status ?? 0, wechat_report_error: report?.wechat_report_error ?? '',
  }
}

/** 'all' or '1,2' -> the lines to ship now (not yet shipped, of this order). */
function chosenLines(spec: string, lines: Array<{ order_goods_id: number; delivery_status: number; refund_status: number }>): number[] {
  // a line being refunded (or refunded) does not ship; refused or withdrawn applications do
  const open = lines.filter((l) => l.delivery_status === DELIVERY_STATUS.NOT_SHIPPED && (l.refund_status === R.NONE || l.refund_status === R.REFUSED)).map((l) => l.order_goods_id)
  if (spec === 'all') return open
  const ids = [...new Set(spec.split(',').map(Number))]
  if (!ids.every((id) => open.includes(id))) throw new DomainError(MerchantError.LINES_INVALID, 'merchant_lines_invalid')
  return ids
}

export async function delivery(ctx: RequestContext, input: MerchantDeliveryInput): Promise<OrderMoved> {
  const staff = await requireStaff(ctx, ['order'])
  const o = await shopOrder(ctx, staff, input.order_id)
  if (o.order_type !== T.EXPRESS || o.order_status !== S.WAIT_SEND) throw notShippable()
  const company = (input.express_company_name ?? '').trim()
  const no = (input.delivery_no ?? '').trim()
  if (input.delivery_type === 1 && (!company || !no)) throw new DomainError(MerchantError.EXPRESS_REQUIRED, 'merchant_express_required')
  const lines = (await linesOf(ctx.db, [o.order_id])).get(o.order_id) ?? []
  const chosen = chosenLines(input.order_goods_ids, lines)
  if (!chosen.length) throw new DomainError(MerchantError.LINES_INVALID, 'merchant_lines_invalid')
  const timings = await orderTimings(ctx.db, staff.websiteId)
  const now = nowSeconds()
  let status: number = o.order_status
  let reportPay: number | null = null
  await ctx.db.transaction().execute(async (trx) => {
    // the lines move 0 -> 1 guarded: of two racing shipments of one line, one wins
    const moved = await trx.updateTable('order_goods').set({ delivery_status: DELIVERY_STATUS.SHIPPED })
      .where('order_id', '=', o.order_id).where('order_goods_id', 'in', chosen).where('delivery_status', '=', DELIVERY_STATUS.NOT_SHIPPED).executeTakeFirst()
    if (Number(moved.numUpdatedRows) !== chosen.length) throw new DomainError(OrderError.ORDER_STATUS_CHANGED, 'order_status_changed')
    await trx.insertInto('order_package').values({
      order_id: o.order_id, website_id: o.website_id, site_id: o.site_id, delivery_type: input.delivery_type,
      express_company_id: input.express_company_id ?? 0, express_company_name: input.delivery_type === 1 ? company.slice(0, 50) : '',
      delivery_no: input.delivery_type === 1 ? no.slice(0, 50) : '', order_goods_ids: chosen.join(','), created_at: now,
    }).execute()
    const left = await trx.selectFrom('order_goods').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_id', '=', o.order_id).where('delivery_status', '=', DELIVERY_STATUS.NOT_SHIPPED).where('refund_status', '!=', R.FINISHED).executeTakeFirstOrThrow()
    if (Number(left.n) === 0) {
      await shipMove(trx, o, S.SHIPPED, staffActor(staff.id), 'shipped', { delivery_time: now, auto_receive_at: now + timings.auto_receive_days * 86400 }, now)
      status = S.SHIPPED
    }
    reportPay = await markPaymentForReport(trx, o.website_id, o.out_trade_no)
  })
  // after the commit and without waiting: WeChat being down never fails the shipment (the sweep retries)
  reportInBackground(ctx, reportPay)
  return { order_id: o.order_id, order_status: status }
}

export async function localDeliveryStart(ctx: RequestContext, input: { order_id: number }): Promise<OrderMoved> {
  const staff = await requireStaff(ctx, ['order'])
  const o = await shopOrder(ctx, staff, input.order_id)
  if (o.order_type !== T.LOCAL || o.order_status !== S.WAIT_SEND) throw notShippable()
  const timings = await orderTimings(ctx.db, staff.websiteId)
  const now = nowSeconds()
  let reportPay: number | null = null
  await ctx.db.transaction().execute(async (trx) => {
    await shipMove(trx, o, S.SHIPPED, staffActor(staff.id), 'local delivery started', { delivery_time: now, auto_receive_at: now + timings.auto_receive_days * 86400 }, now)
    await trx.updateTable('order_goods').set({ delivery_status: DELIVERY_STATUS.SHIPPED }).where('order_id', '=', o.order_id).where('refund_status', '!=', R.FINISHED).execute()
    // WeChat's same-city delivery (logistics_type 2)
    reportPay = await markPaymentForReport(trx, o.website_id, o.out_trade_no)
  })
  reportInBackground(ctx, reportPay)
  return { order_id: o.order_id, order_status: S.SHIPPED }
}

export async function localDeliveryFinish(ctx: RequestContext, input: { order_id: number }): Promise<OrderMoved> {
  const staff = await requireStaff(ctx, ['order'])
  const o = await shopOrder(ctx, staff, input.order_id)
  if (o.order_type !== T.LOCAL || o.order_status !== S.SHIPPED) throw notShippable()
  await receiveOrder(ctx, { orderId: o.order_id, websiteId: staff.websiteId, siteId: staff.siteId, actor: staffActor(staff.id), reason: 'local delivery finished' })
  return { order_id: o.order_id, order_status: S.RECEIVED }
}

const staffVerifyErrors = {
  notFound: () => new DomainError(MerchantError.VERIFY_CODE_NOT_FOUND, 'merchant_verify_code_not_found'),
  used: () => new DomainError(MerchantError.VERIFY_CODE_USED, 'merchant_verify_code_used'),
}

/** The staff side of the desk: the shared write-off (verify module), limited to the staff member's shop. */
export async function verify(ctx: RequestContext, input: { verify_code: string }): Promise<Static<typeof VerifyResult>> {
  const staff = await requireStaff(ctx, ['verify'])
  const username = (await findStaff(ctx.db, staff.websiteId, staff.id))?.username ?? ''
  const done = await writeOff(ctx, {
    code: input.verify_code, siteIds: [staff.siteId], actor: staffActor(staff.id), guesser: `s:${staff.id}`, errors: staffVerifyErrors,
    verifier: { memberId: 0, staffId: staff.id, name: username },
  })
  const o = done.order
  return { order_id: o.order_id, order_no: o.order_no, order_type: o.order_type, order_status: done.status, order_goods: summaryFields(ctx.lang, o, done.lines).order_goods }
}
