import type { TFunction } from 'i18next'
import { formatMoney } from '@/utils/money'
import type { ApplyProblem, PointProblem } from './rules'

/** The words for why an application cannot go ahead, amounts as money. */
export function problemText(t: TFunction, p: ApplyProblem | PointProblem): string {
  switch (p.key) {
    case 'belowMin': return t('withdraw:problem.belowMin', { min: formatMoney(p.min) })
    case 'dayMoney': return t('withdraw:problem.dayMoney', { left: formatMoney(p.left) })
    case 'dayCount': return t('withdraw:problem.dayCount', { count: p.max })
    case 'belowMinPoint': return t('withdraw:problem.belowMinPoint', { count: p.min })
    default: return t(`withdraw:problem.${p.key}`)
  }
}

/** What a person typed as yuan, kept to digits and at most two decimals. */
export function moneyInput(text: string): string {
  const m = /^\d{0,9}(\.\d{0,2})?/.exec(text.replace(/[^\d.]/g, ''))
  return m ? m[0] : ''
}
