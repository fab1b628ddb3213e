import type { TFunction } from 'i18next'

const hhmm = (v: string) => v.slice(0, 5)

/** 'HH:mm - HH:mm'; both missing: open all day (spec 4: missing opening 00:00, closing 23:59). */
export function hoursText(t: TFunction, shop: { start_time: string | null; end_time: string | null }): string {
  if (!shop.start_time && !shop.end_time) return t('shop:allDay')
  return `${hhmm(shop.start_time ?? '00:00:00')} - ${hhmm(shop.end_time ?? '23:59:59')}`
}
