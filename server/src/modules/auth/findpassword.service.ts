import { nowSeconds } from '../../db/database.js'
import type { RequestContext } from '../../http/context.js'
import { DomainError, ErrorCode } from '../../http/errors.js'
import { checkCaptchaIfRequired } from '../captcha/captcha.service.js'
import { MemberError } from '../member/member.messages.js'
import { hashPassword } from '../member/member.password.js'
import { replacePasswordHash } from '../member/member.repository.js'
import { checkMobile, checkNewPassword, findByMobile } from '../member/member.service.js'
import { consumeCode, sendCode } from '../sms/sms.service.js'
import type { FindPasswordInput, MobileCodeInput } from './auth.schema.js'
import { MEMBER_STATUS } from '../member/member.table.js'

async function recoverableMember(ctx: RequestContext, mobile: string) {
  const member = await findByMobile(ctx, mobile)
  if (!member) throw new DomainError(MemberError.MOBILE_UNKNOWN, 'mobile_unknown')
  if (member.status !== MEMBER_STATUS.ACTIVE) throw new DomainError(MemberError.MEMBER_DISABLED, 'member_disabled')
  return member
}

/**
 * A recovery code. The answer is the same whether the mobile is a member or not (a key), so it
 * cannot probe who is: a number without an account gets a text saying so, and findpassword/find
 * refuses it only once the code was proven.
 */
export async function findPasswordCode(ctx: RequestContext, input: MobileCodeInput) {
  const mobile = checkMobile(input.mobile)
  await checkCaptchaIfRequired(ctx, input.captcha_id, input.captcha_code)
  const member = await findByMobile(ctx, mobile)
  return sendCode(ctx, mobile, 'findpassword', member ? 'sms_content' : 'sms_content_no_account')
}

/** Sets a new password with a recovery code; every token issued before is refused from now on. */
export async function findPassword(ctx: RequestContext, input: FindPasswordInput): Promise<null> {
  const mobile = checkMobile(input.mobile)
  const password = checkNewPassword(input.password)
  if (input.re_pass !== undefined && input.re_pass !== password) throw new DomainError(MemberError.PASSWORD_MISMATCH, 'password_mismatch')
  await consumeCode(ctx, { key: input.key, mobile, code: input.code, purpose: 'findpassword' })
  const member = await recoverableMember(ctx, mobile)
  // one second ahead: tokens of this very second end too (logins after this get iat >= it)
  const validAfter = nowSeconds() + 1
  if (!(await replacePasswordHash(ctx.db, ctx.websiteId, member.id, member.password_hash, await hashPassword(password), validAfter))) {
    // the password changed between our read and write; the spent code cannot be retried silently
    throw new DomainError(ErrorCode.FAILED, 'failed')
  }
  return null
}
