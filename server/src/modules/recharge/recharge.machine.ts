import { defineStateMachine } from '../../db/state-machine.js'
import type { RechargePayStatus } from './recharge.table.js'

/**
 * A recharge order is paid once (its payment's notification, which credits the balance in the same
 * transaction) or closed unpaid (the timed sweep, together with its payment).
 */
export const RECHARGE_MACHINE = defineStateMachine<RechargePayStatus>({
  aggregate: 'recharge_order',
  table: 'recharge_order',
  statusColumn: 'pay_status',
  transitions: { waiting: ['paid', 'closed'], paid: [], closed: [] },
})
