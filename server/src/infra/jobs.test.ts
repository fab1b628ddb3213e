import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { openTestDb, dbTargets, type TestDb } from '../test/harness.js'
import { BullMqJobRunner, DbJobRunner } from './jobs.js'

for (const target of dbTargets()) {
  describe(`database job runner [${target.name}]`, { skip: target.skip }, () => {
    let testDb: TestDb
    before(async () => {
      testDb = await openTestDb(target)
    })
    after(() => testDb?.dispose())

    it('runs a due job once across two runners racing, and not before its time', async () => {
      const db = testDb.handle.db
      let clock = 1_000_000
      const runs: string[] = []
      const make = (who: string) => {
        const r = new DbJobRunner(db, { now: () => clock })
        r.on('mail', async (payload, job) => {
          runs.push(`${who}:${job.key}:${payload.n}`)
          await sleep(5)
        })
        return r
      }
      const a = make('a')
      const b = make('b')
      await a.schedule('mail', 'k1', clock + 10, { n: 1 })
      await b.schedule('mail', 'k2', clock + 20, { n: 2 })
      // scheduling again moves the job, never doubles it
      await b.schedule('mail', 'k2', clock + 30, { n: 3 })
      assert.deepEqual(await Promise.all([a.tick(), b.tick()]), [0, 0])
      clock += 10
      const [ra, rb] = await Promise.all([a.tick(), b.tick()])
      assert.equal(ra + rb, 1)
      assert.deepEqual(runs.map((r) => r.slice(2)), ['k1:1'])
      clock += 20
      await Promise.all([a.tick(), b.tick(), a.tick(), b.tick()])
      assert.deepEqual(runs.map((r) => r.slice(2)), ['k1:1', 'k2:3'])
      const rows = await db.selectFrom('scheduled_job').select(['job_key', 'status']).where('name', '=', 'mail').orderBy('job_key').execute()
      assert.deepEqual(rows, [{ job_key: 'k1', status: 'done' }, { job_key: 'k2', status: 'done' }])
    })

    it('repeats an every() job once per tick across two runners; a failed run retries, a dead lease is taken over', async () => {
      const db = testDb.handle.db
      let clock = 2_000_000
      let count = 0
      let fail = false
      const make = () => {
        const r = new DbJobRunner(db, { now: () => clock, leaseSeconds: 60 })
        r.every('tick', 30, async () => {
          count++
          if (fail) throw new Error('boom')
        })
        return r
      }
      const a = make()
      const b = make()
      await a.start()
      await b.start()
      try {
        for (let i = 0; i < 4; i++) {
          await Promise.all([a.tick(), b.tick()])
          assert.equal(count, i + 1, `tick ${i}`)
          await Promise.all([a.tick(), b.tick()])
          assert.equal(count, i + 1, `tick ${i} again, same second`)
          clock += 30
        }
        fail = true
        await a.tick()
        assert.equal(count, 5)
        const row = await db.selectFrom('scheduled_job').selectAll().where('name', '=', 'tick').executeTakeFirstOrThrow()
        assert.equal(row.status, 'waiting')
        assert.equal(row.last_error, 'boom')
        fail = false
        // a process died holding the job: after its lease another one runs it
        await db.updateTable('scheduled_job').set({ status: 'running', locked_until: clock + 60, run_at: clock }).where('id', '=', row.id).execute()
        clock += 30
        await b.tick()
        assert.equal(count, 5, 'lease still held')
        clock += 31
        await b.tick()
        assert.equal(count, 6)
      } finally {
        await a.stop()
        await b.stop()
      }
    })

    it('gives up a one-off job after five failures', async () => {
      const db = testDb.handle.db
      let clock = 3_000_000
      const r = new DbJobRunner(db, { now: () => clock })
      let n = 0
      r.on('flaky', async () => {
        n++
        throw new Error('nope')
      })
      await r.schedule('flaky', 'x', clock)
      for (let i = 0; i < 8; i++) {
        await r.tick()
        clock += 1000
      }
      assert.equal(n, 5)
      assert.equal((await db.selectFrom('scheduled_job').select('status').where('name', '=', 'flaky').executeTakeFirstOrThrow()).status, 'failed')
    })
  })
}

const redisUrl = process.env.TEST_REDIS_URL
describe('BullMQ job runner', { skip: redisUrl ? false : 'TEST_REDIS_URL not set' }, () => {
  it('runs a repeatable job once per tick across two runners, and a scheduled job once', async () => {
    const prefix = `test-bull-${crypto.randomBytes(4).toString('hex')}`
    const seen: number[] = []
    const oneOff: string[] = []
    const make = () => {
      const r = new BullMqJobRunner(redisUrl!, { prefix })
      // sub-second ticks keep the test short; production intervals are whole seconds
      r.intervalMs = () => 400
      r.every('beat', 1, async () => {
        seen.push(Date.now())
      })
      r.on('once', async (payload) => {
        oneOff.push(String(payload.v))
      })
      return r
    }
    const a = make()
    const b = make()
    await Promise.all([a.start(), b.start()])
    try {
      await a.schedule('once', 'k', Math.floor(Date.now() / 1000), { v: 'first' })
      await b.schedule('once', 'k2', Math.floor(Date.now() / 1000), { v: 'second' })
      await sleep(2100)
    } finally {
      await Promise.all([a.stop(), b.stop()])
    }
    // ~5 ticks in 2.1 s at 400 ms: one run each, never two per tick
    assert.ok(seen.length >= 3 && seen.length <= 6, `runs: ${seen.length}`)
    for (let i = 1; i < seen.length; i++) assert.ok(seen[i] - seen[i - 1] > 200, `two runs ${seen[i] - seen[i - 1]} ms apart`)
    assert.deepEqual(oneOff.sort(), ['first', 'second'])
    const { Redis } = await import('ioredis')
    const r = new Redis(redisUrl!)
    const keys = await r.keys(`${prefix}:*`)
    if (keys.length) await r.del(...keys)
    await r.quit()
  })
})
