import { defineStateMachine } from '../../db/state-machine.js'
import type { PayAttemptStatus, PayStatus } from './pay.table.js'

/** A payment is paid once or closed (its orders closed, or replaced by a new out_trade_no). */
export const PAY_MACHINE = defineStateMachine<PayStatus>({
  aggregate: 'pay',
  table: 'pay',
  statusColumn: 'pay_status',
  transitions: { waiting: ['paid', 'closed'], paid: [], closed: [] },
})

/** A prepay at a gateway: paid by its notification, or closed at the gateway before another opens. */
export const PAY_ATTEMPT_MACHINE = defineStateMachine<PayAttemptStatus>({
  aggregate: 'pay_attempt',
  table: 'pay_attempt',
  transitions: { open: ['paid', 'closed'], paid: [], closed: [] },
})
