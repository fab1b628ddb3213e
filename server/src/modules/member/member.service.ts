import crypto from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, notFound } from '../../http/errors.js'
import { signToken, verifyToken } from '../core/token.js'
import { MemberError } from './member.messages.js'
import { hashPassword } from './member.password.js'
import { findMemberById, findMemberByMobile, insertMember, memberExists, touchLastLogin } from './member.repository.js'

export const TOKEN_TTL_SECONDS = 7 * 24 * 3600
export const PASSWORD_MIN_LENGTH = 6
/** 1, then 3 to 9, then 9 digits (spec section 5) */
const MOBILE = /^1[3-9]\d{9}$/

export function checkMobile(mobile: string | undefined): string {
  const m = (mobile ?? '').trim()
  if (!m) throw new DomainError(MemberError.MOBILE_REQUIRED, 'mobile_required')
  if (!MOBILE.test(m)) throw new DomainError(MemberError.MOBILE_INVALID, 'mobile_invalid')
  return m
}

export function checkNewPassword(password: string | undefined): string {
  if (!password) throw new DomainError(MemberError.PASSWORD_REQUIRED, 'password_required')
  if (password.length < PASSWORD_MIN_LENGTH) throw new DomainError(MemberError.PASSWORD_TOO_SHORT, 'password_too_short')
  return password
}

export const maskMobile = (mobile: string) => mobile.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2')

export function issueToken(ctx: RequestContext, memberId: number): string {
  const now = nowSeconds()
  return signToken({ mid: memberId, wid: ctx.websiteId, iat: now, exp: now + TOKEN_TTL_SECONDS }, ctx.config.tokenSecret)
}

/** Records a login and answers a fresh token. */
export async function loginMember(ctx: RequestContext, memberId: number, status: number): Promise<string> {
  if (status !== 1) throw new DomainError(MemberError.MEMBER_DISABLED, 'member_disabled')
  await touchLastLogin(ctx.db, memberId, nowSeconds())
  return issueToken(ctx, memberId)
}

export async function findByMobile(ctx: RequestContext, mobile: string) {
  return findMemberByMobile(ctx.db, ctx.websiteId, mobile)
}

export interface NewMember {
  /** null: a third-party member without a mobile (bind_mobile off) */
  mobile: string | null
  password?: string
  sourceMember?: number
  suid?: number
  nickname?: string
  headimg?: string
}

/**
 * Runs inside the registration's transaction, after the member row exists: the registration reward
 * and anything else that must happen exactly once per new member. A failing hook undoes the registration.
 */
export type RegistrationHook = (trx: Kysely<Database>, ctx: RequestContext, memberId: number) => Promise<void>
const registrationHooks: RegistrationHook[] = []
export function onMemberRegistered(hook: RegistrationHook): void {
  if (!registrationHooks.includes(hook)) registrationHooks.push(hook)
}

/**
 * A new member; a referrer that is not a member of this website is ignored. Two registrations
 * racing for one mobile: the unique index decides and the loser is told it exists.
 */
export async function registerMember(ctx: RequestContext, input: NewMember): Promise<number> {
  if (input.mobile && (await findMemberByMobile(ctx.db, ctx.websiteId, input.mobile))) {
    throw new DomainError(MemberError.MOBILE_REGISTERED, 'mobile_registered')
  }
  const source = input.sourceMember && input.sourceMember > 0 && (await memberExists(ctx.db, ctx.websiteId, input.sourceMember)) ? input.sourceMember : 0
  const password_hash = input.password ? await hashPassword(input.password) : ''
  const nickname = (input.nickname ?? '').trim().slice(0, 30) || (input.mobile ? maskMobile(input.mobile) : `U${Date.now().toString(36)}`)
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const id = await insertMember(trx, {
        website_id: ctx.websiteId, mobile: input.mobile, nickname, headimg: input.headimg ?? '', password_hash,
        source_member: source, suid: input.suid && input.suid > 0 ? input.suid : 0, created_at: nowSeconds(),
      })
      for (const hook of registrationHooks) await hook(trx, ctx, id)
      return id
    })
  } catch (err) {
    if (input.mobile && (await findMemberByMobile(ctx.db, ctx.websiteId, input.mobile))) throw new DomainError(MemberError.MOBILE_REGISTERED, 'mobile_registered')
    throw err
  }
}

const revokedKey = (token: string) => `token-revoked:${crypto.createHash('sha256').update(token).digest('hex')}`

/** Logout: the token stays refused until it would have expired anyway. */
export async function revokeToken(ctx: RequestContext): Promise<void> {
  requireMember(ctx)
  const check = verifyToken(ctx.token!, ctx.config.tokenSecret, nowSeconds())
  if (!check.ok) return
  const ttl = check.payload.exp - nowSeconds()
  if (ttl > 0) await ctx.kv.set(revokedKey(ctx.token!), '1', ttl)
}

export async function isTokenRevoked(ctx: RequestContext): Promise<boolean> {
  return !!ctx.token && (await ctx.kv.get(revokedKey(ctx.token))) !== null
}

/** The caller's own profile (unmasked mobile); money in fen. */
export async function memberInfo(ctx: RequestContext) {
  const memberId = requireMember(ctx)
  const m = await findMemberById(ctx.db, ctx.websiteId, memberId)
  if (!m) throw notFound('member')
  return {
    member_id: m.id,
    nickname: m.nickname,
    headimg: m.headimg,
    mobile: m.mobile ?? '',
    realname: m.realname,
    sex: m.sex,
    birthday: m.birthday,
    point: m.point,
    /** stored-value balance, fen */
    balance: m.balance,
    /** withdrawable cash balance, fen */
    balance_money: m.balance_withdraw,
    growth: m.growth,
    member_level: m.member_level,
    source_member: m.source_member,
    is_set_password: m.password_hash ? 1 : 0,
    is_set_pay_password: m.pay_password_hash ? 1 : 0,
    reg_time: m.created_at,
    last_login_time: m.last_login_at,
    status: m.status,
  }
}
