// Per-website settings (migration 0001_core); read and written only through config.service.ts.

/** Per-website settings as JSON text under a key (style_theme, diy_bottom_nav, addons, default_img …). */
export interface WebsiteConfigTable {
  website_id: number
  config_key: string
  value: string
  updated_at: number
}

export interface ConfigTables {
  website_config: WebsiteConfigTable
}
