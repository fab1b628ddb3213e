import type { Generated } from 'kysely'

/** One sign-in of a member on a day of the mall's calendar (migration 0024_signin). */
export interface MemberSigninTable {
  id: Generated<number>
  website_id: number
  member_id: number
  /** YYYY-MM-DD, China time */
  sign_date: string
  continuous_days: number
  point: Generated<number>
  growth: Generated<number>
  created_at: number
}

export interface SigninTables {
  member_signin: MemberSigninTable
}
