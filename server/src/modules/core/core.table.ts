import type { Generated } from 'kysely'

export interface WebsiteTable {
  id: Generated<number>
  title: string
  logo: string
  status: number
  created_at: number
}

/** Per-website settings as JSON text under a key (style_theme, diy_bottom_nav, addons, default_img …). */
export interface WebsiteConfigTable {
  website_id: number
  config_key: string
  value: string
  updated_at: number
}

/** Members; the members domain adds its own columns in later migrations. */
export interface MemberTable {
  id: Generated<number>
  website_id: number
  mobile: string | null
  nickname: string
  headimg: string
  status: number
  created_at: number
}

export interface CoreTables {
  website: WebsiteTable
  website_config: WebsiteConfigTable
  member: MemberTable
}
