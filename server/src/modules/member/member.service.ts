import { hashPayPin } from './member.paypin.js'
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { nowSeconds } from '../../db/database.js'
import { refuseToken, requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode, invalidParam, notFound } from '../../http/errors.js'
import { t } from '../../http/messages.js'
import { checkCaptchaIfRequired } from '../captcha/captcha.service.js'
import { judgeMemberSecret, memberSecretKey } from '../auth/password.lockout.js'
import { countRegistration } from '../auth/register.limit.js'
import { newTokenId, signToken } from '../auth/auth.token.js'
import { revokeTokenId } from '../auth/auth.token-revocation.js'
import { consumeCode, sendCode } from '../sms/sms.service.js'
import { MemberError } from './member.messages.js'
import { hashPassword, verifyPassword } from './member.password.js'
import {
  findMemberById, findMemberByMobile, findSourceMember, findTokenState, insertMember, memberExists, ownsUpload,
  replaceMobile, replacePasswordHash, setPayPasswordHash, touchLastLoginReturning, updateProfile,
} from './member.repository.js'
import type {
  BirthdayInput, CaptchaOnlyInput, HeadimgInput, MemberInfo, MobileCodeInput, ModifyMobileInput, NicknameInput, PasswordChangeInput,
  PayPasswordInput, RealnameInput, SexInput,
} from './member.schema.js'
import { MEMBER_STATUS } from './member.table.js'

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

/**
 * A token issued now, or at `notBefore` when that is later: tokens issued before a member's
 * tokens_valid_after are refused, and a password change sets it one second ahead so that tokens of
 * the same second end too; the tokens handed out after the change must still pass.
 */
export function issueToken(ctx: RequestContext, memberId: number, notBefore = 0): string {
  const iat = Math.max(nowSeconds(), notBefore)
  return signToken({ mid: memberId, wid: ctx.websiteId, iat, exp: iat + TOKEN_TTL_SECONDS, jti: newTokenId() }, ctx.config.tokenSecret)
}

/** Records a login and answers a fresh token. */
export async function loginMember(ctx: RequestContext, memberId: number, status: number): Promise<string> {
  if (status !== MEMBER_STATUS.ACTIVE) throw new DomainError(MemberError.MEMBER_DISABLED, 'member_disabled')
  const validAfter = await touchLastLoginReturning(ctx.db, memberId, nowSeconds())
  return issueToken(ctx, memberId, validAfter ?? 0)
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
  // every way of registering comes here: the per-address and per-device limits hold for all of them
  await countRegistration(ctx)
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

/** Logout: the token's id stays refused (in the database) until the token would have expired anyway. */
export async function revokeToken(ctx: RequestContext): Promise<void> {
  requireMember(ctx)
  const payload = ctx.tokenPayload!
  if (payload.exp > nowSeconds()) await revokeTokenId(ctx.db, payload.jti, payload.mid, payload.exp, nowSeconds())
  // the logout answer must not hand out a refresh token
  refuseToken(ctx)
}

/**
 * Runs on every request whose token verified: refuses it when logged out, issued before the
 * member's tokens_valid_after (password change, recovery, cancellation) or when the member is
 * gone or disabled; a token past half its life gets a successor for the answer's `refreshtoken`.
 */
export async function checkPresentedToken(ctx: RequestContext): Promise<void> {
  const payload = ctx.tokenPayload
  if (ctx.memberId === null || !payload) return
  const state = await findTokenState(ctx.db, ctx.websiteId, ctx.memberId, payload.jti)
  const validAfter = state ? Number(state.tokens_valid_after) : 0
  // SQLite answers EXISTS as 0/1, PostgreSQL as a boolean
  const revoked = Boolean(Number(state?.revoked ?? 0))
  if (revoked || !state || state.status !== MEMBER_STATUS.ACTIVE || payload.iat < validAfter) {
    refuseToken(ctx)
    return
  }
  if (payload.exp - nowSeconds() < (payload.exp - payload.iat) / 2) ctx.refreshToken = issueToken(ctx, ctx.memberId, validAfter)
}

/** The caller's own profile (unmasked mobile); money in fen. */
export async function memberInfo(ctx: RequestContext): Promise<MemberInfo> {
  const memberId = requireMember(ctx)
  const m = await findMemberById(ctx.db, ctx.websiteId, memberId)
  if (!m) throw notFound('member')
  const source = m.source_member > 0 ? await findSourceMember(ctx.db, ctx.websiteId, m.source_member) : undefined
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
    /** the referrer as the profile shows them (mobile masked), null when none */
    source_member_info: source
      ? { member_id: source.id, nickname: source.nickname, headimg: source.headimg, mobile: source.mobile ? maskMobile(source.mobile) : '' }
      : null,
    is_set_password: m.password_hash ? 1 : 0,
    is_set_pay_password: m.pay_password_hash ? 1 : 0,
    reg_time: m.created_at,
    last_login_time: m.last_login_at,
    status: m.status,
  }
}

// ---- profile (docs/api.md "Profile (member)") --------------------------------------------------

export const NAME_MAX_LENGTH = 30
export const PAY_PASSWORD = /^\d{6}$/
/** Birthdays are calendar days in China time; stored as the day's first second there. */
const CN_OFFSET_SECONDS = 8 * 3600

/** The success text of every profile change (修改成功). */
export const updateSuccess = (ctx: RequestContext) => t(ctx.lang, 'update_success')

const charLength = (s: string) => [...s].length

async function currentMember(ctx: RequestContext) {
  const m = await findMemberById(ctx.db, ctx.websiteId, requireMember(ctx))
  if (!m) throw notFound('member')
  return m
}

/** '' resets to the default image; otherwise only a path this member uploaded (or the current one). */
export async function modifyHeadimg(ctx: RequestContext, input: HeadimgInput): Promise<null> {
  const m = await currentMember(ctx)
  const headimg = input.headimg.trim()
  if (headimg && headimg !== m.headimg && !(await ownsUpload(ctx.db, ctx.websiteId, m.id, headimg))) {
    throw new DomainError(MemberError.HEADIMG_NOT_OWN, 'headimg_not_own')
  }
  await updateProfile(ctx.db, ctx.websiteId, m.id, { headimg })
  return null
}

export async function modifyNickname(ctx: RequestContext, input: NicknameInput): Promise<null> {
  const nickname = (input.nickname ?? '').trim()
  if (!nickname) throw new DomainError(MemberError.NICKNAME_EMPTY, 'nickname_empty')
  if (charLength(nickname) > NAME_MAX_LENGTH) throw new DomainError(MemberError.NICKNAME_TOO_LONG, 'nickname_too_long')
  const m = await currentMember(ctx)
  if (m.nickname === nickname) throw new DomainError(MemberError.NICKNAME_SAME, 'nickname_same')
  await updateProfile(ctx.db, ctx.websiteId, m.id, { nickname })
  return null
}

export async function modifyRealname(ctx: RequestContext, input: RealnameInput): Promise<null> {
  const realname = input.realname.trim()
  if (charLength(realname) > NAME_MAX_LENGTH) throw new DomainError(MemberError.REALNAME_TOO_LONG, 'realname_too_long')
  await updateProfile(ctx.db, ctx.websiteId, requireMember(ctx), { realname })
  return null
}

export async function modifySex(ctx: RequestContext, input: SexInput): Promise<null> {
  await updateProfile(ctx.db, ctx.websiteId, requireMember(ctx), { sex: input.sex })
  return null
}

/** 'YYYY-MM-DD' → seconds, or null for a day that does not exist (2023-02-30) or before 1900. */
export function birthdaySeconds(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const utc = Date.UTC(y, mo - 1, d)
  const check = new Date(utc)
  if (y < 1900 || check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null
  return utc / 1000 - CN_OFFSET_SECONDS
}

export async function modifyBirthday(ctx: RequestContext, input: BirthdayInput): Promise<null> {
  const seconds = birthdaySeconds(input.birthday)
  if (seconds === null) throw invalidParam('birthday')
  const today = new Date((nowSeconds() + CN_OFFSET_SECONDS) * 1000).toISOString().slice(0, 10)
  if (input.birthday > today) throw new DomainError(MemberError.BIRTHDAY_FUTURE, 'birthday_future')
  await updateProfile(ctx.db, ctx.websiteId, requireMember(ctx), { birthday: seconds })
  return null
}

/**
 * Sets or changes the login password. Every other session ends (tokens_valid_after); the caller
 * gets a fresh token in `refreshtoken` so this one goes on.
 */
export async function modifyPassword(ctx: RequestContext, input: PasswordChangeInput): Promise<null> {
  const m = await currentMember(ctx)
  const hasPassword = !!m.password_hash
  const oldPass = input.old_pass ?? ''
  const newPass = input.new_pass ?? ''
  if (hasPassword && !oldPass) throw new DomainError(MemberError.OLD_PASSWORD_REQUIRED, 'old_password_required')
  if (!newPass) throw new DomainError(MemberError.NEW_PASSWORD_REQUIRED, 'new_password_required')
  if (newPass.length < PASSWORD_MIN_LENGTH) throw new DomainError(MemberError.PASSWORD_TOO_SHORT, 'password_too_short')
  if (input.re_pass !== undefined && input.re_pass !== newPass) throw new DomainError(MemberError.PASSWORD_MISMATCH, 'password_mismatch')
  if (hasPassword) {
    if (oldPass === newPass) throw new DomainError(MemberError.PASSWORD_SAME, 'password_same')
    // a stolen session must not be a password-guessing oracle: locked per member (never per address)
    if (!(await judgeMemberSecret(ctx, memberSecretKey(ctx, 'password', m.id), () => verifyPassword(oldPass, m.password_hash)))) {
      throw new DomainError(MemberError.OLD_PASSWORD_WRONG, 'old_password_wrong')
    }
  }
  const validAfter = nowSeconds() + 1
  if (!(await replacePasswordHash(ctx.db, ctx.websiteId, m.id, m.password_hash, await hashPassword(newPass), validAfter))) {
    // another change landed between our read and write: the old password checked is no longer current
    throw new DomainError(MemberError.OLD_PASSWORD_WRONG, 'old_password_wrong')
  }
  ctx.refreshToken = issueToken(ctx, m.id, validAfter)
  return null
}

/** A code to the member's own mobile, for setting the pay password. */
export async function payPasswordCode(ctx: RequestContext, input: CaptchaOnlyInput) {
  const m = await currentMember(ctx)
  if (!m.mobile) throw new DomainError(MemberError.NO_MOBILE, 'no_mobile')
  await checkCaptchaIfRequired(ctx, input.captcha_id, input.captcha_code)
  return sendCode(ctx, m.mobile, 'paypwd')
}

export async function modifyPayPassword(ctx: RequestContext, input: PayPasswordInput): Promise<null> {
  const m = await currentMember(ctx)
  const password = input.password ?? ''
  if (!PAY_PASSWORD.test(password)) throw new DomainError(MemberError.PAY_PASSWORD_INVALID, 'pay_password_invalid')
  if (input.re_pass !== undefined && input.re_pass !== password) throw new DomainError(MemberError.PASSWORD_MISMATCH, 'password_mismatch')
  if (!m.mobile) throw new DomainError(MemberError.NO_MOBILE, 'no_mobile')
  await consumeCode(ctx, { key: input.key, mobile: m.mobile, code: input.code, purpose: 'paypwd' })
  if (!(await setPayPasswordHash(ctx.db, ctx.websiteId, m.id, hashPayPin(ctx.config.tokenSecret, password)))) throw notFound('member')
  return null
}

/** The checks both steps of a mobile change share: valid, not the current one, not another member's. */
async function checkNewMobile(ctx: RequestContext, m: { id: number; mobile: string | null }, raw: string | undefined, captcha?: CaptchaOnlyInput) {
  const mobile = checkMobile(raw)
  if (m.mobile === mobile) throw new DomainError(MemberError.MOBILE_SAME, 'mobile_same')
  // captcha before the lookup, so the answer cannot be used to probe which mobiles are members
  if (captcha) await checkCaptchaIfRequired(ctx, captcha.captcha_id, captcha.captcha_code)
  const owner = await findMemberByMobile(ctx.db, ctx.websiteId, mobile)
  if (owner && owner.id !== m.id) throw new DomainError(MemberError.MOBILE_REGISTERED, 'mobile_taken')
  return mobile
}

/** A code to the NEW mobile: proves the member holds it. */
export async function bindMobileCode(ctx: RequestContext, input: MobileCodeInput) {
  const m = await currentMember(ctx)
  const mobile = await checkNewMobile(ctx, m, input.mobile, input)
  return sendCode(ctx, mobile, 'bindmobile')
}

export async function modifyMobile(ctx: RequestContext, input: ModifyMobileInput): Promise<null> {
  const m = await currentMember(ctx)
  const mobile = await checkNewMobile(ctx, m, input.mobile)
  await consumeCode(ctx, { key: input.key, mobile, code: input.code, purpose: 'bindmobile' })
  let changed: boolean
  try {
    changed = await replaceMobile(ctx.db, ctx.websiteId, m.id, m.mobile, mobile)
  } catch (err) {
    // the unique (website_id, mobile) index: another member took it after our check
    const owner = await findMemberByMobile(ctx.db, ctx.websiteId, mobile)
    if (owner && owner.id !== m.id) throw new DomainError(MemberError.MOBILE_REGISTERED, 'mobile_taken')
    throw err
  }
  // a concurrent change of this member's mobile won
  if (!changed) throw new DomainError(ErrorCode.FAILED, 'failed')
  return null
}
