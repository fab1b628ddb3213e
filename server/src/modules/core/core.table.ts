import type { Generated } from 'kysely'

/** website.status (written by the seed; nothing reads it yet) */
export const WEBSITE_STATUS = { ACTIVE: 1 } as const

export interface WebsiteTable {
  id: Generated<number>
  title: string
  logo: string
  status: number
  created_at: number
}

export interface CoreTables {
  website: WebsiteTable
}
