import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { onAccountMoved } from '../account/account.ledger.js'
import { ORDER_MACHINE } from '../order/order.machine.js'
import { REFUND_MACHINE } from '../refund/refund.machine.js'
import { accountMoved, accountMoveWrites, orderMoved, orderMoveWrites, refundMoved, refundMoveWrites } from './sitemessage.events.js'

/**
 * The site messages the events write, registered once per process (sitemessage.routes.ts imports
 * this, so every app built with buildApp has them). Each listener runs in the transaction of the move
 * or ledger row it reports, so the message stands or falls with it; a message that cannot be written
 * (a bad row) is dropped and logged, never failing the business move: the listener works inside a
 * savepoint, as a failed statement would otherwise abort the whole transaction on PostgreSQL.
 */

interface Log {
  warn(obj: unknown, msg?: string): void
}
let log: Log | null = null

/** Where dropped messages are reported (the app's logger; set by the routes plugin). */
export function setSiteMessageLog(l: Log): void {
  log = l
}

export async function safely(trx: Kysely<Database>, what: string, write: (trx: Kysely<Database>) => Promise<void>): Promise<void> {
  if (!trx.isTransaction) {
    try {
      await write(trx)
    } catch (err) {
      log?.warn({ err, what }, 'site message not written')
    }
    return
  }
  await sql`savepoint site_message`.execute(trx)
  try {
    await write(trx)
  } catch (err) {
    await sql`rollback to savepoint site_message`.execute(trx)
    await sql`release savepoint site_message`.execute(trx)
    log?.warn({ err, what }, 'site message not written')
    return
  }
  await sql`release savepoint site_message`.execute(trx)
}

let registered = false

export function registerSiteMessageHooks(): void {
  if (registered) return
  registered = true
  // the checks first: moves that write nothing cost nothing (no savepoint either)
  ORDER_MACHINE.onMove(async (trx, move) => {
    if (orderMoveWrites(move)) await safely(trx, `order ${move.id} ${move.from}->${move.to}`, (t) => orderMoved(t, move))
  })
  REFUND_MACHINE.onMove(async (trx, move) => {
    if (refundMoveWrites(move)) await safely(trx, `refund ${move.id} ${move.from}->${move.to}`, (t) => refundMoved(t, move))
  })
  onAccountMoved(async (trx, m) => {
    if (accountMoveWrites(m)) await safely(trx, `account ${m.memberId} ${m.accountType} ${m.fromType}`, (t) => accountMoved(t, m))
  })
}

registerSiteMessageHooks()
