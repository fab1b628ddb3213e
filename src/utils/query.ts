/**
 * Query strings, built with encodeURIComponent and parsed leniently, and the login page's `back`
 * parameter (spec section 2: it holds the encoded return URL).
 */
import { ROUTES } from '@/constants/routes'

export type QueryValue = string | number | boolean | null | undefined
export type QueryParams = Record<string, QueryValue>

/** {a: 1, b: 'x y'} -> 'a=1&b=x%20y'; null and undefined are left out, '' is kept as 'k='. */
export function buildQuery(params: QueryParams): string {
  return Object.entries(params)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
}

// A malformed escape ('%E4%B8', '100%') is kept as typed instead of throwing URIError.
function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/**
 * 'a=1&b=x%20y' (a leading '?' or a whole URL also work; the hash is ignored) -> {a: '1', b: 'x y'}.
 * '+' reads as a space, as in form encoding (encodeURIComponent writes a real '+' as %2B); a key
 * without '=' gets ''; a repeated key keeps its last value.
 */
export function parseQuery(input: string | null | undefined): Record<string, string> {
  const s = (input ?? '').split('#')[0]
  // after '?' when there is one; a path or URL without '?' has no query at all
  const q = s.includes('?') ? s.slice(s.indexOf('?') + 1) : s.startsWith('/') || s.includes('://') ? '' : s
  const out: Record<string, string> = {}
  for (const pair of q.split('&')) {
    if (!pair) continue
    const eq = pair.indexOf('=')
    const [k, v] = eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)]
    const key = safeDecode(k.replace(/\+/g, ' '))
    if (key) out[key] = safeDecode(v.replace(/\+/g, ' '))
  }
  return out
}

/** The path and the parsed query of a URL: '/p?a=1#x' -> {path: '/p', query: {a: '1'}}. */
export function splitUrl(url: string): { path: string; query: Record<string, string> } {
  const noHash = url.split('#')[0]
  const at = noHash.indexOf('?')
  return at < 0 ? { path: noHash, query: {} } : { path: noHash.slice(0, at), query: parseQuery(noHash.slice(at + 1)) }
}

/** Adds parameters to a URL that may already have a query or a hash: ('/p?a=1', {b: 2}) -> '/p?a=1&b=2'. */
export function appendQuery(url: string, params: QueryParams): string {
  const qs = buildQuery(params)
  if (!qs) return url
  const hashAt = url.indexOf('#')
  const [base, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)]
  const sep = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&'
  return `${base}${sep}${qs}${hash}`
}

/** The login page with the return URL: loginUrl('/pages/goods/cart/cart') -> '/pages/login/login/login?back=%2Fpages%2Fgoods%2Fcart%2Fcart'. */
export function loginUrl(back: string, loginPath: string = ROUTES.login): string {
  return `${loginPath}?back=${encodeURIComponent(back)}`
}

/**
 * Where to go after login, from the login page's `back` parameter. Platforms differ: H5 hands page
 * parameters over decoded, mini-programs may hand them over still encoded, so a value that still
 * looks encoded ('%2F…', '%252F…') is decoded until it is a path (never more: a decoded path may legitimately
 * contain %xx in its own query). Only in-app paths ('/…', not '//host' or 'https:') are accepted,
 * so the parameter cannot send a user to another site; anything else gives `fallback` (home).
 */
export function readBack(value: string | null | undefined, fallback: string = ROUTES.home): string {
  let v = (value ?? '').trim()
  // '%2F…' once encoded, '%252F…' twice; a real path never starts with '%'
  for (let i = 0; i < 3 && /^%(2f|25)/i.test(v); i++) v = safeDecode(v)
  if (!v.startsWith('/') || v.startsWith('//') || v.startsWith('/\\')) return fallback
  return v
}
