import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Database } from '../../db/schema.js'
import { ORDER_TYPE as T } from '../order/order.table.js'
import { MEMBER_STATUS } from '../member/member.table.js'
import { VERIFIER_STATUS } from './verify.table.js'

export type VerifyRecordRow = Selectable<Database['verify_record']>

/** The active verifier rows of a member, with their shops' names (shops that are closed too: the shop decides). */
export async function verifierShops(db: Kysely<Database>, websiteId: number, memberId: number) {
  return db.selectFrom('shop_verifier as v').innerJoin('shop as s', 's.site_id', 'v.site_id')
    .select(['v.site_id', 's.site_name'])
    .where('v.member_id', '=', memberId).where('v.website_id', '=', websiteId).where('v.status', '=', VERIFIER_STATUS.ACTIVE)
    .orderBy('v.site_id').execute()
}

/** The pickup or virtual order holding this code, among the given shops. */
export async function orderByCode(db: Kysely<Database>, websiteId: number, siteIds: number[], code: string) {
  if (!siteIds.length) return undefined
  return db.selectFrom('orders').selectAll()
    .where('website_id', '=', websiteId).where('verify_code', '=', code)
    .where('site_id', 'in', siteIds).where('order_type', 'in', [T.PICKUP, T.VIRTUAL]).executeTakeFirst()
}

export async function recordByCode(db: Kysely<Database>, websiteId: number, code: string) {
  return db.selectFrom('verify_record').selectAll().where('website_id', '=', websiteId).where('verify_code', '=', code).executeTakeFirst()
}

/** Inserts the record unless the code has one; answers its id, or null when another write-off has it. */
export async function insertRecord(trx: Kysely<Database>, v: Insertable<Database['verify_record']>): Promise<number | null> {
  const rows = await trx.insertInto('verify_record').values(v)
    .onConflict((oc) => oc.columns(['website_id', 'verify_code']).doNothing())
    .returning('id').execute()
  return rows.length ? Number(rows[0].id) : null
}

export async function pageMemberRecords(db: Kysely<Database>, websiteId: number, memberId: number, type: string | undefined, limit: number, offset: number) {
  let q = db.selectFrom('verify_record').where('verifier_member_id', '=', memberId).where('website_id', '=', websiteId)
  if (type) q = q.where('verify_type', '=', type)
  const [count, rows] = await Promise.all([
    q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    q.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
  ])
  return { count: Number(count.n), rows }
}

export async function shopNames(db: Kysely<Database>, siteIds: number[]): Promise<Map<number, string>> {
  if (!siteIds.length) return new Map()
  const rows = await db.selectFrom('shop').select(['site_id', 'site_name']).where('site_id', 'in', [...new Set(siteIds)]).execute()
  return new Map(rows.map((r) => [r.site_id, r.site_name]))
}

// ---- the shop's verifiers

export async function activeMember(db: Kysely<Database>, websiteId: number, by: { mobile?: string; memberId?: number }) {
  let q = db.selectFrom('member').select(['id', 'nickname', 'mobile', 'headimg']).where('website_id', '=', websiteId).where('status', '=', MEMBER_STATUS.ACTIVE)
  q = by.memberId ? q.where('id', '=', by.memberId) : q.where('mobile', '=', by.mobile ?? '')
  return q.executeTakeFirst()
}

export async function countShopVerifiers(db: Kysely<Database>, siteId: number): Promise<number> {
  const r = await db.selectFrom('shop_verifier').select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('site_id', '=', siteId).where('status', '=', VERIFIER_STATUS.ACTIVE).executeTakeFirstOrThrow()
  return Number(r.n)
}

/** Adds the member, or brings a removed row back; answers the row id. */
export async function upsertVerifier(db: Kysely<Database>, v: { websiteId: number; siteId: number; memberId: number; now: number }): Promise<number> {
  const row = await db.insertInto('shop_verifier')
    .values({ website_id: v.websiteId, site_id: v.siteId, member_id: v.memberId, status: VERIFIER_STATUS.ACTIVE, created_at: v.now })
    .onConflict((oc) => oc.columns(['site_id', 'member_id']).doUpdateSet({ status: VERIFIER_STATUS.ACTIVE }))
    .returning('id').executeTakeFirstOrThrow()
  return Number(row.id)
}

export async function removeVerifier(db: Kysely<Database>, websiteId: number, siteId: number, memberId: number): Promise<number> {
  const r = await db.updateTable('shop_verifier').set({ status: VERIFIER_STATUS.REMOVED })
    .where('website_id', '=', websiteId).where('site_id', '=', siteId).where('member_id', '=', memberId).where('status', '=', VERIFIER_STATUS.ACTIVE).executeTakeFirst()
  return Number(r.numUpdatedRows)
}

export async function pageShopVerifiers(db: Kysely<Database>, websiteId: number, siteId: number, limit: number, offset: number) {
  const base = db.selectFrom('shop_verifier as v').where('v.site_id', '=', siteId).where('v.website_id', '=', websiteId).where('v.status', '=', VERIFIER_STATUS.ACTIVE)
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base.innerJoin('member as m', 'm.id', 'v.member_id')
      .select(['v.id', 'v.member_id', 'v.created_at', 'm.nickname', 'm.mobile', 'm.headimg'])
      .orderBy('v.id', 'desc').limit(limit).offset(offset).execute(),
  ])
  return { count: Number(count.n), rows }
}

export async function verifyCounts(db: Kysely<Database>, siteId: number, memberIds: number[]): Promise<Map<number, number>> {
  if (!memberIds.length) return new Map()
  const rows = await db.selectFrom('verify_record').select(['verifier_member_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('site_id', '=', siteId).where('verifier_member_id', 'in', memberIds).groupBy('verifier_member_id').execute()
  return new Map(rows.map((r) => [r.verifier_member_id, Number(r.n)]))
}
