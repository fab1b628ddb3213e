import type { TFunction } from 'i18next'

/**
 * A level discount is tenths of a percent of the goods (as checkout applies it): 95 is 9.5折 (5% off),
 * 90 is 9折 (10% off), 100 (or anything outside 1 … 99) is no discount. Exact digits, no floating point.
 */
export function levelDiscountParts(discount: number): { fold: string; off: string } | null {
  if (!Number.isInteger(discount) || discount <= 0 || discount >= 100) return null
  const whole = Math.floor(discount / 10)
  const rest = discount % 10
  return { fold: rest ? `${whole}.${rest}` : String(whole), off: String(100 - discount) }
}

/** "9.5折" / "5% off", or "无折扣" / "No discount". */
export function formatLevelDiscount(t: TFunction, discount: number): string {
  const parts = levelDiscountParts(discount)
  return parts ? t('level:discount', parts) : t('level:noDiscount')
}
