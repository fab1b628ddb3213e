import type { Generated } from 'kysely'

/** A platform identity bound to a member (migration 0006_tripartite). */
export interface MemberAuthTable {
  id: Generated<number>
  member_id: number
  website_id: number
  /** wechat | weapp | alifuwu | aliapp */
  app_type: string
  openid: string
  /** '' when the platform gave none */
  unionid: Generated<string>
  created_at: number
}

export interface TripartiteTables {
  member_auth: MemberAuthTable
}
