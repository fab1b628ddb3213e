import type { Generated } from 'kysely'

// Decoration pages (migration 0002_catalog).

export interface DiyViewTable {
  id: Generated<number>
  website_id: number
  /** 0: the platform's own pages */
  site_id: number
  name: string
  title: string
  /** JSON {global, components} */
  value: string
  updated_at: number
}

export interface DecorationTables {
  diy_view: DiyViewTable
}
