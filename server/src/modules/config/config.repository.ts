import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'

export async function loadWebsiteConfigRows(db: Kysely<Database>, websiteId: number) {
  return db.selectFrom('website_config').select(['config_key', 'value']).where('website_id', '=', websiteId).execute()
}

export async function upsertWebsiteConfig(db: Kysely<Database>, websiteId: number, key: string, value: string, now: number) {
  await db.insertInto('website_config')
    .values({ website_id: websiteId, config_key: key, value, updated_at: now })
    .onConflict((oc) => oc.columns(['website_id', 'config_key']).doUpdateSet({ value, updated_at: now }))
    .execute()
}
