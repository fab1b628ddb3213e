import type { JobRunner } from '../../infra/jobs.js'
import type { LifecycleDeps } from './order.lifecycle.js'
import { sweepOrders } from './order.sweep.js'
// closing an unpaid order asks the gateway first, which may find the money: the orders' paid-handler must be there
import './order.hooks.js'

export const SWEEP_JOB = 'order.sweep'

/**
 * The order module's timed work: the repeating sweep (close unpaid orders past their deadline,
 * receive shipped ones, complete received ones), every `seconds`. Other modules declare their own jobs
 * (modules/jobs.ts lists them all).
 */
export function registerOrderJobs(jobs: JobRunner, deps: LifecycleDeps & { log?: { debug?: (obj: unknown, msg?: string) => void } }, seconds: number): void {
  jobs.every(SWEEP_JOB, seconds, async () => {
    const started = Date.now()
    const moved = await sweepOrders(deps)
    // one line per run: with several instances the cluster tests count these (once per tick, not per process)
    deps.log?.debug?.({ job: SWEEP_JOB, ...moved, ms: Date.now() - started }, 'order sweep ran')
  })
}
