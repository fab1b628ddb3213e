import { View, Text } from '@tarojs/components'
import { formatDateTime } from '@/utils/date'
import { signedAmount } from '../ledger'
import type { LedgerRow } from '../api'
import './LedgerItem.scss'

export interface LedgerItemProps {
  row: LedgerRow
  /** shows which account moved (the balance ledger mixes withdrawable and not) */
  showAccount?: boolean
  onClick?: () => void
}

/** One ledger row: what moved it, when, and the signed amount (credits in the theme colour). */
export function LedgerItem({ row, showAccount, onClick }: LedgerItemProps) {
  const dir = row.account_data > 0 ? 'in' : row.account_data < 0 ? 'out' : 'zero'
  return (
    <View className={`ledger-item ledger-item--${dir}`} data-id={row.id} data-from-type={row.from_type} onClick={onClick}>
      <View className='ledger-item__main'>
        <Text className='ledger-item__type'>{row.type_name}</Text>
        <Text className='ledger-item__time'>{formatDateTime(row.create_time)}</Text>
      </View>
      <View className='ledger-item__side'>
        <Text className='ledger-item__amount'>{signedAmount(row.account_data, row.account_type)}</Text>
        {showAccount ? <Text className={`ledger-item__account ledger-item__account--${row.account_type}`}>{row.account_type_name}</Text> : null}
      </View>
    </View>
  )
}

export default LedgerItem
