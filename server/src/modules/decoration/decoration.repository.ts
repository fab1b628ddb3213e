import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

export async function findView(db: Kysely<Database>, websiteId: number, siteId: number, name: string) {
  return db.selectFrom('diy_view')
    .select(['id', 'name', 'title', 'value'])
    .where('website_id', '=', websiteId)
    .where('site_id', '=', siteId)
    .where('name', '=', name)
    .executeTakeFirst()
}

export async function findViewById(db: Kysely<Database>, websiteId: number, siteId: number, id: number) {
  return db.selectFrom('diy_view')
    .select(['id', 'name', 'title', 'value'])
    .where('website_id', '=', websiteId)
    .where('site_id', '=', siteId)
    .where('id', '=', id)
    .executeTakeFirst()
}
