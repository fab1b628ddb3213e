export type Lang = 'zh-cn' | 'en-us'
export const LANGS: Lang[] = ['zh-cn', 'en-us']

type Catalogue = Record<string, string>

/**
 * Server-side texts in both languages. Domains register theirs with `addMessages` at import time,
 * so a message key lives next to the code that throws it.
 */
const catalogues: Record<Lang, Catalogue> = {
  'zh-cn': {
    success: '操作成功',
    failed: '操作失败',
    not_found: '{what}不存在',
    invalid_param: '参数错误：{field}',
    token_invalid: '登录已失效，请重新登录',
    token_expired: '登录已过期，请重新登录',
    too_many_requests: '操作太频繁，请稍后再试',
    internal: '服务器繁忙，请稍后再试',
    unavailable: '服务暂不可用，请稍后再试',
    route_not_found: '接口不存在',
  },
  'en-us': {
    success: 'Success',
    failed: 'Operation failed',
    not_found: '{what} not found',
    invalid_param: 'Invalid parameter: {field}',
    token_invalid: 'Your session is no longer valid, please log in again',
    token_expired: 'Your session has expired, please log in again',
    too_many_requests: 'Too many requests, please try again later',
    internal: 'The server is busy, please try again later',
    unavailable: 'The service is unavailable, please try again later',
    route_not_found: 'No such API',
  },
}

export function addMessages(messages: Record<Lang, Catalogue>): void {
  for (const lang of LANGS) Object.assign(catalogues[lang], messages[lang])
}

/** Renders a key with {placeholders}; a missing key falls back to the key itself (as the client does). */
export function t(lang: Lang, key: string, params: Record<string, string | number> = {}): string {
  const template = catalogues[lang][key] ?? catalogues['zh-cn'][key] ?? key
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) return `{${name}}`
    // a parameter may itself be a message key (a field or entity name)
    return typeof value === 'string' ? (catalogues[lang][value] ?? value) : String(value)
  })
}

export function pickLang(explicit: unknown, acceptLanguage: string | undefined): Lang {
  if (typeof explicit === 'string') {
    const l = explicit.toLowerCase()
    if (l.startsWith('en')) return 'en-us'
    if (l.startsWith('zh')) return 'zh-cn'
  }
  if (acceptLanguage && /^\s*en/i.test(acceptLanguage)) return 'en-us'
  return 'zh-cn'
}
