import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema.js'
import { GOODS_STATUS } from '../goods/goods.table.js'

/** The goods if on sale in this website (status 1 and its shop known). */
export async function saleableGoods(db: Kysely<Database>, websiteId: number, goodsId: number) {
  return db.selectFrom('goods').select(['goods_id', 'site_id']).where('goods_id', '=', goodsId)
    .where('website_id', '=', websiteId).where('status', '=', GOODS_STATUS.ON_SALE).executeTakeFirst()
}

/** Name, picture and shop of goods whatever their state (off-sale items are still listed). */
export async function goodsBasics(db: Kysely<Database>, websiteId: number, goodsIds: number[]) {
  if (!goodsIds.length) return []
  return db.selectFrom('goods as g').leftJoin('shop as p', 'p.site_id', 'g.site_id')
    .select(['g.goods_id', 'g.goods_name', 'g.goods_image', 'g.unit', 'g.sale_num', 'g.site_id', 'p.site_name'])
    .where('g.goods_id', 'in', goodsIds).where('g.website_id', '=', websiteId).execute()
}

// ---- collections

export async function insertCollect(trx: Kysely<Database>, v: { websiteId: number; memberId: number; goodsId: number; siteId: number; now: number }): Promise<boolean> {
  const rows = await trx.insertInto('goods_collect')
    .values({ website_id: v.websiteId, member_id: v.memberId, goods_id: v.goodsId, site_id: v.siteId, created_at: v.now })
    .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doNothing())
    .returning('id').execute()
  return rows.length === 1
}

export async function countCollects(db: Kysely<Database>, websiteId: number, memberId: number): Promise<number> {
  const row = await db.selectFrom('goods_collect').where('member_id', '=', memberId).where('website_id', '=', websiteId)
    .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function isCollected(db: Kysely<Database>, websiteId: number, memberId: number, goodsId: number): Promise<boolean> {
  const row = await db.selectFrom('goods_collect').select('id').where('member_id', '=', memberId)
    .where('goods_id', '=', goodsId).where('website_id', '=', websiteId).executeTakeFirst()
  return row !== undefined
}

export async function deleteCollects(db: Kysely<Database>, websiteId: number, memberId: number, goodsIds: number[]): Promise<number> {
  const r = await db.deleteFrom('goods_collect').where('member_id', '=', memberId).where('website_id', '=', websiteId)
    .where('goods_id', 'in', goodsIds).executeTakeFirst()
  return Number(r.numDeletedRows)
}

export async function pageCollects(db: Kysely<Database>, websiteId: number, memberId: number, limit: number, offset: number) {
  return db.selectFrom('goods_collect').select(['id', 'goods_id', 'site_id', 'created_at'])
    .where('member_id', '=', memberId).where('website_id', '=', websiteId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()
}

// ---- footprints

export async function upsertBrowse(trx: Kysely<Database>, v: { websiteId: number; memberId: number; goodsId: number; siteId: number; now: number }): Promise<number> {
  const row = await trx.insertInto('goods_browse')
    .values({ website_id: v.websiteId, member_id: v.memberId, goods_id: v.goodsId, site_id: v.siteId, browse_time: v.now })
    .onConflict((oc) => oc.columns(['member_id', 'goods_id']).doUpdateSet({ browse_time: v.now }))
    .returning('id').executeTakeFirstOrThrow()
  return Number(row.id)
}

/** Deletes the member's footprints older than the newest `keep`. */
export async function trimBrowse(trx: Kysely<Database>, websiteId: number, memberId: number, keep: number): Promise<void> {
  const edge = await trx.selectFrom('goods_browse').select(['browse_time', 'id'])
    .where('member_id', '=', memberId).where('website_id', '=', websiteId)
    .orderBy('browse_time', 'desc').orderBy('id', 'desc').offset(keep - 1).limit(1).executeTakeFirst()
  if (!edge) return
  await trx.deleteFrom('goods_browse').where('member_id', '=', memberId).where('website_id', '=', websiteId)
    .where((eb) => eb.or([
      eb('browse_time', '<', edge.browse_time),
      eb.and([eb('browse_time', '=', edge.browse_time), eb('id', '<', edge.id)]),
    ])).execute()
}

export async function countBrowse(db: Kysely<Database>, websiteId: number, memberId: number): Promise<number> {
  const row = await db.selectFrom('goods_browse').where('member_id', '=', memberId).where('website_id', '=', websiteId)
    .select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function pageBrowse(db: Kysely<Database>, websiteId: number, memberId: number, limit: number, offset: number) {
  return db.selectFrom('goods_browse').select(['id', 'goods_id', 'site_id', 'browse_time'])
    .where('member_id', '=', memberId).where('website_id', '=', websiteId)
    .orderBy('browse_time', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute()
}

export async function deleteBrowse(db: Kysely<Database>, websiteId: number, memberId: number, ids: number[]): Promise<number> {
  const r = await db.deleteFrom('goods_browse').where('member_id', '=', memberId).where('website_id', '=', websiteId)
    .where('id', 'in', ids).executeTakeFirst()
  return Number(r.numDeletedRows)
}
