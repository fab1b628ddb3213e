import type { JobRunner } from '../../infra/jobs.js'
import { retryShippingReports, type ReportDeps } from './merchant.wechat-report.js'

export const SHIPPING_REPORT_JOB = 'merchant.shipping-report'

/** WeChat shipping reports that are waiting or failed are sent again, every `seconds` (needs the key-value store for the mini-program's access_token). */
export function registerMerchantJobs(jobs: JobRunner, deps: ReportDeps, seconds: number): void {
  jobs.every(SHIPPING_REPORT_JOB, seconds, async () => { await retryShippingReports(deps) })
}
