import { nowSeconds } from '../../db/database.js'
import { requireMember, type RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode, invalidParam, notFound } from '../../http/errors.js'
import { registerConfig } from './auth.service.js'
import { checkRegistrationAllowed } from './register.limit.js'
import { checkCaptchaIfRequired } from '../captcha/captcha.service.js'
import { MemberError } from '../member/member.messages.js'
import { findMemberById, replaceMobile } from '../member/member.repository.js'
import { checkMobile, findByMobile, loginMember, onMemberRegistered, registerMember, type NewMember } from '../member/member.service.js'
import { consumeCode, sendCode } from '../sms/sms.service.js'
import { decryptWechatData, type PhoneInfo } from '../wechat/wechat.client.js'
import { weappApp, weappPhoneByCode, weappSessionKey } from '../wechat/wechat.service.js'
import { TripartiteError } from './auth.tripartite.messages.js'
import { findMemberByOpenid, findMemberByUnionid, findMemberIdentity, insertMemberAuth } from './auth.tripartite.repository.js'
import type {
  AuthLoginInput, AuthRegisterInput, BindMobileCodeInput, BindMobileInput, LoginAnswer, MobileAuthInput, PhoneNumber, PhoneNumberInput,
} from './auth.schema.js'
import { platformName, readAuthTag, readMobileTag, signMobileTag, WECHAT_APP_TYPES, type AuthIdentity } from './auth.tripartite.tags.js'
import { MEMBER_STATUS } from '../member/member.table.js'

type BoundMember = { id: number; status: number; mobile: string | null }

const notRegistered = () => new DomainError(ErrorCode.NOT_REGISTERED, 'third_party_not_registered')
const boundElsewhere = (idn: AuthIdentity) => new DomainError(TripartiteError.IDENTITY_BOUND_ELSEWHERE, 'identity_bound_elsewhere', { platform: platformName(idn.app_type) })
const boundOther = (idn: AuthIdentity) => new DomainError(TripartiteError.PLATFORM_BOUND_OTHER, 'platform_bound_other', { platform: platformName(idn.app_type) })

async function thirdPartyOn(ctx: RequestContext): Promise<boolean> {
  return (await registerConfig(ctx)).third_party === 1
}

async function requireThirdParty(ctx: RequestContext): Promise<void> {
  if (!(await thirdPartyOn(ctx))) throw new DomainError(TripartiteError.THIRD_PARTY_OFF, 'third_party_off')
}

/** Who an identity belongs to: its own binding, else (WeChat) the member holding its unionid. */
async function identityOwner(ctx: RequestContext, idn: AuthIdentity): Promise<(BoundMember & { direct: boolean }) | null> {
  const direct = await findMemberByOpenid(ctx.db, ctx.websiteId, idn.app_type, idn.openid)
  if (direct) return { ...direct, direct: true }
  if (idn.unionid && WECHAT_APP_TYPES.includes(idn.app_type)) {
    const viaUnion = await findMemberByUnionid(ctx.db, ctx.websiteId, idn.unionid, WECHAT_APP_TYPES)
    if (viaUnion) return { ...viaUnion, direct: false }
  }
  return null
}

/**
 * Binds an identity to a member: a no-op when already theirs, -20304 when another member holds it,
 * -20312 when the member holds another identity of the same platform. The unique indexes decide races.
 */
async function bindIdentity(ctx: RequestContext, memberId: number, idn: AuthIdentity): Promise<void> {
  const check = async () => {
    const holder = await findMemberByOpenid(ctx.db, ctx.websiteId, idn.app_type, idn.openid)
    if (holder) {
      if (holder.id === memberId) return true
      throw boundElsewhere(idn)
    }
    const mine = await findMemberIdentity(ctx.db, memberId, idn.app_type)
    if (mine) throw boundOther(idn)
    return false
  }
  if (await check()) return
  try {
    await insertMemberAuth(ctx.db, { member_id: memberId, website_id: ctx.websiteId, app_type: idn.app_type, openid: idn.openid, unionid: idn.unionid, created_at: nowSeconds() })
  } catch (err) {
    // a concurrent binding won: answer as if it had come first
    if (await check()) return
    throw err
  }
}

/** The member of a verified identity; a unionid match binds this openid to that member as well. */
async function boundMember(ctx: RequestContext, idn: AuthIdentity): Promise<BoundMember | null> {
  const owner = await identityOwner(ctx, idn)
  if (owner && !owner.direct) {
    try {
      await bindIdentity(ctx, owner.id, idn)
    } catch (err) {
      // the member holds another openid of this platform: the unionid still says who the user is
      if (!(err instanceof DomainError)) throw err
    }
  }
  return owner
}

// The identity rides on the registration's transaction: a member is never left without the
// binding that created it, and a lost race (unique index) undoes the registration and its reward.
const pendingIdentity = new WeakMap<RequestContext, AuthIdentity>()
onMemberRegistered(async (trx, ctx, memberId) => {
  const idn = pendingIdentity.get(ctx)
  if (!idn) return
  await insertMemberAuth(trx, { member_id: memberId, website_id: ctx.websiteId, app_type: idn.app_type, openid: idn.openid, unionid: idn.unionid, created_at: nowSeconds() })
})

/** Registers a member with the identity bound; null when a concurrent request bound the identity first. */
async function registerWithIdentity(ctx: RequestContext, idn: AuthIdentity, input: NewMember): Promise<number | null> {
  pendingIdentity.set(ctx, idn)
  try {
    return await registerMember(ctx, input)
  } catch (err) {
    if (err instanceof DomainError) throw err
    if (await findMemberByOpenid(ctx.db, ctx.websiteId, idn.app_type, idn.openid)) return null
    throw err
  } finally {
    pendingIdentity.delete(ctx)
  }
}

const isHttpUrl = (s: string | undefined) => !!s && /^https?:\/\/\S+$/i.test(s) && s.length <= 255

/**
 * Profile of a new member: the nickname the user typed (mini-programs give none), else the
 * platform's; the head image the platform vouched for, else a given web address.
 */
function newMemberProfile(idn: AuthIdentity, input: { nickname?: string; headimg?: string }) {
  const nickname = (input.nickname ?? '').trim() || idn.nickname || undefined
  const headimg = idn.headimg || (isHttpUrl(input.headimg?.trim()) ? input.headimg!.trim() : undefined)
  return { nickname, headimg }
}

async function login(ctx: RequestContext, m: BoundMember): Promise<LoginAnswer> {
  return { token: await loginMember(ctx, m.id, m.status), is_register: 0 }
}

/** login/auth: the bound member's token; not bound or third-party login off: -10016 (the client reads register config). */
export async function authLogin(ctx: RequestContext, input: AuthLoginInput): Promise<LoginAnswer> {
  if (!(await thirdPartyOn(ctx))) throw notRegistered()
  const m = await boundMember(ctx, readAuthTag(ctx, input.auth_tag))
  if (!m) throw notRegistered()
  return login(ctx, m)
}

/** login/authonlylogin: logs in when bound; otherwise an empty token, never a registration nor -10016. */
export async function authOnlyLogin(ctx: RequestContext, input: AuthLoginInput): Promise<LoginAnswer> {
  if (!(await thirdPartyOn(ctx))) return { token: '', is_register: 0 }
  const m = await boundMember(ctx, readAuthTag(ctx, input.auth_tag))
  return m ? login(ctx, m) : { token: '', is_register: 0 }
}

/** login/authRegister: logs in when bound, else registers a member without a mobile (not when bind_mobile is on). */
export async function authRegister(ctx: RequestContext, input: AuthRegisterInput): Promise<LoginAnswer> {
  const config = await registerConfig(ctx)
  if (config.third_party !== 1) throw new DomainError(TripartiteError.THIRD_PARTY_OFF, 'third_party_off')
  const idn = readAuthTag(ctx, input.auth_tag)
  const bound = await boundMember(ctx, idn)
  if (bound) return login(ctx, bound)
  if (config.bind_mobile === 1) throw new DomainError(TripartiteError.BIND_MOBILE_REQUIRED, 'bind_mobile_required')
  const id = await registerWithIdentity(ctx, idn, { mobile: null, ...newMemberProfile(idn, input), sourceMember: input.source_member, suid: input.suid })
  if (id === null) {
    // a double tap: the other request registered this identity; log in to that member
    const m = await boundMember(ctx, idn)
    if (!m) throw notRegistered()
    return login(ctx, m)
  }
  return { token: await loginMember(ctx, id, 1), is_register: 1 }
}

/**
 * The checks before a code is sent or spent for a logged-in member binding `mobile`: one who has a
 * mobile changes it in the profile (-20313), and another member's mobile is refused (-20213).
 */
async function checkMemberMobile(ctx: RequestContext, memberId: number, mobile: string) {
  const m = await findMemberById(ctx.db, ctx.websiteId, memberId)
  if (!m) throw notFound('member')
  if (m.mobile && m.mobile !== mobile) throw new DomainError(TripartiteError.MEMBER_HAS_MOBILE, 'member_has_mobile')
  const owner = await findByMobile(ctx, mobile)
  if (owner && owner.id !== memberId) throw new DomainError(MemberError.MOBILE_REGISTERED, 'mobile_taken')
  return m
}

/** tripartite/mobileCode: a 'bind' code, for the forced binding (with a token) or the complete-info popup. */
export async function bindMobileCode(ctx: RequestContext, input: BindMobileCodeInput) {
  await requireThirdParty(ctx)
  const mobile = checkMobile(input.mobile)
  await checkCaptchaIfRequired(ctx, input.captcha_id, input.captcha_code)
  if (ctx.token) await checkMemberMobile(ctx, requireMember(ctx), mobile)
  return sendCode(ctx, mobile, 'bind')
}

/**
 * The identity with a proven mobile, no token: the mobile's member gets the identity (is_register 0)
 * or a member is registered with both (is_register 1). `proof` spends the code, after every check
 * that does not need it, so a refused request does not burn the user's code.
 */
async function identityWithMobile(
  ctx: RequestContext, idn: AuthIdentity, mobile: string, input: { nickname?: string; headimg?: string; source_member?: number; suid?: number },
  proof: () => Promise<void>,
): Promise<LoginAnswer> {
  const owner = await findByMobile(ctx, mobile)
  const holder = await identityOwner(ctx, idn)
  if (holder && holder.id !== owner?.id) throw boundElsewhere(idn)
  if (owner && !holder && (await findMemberIdentity(ctx.db, owner.id, idn.app_type))) throw boundOther(idn)
  if (owner && owner.status !== MEMBER_STATUS.ACTIVE) throw new DomainError(MemberError.MEMBER_DISABLED, 'member_disabled')
  // a registration over the limit is refused before the code is spent (registerMember counts it)
  if (!owner) await checkRegistrationAllowed(ctx)
  await proof()
  if (owner) {
    await bindIdentity(ctx, owner.id, idn)
    return login(ctx, { id: owner.id, status: owner.status, mobile })
  }
  const id = await registerWithIdentity(ctx, idn, { mobile, ...newMemberProfile(idn, input), sourceMember: input.source_member, suid: input.suid })
  // the identity was bound to a member without this mobile meanwhile
  if (id === null) throw boundElsewhere(idn)
  return { token: await loginMember(ctx, id, 1), is_register: 1 }
}

/** tripartite/mobile: a 'bind' code proves the mobile; see docs/api.md for the two cases. */
export async function bindMobile(ctx: RequestContext, input: BindMobileInput): Promise<LoginAnswer> {
  await requireThirdParty(ctx)
  const mobile = checkMobile(input.mobile)
  const spend = () => consumeCode(ctx, { key: input.key, mobile, code: input.code, purpose: 'bind' })
  if (!ctx.token) return identityWithMobile(ctx, readAuthTag(ctx, input.auth_tag), mobile, input, spend)

  // forced binding: the logged-in member takes the mobile (and the identity, when one is given)
  const memberId = requireMember(ctx)
  const idn = input.auth_tag ? readAuthTag(ctx, input.auth_tag) : null
  return memberTakesMobile(ctx, memberId, mobile, idn, spend)
}

/**
 * Forced binding (a token): the logged-in member without a mobile takes `mobile`, and the identity
 * when one is given. `proof` runs after every check, as in identityWithMobile.
 */
async function memberTakesMobile(
  ctx: RequestContext, memberId: number, mobile: string, idn: AuthIdentity | null, proof: () => Promise<void>,
): Promise<LoginAnswer> {
  const m = await checkMemberMobile(ctx, memberId, mobile)
  if (idn) {
    const holder = await identityOwner(ctx, idn)
    if (holder && holder.id !== memberId) throw boundElsewhere(idn)
    if (!holder && (await findMemberIdentity(ctx.db, memberId, idn.app_type))) throw boundOther(idn)
  }
  await proof()
  if (!m.mobile) {
    let changed: boolean
    try {
      changed = await replaceMobile(ctx.db, ctx.websiteId, memberId, null, mobile)
    } catch (err) {
      // the unique (website_id, mobile) index: another member took it after our check
      const owner = await findByMobile(ctx, mobile)
      if (owner && owner.id !== memberId) throw new DomainError(MemberError.MOBILE_REGISTERED, 'mobile_taken')
      throw err
    }
    // a concurrent request gave this member a mobile first
    if (!changed) throw new DomainError(TripartiteError.MEMBER_HAS_MOBILE, 'member_has_mobile')
  }
  if (idn) await bindIdentity(ctx, memberId, idn)
  return login(ctx, { id: memberId, status: m.status, mobile })
}

/** tripartite/getPhoneNumber: the mini-program user's number from WeChat, as a mobile_tag for mobileauth. */
export async function getPhoneNumber(ctx: RequestContext, input: PhoneNumberInput): Promise<PhoneNumber> {
  await requireThirdParty(ctx)
  const idn = readAuthTag(ctx, input.auth_tag)
  if (idn.app_type !== 'weapp') throw new DomainError(TripartiteError.PHONE_NOT_SUPPORTED, 'phone_not_supported')
  const { app } = weappApp(ctx)
  let info: PhoneInfo
  if (input.code) info = await weappPhoneByCode(ctx, input.code)
  else if (input.iv && input.encryptedData) {
    const sessionKey = await weappSessionKey(ctx, idn.openid)
    try {
      info = decryptWechatData<PhoneInfo>(sessionKey, input.iv, input.encryptedData, app.appId)
    } catch {
      throw new DomainError(TripartiteError.PHONE_DECRYPT_FAILED, 'phone_decrypt_failed')
    }
  } else throw invalidParam(input.iv ? 'encryptedData' : 'code')
  // the mall's mobiles are mainland numbers (spec section 5)
  if (info.countryCode && info.countryCode !== '86') throw new DomainError(MemberError.MOBILE_INVALID, 'mobile_invalid')
  const mobile = checkMobile(String(info.purePhoneNumber ?? ''))
  return { mobile, mobile_tag: signMobileTag(ctx, idn, mobile) }
}

/**
 * tripartite/mobileauth: the identity with the mobile the platform vouched for (mobile_tag); with a
 * token, the forced binding as in tripartite/mobile (the member takes the mobile and the identity).
 */
export async function mobileAuth(ctx: RequestContext, input: MobileAuthInput): Promise<LoginAnswer> {
  await requireThirdParty(ctx)
  // a stale token is refused (-10009), never taken for a visitor's call
  const memberId = ctx.token ? requireMember(ctx) : null
  const idn = readAuthTag(ctx, input.auth_tag)
  const mobile = readMobileTag(ctx, input.mobile_tag, idn)
  const proven = async () => {}
  if (memberId !== null) return memberTakesMobile(ctx, memberId, mobile, idn, proven)
  return identityWithMobile(ctx, idn, mobile, input, proven)
}
