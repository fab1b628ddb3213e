import type { JobRunner } from '../../infra/jobs.js'
import { retryChannelRefunds, type RefundDeps } from './refund.transfer.js'

export const REFUND_RECHECK_JOB = 'refund.recheck'

/** The gateways are asked again about refunds they have not confirmed, every `seconds`. */
export function registerRefundJobs(jobs: JobRunner, deps: RefundDeps, seconds: number): void {
  jobs.every(REFUND_RECHECK_JOB, seconds, async () => { await retryChannelRefunds(deps) })
}
