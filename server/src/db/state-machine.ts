import { sql, type Kysely, type RawBuilder } from 'kysely'
import { nowSeconds } from './database.js'
import type { Database } from './schema.js'

/**
 * Every status that moves goes through one of these: a transition table per aggregate, a guarded
 * `UPDATE … SET status = :to WHERE id = :id AND status = :from` that throws when no row moved (the
 * row is gone, or another request moved it first), and an append-only status_history row written in
 * the same transaction. The status column carries a CHECK constraint listing the states (a migration
 * adds it with `statusCheck`). The machines: member cancellation requests (member.cancel.repository.ts),
 * orders, payments and their gateway attempts, order lines' refunds, complaints, recharge orders and
 * withdrawals (each module's *.machine.ts). A status column no machine moves (on/off flags, delivery,
 * late refunds of payments) is written through a named constant of its module's *.table.ts.
 */

/** Who made a move, as the history records it. */
export type Actor = 'system' | 'admin' | `admin:${string}` | `member:${number}` | `staff:${number}` | `gateway:${string}`
export const memberActor = (memberId: number): Actor => `member:${memberId}`
/** a merchant's staff account (modules/merchant) */
export const staffActor = (staffId: number): Actor => `staff:${staffId}`

/** A state is a plain name, or an integer where the origin's field is numeric (order_status 0 … 10, -1). */
export type MachineState = string | number

export interface MachineSpec<S extends MachineState> {
  /** the name history rows carry ('member_cancel', 'order' …) */
  aggregate: string
  table: keyof Database & string
  /** default 'id' */
  idColumn?: string
  /** default 'status' */
  statusColumn?: string
  /** every state, each with the states it may move to ([] for an end state) */
  transitions: { readonly [K in S]: readonly S[] }
  /** the states are integers (object keys come back as strings: they are turned back into numbers) */
  numeric?: boolean
}

export interface Move<S extends MachineState> {
  id: number
  from: S
  to: S
  actor: Actor
  reason?: string
  /** other columns written with the move (audit_time, refuse_reason …) */
  set?: Record<string, unknown>
  /** more guards besides id and status (website_id …): a row that fails them does not move */
  where?: Record<string, string | number>
  /** defaults to now */
  at?: number
}

/** A move the transition table does not allow: a programming error, never a user's. */
export class IllegalTransitionError extends Error {
  constructor(readonly aggregate: string, readonly from: MachineState, readonly to: MachineState) {
    super(`${aggregate}: no transition ${from} -> ${to}`)
    this.name = 'IllegalTransitionError'
  }
}

/** The guarded UPDATE matched no row: the row is gone or no longer in `from` (another request won). */
export class StaleTransitionError extends Error {
  constructor(readonly aggregate: string, readonly id: number, readonly from: MachineState, readonly to: MachineState) {
    super(`${aggregate} #${id}: ${from} -> ${to} moved no row (it is no longer ${from}, or does not exist)`)
    this.name = 'StaleTransitionError'
  }
}

export interface StateMachine<S extends MachineState> {
  readonly aggregate: string
  readonly table: string
  readonly idColumn: string
  readonly statusColumn: string
  /** every state, in declaration order */
  readonly states: readonly S[]
  canMove(from: S, to: S): boolean
  /** throws IllegalTransitionError */
  assertMove(from: S, to: S): void
  /**
   * Makes the move and writes its history row in one transaction (`db`'s own when it is one, else a
   * new one). Throws IllegalTransitionError or StaleTransitionError; nothing is written then.
   */
  move(db: Kysely<Database>, move: Move<S>): Promise<void>
  /**
   * Runs `listener` inside the transaction of every move made from now on, after its history row
   * (site messages, growth …): what it writes stands or falls with the move, and a throw undoes the
   * move. Answers a function that removes the listener.
   */
  onMove(listener: MoveListener<S>): () => void
}

export type MoveListener<S extends MachineState> = (trx: Kysely<Database>, move: Readonly<Move<S>> & { readonly at: number }) => Promise<void>

const IDENT = /^[a-z_][a-z0-9_]*$/

export function defineStateMachine<const S extends MachineState>(spec: MachineSpec<S>): StateMachine<S> {
  const idColumn = spec.idColumn ?? 'id'
  const statusColumn = spec.statusColumn ?? 'status'
  for (const name of [spec.table, idColumn, statusColumn]) {
    if (!IDENT.test(name)) throw new Error(`state machine ${spec.aggregate}: ${name} is not a plain identifier`)
  }
  const states = Object.keys(spec.transitions).map((k) => (spec.numeric ? Number(k) : k)) as S[]
  if (spec.numeric && !states.every((s) => Number.isInteger(s))) throw new Error(`state machine ${spec.aggregate}: numeric states must be integers`)
  for (const [from, targets] of Object.entries(spec.transitions) as Array<[S, readonly S[]]>) {
    for (const to of targets) {
      if (!states.includes(to)) throw new Error(`state machine ${spec.aggregate}: ${from} -> ${to} names an unknown state`)
    }
  }
  const canMove = (from: S, to: S) => Object.hasOwn(spec.transitions, from) && spec.transitions[from].includes(to)
  const assertMove = (from: S, to: S) => {
    if (!canMove(from, to)) throw new IllegalTransitionError(spec.aggregate, from, to)
  }

  const listeners: Array<MoveListener<S>> = []

  async function moveIn(trx: Kysely<Database>, m: Move<S>): Promise<void> {
    const at = m.at ?? nowSeconds()
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table and columns come from the spec: the generic machine cannot name them to Kysely's types
    const db = trx as unknown as Kysely<any>
    let update = db.updateTable(spec.table)
      .set({ ...m.set, [statusColumn]: m.to })
      .where(idColumn, '=', m.id)
      .where(statusColumn, '=', m.from)
    for (const [column, value] of Object.entries(m.where ?? {})) update = update.where(column, '=', value)
    const res = await update.executeTakeFirst()
    if (Number(res.numUpdatedRows) !== 1) throw new StaleTransitionError(spec.aggregate, m.id, m.from, m.to)
    await trx.insertInto('status_history').values({
      aggregate: spec.aggregate, aggregate_id: m.id, from_status: String(m.from), to_status: String(m.to),
      actor: m.actor, reason: (m.reason ?? '').slice(0, 255), created_at: at,
    }).execute()
    for (const listener of listeners) await listener(trx, { ...m, at })
  }

  return {
    aggregate: spec.aggregate,
    table: spec.table,
    idColumn,
    statusColumn,
    states,
    canMove,
    assertMove,
    async move(db, m) {
      assertMove(m.from, m.to)
      if (m.set && statusColumn in m.set) throw new Error(`${spec.aggregate}: the status moves only through move()`)
      if (db.isTransaction) return moveIn(db, m)
      return db.transaction().execute((trx) => moveIn(trx, m))
    },
    onMove(listener) {
      listeners.push(listener)
      return () => {
        const i = listeners.indexOf(listener)
        if (i >= 0) listeners.splice(i, 1)
      }
    },
  }
}

/**
 * The CHECK a migration puts on a status column: `status in ('a', 'b', …)`. A migration lists the
 * states literally (a landed migration must not change when the code does); the machine's tests
 * check that the database accepts exactly the machine's states.
 */
export function statusCheck(column: string, states: readonly MachineState[]): RawBuilder<unknown> {
  const plain = (s: MachineState) => (typeof s === 'number' ? Number.isInteger(s) : /^[a-z_]+$/.test(s))
  if (!IDENT.test(column) || !states.every(plain)) throw new Error('statusCheck: plain names or integers only')
  return sql`${sql.ref(column)} in (${sql.join(states.map((s) => sql.lit(s)))})`
}

/** The moves of one aggregate, oldest first. */
export async function statusHistory(db: Kysely<Database>, aggregate: string, id: number) {
  return db.selectFrom('status_history').selectAll()
    .where('aggregate', '=', aggregate).where('aggregate_id', '=', id)
    .orderBy('id').execute()
}
