import type { JobRunner } from '../../infra/jobs.js'
import { refundLateMoney } from './pay.late-refund.js'
import type { PayDeps } from './pay.service.js'

export const LATE_REFUND_JOB = 'pay.late-refund'

/** Money taken on attempts that could no longer pay goes back, every `seconds`. */
export function registerPayJobs(jobs: JobRunner, deps: PayDeps, seconds: number): void {
  jobs.every(LATE_REFUND_JOB, seconds, async () => { await refundLateMoney(deps) })
}
