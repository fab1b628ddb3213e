/** `/pages/x/y?a=1&b=2` from a mini-program launch path and query. */
export function pathWithQuery(path?: string, query?: Record<string, string | undefined>): string {
  if (!path) return ''
  const p = `/${path.replace(/^\//, '')}`
  const q = Object.entries(query ?? {})
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  return q ? `${p}?${q}` : p
}
