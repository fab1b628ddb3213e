import type { FastifyBaseLogger, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../config.js'
import type { Dialect } from '../db/database.js'
import { nowSeconds } from '../db/database.js'
import type { Database } from '../db/schema.js'
import type { KeyValueStore } from '../infra/kv.js'
import { verifyToken, type TokenPayload } from '../modules/auth/auth.token.js'
import { DomainError, ErrorCode, invalidParam } from './errors.js'
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
  /** the User-Agent header (up to 200 characters), '' when absent: names a device with the ip */
  userAgent: string
  token: string | null
  memberId: number | null
  /** Why a presented token was not accepted; routes that need a member answer -10009 / -10010. */
  tokenProblem: 'invalid' | 'expired' | null
  /** The accepted token's claims (null for visitors and refused tokens). */
  tokenPayload: TokenPayload | null
  /** A new token for the client, sent as `refreshtoken` next to `code` in a successful answer. */
  refreshToken: string | null
}

/**
 * The common request fields travel in the body of a POST and the query of a GET (spec section 7).
 * The token is not among them: see presentedToken.
 */
export function commonFields(req: FastifyRequest): Record<string, unknown> {
  const query = (req.query ?? {}) as Record<string, unknown>
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}
  return { ...query, ...body }
}

/**
 * The caller's token: the `token` header, then `Authorization: Bearer`, then a `token` field of the
 * body (older clients). Never the query string: URLs end up in logs, proxies and browser history.
 */
export function presentedToken(req: FastifyRequest): string | null {
  const header = req.headers.token
  if (typeof header === 'string' && header) return header
  const auth = req.headers.authorization
  if (typeof auth === 'string') {
    const bearer = /^Bearer +(\S+)$/i.exec(auth.trim())
    if (bearer) return bearer[1]
  }
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>).token : undefined
  return typeof body === 'string' && body ? body : null
}

/** The largest id PostgreSQL's integer holds. */
const MAX_ID = 2147483647
const given = (v: unknown) => v !== undefined && v !== null && v !== ''

/** website_id as a positive integer (1 when absent); anything else (arrays, objects, 1.5, 2^31) is refused. */
function parseWebsiteId(v: unknown): number {
  if (!given(v)) return 1
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : NaN
  if (!Number.isInteger(n) || n < 1 || n > MAX_ID) throw invalidParam('website_id')
  return n
}

export function buildContext(req: FastifyRequest, deps: AppDeps): RequestContext {
  const fields = commonFields(req)
  const lang = pickLang(fields.lang, req.headers['accept-language'])
  // a common field that is not text (an array, an object, deep JSON) is a malformed request
  for (const name of ['lang', 'app_type', 'app_type_name'] as const) {
    if (given(fields[name]) && typeof fields[name] !== 'string') throw invalidParam(name)
  }
  const websiteId = parseWebsiteId(fields.website_id)
  const appType = APP_TYPES.includes(fields.app_type as AppType) ? (fields.app_type as AppType) : 'h5'
  const rawToken = presentedToken(req)
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
  // built field by field: `{ ...deps, <new keys> }` makes V8 (Node 20) build a dictionary object,
  // about 10 µs a request here (a third of a constant-JSON answer)
  return {
    db: deps.db,
    dialect: deps.dialect,
    kv: deps.kv,
    config: deps.config,
    log: req.log,
    lang,
    websiteId,
    appType,
    appTypeName: typeof fields.app_type_name === 'string' ? fields.app_type_name : '',
    ip: req.ip,
    userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 200) : '',
    token: rawToken,
    memberId,
    tokenProblem,
    tokenPayload,
    refreshToken: null,
  }
}

/** Ids of the websites that exist, per database, briefly cached: every request with a website_id asks. */
const websiteCache = new WeakMap<object, { ids: Set<number>; loadedAt: number }>()
const WEBSITE_CACHE_MS = 10_000
/** an id not in the cache reloads it at most this often, so unknown ids cannot hammer the database */
const WEBSITE_MISS_RELOAD_MS = 1_000

async function websiteExists(db: Kysely<Database>, id: number): Promise<boolean> {
  let cached = websiteCache.get(db)
  const age = cached ? Date.now() - cached.loadedAt : Infinity
  if (!cached || age > WEBSITE_CACHE_MS || (!cached.ids.has(id) && age > WEBSITE_MISS_RELOAD_MS)) {
    const rows = await db.selectFrom('website').select('id').execute()
    cached = { ids: new Set(rows.map((r) => Number(r.id))), loadedAt: Date.now() }
    websiteCache.set(db, cached)
  }
  return cached.ids.has(id)
}

/**
 * A website_id the caller names must be a website that exists: limits keyed by website (SMS per
 * mobile) cannot be escaped by inventing one, and nothing is written for a site that is not there.
 * Without a website_id the request is the default site's.
 */
export async function checkWebsite(req: FastifyRequest, ctx: RequestContext): Promise<void> {
  if (!given(commonFields(req).website_id)) return
  if (!(await websiteExists(ctx.db, ctx.websiteId))) throw invalidParam('website_id')
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
