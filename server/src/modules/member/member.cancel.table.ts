import type { Generated } from 'kysely'

export type CancelStatus = 'applied' | 'approved' | 'refused' | 'withdrawn'

/** Account cancellation requests; a member may have several over time, at most one 'applied'. */
export interface MemberCancelTable {
  id: Generated<number>
  website_id: number
  member_id: number
  status: CancelStatus
  reason: Generated<string>
  refuse_reason: Generated<string>
  apply_time: number
  /** when it was approved, refused or withdrawn; 0 while applied */
  audit_time: Generated<number>
}

export interface MemberCancelTables {
  member_cancel: MemberCancelTable
}
