import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { DomainError } from '../../http/errors.js'
import { AccountError } from './account.ledger.messages.js'
import type { AccountType } from './account.table.js'

/** The member column each account type moves; balance is the non-withdrawable stored value, balance_money the withdrawable one. */
const COLUMN = { point: 'point', balance: 'balance', growth: 'growth', balance_money: 'balance_withdraw' } as const satisfies Record<AccountType, string>

export interface Movement {
  websiteId: number
  memberId: number
  accountType: AccountType
  /** signed; 0 moves nothing and writes no row */
  amount: number
  fromType: string
  relateTag: string
  remark?: string
  now: number
}

/** Runs inside the transaction of a movement that wrote its row (site messages …); a throw undoes it. */
export type AccountListener = (trx: Kysely<Database>, movement: Readonly<Movement>) => Promise<void>
const accountListeners: AccountListener[] = []

/** Adds a listener to every account movement from now on; answers a function that removes it. */
export function onAccountMoved(listener: AccountListener): () => void {
  accountListeners.push(listener)
  return () => {
    const i = accountListeners.indexOf(listener)
    if (i >= 0) accountListeners.splice(i, 1)
  }
}

/**
 * Moves one account of a member and writes its ledger row, once per (member, account, fromType,
 * relateTag): a repeat of the same cause changes nothing and answers false. A debit never takes an
 * account below zero (guarded UPDATE). Call it inside a transaction: the ledger row and the member's
 * column stand or fall together.
 */
export async function moveAccount(trx: Kysely<Database>, m: Movement): Promise<boolean> {
  if (!Number.isSafeInteger(m.amount)) throw new Error(`account amount must be an integer: ${m.amount}`)
  if (m.amount === 0) return false
  const inserted = await trx.insertInto('member_account')
    .values({
      website_id: m.websiteId, member_id: m.memberId, account_type: m.accountType, account_data: m.amount,
      from_type: m.fromType, relate_tag: m.relateTag, remark: m.remark ?? '', created_at: m.now,
    })
    .onConflict((oc) => oc.columns(['member_id', 'account_type', 'from_type', 'relate_tag']).doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false
  const column = COLUMN[m.accountType]
  let update = trx.updateTable('member')
    .set((eb) => ({ [column]: eb(eb.ref(column), '+', m.amount) }))
    .where('id', '=', m.memberId).where('website_id', '=', m.websiteId)
  if (m.amount < 0) update = update.where(column, '>=', -m.amount)
  const res = await update.executeTakeFirst()
  if (Number(res.numUpdatedRows) !== 1) {
    // the ledger row is undone with the transaction this runs in
    throw new DomainError(AccountError.ACCOUNT_INSUFFICIENT, 'account_insufficient', { what: `account_${m.accountType}` })
  }
  for (const listener of accountListeners) await listener(trx, m)
  return true
}

export async function ledgerOf(db: Kysely<Database>, websiteId: number, memberId: number) {
  return db.selectFrom('member_account').selectAll()
    .where('website_id', '=', websiteId).where('member_id', '=', memberId)
    .orderBy('id').execute()
}
