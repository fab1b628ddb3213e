/** 'HH:mm:ss' (or 'HH:mm') to seconds since midnight; null when malformed. */
export function clockSeconds(value: string): number | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim())
  if (!m) return null
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)]
  if (h > 23 || min > 59 || s > 59) return null
  return h * 3600 + min * 60 + s
}

/**
 * Spec section 4: a shop is open when now is after the opening time and before the closing time; a
 * missing opening time means 00:00:00, a missing closing time 23:59:59. When the closing time is
 * earlier than the opening time the hours run past midnight (22:00 to 02:00).
 */
export function isShopOpen(start: string | null | undefined, end: string | null | undefined, now: Date = new Date()): boolean {
  const open = clockSeconds(start || '00:00:00') ?? 0
  const close = clockSeconds(end || '23:59:59') ?? 86399
  const t = now.getHours() * 3600 + now.getMinutes() * 60 + now.getSeconds()
  if (open <= close) return t > open && t < close
  return t > open || t < close
}

/** The i18n key of the label: 营业中 / 休息中. */
export function shopStateKey(start: string | null | undefined, end: string | null | undefined, now?: Date): 'utils:shop.open' | 'utils:shop.closed' {
  return isShopOpen(start, end, now) ? 'utils:shop.open' : 'utils:shop.closed'
}
