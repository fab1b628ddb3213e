import { WithdrawApplyForm } from '@/features/withdraw/components/WithdrawApplyForm'

/** 申请提现: the withdrawable balance, under review once applied (the form is shared with point withdrawal). */
export default function ApplyWithdrawalPage() {
  return <WithdrawApplyForm kind='balance' />
}
