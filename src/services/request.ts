import Taro from '@tarojs/taro'
import { i18n, currentLang } from '@/i18n'
import { getEnv } from '@/platform/env'
import { isNetworkLost } from '@/platform/network'
import { useAppStore } from '@/store/app'
import { toast } from './toast'

export interface Envelope<T = unknown> {
  code: number
  message: string
  data: T
  /** a fresh token the server hands out; replaces the stored one */
  refreshtoken?: string
}

export class ApiError extends Error {
  constructor(readonly code: number, message: string, readonly data: unknown = null) {
    super(message)
    this.name = 'ApiError'
  }
}

export interface RequestOptions {
  /** no toast on failure: the caller shows its own state */
  silent?: boolean
  method?: 'GET' | 'POST'
}

export const REQUEST_TIMEOUT_MS = 60000
/** Codes that mean the stored token is no good (spec section 8). */
const TOKEN_DROP_CODES = new Set([-10009, -10010])
let lostNetworkModalOpen = false

export function apiBase(): string {
  return typeof MALL_API_BASE === 'string' ? MALL_API_BASE : ''
}

/** The fields every request carries (spec section 7). */
export function commonFields(): Record<string, string | number> {
  const env = getEnv()
  const { token, websiteId } = useAppStore.getState()
  const fields: Record<string, string | number> = { app_type: env.appType, app_type_name: env.appTypeName, lang: currentLang() }
  if (token) fields.token = token
  if (websiteId) fields.website_id = websiteId
  return fields
}

async function onNetworkFailure(silent: boolean): Promise<ApiError> {
  if (await isNetworkLost()) {
    if (!lostNetworkModalOpen) {
      lostNetworkModalOpen = true
      Taro.showModal({
        title: i18n.t('common:network.lostTitle'),
        content: i18n.t('common:network.lostContent'),
        showCancel: false,
        confirmText: i18n.t('common:confirm'),
      }).finally(() => {
        lostNetworkModalOpen = false
      })
    }
  } else if (!silent) {
    toast(i18n.t('common:network.requestFail'))
  }
  return new ApiError(-1, i18n.t('common:network.requestFail'))
}

/**
 * POST when a payload is given, else GET (fields then travel in the query). Resolves the whole envelope
 * when code >= 0; a negative code rejects with ApiError after the usual handling.
 */
export async function requestEnvelope<T = unknown>(url: string, payload?: Record<string, unknown>, opts: RequestOptions = {}): Promise<Envelope<T>> {
  const method = opts.method ?? (payload ? 'POST' : 'GET')
  const data = { ...(payload ?? {}), ...commonFields() }
  let res: Taro.request.SuccessCallbackResult<Envelope<T>>
  try {
    res = await Taro.request<Envelope<T>>({
      url: apiBase() + url,
      method,
      data,
      header: { 'content-type': 'application/json' },
      timeout: REQUEST_TIMEOUT_MS,
      dataType: 'json',
    })
  } catch {
    throw await onNetworkFailure(Boolean(opts.silent))
  }
  const body = res.data
  if (!body || typeof body !== 'object' || typeof body.code !== 'number') {
    if (!opts.silent) toast(i18n.t('common:network.requestFail'))
    throw new ApiError(-1, i18n.t('common:network.requestFail'))
  }
  const store = useAppStore.getState()
  if (body.refreshtoken) store.setToken(body.refreshtoken)
  if (body.code >= 0) return body
  if (TOKEN_DROP_CODES.has(body.code)) store.clearToken()
  if (!opts.silent) toast(body.message)
  throw new ApiError(body.code, body.message, body.data)
}

export async function request<T = unknown>(url: string, payload?: Record<string, unknown>, opts: RequestOptions = {}): Promise<T> {
  return (await requestEnvelope<T>(url, payload, opts)).data
}
