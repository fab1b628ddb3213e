import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { checkCaptchaIfRequired } from '../captcha/captcha.service.js'
import { getWebsiteConfig } from '../config/config.service.js'
import { MemberError } from '../member/member.messages.js'
import { verifyPassword } from '../member/member.password.js'
import { checkMobile, checkNewPassword, findByMobile, loginMember, registerMember, revokeToken } from '../member/member.service.js'
import { consumeCode, sendCode } from '../sms/sms.service.js'
import type { LoginAnswer, MobileCodeInput, MobileLoginInput, PasswordInput, RegisterConfig } from './auth.schema.js'
import { decoyPassword, guardLoginPassword } from './login.guard.js'
import { checkRegistrationAllowed } from './register.limit.js'

const flag = (v: unknown): 0 | 1 => (v === 1 || v === '1' || v === true ? 1 : 0)

/** website_config 'register_config' over the defaults (third-party login and forced binding off). */
export async function registerConfig(ctx: RequestContext): Promise<RegisterConfig> {
  const stored = await getWebsiteConfig(ctx, ctx.websiteId, 'register_config')
  const s = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {}
  return { third_party: flag(s.third_party), bind_mobile: flag(s.bind_mobile), register: ['mobile', 'password'], login: ['mobile', 'password'], pwd_len: 6 }
}

/**
 * register/mobileCode answers alike whether the mobile is a member or not (a key), so it cannot be
 * used to find out who is: a member's phone gets a text telling them to log in instead, and
 * register/mobile refuses the mobile only once the code was proven.
 */
export async function registerMobileCode(ctx: RequestContext, input: MobileCodeInput) {
  const mobile = checkMobile(input.mobile)
  await checkCaptchaIfRequired(ctx, input.captcha_id, input.captcha_code)
  const member = await findByMobile(ctx, mobile)
  return sendCode(ctx, mobile, 'register', member ? 'sms_content_registered' : 'sms_content')
}

export async function registerByMobile(ctx: RequestContext, input: MobileLoginInput): Promise<LoginAnswer> {
  const mobile = checkMobile(input.mobile)
  // before the code is spent: a caller over the registration limit keeps the code for later
  await checkRegistrationAllowed(ctx)
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
export async function loginByMobile(ctx: RequestContext, input: MobileLoginInput): Promise<LoginAnswer> {
  const mobile = checkMobile(input.mobile)
  // an unknown mobile will be registered: over the registration limit, refuse before the code is spent
  if (!(await findByMobile(ctx, mobile))) await checkRegistrationAllowed(ctx)
  await consumeCode(ctx, { key: input.key, mobile, code: input.code, purpose: 'login' })
  const member = await findByMobile(ctx, mobile)
  if (member) return { token: await loginMember(ctx, member.id, member.status), is_register: 0 }
  const id = await registerMember(ctx, { mobile, sourceMember: input.source_member, suid: input.suid })
  return { token: await loginMember(ctx, id, 1), is_register: 1 }
}

export async function loginByPassword(ctx: RequestContext, input: PasswordInput): Promise<{ token: string }> {
  const mobile = checkMobile(input.username)
  if (!input.password) throw new DomainError(MemberError.PASSWORD_REQUIRED, 'password_required')
  const member = await findByMobile(ctx, mobile)
  // unknown account and wrong password answer alike, cost alike and count alike (login.guard.ts),
  // so neither the answer nor its time tells who is a member
  const password = input.password
  const { right } = await guardLoginPassword(ctx, {
    account: `mobile:${mobile}`, captchaId: input.captcha_id, captchaCode: input.captcha_code,
    verify: () => (member?.password_hash ? verifyPassword(password, member.password_hash) : decoyPassword.verify(password)),
  })
  if (!right || !member) throw new DomainError(MemberError.LOGIN_FAILED, 'login_failed')
  return { token: await loginMember(ctx, member.id, member.status) }
}

export async function registerByPassword(ctx: RequestContext, input: PasswordInput): Promise<LoginAnswer> {
  const mobile = checkMobile(input.username)
  const password = checkNewPassword(input.password)
  await checkRegistrationAllowed(ctx)
  await checkCaptchaIfRequired(ctx, input.captcha_id, input.captcha_code)
  const id = await registerMember(ctx, { mobile, password, sourceMember: input.source_member, suid: input.suid })
  return { token: await loginMember(ctx, id, 1), is_register: 1 }
}

export async function logout(ctx: RequestContext): Promise<null> {
  await revokeToken(ctx)
  return null
}
