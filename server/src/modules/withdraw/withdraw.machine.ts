import { defineStateMachine } from '../../db/state-machine.js'

/** 0 applied (the amount held), 1 approved (to transfer), 2 transferred, -1 refused (the amount released) */
export const WITHDRAW_STATUS = { APPLIED: 0, APPROVED: 1, TRANSFERRED: 2, REFUSED: -1 } as const
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS]

const W = WITHDRAW_STATUS

/**
 * The operator approves an application, then marks it transferred once the money left; an application
 * or an approved one whose transfer failed can be refused, which releases the held amount (once: the
 * move and the release share a transaction). Transferred and refused are final.
 */
export const WITHDRAW_MACHINE = defineStateMachine<WithdrawStatus>({
  aggregate: 'member_withdraw',
  table: 'member_withdraw',
  numeric: true,
  transitions: {
    [W.APPLIED]: [W.APPROVED, W.REFUSED],
    [W.APPROVED]: [W.TRANSFERRED, W.REFUSED],
    [W.TRANSFERRED]: [],
    [W.REFUSED]: [],
  } as Record<WithdrawStatus, readonly WithdrawStatus[]>,
})

/** The operator's actions and where each leads. */
export const WITHDRAW_ACTIONS = {
  agree: { from: [W.APPLIED], to: W.APPROVED },
  refuse: { from: [W.APPLIED, W.APPROVED], to: W.REFUSED },
  transferred: { from: [W.APPROVED], to: W.TRANSFERRED },
} as const satisfies Record<string, { from: readonly WithdrawStatus[]; to: WithdrawStatus }>

export type WithdrawActionName = keyof typeof WITHDRAW_ACTIONS

/** What the operator may do with a withdrawal in `status`. */
export function withdrawActions(status: WithdrawStatus): WithdrawActionName[] {
  return (Object.keys(WITHDRAW_ACTIONS) as WithdrawActionName[]).filter((a) => (WITHDRAW_ACTIONS[a].from as readonly number[]).includes(status))
}
