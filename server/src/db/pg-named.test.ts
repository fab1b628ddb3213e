import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sql } from 'kysely'
import { openDatabase } from './database.js'
import { withNamedStatements } from './pg-named.js'

/** A pool whose one client records what it was asked to run. */
function recordingPool() {
  const sent: unknown[] = []
  const client = {
    query: async (config: unknown, values?: unknown) => {
      sent.push(values === undefined ? config : [config, values])
      return { rows: [], rowCount: 0, command: 'SELECT' }
    },
    release() {},
  }
  return { sent, pool: { connect: async () => client, end: async () => undefined } }
}

describe('PostgreSQL connections that keep their statements prepared', () => {
  it('names each SELECT / INSERT / UPDATE / DELETE / WITH text once per connection, the same name every time', async () => {
    const { sent, pool } = recordingPool()
    const named = withNamedStatements(pool)
    const c = await named.connect()
    await c.query('select 1 where a = $1', [1])
    await c.query('SELECT 1 WHERE a = $1', [2])
    await c.query('select 1 where a = $1', [3])
    await c.query('  with x as (select 1) update t set a = $1', [4])
    const again = await named.connect()
    await again.query('select 1 where a = $1', [5])
    assert.deepEqual(sent, [
      { name: 'k0', text: 'select 1 where a = $1', values: [1] },
      { name: 'k1', text: 'SELECT 1 WHERE a = $1', values: [2] },
      { name: 'k0', text: 'select 1 where a = $1', values: [3] },
      { name: 'k2', text: '  with x as (select 1) update t set a = $1', values: [4] },
      { name: 'k0', text: 'select 1 where a = $1', values: [5] },
    ])
  })

  it('leaves transaction control and DDL unnamed, and stops naming past its limit', async () => {
    const { sent, pool } = recordingPool()
    const c = await withNamedStatements(pool, 2).connect()
    await c.query('begin', [])
    await c.query('alter table t add column b integer', [])
    await c.query('select $1', [1])
    await c.query('select $1, $2', [1, 2])
    await c.query('select $1, $2, $3', [1, 2, 3])
    assert.deepEqual(sent, [
      ['begin', []],
      ['alter table t add column b integer', []],
      { name: 'k0', text: 'select $1', values: [1] },
      { name: 'k1', text: 'select $1, $2', values: [1, 2] },
      ['select $1, $2, $3', [1, 2, 3]],
    ])
  })

  const url = process.env.TEST_DATABASE_URL
  it('answers the same through a real PostgreSQL, a failed statement included', { skip: url ? false : 'TEST_DATABASE_URL not set: PostgreSQL part skipped' }, async () => {
    const handle = await openDatabase({ databaseUrl: url })
    try {
      for (let i = 0; i < 3; i++) {
        const { rows } = await sql<{ n: number }>`select ${i}::int + 1 as n`.execute(handle.db)
        assert.equal(rows[0]!.n, i + 1)
      }
      // a text PostgreSQL refuses is not left half-prepared: the next call fails the same way, not otherwise
      for (let i = 0; i < 2; i++) await assert.rejects(sql`select * from no_such_table_${sql.raw(String(i % 1))} where a = ${i}`.execute(handle.db), /does not exist/)
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from (values (1), (2)) v(x) where x >= ${1}`.execute(handle.db)
      assert.equal(rows[0]!.n, 2)
    } finally {
      await handle.destroy()
    }
  })
})
