import { WithdrawDetailScreen } from '@/features/withdraw/components/WithdrawDetailScreen'

/** One point withdrawal of the member (`?id=`): status, amounts, account, times. */
export default function PointWithdrawalDetailPage() {
  return <WithdrawDetailScreen kind='point' />
}
