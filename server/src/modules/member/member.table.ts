import type { Generated } from 'kysely'

/** member.status: 1 active, -1 cancelled (member.cancel); a member in any other status (the origin's disabled) is refused too */
export const MEMBER_STATUS = { ACTIVE: 1, CANCELLED: -1 } as const

/** Members (0001_core); the member domain adds its own columns in later migrations. */
export interface MemberTable {
  id: Generated<number>
  website_id: number
  mobile: string | null
  nickname: string
  headimg: string
  /** MEMBER_STATUS */
  status: number
  created_at: number
  // added by 0004_member; every one has a database default
  /** 'scrypt$N$r$p$salt$hash', '' when no password is set */
  password_hash: Generated<string>
  pay_password_hash: Generated<string>
  realname: Generated<string>
  /** 0 unknown, 1 male, 2 female */
  sex: Generated<number>
  /** Unix seconds, 0 when unknown */
  birthday: Generated<number>
  point: Generated<number>
  /** fen */
  balance: Generated<number>
  /** fen */
  balance_withdraw: Generated<number>
  growth: Generated<number>
  member_level: Generated<number>
  source_member: Generated<number>
  last_login_at: Generated<number>
  // added by 0005_member_source
  /** the sharing shop user's id, 0 when none */
  suid: Generated<number>
  /** tokens issued before this second are refused (password change, recovery, cancellation) */
  tokens_valid_after: Generated<number>
}

export interface MemberTables {
  member: MemberTable
}
