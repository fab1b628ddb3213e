import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { checkCaptchaIfRequired } from '../captcha/captcha.service.js'
import { getWebsiteConfig } from '../config/config.service.js'
import { MemberError } from '../member/member.messages.js'
import { verifyPassword } from '../member/member.password.js'
import { checkMobile, checkNewPassword, findByMobile, loginMember, registerMember, revokeToken } from '../member/member.service.js'
import { consumeCode, sendCode } from '../sms/sms.service.js'
import type { MobileCodeInput, MobileLoginInput, PasswordInput } from './auth.schema.js'

export interface RegisterConfig {
  third_party: 0 | 1
  bind_mobile: 0 | 1
  /** enabled registration types */
  register: Array<'mobile' | 'password'>
  /** enabled login types */
  login: Array<'mobile' | 'password'>
  pwd_len: number
}

const flag = (v: unknown): 0 | 1 => (v === 1 || v === '1' || v === true ? 1 : 0)

/** website_config 'register_config' over the defaults (third-party login and forced binding off). */
export async function registerConfig(ctx: RequestContext): Promise<RegisterConfig> {
  const stored = await getWebsiteConfig(ctx, ctx.websiteId, 'register_config')
  const s = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  return { third_party: flag(s.third_party), bind_mobile: flag(s.bind_mobile), register: ['mobile', 'password'], login: ['mobile', 'password'], pwd_len: 6 }
}

/** register/mobileCode: refused for a mobile that already has an account. */
export async function registerMobileCode(ctx: RequestContext, input: MobileCodeInput) {
  const mobile = checkMobile(input.mobile)
  // captcha first, so the answer cannot be used to probe which mobiles are members
  await checkCaptchaIfRequired(ctx, input.captcha_id, input.captcha_code)
  if (await findByMobile(ctx, mobile)) throw new DomainError(MemberError.MOBILE_REGISTERED, 'mobile_registered')
  return sendCode(ctx, mobile, 'register')
}

export async function registerByMobile(ctx: RequestContext, input: MobileLoginInput) {
  const mobile = checkMobile(input.mobile)
  await consumeCode(ctx, { key: input.key, mobile, code: input.code, purpose: 'register' })
  const id = await registerMember(ctx, { mobile, sourceMember: input.source_member, suid: input.suid })
  return { token: await loginMember(ctx, id, 1), is_register: 1 }
}

/** login/mobileCode works for unknown mobiles too: login/mobile registers them. */
export async function loginMobileCode(ctx: RequestContext, input: MobileCodeInput) {
  const mobile = checkMobile(input.mobile)
  await checkCaptchaIfRequired(ctx, input.captcha_id, input.captcha_code)
  return sendCode(ctx, mobile, 'login')
}

/** A verified code for an unknown mobile registers it (is_register 1), as a one-step mobile login. */
export async function loginByMobile(ctx: RequestContext, input: MobileLoginInput) {
  const mobile = checkMobile(input.mobile)
  await consumeCode(ctx, { key: input.key, mobile, code: input.code, purpose: 'login' })
  const member = await findByMobile(ctx, mobile)
  if (member) return { token: await loginMember(ctx, member.id, member.status), is_register: 0 }
  const id = await registerMember(ctx, { mobile, sourceMember: input.source_member, suid: input.suid })
  return { token: await loginMember(ctx, id, 1), is_register: 1 }
}

export async function loginByPassword(ctx: RequestContext, input: PasswordInput) {
  const mobile = checkMobile(input.username)
  if (!input.password) throw new DomainError(MemberError.PASSWORD_REQUIRED, 'password_required')
  await checkCaptchaIfRequired(ctx, input.captcha_id, input.captcha_code)
  const member = await findByMobile(ctx, mobile)
  // unknown account and wrong password answer alike, so the form does not reveal who is a member
  if (!member || !member.password_hash || !(await verifyPassword(input.password, member.password_hash))) {
    throw new DomainError(MemberError.LOGIN_FAILED, 'login_failed')
  }
  return { token: await loginMember(ctx, member.id, member.status) }
}

export async function registerByPassword(ctx: RequestContext, input: PasswordInput) {
  const mobile = checkMobile(input.username)
  const password = checkNewPassword(input.password)
  await checkCaptchaIfRequired(ctx, input.captcha_id, input.captcha_code)
  const id = await registerMember(ctx, { mobile, password, sourceMember: input.source_member, suid: input.suid })
  return { token: await loginMember(ctx, id, 1), is_register: 1 }
}

export async function logout(ctx: RequestContext) {
  await revokeToken(ctx)
  return null
}
