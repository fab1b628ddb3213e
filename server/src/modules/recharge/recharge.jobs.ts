// The unpaid-recharge close for the 'order.sweep' job (order.sweep.ts). Closing asks the gateway first,
// which may find the money and pay the recharge: the paid-handler must be there too.
import './recharge.hooks.js'

export { sweepRecharges } from './recharge.service.js'
