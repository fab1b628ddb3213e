import type { Generated } from 'kysely'

/**
 * Every status move of every aggregate that has one (db/state-machine.ts), appended in the move's own
 * transaction and never changed afterwards (triggers refuse UPDATE and DELETE).
 */
export interface StatusHistoryTable {
  id: Generated<number>
  /** the machine's name: 'member_cancel', later 'order', 'payment', 'refund' … */
  aggregate: string
  aggregate_id: number
  from_status: string
  to_status: string
  /** who moved it: 'member:12', 'admin', 'system' */
  actor: string
  reason: Generated<string>
  created_at: number
}

export interface StatusHistoryTables {
  status_history: StatusHistoryTable
}
