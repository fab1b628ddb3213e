import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { TOPIC_STATUS } from './topic.table.js'

const COLUMNS = ['topic_id', 'topic_name', 'banner', 'remark', 'start_time', 'end_time'] as const

/** Running and coming topics (ended ones leave the list). */
function listed(db: Kysely<Database>, websiteId: number, now: number) {
  return db.selectFrom('topic').where('website_id', '=', websiteId).where('status', '=', TOPIC_STATUS.ON).where('end_time', '>', now)
}

export async function countTopics(db: Kysely<Database>, websiteId: number, now: number): Promise<number> {
  const row = await listed(db, websiteId, now).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function pageTopics(db: Kysely<Database>, websiteId: number, now: number, limit: number, offset: number) {
  return listed(db, websiteId, now).select(COLUMNS).orderBy('start_time', 'desc').orderBy('topic_id', 'desc').limit(limit).offset(offset).execute()
}

export async function findTopic(db: Kysely<Database>, websiteId: number, topicId: number) {
  return db.selectFrom('topic').select(COLUMNS).where('topic_id', '=', topicId).where('website_id', '=', websiteId).where('status', '=', TOPIC_STATUS.ON).executeTakeFirst()
}

export async function topicGoods(db: Kysely<Database>, topicId: number) {
  return db.selectFrom('topic_goods').select(['goods_id', 'sku_id', 'topic_price']).where('topic_id', '=', topicId).orderBy('sort').orderBy('id').execute()
}
