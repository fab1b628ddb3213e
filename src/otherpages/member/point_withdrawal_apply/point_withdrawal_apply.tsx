import { WithdrawApplyForm } from '@/features/withdraw/components/WithdrawApplyForm'

/** Point withdrawal: points turned into money at the operator's rate (the form is shared with balance withdrawal). */
export default function PointWithdrawalApplyPage() {
  return <WithdrawApplyForm kind='point' />
}
