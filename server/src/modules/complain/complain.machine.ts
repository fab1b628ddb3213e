import { defineStateMachine } from '../../db/state-machine.js'
import { COMPLAIN_STATUS as C, type ComplainStatus } from './complain.table.js'

/** A complaint waits for the platform, which answers it once; the buyer may withdraw it before. */
export const COMPLAIN_MACHINE = defineStateMachine<ComplainStatus>({
  aggregate: 'complain',
  table: 'order_complain',
  statusColumn: 'complain_status',
  numeric: true,
  transitions: {
    [C.WAITING]: [C.ANSWERED, C.WITHDRAWN],
    [C.ANSWERED]: [],
    [C.WITHDRAWN]: [],
  } as Record<ComplainStatus, readonly ComplainStatus[]>,
})
