import type { Generated } from 'kysely'

/** 'admin' everything; 'order' list, ship and deliver orders; 'verify' write off pickup codes */
export const STAFF_ROLES = ['admin', 'order', 'verify'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** merchant_staff.status */
export const STAFF_STATUS = { DISABLED: 0, ACTIVE: 1 } as const

/** A merchant's staff account: its own login, one shop, some roles (migration 0011_buying). */
export interface MerchantStaffTable {
  id: Generated<number>
  website_id: number
  site_id: number
  username: string
  /** scrypt, as member passwords */
  password_hash: string
  /** comma separated StaffRole */
  roles: string
  status: Generated<number>
  /** tokens issued before this second are refused (password change, disabled) */
  tokens_valid_after: Generated<number>
  created_at: number
  last_login_at: Generated<number>
}

export interface MerchantTables {
  merchant_staff: MerchantStaffTable
}
