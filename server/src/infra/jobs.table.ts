import type { Generated } from 'kysely'

/** A timed job of the embedded queue (infra/jobs.ts); name + job_key is its identity. */
export interface ScheduledJobTable {
  id: Generated<number>
  name: string
  job_key: string
  /** JSON */
  payload: Generated<string>
  /** Unix seconds */
  run_at: number
  status: Generated<'waiting' | 'running' | 'done' | 'failed'>
  attempts: Generated<number>
  locked_until: Generated<number>
  last_error: Generated<string>
}

export interface JobTables {
  scheduled_job: ScheduledJobTable
}
