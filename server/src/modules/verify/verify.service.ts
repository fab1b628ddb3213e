import { nowSeconds } from '../../db/database.js'
import { memberActor } from '../../db/state-machine.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { t } from '../../http/messages.js'
import { pageResult, paging, type PageResult } from '../../http/paging.js'
import { requireStaff } from '../merchant/merchant.service.js'
import { maskMobile as maskMemberMobile } from '../member/member.service.js'
import { linesOf } from '../order/order.repository.js'
import { statusName } from '../order/order.service.js'
import { VerifyError } from './verify.messages.js'
import * as repo from './verify.repository.js'
import type {
  ShopVerifier, VerifierAddInput, VerifierCheck, VerifyCodeInput, VerifyDone, VerifyInfo, VerifyListsInput, VerifyRecordItem,
} from './verify.schema.js'
import { VERIFY_TYPES, type VerifyType } from './verify.table.js'
import { findCodeOrder, lineViews, verifiableStatus, verifyTypeOf, writeOff, type WriteOffErrors } from './verify.writeoff.js'

/** Verifiers one shop may register. */
export const MAX_VERIFIERS_PER_SHOP = 100

const deskErrors: WriteOffErrors = {
  notFound: () => new DomainError(VerifyError.CODE_NOT_FOUND, 'verify_code_not_found'),
  used: () => new DomainError(VerifyError.CODE_USED, 'verify_code_used'),
}

const typeName = (ctx: RequestContext, type: string) => t(ctx.lang, `verify_type.${type}`)

/** Masks a person's name: the first character and a star for each other one (at most two). */
export function maskName(name: string): string {
  const chars = [...name.trim()]
  if (!chars.length) return ''
  return chars[0] + '*'.repeat(Math.min(Math.max(chars.length - 1, 1), 2))
}

/** 138****8000; anything else keeps only its last 4 characters (never shown whole). */
export function maskMobile(mobile: string): string {
  const m = (mobile ?? '').trim()
  if (/^\d{11}$/.test(m)) return maskMemberMobile(m)
  return m.length > 4 ? `****${m.slice(-4)}` : ''
}

/** The desk's caller: a member that verifies for at least one shop, and those shops. */
async function requireVerifier(ctx: RequestContext): Promise<{ memberId: number; siteIds: number[] }> {
  const memberId = requireMember(ctx)
  const shops = await repo.verifierShops(ctx.db, ctx.websiteId, memberId)
  if (!shops.length) throw new DomainError(VerifyError.NOT_VERIFIER, 'verify_not_verifier')
  return { memberId, siteIds: shops.map((s) => s.site_id) }
}

export async function checkIsVerifier(ctx: RequestContext): Promise<VerifierCheck> {
  const memberId = requireMember(ctx)
  const shops = await repo.verifierShops(ctx.db, ctx.websiteId, memberId)
  return { is_verifier: shops.length ? 1 : 0, shops: shops.map((s) => ({ site_id: s.site_id, site_name: s.site_name })) }
}

export function getVerifyType(ctx: RequestContext): Array<{ type: VerifyType; name: string }> {
  return VERIFY_TYPES.map((type) => ({ type, name: typeName(ctx, type) }))
}

export async function verifyInfo(ctx: RequestContext, input: VerifyCodeInput): Promise<VerifyInfo> {
  const { memberId, siteIds } = await requireVerifier(ctx)
  const o = await findCodeOrder(ctx, { code: input.verify_code, siteIds, guesser: `m:${memberId}`, errors: deskErrors })
  const [lines, record, names] = await Promise.all([
    linesOf(ctx.db, [o.order_id]).then((m) => m.get(o.order_id) ?? []),
    repo.recordByCode(ctx.db, ctx.websiteId, o.verify_code),
    repo.shopNames(ctx.db, [o.site_id]),
  ])
  const type = verifyTypeOf(o)
  const canVerify = !record && o.order_status === verifiableStatus(o)
  return {
    verify_code: o.verify_code, verify_type: type, verify_type_name: typeName(ctx, type),
    site_id: o.site_id, site_name: names.get(o.site_id) ?? o.site_name, order_id: o.order_id, order_no: o.order_no,
    order_type: o.order_type, order_status: o.order_status, order_status_name: statusName(ctx.lang, o),
    order_money: Number(o.order_money), create_time: Number(o.create_time), pay_time: Number(o.pay_time),
    buyer_name: maskName(o.name), buyer_mobile: maskMobile(o.mobile), order_goods: lineViews(lines),
    // a code whose order moved on without the desk (an older write-off) counts as used too
    is_verified: canVerify ? 0 : 1, can_verify: canVerify ? 1 : 0,
    verify_time: record ? Number(record.created_at) : 0, verifier_name: record?.verifier_name ?? '',
  }
}

export async function verify(ctx: RequestContext, input: VerifyCodeInput): Promise<VerifyDone> {
  const { memberId, siteIds } = await requireVerifier(ctx)
  const me = await repo.activeMember(ctx.db, ctx.websiteId, { memberId })
  const done = await writeOff(ctx, {
    code: input.verify_code, siteIds, actor: memberActor(memberId), guesser: `m:${memberId}`, errors: deskErrors,
    verifier: { memberId, staffId: 0, name: me?.nickname || maskMobile(me?.mobile ?? '') },
  })
  const o = done.order
  return {
    record_id: done.recordId, verify_code: o.verify_code, verify_type: done.verifyType, site_id: o.site_id, order_id: o.order_id,
    order_no: o.order_no, order_type: o.order_type, order_status: done.status, order_goods: lineViews(done.lines), verify_time: done.at,
  }
}

function parseGoods(text: string): VerifyRecordItem['goods'] {
  try {
    const v = JSON.parse(text || '[]')
    if (!Array.isArray(v)) return []
    return v.filter((g) => g && typeof g === 'object').map((g) => ({
      sku_name: String(g.sku_name ?? ''), sku_image: String(g.sku_image ?? ''), num: Number.isSafeInteger(g.num) ? g.num : 0,
    }))
  } catch {
    return []
  }
}

export async function lists(ctx: RequestContext, input: VerifyListsInput): Promise<PageResult<VerifyRecordItem>> {
  const memberId = requireMember(ctx)
  const { pageSize, offset } = paging(input)
  const { count, rows } = await repo.pageMemberRecords(ctx.db, ctx.websiteId, memberId, input.verify_type, pageSize, offset)
  const names = await repo.shopNames(ctx.db, rows.map((r) => r.site_id))
  return pageResult(rows.map((r) => ({
    id: Number(r.id), verify_code: r.verify_code, verify_type: r.verify_type as VerifyType, verify_type_name: typeName(ctx, r.verify_type),
    site_id: r.site_id, site_name: names.get(r.site_id) ?? '', order_id: r.order_id, goods: parseGoods(r.goods_summary),
    verifier_name: r.verifier_name, verify_time: Number(r.created_at),
  })), count, pageSize)
}

// ---- the shop's verifiers (merchant admin staff)

export async function verifierLists(ctx: RequestContext, input: { page?: number; page_size?: number }): Promise<PageResult<ShopVerifier>> {
  const staff = await requireStaff(ctx, ['admin'])
  const { pageSize, offset } = paging(input)
  const { count, rows } = await repo.pageShopVerifiers(ctx.db, staff.websiteId, staff.siteId, pageSize, offset)
  const counts = await repo.verifyCounts(ctx.db, staff.siteId, rows.map((r) => r.member_id))
  return pageResult(rows.map((r) => ({
    id: Number(r.id), member_id: r.member_id, nickname: r.nickname, mobile: maskMobile(r.mobile ?? ''), headimg: r.headimg,
    verify_count: counts.get(r.member_id) ?? 0, created_at: Number(r.created_at),
  })), count, pageSize)
}

export async function verifierAdd(ctx: RequestContext, input: VerifierAddInput): Promise<ShopVerifier> {
  const staff = await requireStaff(ctx, ['admin'])
  const mobile = (input.mobile ?? '').trim()
  if (!input.member_id && !mobile) throw new DomainError(VerifyError.MEMBER_REQUIRED, 'verify_member_required')
  const member = await repo.activeMember(ctx.db, staff.websiteId, { memberId: input.member_id, mobile })
  if (!member) throw new DomainError(VerifyError.MEMBER_NOT_FOUND, 'verify_member_not_found')
  const id = await ctx.db.transaction().execute(async (trx) => {
    const id = await repo.upsertVerifier(trx, { websiteId: staff.websiteId, siteId: staff.siteId, memberId: member.id, now: nowSeconds() })
    // counted after the write, in the transaction: concurrent adds cannot pass the limit together
    if (await repo.countShopVerifiers(trx, staff.siteId) > MAX_VERIFIERS_PER_SHOP) {
      throw new DomainError(VerifyError.VERIFIER_LIMIT, 'verify_verifier_limit', { max: MAX_VERIFIERS_PER_SHOP })
    }
    return id
  })
  const row = await ctx.db.selectFrom('shop_verifier').select('created_at').where('id', '=', id).executeTakeFirstOrThrow()
  const counts = await repo.verifyCounts(ctx.db, staff.siteId, [member.id])
  return {
    id, member_id: member.id, nickname: member.nickname, mobile: maskMobile(member.mobile ?? ''), headimg: member.headimg,
    verify_count: counts.get(member.id) ?? 0, created_at: Number(row.created_at),
  }
}

export async function verifierDelete(ctx: RequestContext, input: { member_id: number }): Promise<{ deleted: number }> {
  const staff = await requireStaff(ctx, ['admin'])
  const deleted = await repo.removeVerifier(ctx.db, staff.websiteId, staff.siteId, input.member_id)
  if (!deleted) throw new DomainError(VerifyError.VERIFIER_NOT_FOUND, 'verify_verifier_not_found')
  return { deleted }
}
