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

export async function shopExists(db: Kysely<Database>, websiteId: number, siteId: number): Promise<boolean> {
  return !!(await db.selectFrom('shop').select('site_id').where('site_id', '=', siteId).where('website_id', '=', websiteId).executeTakeFirst())
}

export async function insertView(
  db: Kysely<Database>, v: { websiteId: number; siteId: number; name: string; title: string; value: string; now: number },
): Promise<number> {
  const row = await db.insertInto('diy_view')
    .values({ website_id: v.websiteId, site_id: v.siteId, name: v.name, title: v.title, value: v.value, updated_at: v.now })
    .returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updateView(
  db: Kysely<Database>, websiteId: number, id: number, set: { name?: string; title?: string; value: string; now: number },
): Promise<void> {
  await db.updateTable('diy_view')
    .set({ name: set.name, title: set.title, value: set.value, updated_at: set.now })
    .where('id', '=', id).where('website_id', '=', websiteId)
    .execute()
}
