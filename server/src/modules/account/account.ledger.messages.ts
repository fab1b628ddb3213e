import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of the member account ledger: -20531 … -20539. */
export const AccountError = defineErrors('member', {
  ACCOUNT_INSUFFICIENT: -20531,
})

addMessages({
  'zh-cn': {
    account_point: '积分',
    account_balance: '余额',
    account_growth: '成长值',
    account_balance_money: '可提现余额',
    account_insufficient: '{what}不足',
  },
  'en-us': {
    account_point: 'Points',
    account_balance: 'Balance',
    account_growth: 'Growth',
    account_balance_money: 'Withdrawable balance',
    account_insufficient: 'Not enough {what}',
  },
})
