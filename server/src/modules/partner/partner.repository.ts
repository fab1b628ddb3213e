import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { SHOP_STATUS } from '../shop/shop.table.js'

/** The licence of an open shop of the website. */
export async function findLicense(db: Kysely<Database>, websiteId: number, siteId: number) {
  return db.selectFrom('shop_license as l')
    .innerJoin('shop as s', 's.site_id', 'l.site_id')
    .select([
      'l.site_id', 's.site_name', 'l.company_name', 'l.credit_code', 'l.legal_person', 'l.company_type', 'l.registered_capital',
      'l.business_scope', 'l.address', 'l.authority', 'l.established_at', 'l.valid_to', 'l.images',
    ])
    .where('l.site_id', '=', siteId).where('l.website_id', '=', websiteId)
    .where('s.website_id', '=', websiteId).where('s.status', '=', SHOP_STATUS.OPEN)
    .executeTakeFirst()
}

/** Cities with their provinces; `pattern` is a LIKE pattern with '\' as escape. */
export async function listCities(db: Kysely<Database>, pattern?: string) {
  let q = db.selectFrom('region as c')
    .innerJoin('region as p', 'p.id', 'c.pid')
    .select(['c.id as city_id', 'c.name as city_name', 'c.short_name', 'p.id as province_id', 'p.name as province_name', 'c.lat', 'c.lng'])
    .where('c.level', '=', 2)
  if (pattern !== undefined) {
    q = q.where((eb) => eb.or([
      sql<boolean>`lower(c.name) like ${pattern} escape '\\'`,
      sql<boolean>`lower(p.name) like ${pattern} escape '\\'`,
    ]))
  }
  return q.orderBy('c.id').execute()
}
