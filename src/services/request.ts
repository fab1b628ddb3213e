import { i18n, currentLang } from '@/i18n'
import { getEnv } from '@/platform/env'
import { httpRequest, isNetworkLost, type HttpResponse } from '@/platform/network'
import { useAppStore } from '@/store/app'
import { CommonError } from './api/codes.gen'
import { toast } from './toast'

/** The server's answer to every call (docs/api.md). */
export interface Envelope<T = unknown> {
  code: number
  message: string
  data: T
  /** a fresh token the server hands out; replaces the stored one */
  refreshtoken?: string
}

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface RequestOptions {
  /** no toast or modal on failure: the caller shows its own state */
  silent?: boolean
  /** default: POST when a payload is given, else GET */
  method?: 'GET' | 'POST'
}

/** Spec section 9: request, upload and download time-outs. */
export const REQUEST_TIMEOUT_MS = 60000
/** Codes that mean the stored token is no good (spec section 8), from the contract. */
const TOKEN_DROPPING_CODES: ReadonlySet<number> = new Set([CommonError.TOKEN_INVALID, CommonError.TOKEN_EXPIRED])
export const dropsToken = (code: number): boolean => TOKEN_DROPPING_CODES.has(code)
/** The code an ApiError carries when no envelope arrived (network failure, unreadable answer). */
export const NETWORK_ERROR_CODE = -1

let lostNetworkModalOpen = false

/** The API origin: '' on H5 (same origin), a full URL in mini-programs (config/index.ts). */
export function apiBase(): string {
  return typeof MALL_API_BASE === 'string' ? MALL_API_BASE : ''
}

/** The fields every request carries (spec section 7, docs/api.md); the token travels in a header. */
export function commonFields(): Record<string, string | number> {
  const env = getEnv()
  const { websiteId } = useAppStore.getState()
  const fields: Record<string, string | number> = { app_type: env.appType, app_type_name: env.appTypeName, lang: currentLang() }
  if (websiteId) fields.website_id = websiteId
  return fields
}

/** The stored token as the `token` header: never in a URL, where logs and history would keep it. */
export function authHeader(): Record<string, string> {
  const { token } = useAppStore.getState()
  return token ? { token } : {}
}

/** No answer at all: the lost-network modal when the device is offline, else the request:fail text. */
async function networkFailure(silent: boolean): Promise<ApiError> {
  const text = i18n.t('common:network.requestFail')
  if (silent) return new ApiError(NETWORK_ERROR_CODE, text)
  if (await isNetworkLost()) {
    if (!lostNetworkModalOpen) {
      lostNetworkModalOpen = true
      // loaded on the first lost network only: Taro's H5 modal code stays out of every page's first load
      import('./lost-network')
        .then(({ showLostNetwork }) => showLostNetwork())
        .catch(() => undefined)
        .finally(() => {
          lostNetworkModalOpen = false
        })
    }
  } else {
    toast(text)
  }
  return new ApiError(NETWORK_ERROR_CODE, text)
}

/**
 * The rules every envelope goes through (spec sections 4 and 8): a refreshtoken replaces the stored
 * token; code >= 0 is success; -10009 / -10010 drop the token; other failures toast the server message.
 */
export function settle<T>(body: unknown, silent: boolean, fallbackText: string): Envelope<T> {
  if (!body || typeof body !== 'object' || typeof (body as Envelope).code !== 'number') {
    if (!silent) toast(fallbackText)
    throw new ApiError(NETWORK_ERROR_CODE, fallbackText)
  }
  const env = body as Envelope<T>
  const store = useAppStore.getState()
  if (env.refreshtoken) store.setToken(env.refreshtoken)
  if (env.code >= 0) return env
  if (dropsToken(env.code)) store.clearToken()
  const message = env.message || fallbackText
  if (!silent) toast(message)
  throw new ApiError(env.code, message, env.data ?? null)
}

/**
 * POST when a payload is given, else GET (fields then travel in the query). Resolves the whole envelope
 * when code >= 0; otherwise rejects with ApiError after the handling above.
 */
export async function requestEnvelope<T = unknown>(
  url: string,
  payload?: Record<string, unknown>,
  opts: RequestOptions = {},
): Promise<Envelope<T>> {
  const silent = Boolean(opts.silent)
  const method = opts.method ?? (payload ? 'POST' : 'GET')
  let res: HttpResponse<Envelope<T>>
  try {
    res = await httpRequest<Envelope<T>>({
      url: apiBase() + url,
      method,
      data: { ...(payload ?? {}), ...commonFields() },
      header: { 'content-type': 'application/json', ...authHeader() },
      timeout: REQUEST_TIMEOUT_MS,
    })
  } catch {
    throw await networkFailure(silent)
  }
  return settle<T>(res.data, silent, i18n.t('common:network.requestFail'))
}

/** Like requestEnvelope, resolving only `data`. */
export async function request<T = unknown>(url: string, payload?: Record<string, unknown>, opts: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(url, payload, opts)).data
}
