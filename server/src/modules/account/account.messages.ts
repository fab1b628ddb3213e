import { defineErrors } from '../../contract/errors.js'
import { addMessages } from '../../http/messages.js'

/** Error codes of the ledger pages: -21620 … -21639. */
export const MemberAccountError = defineErrors('account', {
  /** no ledger row of this id for the caller (another member's row is not found either) */
  ROW_NOT_FOUND: -21620,
})

addMessages({
  'zh-cn': {
    memberaccount_row_not_found: '账户记录不存在',
  },
  'en-us': {
    memberaccount_row_not_found: 'No such account record',
  },
})
