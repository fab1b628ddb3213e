import dayjs from 'dayjs'
import type { TFunction } from 'i18next'
import { fenToYuan } from '@/utils/money'

/** What a coupon card shows, whichever call it came from. Money in fen, times in Unix seconds. */
export interface CouponFace {
  name: string
  type: 'reward' | 'discount'
  /** fen, for 'reward' */
  money: number
  /** tenths of the price paid (95 = 9.5折), for 'discount' */
  discount: number
  /** fen; 0: no threshold */
  at_least: number
  /** '' or absent: a platform coupon */
  site_name?: string
  /** a received coupon's validity */
  start_time?: number
  /** 0: never expires */
  end_time?: number
  /** a coupon type not received yet: days from receipt (0: never expires) */
  validity_days?: number
}

/** 95 -> "9.5", 80 -> "8" (tenths, exact). */
export function discountText(tenths: number): string {
  const whole = Math.floor(tenths / 10)
  const rest = tenths % 10
  return rest ? `${whole}.${rest}` : String(whole)
}

/** The percentage taken off: 95 tenths -> 5, 80 -> 20, 85 -> 15. */
export function discountOff(tenths: number): string {
  const off = 100 - tenths
  return String(off)
}

/** "满99元可用" or "无门槛": yuan without trailing zeros of whole amounts. */
export function thresholdText(t: TFunction, atLeast: number): string {
  if (atLeast <= 0) return t('coupon:noThreshold')
  const yuan = fenToYuan(atLeast)
  return t('coupon:threshold', { money: yuan.endsWith('.00') ? yuan.slice(0, -3) : yuan })
}

export function dateText(seconds: number): string {
  return dayjs.unix(seconds).format('YYYY.MM.DD')
}

export function validityText(t: TFunction, c: CouponFace): string {
  if (c.start_time !== undefined || c.end_time !== undefined) {
    const start = c.start_time ?? 0
    const end = c.end_time ?? 0
    if (!end) return start ? t('coupon:validFrom', { start: dateText(start) }) : t('coupon:noExpire')
    if (!start) return t('coupon:until', { end: dateText(end) })
    return t('coupon:validity', { start: dateText(start), end: dateText(end) })
  }
  if (c.validity_days && c.validity_days > 0) return t('coupon:validDays', { count: c.validity_days })
  return t('coupon:noExpire')
}

export function scopeText(t: TFunction, c: CouponFace): string {
  return c.site_name ? t('coupon:shop', { name: c.site_name }) : t('coupon:platform')
}
