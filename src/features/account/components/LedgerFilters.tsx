import { View, Text } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { canGoBack, canGoForward, monthParts, shiftMonth, type MonthRange } from '../ledger'
import type { LedgerFromType } from '../api'
import './LedgerFilters.scss'

export interface LedgerFiltersProps {
  /** '' for every month */
  month: string
  range: MonthRange
  onMonth: (month: string) => void
  /** '' for every kind */
  fromType: string
  kinds: LedgerFromType[]
  onFromType: (fromType: string) => void
}

/**
 * The ledger's filters: every month or one month of the mall's calendar (stepped back and forth
 * within the range), and the kinds of movement the ledger holds.
 */
export function LedgerFilters({ month, range, onMonth, fromType, kinds, onFromType }: LedgerFiltersProps) {
  const { t } = useTranslation()
  // the chosen kind stays offered even when the ledger no longer lists it
  const shown = fromType && !kinds.some((k) => k.from_type === fromType) ? [...kinds, { from_type: fromType, type_name: fromType }] : kinds
  return (
    <View className='ledger-filters'>
      <View className='ledger-filters__months'>
        <Text className={`ledger-month ledger-month--all${month ? '' : ' ledger-month--active'}`} onClick={() => onMonth('')}>
          {t('account:ledger.allMonths')}
        </Text>
        <View className='ledger-month-step'>
          <Text
            className={`ledger-month-step__prev${canGoBack(month, range) || !month ? '' : ' ledger-month-step--disabled'}`}
            aria-label={t('account:ledger.prev')}
            onClick={() => {
              if (!month) onMonth(range.max)
              else if (canGoBack(month, range)) onMonth(shiftMonth(month, -1))
            }}
          >
            ‹
          </Text>
          <Text className={`ledger-month ledger-month--current${month ? ' ledger-month--active' : ''}`} data-month={month} onClick={() => onMonth(month || range.max)}>
            {t('account:ledger.month', monthParts(month || range.max))}
          </Text>
          <Text
            className={`ledger-month-step__next${canGoForward(month, range) ? '' : ' ledger-month-step--disabled'}`}
            aria-label={t('account:ledger.next')}
            onClick={() => {
              if (canGoForward(month, range)) onMonth(shiftMonth(month, 1))
            }}
          >
            ›
          </Text>
        </View>
      </View>
      {shown.length > 0 ? (
        <View className='ledger-filters__kinds'>
          <Text className={`ledger-kind ledger-kind--all${fromType ? '' : ' ledger-kind--active'}`} onClick={() => onFromType('')}>
            {t('account:ledger.allTypes')}
          </Text>
          {shown.map((k) => (
            <Text
              key={k.from_type}
              className={`ledger-kind${k.from_type === fromType ? ' ledger-kind--active' : ''}`}
              data-from-type={k.from_type}
              onClick={() => onFromType(k.from_type)}
            >
              {k.type_name}
            </Text>
          ))}
        </View>
      ) : null}
    </View>
  )
}

export default LedgerFilters
