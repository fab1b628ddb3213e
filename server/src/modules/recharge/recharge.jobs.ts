import type { JobRunner } from '../../infra/jobs.js'
import type { PayDeps } from '../pay/pay.service.js'
// Closing asks the gateway first, which may find the money and pay the recharge: the paid-handler must be there too.
import './recharge.hooks.js'
import { sweepRecharges } from './recharge.service.js'

export const RECHARGE_SWEEP_JOB = 'recharge.sweep'

/** Unpaid recharge orders close after the orders' unpaid timeout (their gateway attempt closed first), every `seconds`. */
export function registerRechargeJobs(jobs: JobRunner, deps: PayDeps, seconds: number): void {
  jobs.every(RECHARGE_SWEEP_JOB, seconds, async () => { await sweepRecharges(deps) })
}
