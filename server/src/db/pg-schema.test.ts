import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { after, before, describe, it } from 'node:test'
import { PostgresIntrospector, sql } from 'kysely'
import { openDatabase, type DbHandle } from './database.js'
import { migrateToLatest } from './migrate.js'

const url = process.env.TEST_DATABASE_URL

describe('a PostgreSQL handle bound to a schema, beside other test processes', { skip: url ? false : 'TEST_DATABASE_URL not set: PostgreSQL suite skipped' }, () => {
  const schema = `t_${crypto.randomBytes(6).toString('hex')}`
  let admin: DbHandle
  let bound: DbHandle

  before(async () => {
    admin = await openDatabase({ databaseUrl: url! })
    await sql`create schema ${sql.id(schema)}`.execute(admin.db)
    bound = await openDatabase({ databaseUrl: url!, pgSchema: schema, pgPoolMax: 2 })
    await sql`create table item (id serial primary key, name text not null, note text)`.execute(bound.db)
    await sql`create view item_names as select name from item`.execute(bound.db)
  })
  after(async () => {
    await bound?.destroy()
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin.db)
    await admin?.destroy()
  })

  it('describes its own tables as Kysely does', async () => {
    const everywhere = (await new PostgresIntrospector(bound.db).getTables()).filter((t) => t.schema === schema)
    assert.deepEqual(await bound.db.introspection.getTables(), everywhere)
    assert.deepEqual(everywhere.map((t) => [t.name, t.isView, t.columns.map((c) => c.name)]), [
      ['item', false, ['id', 'name', 'note']],
      ['item_names', true, ['name']],
    ])
    assert.deepEqual(everywhere[0].columns.map((c) => [c.isAutoIncrementing, c.isNullable]), [[true, false], [false, false], [false, true]])
  })

  it('reads its tables while another process creates and drops its own schemas', async () => {
    // Kysely's introspector resolves every schema by name while it reads: this failed it now and then
    // with `schema "t_…" does not exist`
    let churning = true
    const churn = (async () => {
      for (let i = 0; churning && i < 200; i++) {
        const other = `${schema}_o${i}`
        await sql`create schema ${sql.id(other)}`.execute(admin.db)
        await sql`create table ${sql.id(other, 'x')} (id serial primary key, a text)`.execute(admin.db)
        await sql`drop schema ${sql.id(other)} cascade`.execute(admin.db)
      }
    })()
    try {
      const until = Date.now() + 1500
      let reads = 0
      while (Date.now() < until) {
        const tables = await bound.db.introspection.getTables({ withInternalKyselyTables: true })
        assert.deepEqual(tables.map((t) => t.name), ['item', 'item_names'])
        reads++
      }
      assert.ok(reads > 10, `reads: ${reads}`)
    } finally {
      churning = false
      await churn
    }
  })

  it('migrates without waiting for the migration lock of other schemas', async () => {
    // Kysely's lock: one advisory key for the whole database, held here by "another process"
    const holder = await openDatabase({ databaseUrl: url!, pgPoolMax: 1 })
    const fresh = `${schema}_m`
    await sql`create schema ${sql.id(fresh)}`.execute(admin.db)
    const migrating = await openDatabase({ databaseUrl: url!, pgSchema: fresh })
    try {
      await holder.db.connection().execute(async (c) => {
        await sql`select pg_advisory_lock(3853314791062309107)`.execute(c)
        try {
          const done = await Promise.race([
            migrateToLatest(migrating).then((names) => names.length),
            new Promise<'blocked'>((r) => setTimeout(() => r('blocked'), 30_000).unref()),
          ])
          assert.ok(typeof done === 'number' && done > 0, `migrations: ${done}`)
        } finally {
          await sql`select pg_advisory_unlock(3853314791062309107)`.execute(c)
        }
      })
    } finally {
      await migrating.destroy()
      await holder.destroy()
      await sql`drop schema if exists ${sql.id(fresh)} cascade`.execute(admin.db)
    }
  })
})
