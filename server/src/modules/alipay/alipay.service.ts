import type { RequestContext } from '../../http/context.js'
import { DomainError } from '../../http/errors.js'
import { TripartiteError } from '../auth/auth.tripartite.messages.js'
import { checkRedirectUrl, limitExchanges, notConfigured, platformName, signAuthTag, type AuthAppType } from '../auth/auth.tripartite.tags.js'
import type { CodeInput } from '../wechat/wechat.schema.js'
import type { AlipayAuthcodeInput, AlipayIdentity } from './alipay.schema.js'
import { ALIPAY_BAD_CODE_SUBCODES, AlipayApiError, alipayAuthorizeUrl, oauthToken, type AlipaySettings } from './alipay.client.js'

/** The Alipay app (one app id serves the Alipay browser and the mini-program), or -20301. */
export function alipaySettings(ctx: RequestContext, appType: AuthAppType): AlipaySettings & { authBase: string } {
  const p = ctx.config.platforms
  if (!p?.alipay) throw notConfigured(appType)
  return { ...p.alipay, gateway: p.alipayGateway, authBase: p.alipayAuthBase }
}

export function alifuwuAuthorizeUrl(ctx: RequestContext, input: AlipayAuthcodeInput): string {
  const s = alipaySettings(ctx, 'alifuwu')
  return alipayAuthorizeUrl(s.authBase, s.appId, checkRedirectUrl(input.redirect_url), input.source_site_id ? `s${input.source_site_id}` : 'mall')
}

/** An auth code → the user's open_id and the auth_tag, for the Alipay browser (alifuwu) or mini-program (aliapp). */
export async function alipayCodeToOpenid(ctx: RequestContext, appType: 'alifuwu' | 'aliapp', input: CodeInput): Promise<AlipayIdentity> {
  const s = alipaySettings(ctx, appType)
  await limitExchanges(ctx)
  let token
  try {
    token = await oauthToken(s, input.code)
  } catch (err) {
    if (!(err instanceof AlipayApiError)) throw err
    if (ALIPAY_BAD_CODE_SUBCODES.has(err.subCode)) {
      throw new DomainError(TripartiteError.AUTH_CODE_INVALID, 'auth_code_invalid', {}, { sub_code: err.subCode })
    }
    ctx.log.warn({ code: err.code, subCode: err.subCode, msg: err.msg }, 'alipay gateway refused')
    throw new DomainError(TripartiteError.PLATFORM_FAILED, 'platform_failed', { platform: platformName(appType) }, { code: err.code, sub_code: err.subCode })
  }
  return { open_id: token.openId, auth_tag: signAuthTag(ctx, { app_type: appType, openid: token.openId, unionid: '', nickname: '', headimg: '' }) }
}
