import { WithdrawDetailScreen } from '@/features/withdraw/components/WithdrawDetailScreen'

/** One balance withdrawal of the member (`?id=`): status, amounts, account, times. */
export default function WithdrawalDetailPage() {
  return <WithdrawDetailScreen kind='balance' />
}
