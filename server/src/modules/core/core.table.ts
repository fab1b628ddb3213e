import type { Generated } from 'kysely'

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
