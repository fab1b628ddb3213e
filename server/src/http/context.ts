import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../config.js'
import type { Dialect } from '../db/database.js'
import { nowSeconds } from '../db/database.js'
import type { Database } from '../db/schema.js'
import type { KeyValueStore } from '../infra/kv.js'
import { verifyToken, type TokenPayload } from '../modules/core/token.js'
import { DomainError, ErrorCode } from './errors.js'
import { pickLang, type Lang } from './messages.js'

/** What every service needs; handed in first (`service.fn(ctx, input)`). */
export interface AppDeps {
  db: Kysely<Database>
  dialect: Dialect
  kv: KeyValueStore
  config: AppConfig
  log: FastifyBaseLogger
}

export type AppType = 'h5' | 'wechat' | 'weapp' | 'aliapp' | 'alifuwu'
const APP_TYPES: AppType[] = ['h5', 'wechat', 'weapp', 'aliapp', 'alifuwu']

export interface RequestContext extends AppDeps {
  lang: Lang
  websiteId: number
  appType: AppType
  appTypeName: string
  ip: string
  token: string | null
  memberId: number | null
  /** Why a presented token was not accepted; routes that need a member answer -10009 / -10010. */
  tokenProblem: 'invalid' | 'expired' | null
  /** The accepted token's claims (null for visitors and refused tokens). */
  tokenPayload: TokenPayload | null
  /** A new token for the client, sent as `refreshtoken` next to `code` in a successful answer. */
  refreshToken: string | null
}

/** The common request fields travel in the body of a POST and the query of a GET (spec section 7). */
export function commonFields(req: FastifyRequest): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}
  return { ...query, ...body }
}

export function buildContext(req: FastifyRequest, deps: AppDeps): RequestContext {
  const fields = commonFields(req)
  const lang = pickLang(fields.lang, req.headers['accept-language'])
  const websiteId = Number(fields.website_id) > 0 ? Math.floor(Number(fields.website_id)) : 1
  const appType = APP_TYPES.includes(fields.app_type as AppType) ? (fields.app_type as AppType) : 'h5'
  const rawToken = typeof fields.token === 'string' && fields.token ? fields.token : null
  let memberId: number | null = null
  let tokenProblem: RequestContext['tokenProblem'] = null
  let tokenPayload: TokenPayload | null = null
  if (rawToken) {
    const check = verifyToken(rawToken, deps.config.tokenSecret, nowSeconds())
    if (check.ok && check.payload.wid === websiteId) {
      memberId = check.payload.mid
      tokenPayload = check.payload
    } else tokenProblem = check.ok ? 'invalid' : check.reason
  }
  return {
    ...deps,
    log: req.log,
    lang,
    websiteId,
    appType,
    appTypeName: typeof fields.app_type_name === 'string' ? fields.app_type_name : '',
    ip: req.ip,
    token: rawToken,
    memberId,
    tokenProblem,
    tokenPayload,
    refreshToken: null,
  }
}

/** Takes the member away from this request (logout, a revoked or superseded token). */
export function refuseToken(ctx: RequestContext, problem: 'invalid' | 'expired' = 'invalid'): void {
  ctx.memberId = null
  ctx.tokenPayload = null
  ctx.refreshToken = null
  ctx.tokenProblem = problem
}

/** The member behind the token, or the -10009 / -10010 answer that makes the client drop it. */
export function requireMember(ctx: RequestContext): number {
  if (ctx.memberId !== null) return ctx.memberId
  if (ctx.tokenProblem === 'expired') throw new DomainError(ErrorCode.TOKEN_EXPIRED, 'token_expired')
  throw new DomainError(ErrorCode.TOKEN_INVALID, 'token_invalid')
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext
  }
}
