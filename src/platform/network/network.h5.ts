import type { HttpRequest, HttpResponse } from './types'

/** True when the device has no network at all (decides between the lost-network modal and a toast). */
export async function isNetworkLost(): Promise<boolean> {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * The browser's fetch. Taro's H5 request would bring fetch, AbortController and JSONP polyfills into the
 * first load of every page (issue 9), for browsers the mall does not support anyway.
 * Rejects when no answer came (network down, timeout).
 */
export async function httpRequest<T>(req: HttpRequest): Promise<HttpResponse<T>> {
  let url = req.url
  let body: string | undefined
  if (req.method === 'GET') {
    const query = new URLSearchParams()
    for (const [k, v] of Object.entries(req.data)) if (v !== undefined && v !== null) query.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
    const qs = query.toString()
    if (qs) url += (url.includes('?') ? '&' : '?') + qs
  } else {
    body = JSON.stringify(req.data)
  }
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), req.timeout)
  try {
    const res = await fetch(url, { method: req.method, headers: req.header, body, signal: abort.signal, credentials: 'same-origin' })
    const text = await res.text()
    let data: T | null = null
    try {
      data = text ? (JSON.parse(text) as T) : null
    } catch {
      data = null
    }
    return { statusCode: res.status, data }
  } finally {
    clearTimeout(timer)
  }
}
