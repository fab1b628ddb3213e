import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import { Migrator, sql, type Kysely, type Migration } from 'kysely'
import { dbTargets, openTestDb, type DbTarget, type TestDb } from '../test/harness.js'
import { CANCEL_MACHINE } from '../modules/member/member.cancel.repository.js'
import { nowSeconds, openDatabase } from './database.js'
import { migrations } from './migrations/index.js'
import type { Database } from './schema.js'
import { withId } from './column.js'
import { defineStateMachine, IllegalTransitionError, StaleTransitionError, statusCheck, statusHistory } from './state-machine.js'

type OrderState = 'created' | 'paid' | 'shipped' | 'closed'

/** A machine on a table of its own, with its own id and status column names: the helper is generic. */
const ORDER = defineStateMachine<OrderState>({
  aggregate: 'probe_order',
  table: 'probe_order' as keyof Database & string,
  idColumn: 'order_id',
  statusColumn: 'order_state',
  transitions: { created: ['paid', 'closed'], paid: ['shipped', 'closed'], shipped: [], closed: [] },
})

describe('state machine: the transition table', () => {
  it('allows exactly the moves it lists', () => {
    assert.deepEqual(ORDER.states, ['created', 'paid', 'shipped', 'closed'])
    assert.ok(ORDER.canMove('created', 'paid'))
    assert.ok(!ORDER.canMove('paid', 'created'))
    assert.ok(!ORDER.canMove('shipped', 'closed'))
    assert.throws(() => ORDER.assertMove('closed', 'paid'), (e: unknown) => e instanceof IllegalTransitionError && /probe_order: no transition closed -> paid/.test(e.message))
  })

  it('refuses a table naming an unknown state, or a column that is not a plain name', () => {
    assert.throws(() => defineStateMachine<'a' | 'b'>({ aggregate: 'x', table: 'member_cancel', transitions: { a: ['c' as 'b'], b: [] } }), /unknown state/)
    assert.throws(() => defineStateMachine<'a'>({ aggregate: 'x', table: 'member_cancel', statusColumn: 'status; drop', transitions: { a: [] } }), /plain identifier/)
  })
})

for (const target of dbTargets()) {
  describe(`state machine [${target.name}]`, { skip: target.skip }, () => {
    let tdb: TestDb
    let db: Kysely<Database>
    const raw = () => db as unknown as Kysely<any>

    before(async () => {
      tdb = await openTestDb(target)
      db = tdb.handle.db
      await withId(raw().schema.createTable('probe_order'), tdb.handle.dialect, 'order_id')
        .addColumn('website_id', 'integer', (c) => c.notNull())
        .addColumn('order_state', 'varchar(16)', (c) => c.notNull())
        .addColumn('pay_time', 'bigint', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('probe_order_state_check', statusCheck('order_state', ORDER.states))
        .execute()
    })
    after(() => tdb?.dispose())

    const newOrder = async (state: OrderState = 'created', websiteId = 1) =>
      (await raw().insertInto('probe_order').values({ website_id: websiteId, order_state: state }).returning('order_id').executeTakeFirstOrThrow()).order_id as number
    const order = async (id: number) => raw().selectFrom('probe_order').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow()

    it('makes an allowed move with its other columns and one history row: who, from, to, when, why', async () => {
      const id = await newOrder()
      await ORDER.move(db, { id, from: 'created', to: 'paid', actor: 'member:12', reason: 'paid online', set: { pay_time: 1234 }, at: 1700000000 })
      assert.deepEqual({ ...(await order(id)), pay_time: Number((await order(id)).pay_time) }, { order_id: id, website_id: 1, order_state: 'paid', pay_time: 1234 })
      await ORDER.move(db, { id, from: 'paid', to: 'shipped', actor: 'system' })
      const history = await statusHistory(db, 'probe_order', id)
      assert.deepEqual(history.map((h) => [h.aggregate, h.aggregate_id, h.from_status, h.to_status, h.actor, h.reason]), [
        ['probe_order', id, 'created', 'paid', 'member:12', 'paid online'],
        ['probe_order', id, 'paid', 'shipped', 'system', ''],
      ])
      assert.equal(Number(history[0].created_at), 1700000000)
      assert.ok(Math.abs(Number(history[1].created_at) - nowSeconds()) <= 5)
    })

    it('refuses a move the table does not allow, before touching the row', async () => {
      const id = await newOrder('shipped')
      await assert.rejects(ORDER.move(db, { id, from: 'shipped', to: 'closed', actor: 'admin' }), IllegalTransitionError)
      await assert.rejects(ORDER.move(db, { id, from: 'shipped', to: 'paid', actor: 'admin', set: { order_state: 'paid' } }), IllegalTransitionError)
      await assert.rejects(ORDER.move(db, { id, from: 'created', to: 'paid', actor: 'admin', set: { order_state: 'closed' } }), /only through move/)
      assert.equal((await order(id)).order_state, 'shipped')
      assert.deepEqual(await statusHistory(db, 'probe_order', id), [])
    })

    it('throws loudly when no row moved: a lost race, a row in another state, a missing row, a failed guard', async () => {
      const id = await newOrder()
      const racing = await Promise.allSettled([
        ORDER.move(db, { id, from: 'created', to: 'paid', actor: 'member:1' }),
        ORDER.move(db, { id, from: 'created', to: 'closed', actor: 'admin' }),
      ])
      assert.deepEqual(racing.map((r) => r.status).sort(), ['fulfilled', 'rejected'])
      const lost = racing.find((r) => r.status === 'rejected') as PromiseRejectedResult
      assert.ok(lost.reason instanceof StaleTransitionError)
      assert.match(lost.reason.message, new RegExp(`probe_order #${id}: created -> (paid|closed) moved no row`))
      const won = racing[0].status === 'fulfilled' ? 'paid' : 'closed'
      assert.equal((await order(id)).order_state, won)
      assert.deepEqual((await statusHistory(db, 'probe_order', id)).map((h) => h.to_status), [won], 'the loser wrote no history')

      await assert.rejects(ORDER.move(db, { id: 2147483000, from: 'created', to: 'paid', actor: 'system' }), StaleTransitionError)
      const other = await newOrder('created', 2)
      await assert.rejects(ORDER.move(db, { id: other, from: 'created', to: 'paid', actor: 'system', where: { website_id: 1 } }), StaleTransitionError)
      assert.equal((await order(other)).order_state, 'created')
      await ORDER.move(db, { id: other, from: 'created', to: 'paid', actor: 'system', where: { website_id: 2 } })
      assert.equal((await order(other)).order_state, 'paid')
    })

    it('writes the history in the move’s transaction: both stand or fall together', async () => {
      const id = await newOrder()
      await assert.rejects(db.transaction().execute(async (trx) => {
        await ORDER.move(trx, { id, from: 'created', to: 'paid', actor: 'member:3' })
        throw new Error('the order could not be booked')
      }), /could not be booked/)
      assert.equal((await order(id)).order_state, 'created')
      assert.deepEqual(await statusHistory(db, 'probe_order', id), [])
      await db.transaction().execute((trx) => ORDER.move(trx, { id, from: 'created', to: 'paid', actor: 'member:3' }))
      assert.equal((await statusHistory(db, 'probe_order', id)).length, 1)
    })

    it('runs move listeners inside the move: what they write stands or falls with it, and a throw undoes the move', async () => {
      const seen: string[] = []
      const off = ORDER.onMove(async (trx, m) => {
        const row = await (trx as unknown as Kysely<any>).selectFrom('probe_order').select('order_state').where('order_id', '=', m.id).executeTakeFirstOrThrow()
        seen.push(`${m.from}>${m.to}:${row.order_state}:${m.at}`)
        if (m.reason === 'refuse') throw new Error('listener refused')
      })
      try {
        const id = await newOrder()
        await ORDER.move(db, { id, from: 'created', to: 'paid', actor: 'system', at: 1700000001 })
        assert.deepEqual(seen, ['created>paid:paid:1700000001'], 'the listener sees the row already moved')
        await assert.rejects(ORDER.move(db, { id, from: 'paid', to: 'shipped', actor: 'system', reason: 'refuse' }), /listener refused/)
        assert.equal((await order(id)).order_state, 'paid')
        assert.equal((await statusHistory(db, 'probe_order', id)).length, 1)
      } finally {
        off()
      }
      const id = await newOrder()
      await ORDER.move(db, { id, from: 'created', to: 'paid', actor: 'system' })
      assert.equal(seen.length, 2, 'a removed listener no longer runs')
    })

    it('keeps the history append-only', async () => {
      const id = await newOrder()
      await ORDER.move(db, { id, from: 'created', to: 'closed', actor: 'admin', reason: 'out of stock' })
      await assert.rejects(db.updateTable('status_history').set({ actor: 'nobody' }).where('aggregate_id', '=', id).execute(), /append-only/)
      await assert.rejects(db.deleteFrom('status_history').where('aggregate_id', '=', id).execute(), /append-only/)
      assert.deepEqual((await statusHistory(db, 'probe_order', id)).map((h) => h.actor), ['admin'])
    })

    it('the CHECK on the status column refuses a status outside the machine (member_cancel and a new table)', async () => {
      await db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: nowSeconds() } as any).execute()
      const { id: memberId } = await db.insertInto('member').values({ website_id: 1, mobile: null, nickname: 'm', headimg: '', status: 1, created_at: nowSeconds() })
        .returning('id').executeTakeFirstOrThrow()
      const cancel = (status: string) => db.insertInto('member_cancel').values({ website_id: 1, member_id: memberId, status: status as 'applied', apply_time: nowSeconds() }).execute()
      await assert.rejects(cancel('bogus'), /check constraint|CHECK constraint/i)
      await assert.rejects(cancel(''), /check constraint|CHECK constraint/i)
      // every state the machine knows is accepted (only one may be open at a time: the partial unique index)
      for (const s of CANCEL_MACHINE.states) await cancel(s)
      const rows = await db.selectFrom('member_cancel').select('status').where('member_id', '=', memberId).execute()
      assert.deepEqual(rows.map((r) => r.status).sort(), [...CANCEL_MACHINE.states].sort())
      await assert.rejects(db.updateTable('member_cancel').set({ status: 'cancelled' as 'applied' }).where('member_id', '=', memberId).execute(), /check constraint/i)
      await assert.rejects(raw().insertInto('probe_order').values({ website_id: 1, order_state: 'lost' }).execute(), /check constraint/i)
    })
  })

  describe(`migration 0010 keeps the cancellation requests [${target.name}]`, { skip: target.skip }, () => {
    it('rebuilds member_cancel with the CHECK and every row, id and index intact', async () => {
      // a database at 0009 with requests in it, then the rest of the migrations
      const tdb = await openEmptyDb(target)
      try {
        const db = tdb.handle.db
        const migrator = new Migrator({
          db,
          provider: { getMigrations: async () => Object.fromEntries(Object.entries(migrations).map(([n, m]) => [n, { up: (d: Kysely<any>) => m.up(d, tdb.handle.dialect) } as Migration])) },
          ...(tdb.handle.pgSchema ? { migrationTableSchema: tdb.handle.pgSchema } : {}),
        })
        const to0009 = await migrator.migrateTo('0009_token_revocation')
        assert.ifError(to0009.error)
        await db.insertInto('website').values({ id: 1, title: 'Mall', logo: '', status: 1, created_at: 1 } as any).execute()
        const ids: number[] = []
        for (const mobile of ['13700000001', '13700000002']) {
          ids.push((await db.insertInto('member').values({ website_id: 1, mobile, nickname: 'm', headimg: '', status: 1, created_at: 1 }).returning('id').executeTakeFirstOrThrow()).id)
        }
        await db.insertInto('member_cancel').values([
          { id: 5, website_id: 1, member_id: ids[0], status: 'refused', reason: 'a', refuse_reason: 'no', apply_time: 10, audit_time: 11 },
          { id: 7, website_id: 1, member_id: ids[0], status: 'applied', reason: 'b', refuse_reason: '', apply_time: 12, audit_time: 0 },
        ] as any).execute()
        const latest = await migrator.migrateToLatest()
        assert.ifError(latest.error)
        const rows = await db.selectFrom('member_cancel').selectAll().orderBy('id').execute()
        assert.deepEqual(rows.map((r) => [r.id, r.member_id, r.status, r.reason, r.refuse_reason, Number(r.apply_time), Number(r.audit_time)]), [
          [5, ids[0], 'refused', 'a', 'no', 10, 11],
          [7, ids[0], 'applied', 'b', '', 12, 0],
        ])
        // the partial unique index still holds one open request per member; new ids follow the old ones
        await assert.rejects(db.insertInto('member_cancel').values({ website_id: 1, member_id: ids[0], status: 'applied', apply_time: 13 }).execute())
        const fresh = await db.insertInto('member_cancel').values({ website_id: 1, member_id: ids[1], status: 'applied', apply_time: 13 }).returning('id').executeTakeFirstOrThrow()
        // SQLite's AUTOINCREMENT continues after the copied ids (PostgreSQL's table is not rebuilt)
        if (target.name === 'sqlite') assert.ok(fresh.id > 7, String(fresh.id))
        await assert.rejects(db.insertInto('member_cancel').values({ website_id: 1, member_id: ids[1], status: 'nope' as 'applied', apply_time: 13 }).execute(), /check constraint/i)
      } finally {
        await tdb.dispose()
      }
    })
  })
}

/** A database with no migrations applied (openTestDb migrates to the latest). */
async function openEmptyDb(target: DbTarget): Promise<TestDb> {
  if (target.name === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!
    const schema = `t_${Math.random().toString(16).slice(2, 14)}`
    const admin = await openDatabase({ databaseUrl: url })
    await sql`create schema ${sql.id(schema)}`.execute(admin.db)
    await admin.destroy()
    const handle = await openDatabase({ databaseUrl: url, pgSchema: schema })
    return {
      handle,
      async dispose() {
        await handle.destroy()
        const a = await openDatabase({ databaseUrl: url })
        await sql`drop schema ${sql.id(schema)} cascade`.execute(a.db)
        await a.destroy()
      },
    }
  }
  const handle = await openDatabase({ sqliteFile: ':memory:' })
  return { handle, dispose: () => handle.destroy() }
}
