import type { Kysely, UpdateQueryBuilder, UpdateResult } from 'kysely'
import { nowSeconds } from '../db/database.js'
import type { Database } from '../db/schema.js'

/**
 * Timed work (closing unpaid orders, receiving shipped ones …) behind one interface, so that with
 * several server processes each job runs once:
 * - DbJobRunner (default): the scheduled_job table, polled; a due row is claimed by a guarded UPDATE
 *   (status waiting -> running with a lease in locked_until), so two processes on one database never
 *   both run it. A lease that ran out (a process died mid-job) is claimed again.
 * - BullMqJobRunner (REDIS_URL): BullMQ queues in Redis; a repeating job is a job scheduler with a
 *   fixed id, so every process may declare it and each tick still runs on one worker.
 * Handlers must be idempotent all the same (a job may run again after a crash): the order moves are
 * guarded state-machine moves.
 */

export type JobHandler = (payload: Record<string, unknown>, job: { name: string; key: string }) => Promise<void>

export interface JobRunner {
  /** Runs `name`'s handler with `payload` at `runAt` (Unix seconds); the same name + key again moves the job instead of adding one. */
  schedule(name: string, key: string, runAt: number, payload?: Record<string, unknown>): Promise<void>
  /** A job that repeats every `seconds`, on one process per tick. */
  every(name: string, seconds: number, handler: JobHandler): void
  /** The handler of scheduled jobs called `name`. */
  on(name: string, handler: JobHandler): void
  start(): Promise<void>
  stop(): Promise<void>
}

export interface JobLog {
  warn(obj: unknown, msg?: string): void
  error(obj: unknown, msg?: string): void
}

const silent: JobLog = { warn() {}, error() {} }

/** The key a repeating job's row carries. */
const REPEAT_KEY = 'every'
const MAX_ATTEMPTS = 5

export interface DbJobRunnerOptions {
  /** how often due rows are looked for, ms (default 1000) */
  pollMs?: number
  /** how long a claim holds before another process may take the job over, seconds (default 300) */
  leaseSeconds?: number
  log?: JobLog
  /** the clock, Unix seconds (tests) */
  now?: () => number
}

export class DbJobRunner implements JobRunner {
  private handlers = new Map<string, JobHandler>()
  private repeats = new Map<string, number>()
  private timer: NodeJS.Timeout | null = null
  private ticking: Promise<number> | null = null
  private readonly pollMs: number
  private readonly leaseSeconds: number
  private readonly log: JobLog
  private readonly now: () => number

  constructor(private readonly db: Kysely<Database>, opts: DbJobRunnerOptions = {}) {
    this.pollMs = opts.pollMs ?? 1000
    this.leaseSeconds = opts.leaseSeconds ?? 300
    this.log = opts.log ?? silent
    this.now = opts.now ?? nowSeconds
  }

  async schedule(name: string, key: string, runAt: number, payload: Record<string, unknown> = {}): Promise<void> {
    const text = JSON.stringify(payload)
    await this.db.insertInto('scheduled_job')
      .values({ name, job_key: key, payload: text, run_at: runAt, status: 'waiting' })
      .onConflict((oc) => oc.columns(['name', 'job_key']).doUpdateSet({ payload: text, run_at: runAt, status: 'waiting', attempts: 0, locked_until: 0, last_error: '' }))
      .execute()
  }

  every(name: string, seconds: number, handler: JobHandler): void {
    if (!(Number.isInteger(seconds) && seconds > 0)) throw new Error(`job ${name}: every needs whole seconds > 0`)
    this.handlers.set(name, handler)
    this.repeats.set(name, seconds)
  }

  on(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler)
  }

  async start(): Promise<void> {
    const now = this.now()
    for (const [name, seconds] of this.repeats) {
      // the first process creates the row; later ones keep its schedule
      await this.db.insertInto('scheduled_job')
        .values({ name, job_key: REPEAT_KEY, payload: JSON.stringify({ every: seconds }), run_at: now, status: 'waiting' })
        .onConflict((oc) => oc.columns(['name', 'job_key']).doNothing()).execute()
    }
    if (this.timer) return
    this.timer = setInterval(() => {
      void this.tick().catch((err) => this.log.error({ err }, 'jobs: poll failed'))
    }, this.pollMs)
    this.timer.unref?.()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.ticking?.catch(() => 0)
  }

  /** One poll: claims and runs every due job this runner has a handler for; answers how many ran. */
  tick(): Promise<number> {
    if (this.ticking) return this.ticking
    this.ticking = this.runDue().finally(() => { this.ticking = null })
    return this.ticking
  }

  private async runDue(): Promise<number> {
    const names = [...this.handlers.keys()]
    if (!names.length) return 0
    const now = this.now()
    const due = await this.db.selectFrom('scheduled_job').select(['id', 'name', 'job_key', 'payload', 'status', 'locked_until', 'attempts', 'run_at'])
      .where('name', 'in', names)
      .where((eb) => eb.or([
        eb.and([eb('status', '=', 'waiting'), eb('run_at', '<=', now)]),
        eb.and([eb('status', '=', 'running'), eb('locked_until', '<', now)]),
      ]))
      .orderBy('run_at').limit(50).execute()
    let ran = 0
    for (const job of due) {
      // the guarded claim: of two processes, only the one whose UPDATE matched runs it
      const claim = await this.db.updateTable('scheduled_job')
        .set({ status: 'running', locked_until: now + this.leaseSeconds, attempts: job.attempts + 1 })
        .where('id', '=', job.id).where('status', '=', job.status).where('locked_until', '=', job.locked_until)
        // run_at too: a repeat that ran and went back to waiting meanwhile has a new run_at (no ABA)
        .where('attempts', '=', job.attempts).where('run_at', '=', job.run_at)
        .executeTakeFirst()
      if (Number(claim.numUpdatedRows) !== 1) continue
      ran++
      await this.runClaimed(job, now)
    }
    return ran
  }

  private async runClaimed(job: { id: number; name: string; job_key: string; payload: string; attempts: number; run_at: number }, claimedAt: number) {
    const handler = this.handlers.get(job.name)!
    const repeat = job.job_key === REPEAT_KEY ? this.repeats.get(job.name) : undefined
    let payload: Record<string, unknown> = {}
    try { payload = JSON.parse(job.payload) } catch { /* a row written by hand: run with none */ }
    const mine = (q: UpdateQueryBuilder<Database, 'scheduled_job', 'scheduled_job', UpdateResult>) => q.where('id', '=', job.id).where('status', '=', 'running').where('locked_until', '=', claimedAt + this.leaseSeconds)
    try {
      await handler(payload, { name: job.name, key: job.job_key })
      if (repeat) {
        // the next tick on the original grid, never in the past
        const next = Math.max(Number(job.run_at) + repeat, this.now() + 1)
        await mine(this.db.updateTable('scheduled_job').set({ status: 'waiting', run_at: next, attempts: 0, locked_until: 0, last_error: '' })).execute()
      } else {
        await mine(this.db.updateTable('scheduled_job').set({ status: 'done', locked_until: 0, last_error: '' })).execute()
      }
    } catch (err) {
      this.log.warn({ err, job: job.name, key: job.job_key }, 'jobs: a job failed')
      const message = (err instanceof Error ? err.message : String(err)).slice(0, 250)
      const attempts = job.attempts + 1
      const set = repeat
        ? { status: 'waiting' as const, run_at: this.now() + repeat, attempts: 0, locked_until: 0, last_error: message }
        : attempts >= MAX_ATTEMPTS
          ? { status: 'failed' as const, locked_until: 0, last_error: message }
          : { status: 'waiting' as const, run_at: this.now() + 30 * attempts, locked_until: 0, last_error: message }
      await mine(this.db.updateTable('scheduled_job').set(set)).execute()
    }
  }
}

export interface BullMqJobRunnerOptions {
  /** the queue's Redis key prefix (default 'mall-bull'); tests use their own */
  prefix?: string
  queueName?: string
  log?: JobLog
}

/** BullMQ on Redis: one queue, one worker per process. */
export class BullMqJobRunner implements JobRunner {
  private handlers = new Map<string, JobHandler>()
  private repeats = new Map<string, number>()
  private queue: import('bullmq').Queue | null = null
  private worker: import('bullmq').Worker | null = null
  private connections: Array<import('ioredis').Redis> = []
  private readonly prefix: string
  private readonly queueName: string
  private readonly log: JobLog

  constructor(private readonly redisUrl: string, opts: BullMqJobRunnerOptions = {}) {
    this.prefix = opts.prefix ?? 'mall-bull'
    this.queueName = opts.queueName ?? 'mall-jobs'
    this.log = opts.log ?? silent
  }

  private async connection() {
    const { Redis } = await import('ioredis')
    // BullMQ's blocking worker connection must never give up a command (its requirement)
    const c = new Redis(this.redisUrl, { maxRetriesPerRequest: null })
    this.connections.push(c)
    return c
  }

  private async ensureQueue() {
    if (this.queue) return this.queue
    const { Queue } = await import('bullmq')
    this.queue = new Queue(this.queueName, { connection: await this.connection(), prefix: this.prefix })
    return this.queue
  }

  async schedule(name: string, key: string, runAt: number, payload: Record<string, unknown> = {}): Promise<void> {
    const queue = await this.ensureQueue()
    // BullMQ refuses ':' in custom ids
    const jobId = encodeURIComponent(`${name}|${key}`)
    // a job id is taken only once by BullMQ: scheduling again replaces the waiting one
    await queue.remove(jobId).catch(() => 0)
    await queue.add(name, { ...payload, __key: key }, { jobId, delay: Math.max(0, runAt * 1000 - Date.now()), removeOnComplete: true, removeOnFail: 100, attempts: MAX_ATTEMPTS, backoff: { type: 'exponential', delay: 30_000 } })
  }

  every(name: string, seconds: number, handler: JobHandler): void {
    if (!(Number.isInteger(seconds) && seconds > 0)) throw new Error(`job ${name}: every needs whole seconds > 0`)
    this.handlers.set(name, handler)
    this.repeats.set(name, seconds)
  }

  on(name: string, handler: JobHandler): void {
    this.handlers.set(name, handler)
  }

  /** Repeat intervals in ms (tests run sub-second ticks). */
  intervalMs = (seconds: number) => seconds * 1000

  async start(): Promise<void> {
    if (this.worker) return
    const queue = await this.ensureQueue()
    for (const [name, seconds] of this.repeats) {
      // one scheduler per name (the fixed id): every process declares it, Redis keeps one
      await queue.upsertJobScheduler(name, { every: this.intervalMs(seconds) }, { name, data: {}, opts: { removeOnComplete: true, removeOnFail: 100 } })
    }
    const { Worker } = await import('bullmq')
    this.worker = new Worker(this.queueName, async (job) => {
      const handler = this.handlers.get(job.name)
      if (!handler) return
      const { __key, ...payload } = (job.data ?? {}) as Record<string, unknown>
      await handler(payload, { name: job.name, key: typeof __key === 'string' ? __key : REPEAT_KEY })
    }, { connection: await this.connection(), prefix: this.prefix, concurrency: 1 })
    this.worker.on('failed', (job, err) => this.log.warn({ err, job: job?.name }, 'jobs: a job failed'))
    this.worker.on('error', (err) => this.log.error({ err }, 'jobs: worker error'))
  }

  async stop(): Promise<void> {
    await this.worker?.close()
    await this.queue?.close()
    this.worker = null
    this.queue = null
    for (const c of this.connections.splice(0)) await c.quit().catch(() => c.disconnect())
  }
}

/** BullMQ when REDIS_URL is set, else the database runner. */
export function createJobRunner(deps: { db: Kysely<Database>; redisUrl?: string; log?: JobLog }): JobRunner {
  return deps.redisUrl ? new BullMqJobRunner(deps.redisUrl, { log: deps.log }) : new DbJobRunner(deps.db, { log: deps.log })
}
