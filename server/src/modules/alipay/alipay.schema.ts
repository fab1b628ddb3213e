import { Type, type Static } from '@sinclair/typebox'
import { defineEndpoints, Id } from '../../contract/endpoint.js'
import { TripartiteError } from '../auth/auth.tripartite.messages.js'
import { AuthorizeUrl, CodeBody, exchangeErrors } from '../wechat/wechat.schema.js'

export const AlipayAuthcodeBody = Type.Object({
  /** where Alipay sends the browser back with ?auth_code= (http or https) */
  redirect_url: Type.Optional(Type.String({ maxLength: 1000, description: 'http or https; Alipay returns there with auth_code' })),
  /** the shop a share link came from; it rides along in the OAuth state */
  source_site_id: Type.Optional(Id({ minimum: 0, description: 'the shop a share link came from; sent along in the state' })),
})
export type AlipayAuthcodeInput = Static<typeof AlipayAuthcodeBody>

export const AlipayIdentity = Type.Object({
  /** the user's open_id (newer apps) or user_id (older ones) */
  open_id: Type.String({ description: "the user's open_id, or user_id on older apps" }),
  auth_tag: Type.String({ description: 'signed proof of the platform identity, for the /api/login/auth* and /api/tripartite/* calls (30 minutes)' }),
}, { title: 'AlipayIdentity' })
export type AlipayIdentity = Static<typeof AlipayIdentity>

export const alipayApi = defineEndpoints('alipay', {
  fuwuAuthUrl: {
    method: 'POST', path: '/api/alifuwu/authcode',
    summary: 'The Alipay OAuth URL (auth_base) for the Alipay browser',
    description:
      'The Alipay authorisation page (ALIPAY_AUTH_BASE, scope auth_base). redirect_url must be http or https (-20314); Alipay must ' +
      'be configured (-20301). Alipay sends the browser back with auth_code: send it as code to /api/alifuwu/authcodetoopenid.',
    input: AlipayAuthcodeBody, response: AuthorizeUrl,
    errors: [TripartiteError.NOT_CONFIGURED, TripartiteError.REDIRECT_URL_INVALID],
  },
  fuwuCodeToOpenid: {
    method: 'POST', path: '/api/alifuwu/authcodetoopenid',
    summary: 'An Alipay browser auth_code → the open_id and an auth_tag',
    description:
      '-20301 Alipay not configured; -20305 Alipay refused the code (data carries its sub_code); -20306 Alipay failed or its answer ' +
      "was not signed by it; -10029 past 60 code exchanges per address a minute. open_id is the user's open_id, or user_id on older " +
      'apps.',
    input: CodeBody, response: AlipayIdentity, errors: exchangeErrors,
  },
  appCodeToUserid: {
    method: 'POST', path: '/aliapp/api/aliapp/authcodetouserid',
    summary: 'An Alipay mini-program my.getAuthCode code → the open_id (or user_id) and an auth_tag',
    description:
      'As /api/alifuwu/authcodetoopenid, for the code of my.getAuthCode in the Alipay mini-program (one Alipay app id serves both).',
    input: CodeBody, response: AlipayIdentity, errors: exchangeErrors,
  },
})
