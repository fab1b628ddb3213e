import type { Generated } from 'kysely'

/** A shop's business licence (migration 0016_brand); one per shop (unique site_id). */
export interface ShopLicenseTable {
  id: Generated<number>
  website_id: number
  site_id: number
  company_name: string
  /** unified social credit code (统一社会信用代码) */
  credit_code: string
  legal_person: Generated<string>
  company_type: Generated<string>
  /** as printed on the licence ('500万元人民币') */
  registered_capital: Generated<string>
  business_scope: Generated<string>
  address: Generated<string>
  /** the registering authority */
  authority: Generated<string>
  /** Unix seconds; 0: not given */
  established_at: Generated<number>
  /** Unix seconds; 0: long-term (长期) */
  valid_to: Generated<number>
  /** JSON array of upload-relative paths: the licence and qualification pictures */
  images: Generated<string>
  created_at: number
}

export interface PartnerTables {
  shop_license: ShopLicenseTable
}
