import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { AppConfig } from '../config.js'
import type { Database } from '../db/schema.js'
import type { JobRunner } from '../infra/jobs.js'
import type { KeyValueStore } from '../infra/kv.js'
import { ORDER_TIMING_DEFAULTS, orderTimings } from './order/order.config.js'
import { registerMerchantJobs } from './merchant/merchant.jobs.js'
import { registerOrderJobs } from './order/order.jobs.js'
import { registerPayJobs } from './pay/pay.jobs.js'
import { registerRechargeJobs } from './recharge/recharge.jobs.js'
import { registerRefundJobs } from './refund/refund.jobs.js'

export interface ModuleJobDeps {
  db: Kysely<Database>
  config: AppConfig
  kv?: KeyValueStore
  log?: FastifyBaseLogger
}

/**
 * Every module's timed jobs, as routes.ts lists their routes: each module declares its own in
 * `<module>.jobs.ts` (no module runs another's). They repeat at website 1's order_config.sweep_seconds.
 */
export async function registerModuleJobs(jobs: JobRunner, deps: ModuleJobDeps): Promise<void> {
  const seconds = await orderTimings(deps.db, 1).then((c) => c.sweep_seconds, () => ORDER_TIMING_DEFAULTS.sweep_seconds)
  registerOrderJobs(jobs, deps, seconds)
  registerRechargeJobs(jobs, deps, seconds)
  registerMerchantJobs(jobs, deps, seconds)
  registerRefundJobs(jobs, deps, seconds)
  registerPayJobs(jobs, deps, seconds)
}
